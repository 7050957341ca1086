"""Ready-made encounters for snapshots: one per system, every die typed."""

from pathlib import Path
from typing import Any

from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.journal import JournalStore

FIXED_TIME = "2026-11-30T20:00:00.000000+00:00"

SCENES: dict[str, list[dict[str, Any]]] = {
    "vampire": [
        {"cmd": "system", "name": "vampire"},
        {"cmd": "name", "name": "The alley"},
        {
            "cmd": "add",
            "id": "ann",
            "name": "Ann",
            "side": "pc",
            "stats": {"dexterity": 4, "wits": 3, "willpower": 5},
        },
        {
            "cmd": "add",
            "id": "bob",
            "name": "Bob",
            "side": "pc",
            "stats": {"dexterity": 3, "wits": 3, "willpower": 4},
        },
        {"cmd": "add", "id": "cid", "name": "Cid", "stats": {"dexterity": 3, "wits": 3}},
        {
            "cmd": "add",
            "id": "ghoul",
            "name": "Ghoul",
            "hidden": True,
            "stats": {"dexterity": 2, "wits": 2},
        },
        {"cmd": "wound", "actor": "ghoul", "level": "hurt"},
        {"cmd": "roll", "dice": {"ann": 9, "bob": 6, "cid": 6, "ghoul": 5}},
        {"cmd": "declare", "actor": "ghoul", "action": "bite"},
        {"cmd": "declare", "actor": "bob", "action": "shoot Ghoul"},
        {"cmd": "declare", "actor": "cid", "action": "run"},
        {"cmd": "declare", "actor": "ann", "action": "wait", "delay": True},
        {"cmd": "resolve"},
    ],
    "zebra": [
        {"cmd": "system", "name": "zebra"},
        {"cmd": "name", "name": "The rope bridge"},
        {
            "cmd": "add",
            "id": "ann",
            "name": "Ann",
            "side": "pc",
            "stats": {"aplomb": 3, "agilite": 2, "perception": 3, "skill": 3},
        },
        {
            "cmd": "add",
            "id": "bob",
            "name": "Bob",
            "stats": {"aplomb": 2, "perception": 4, "weapons": {"rifle": 2, "knife": 1}},
        },
        {
            "cmd": "add",
            "id": "cid",
            "name": "Cid",
            "hidden": True,
            "stats": {"aplomb": 2, "agilite": 3, "perception": 2, "skill": 2},
        },
        {"cmd": "engage", "actor": "bob", "target": "ann"},
        {"cmd": "sequence", "dice": {"ann": 10, "bob": 7, "cid": 4}},
        {"cmd": "act", "actor": "ann", "action": "strike"},
        {"cmd": "act", "actor": "bob", "action": "shoot"},
    ],
    "western": [
        {"cmd": "system", "name": "western"},
        {"cmd": "name", "name": "Main street at noon"},
        {
            "cmd": "add",
            "id": "ann",
            "name": "Ann",
            "side": "pc",
            "stats": {"attribute": 4, "skill": 3, "tension": 1, "panache": 2},
        },
        {
            "cmd": "add",
            "id": "bob",
            "name": "Bob",
            "stats": {"attribute": 3, "skill": 2, "tension": 2},
        },
        {
            "cmd": "add",
            "id": "cid",
            "name": "Cid",
            "hidden": True,
            "stats": {"attribute": 2, "skill": 2},
        },
        {"cmd": "draw"},
        {"cmd": "declare", "actor": "ann", "actions": [5, 3], "labels": ["shoot Bob", "dive"]},
        {"cmd": "sacrifice", "actor": "ann", "action": 0, "count": 1, "dice": [4]},
        {"cmd": "reveal"},
        {"cmd": "resolve"},
    ],
}


def scene_store(path: Path, system: str) -> JournalStore:
    """A store whose only encounter is ``system``'s scene, with fixed timestamps."""
    store = JournalStore(path)
    encounter = Encounter(store=store, dice=DiceSource(seed=1))
    for command in SCENES[system]:
        encounter.handle(command)
    store._db.execute(
        "UPDATE encounters SET created_at = ?, updated_at = ?", (FIXED_TIME, FIXED_TIME)
    )
    return store
