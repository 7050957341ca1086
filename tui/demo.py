"""The demo encounter a new store starts with, so that ``make run`` shows a live board."""

from typing import Any

from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.i18n import _
from rules.journal import JournalStore

DEMO_COMMANDS: list[dict[str, Any]] = [
    {"cmd": "system", "name": "vampire"},
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
    {
        "cmd": "add",
        "id": "cid",
        "name": "Cid",
        "side": "npc",
        "stats": {"dexterity": 3, "wits": 3, "celerity": 2, "willpower": 6},
    },
    {
        "cmd": "add",
        "id": "ghoul",
        "name": "Ghoul",
        "side": "npc",
        "hidden": True,
        "stats": {"dexterity": 2, "wits": 2, "willpower": 3},
    },
    {"cmd": "roll", "dice": {"ann": 9, "bob": 6, "cid": 6, "ghoul": 4}},
]


def create_demo(store: JournalStore) -> int:
    """Create the demo encounter (a vampire turn, rolled) and return its id."""
    encounter = Encounter(store=store, dice=DiceSource(seed=1))
    encounter.handle({"cmd": "name", "name": _("Demo: the alley behind the Elysium")})
    for command in DEMO_COMMANDS:
        encounter.handle(command)
    assert encounter.id is not None
    return encounter.id
