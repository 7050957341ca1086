"""Encounters of every system where G6's unit can be started and ended by one call."""

from typing import Any

from rules.encounter import Encounter
from rules.view import state_json
from tests.helpers import run

#: Two combatants in each system, and the commands that start and end its unit.
SETUPS: dict[str, list[dict[str, Any]]] = {
    "vampire": [
        {"cmd": "system", "name": "vampire"},
        {"cmd": "add", "id": "ann", "name": "Ann", "stats": {"dexterity": 4, "wits": 3}},
        {"cmd": "add", "id": "bob", "name": "Bob", "stats": {"dexterity": 3, "wits": 3}},
    ],
    "western": [
        {"cmd": "system", "name": "western"},
        {"cmd": "add", "id": "ann", "name": "Ann", "stats": {"attribute": 3, "skill": 2}},
        {"cmd": "add", "id": "bob", "name": "Bob", "stats": {"attribute": 2, "skill": 2}},
    ],
    "zebra": [
        {"cmd": "system", "name": "zebra"},
        {
            "cmd": "add",
            "id": "ann",
            "name": "Ann",
            "stats": {"aplomb": 3, "agilite": 2, "perception": 2, "skill": 2},
        },
        {
            "cmd": "add",
            "id": "bob",
            "name": "Bob",
            "stats": {"aplomb": 2, "agilite": 2, "perception": 2, "skill": 1},
        },
    ],
}
SYSTEMS = sorted(SETUPS)

STARTS: dict[str, dict[str, Any]] = {
    "vampire": {"cmd": "roll"},
    "western": {"cmd": "draw"},
    "zebra": {"cmd": "sequence"},
}


def encounter_of(system: str, seed: int = 0) -> Encounter:
    return run(SETUPS[system], seed=seed)


def start_unit(encounter: Encounter) -> None:
    """A turn rolled or drawn, a Sequence started."""
    system = state_json(encounter)["system"]
    encounter.handle(STARTS[system])


def end_unit(encounter: Encounter) -> None:
    """The running unit ends: end_turn, or (zebra, Z7) every counter spent."""
    state = state_json(encounter)
    if state["system"] != "zebra":
        encounter.handle({"cmd": "end_turn"})
        return
    for actor in state["actors"]:
        if state_json(encounter)["phase"] == "sequence":
            counter = state_json(encounter)["actors"][actor]["counter"]
            if counter is not None and counter > 0:
                # Spent exactly (Z6): no overspend slows the next Sequence (Z8).
                act = {"cmd": "act", "actor": actor, "cost": counter, "override": True}
                encounter.handle(act)


def running(encounter: Encounter) -> bool:
    return state_json(encounter)["phase"] not in ("idle", "between")


def conditions(encounter: Encounter, actor: str = "ann") -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = state_json(encounter)["actors"][actor]["conditions"]
    return found


def names(encounter: Encounter, actor: str = "ann") -> list[str]:
    return [condition["name"] for condition in conditions(encounter, actor)]


def expiries(encounter: Encounter) -> list[tuple[str, str]]:
    """Every condition_expired event in the journal's applied records, in order."""
    return [
        (event.actor, event.name)  # type: ignore[attr-defined]
        for record in encounter.records
        for event in record.events
        if event.kind == "condition_expired"
    ]
