"""Builders shared by the western tests."""

from typing import Any

from rules.encounter import Encounter
from rules.view import state_json

SYSTEM: dict[str, Any] = {"cmd": "system", "name": "western"}


def system(**options: Any) -> dict[str, Any]:
    return {"cmd": "system", "name": "western", "options": options}


def add(actor: str, attribute: int, skill: int, tension: int = 0, **stats: int) -> dict[str, Any]:
    return {
        "cmd": "add",
        "id": actor,
        "name": actor.capitalize(),
        "stats": {"attribute": attribute, "skill": skill, "tension": tension, **stats},
    }


#: The rule text's example: Adresse 4 + Flingue 3 + 1 Tension = 8; 3 + 2 + 2 = 7.
ANN = add("ann", 4, 3, 1, panache=2, sang_froid=2)
BOB = add("bob", 3, 2, 2, panache=1)
DUO = [SYSTEM, ANN, BOB]


def declare(actor: str, *dice: int, **fields: Any) -> dict[str, Any]:
    command: dict[str, Any] = {"cmd": "declare", "actor": actor, **fields}
    if dice:
        command["actions"] = list(dice)
    return command


def keys(encounter: Encounter) -> list[list[str]]:
    """The order as entry keys, slot by slot."""
    return [[entry["key"] for entry in slot] for slot in state_json(encounter)["order"]]


def done_keys(encounter: Encounter) -> list[str]:
    return [entry["key"] for entry in state_json(encounter)["done"]]


def scores(encounter: Encounter) -> dict[str, int]:
    """Every pending entry's score, by key."""
    return {
        entry["key"]: entry["score"] for slot in state_json(encounter)["order"] for entry in slot
    }
