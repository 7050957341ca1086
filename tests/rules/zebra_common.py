"""Shared setup for the zebra tests: the issue's pair of combatants and small helpers."""

from typing import Any

from rules.encounter import Encounter
from rules.view import state_json

SYSTEM: dict[str, Any] = {"cmd": "system", "name": "zebra"}


def add(actor: str, **stats: Any) -> dict[str, Any]:
    return {"cmd": "add", "id": actor, "name": actor.capitalize(), "stats": stats}


def act(actor: str, what: str | int, **more: Any) -> dict[str, Any]:
    key = "cost" if isinstance(what, int) else "action"
    return {"cmd": "act", "actor": actor, key: what, **more}


def actor(encounter: Encounter, actor_id: str) -> dict[str, Any]:
    numbers: dict[str, Any] = state_json(encounter)["actors"][actor_id]
    return numbers


def counters(encounter: Encounter) -> dict[str, int]:
    return {key: value["counter"] for key, value in state_json(encounter)["actors"].items()}


# A in contact (3 + 2 + 3 = 8) and B in Shooting position (2 + 4 + 2 = 8): the pair.
ANN = add("ann", aplomb=3, agilite=2, skill=3)
BOB = add("bob", aplomb=2, perception=4, skill=2)
FULL = {"aplomb": 2, "agilite": 3, "perception": 5, "skill": 1}
PAIR = [SYSTEM, ANN, BOB, {"cmd": "position", "actor": "ann", "position": "contact"}]
