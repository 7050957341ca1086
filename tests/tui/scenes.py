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


WESTERN_CAST: list[dict[str, Any]] = [
    {"cmd": "system", "name": "western"},
    {"cmd": "name", "name": "High noon at Tombstone"},
    {
        "cmd": "add",
        "id": "ann",
        "name": "Ann",
        "side": "pc",
        "stats": {"attribute": 5, "skill": 4, "tension": 1, "panache": 2, "sang_froid": 2},
    },
    {
        "cmd": "add",
        "id": "doc",
        "name": "Doc Holloway",
        "side": "pc",
        "stats": {"attribute": 3, "skill": 3, "sang_froid": 3, "poker": 3},
    },
    {
        "cmd": "add",
        "id": "bart",
        "name": "Black Bart",
        "stats": {"attribute": 4, "skill": 3, "tension": 2, "panache": 1, "discretion": 3},
    },
    {
        "cmd": "add",
        "id": "kid",
        "name": "The Kid",
        "stats": {"attribute": 2, "skill": 2, "discretion": 1},
    },
]
"""Western gunslingers for the duel and the ambush, before any gunfight."""

#: A duel in DÉGAINER: Ann has split and sacrificed; Black Bart has not declared yet.
DUEL_DRAWING: list[dict[str, Any]] = [
    *WESTERN_CAST,
    {"cmd": "duel", "duelists": ["ann", "bart"]},
    {"cmd": "declare", "actor": "ann", "actions": [7, 3], "labels": ["shoot Bart", "dive"]},
    {"cmd": "sacrifice", "actor": "ann", "action": 0, "count": 1, "dice": [5]},
]

#: The same duel revealed; Bart's Panache interruption ties Ann's shot (W5, G3).
DUEL_REVEALED: list[dict[str, Any]] = [
    *DUEL_DRAWING,
    {"cmd": "declare", "actor": "bart", "actions": [9], "labels": ["shoot Ann"]},
    {"cmd": "reveal"},
    {"cmd": "panache", "actor": "bart", "action": 0, "dice": [2]},
]

#: Black Bart and the Kid ambush Ann and Doc: Ann is surprised and Sonné, Doc is not.
#: AMBUSH_KEYS, pressed on the board of WESTERN_CAST, give the same ambush.
AMBUSH_SPRUNG: list[dict[str, Any]] = [
    *WESTERN_CAST,
    {
        "cmd": "ambush",
        "ambushers": ["bart", "kid"],
        "accomplices": ["kid"],
        "targets": [
            {"actor": "ann", "skill": "sang_froid", "successes": 0, "sonne": True},
            {"actor": "doc", "skill": "poker", "successes": 3},
        ],
        "successes": 2,
        "initiative": {"bart": [5], "kid": [2]},
    },
]


AMBUSH_KEYS = " ".join(
    (
        "A",
        "down down space down space enter",  # lie in wait: Bart, the Kid (Ann, Doc, Bart, Kid)
        "space enter",  # the useful accomplice: the Kid (the only one with Bart, W9)
        "space down space enter",  # targets: Ann and Doc
        "2",  # the ambush's successes, once for every target
        "tab tab 0 tab tab space",  # Ann: Sang-froid, 0 successes, Sonné if surprised
        "tab p tab 3 tab tab",  # Doc: Poker (its key, p), 3 successes
        "tab 5 tab 2 ctrl+s",  # the free initiative d6s: Bart 5, the Kid 2
    )
)


def vampire_rolled(stats: dict[str, tuple[int, int]], dice: dict[str, int]) -> list[dict[str, Any]]:
    """A vampire encounter, "Alley": a combatant per name (Dexterity, Wits), the first a PC,
    its id the name in lower case; then the turn's roll, ``dice`` by id."""
    adds = [
        {
            "cmd": "add",
            "id": name.casefold(),
            "name": name,
            "side": "npc" if index else "pc",
            "stats": {"dexterity": dexterity, "wits": wits},
        }
        for index, (name, (dexterity, wits)) in enumerate(stats.items())
    ]
    opening = [{"cmd": "system", "name": "vampire"}, {"cmd": "name", "name": "Alley"}]
    return [*opening, *adds, {"cmd": "roll", "dice": dice}]


def scene_store(path: Path, system: str) -> JournalStore:
    """A store whose only encounter is ``system``'s scene, with fixed timestamps."""
    return commands_store(path, SCENES[system])


def commands_store(path: Path, commands: list[dict[str, Any]]) -> JournalStore:
    """A store whose only encounter is made of ``commands``, with fixed timestamps."""
    store = JournalStore(path)
    encounter = Encounter(store=store, dice=DiceSource(seed=1))
    for command in commands:
        encounter.handle(command)
    store._db.execute(
        "UPDATE encounters SET created_at = ?, updated_at = ?", (FIXED_TIME, FIXED_TIME)
    )
    return store
