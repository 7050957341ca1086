"""G7 on the board at 80×24: a roll-once group's members in one slot, each marked."""

from pathlib import Path
from typing import Any

from tests.tui.scenes import commands_store
from tui.app import DegaineApp

#: Ann and Bob against four thugs rolled once for the group, one of them wounded since.
THUGS: list[dict[str, Any]] = [
    {"cmd": "system", "name": "vampire"},
    {"cmd": "name", "name": "The docks"},
    {"cmd": "add", "id": "ann", "name": "Ann", "side": "pc", "stats": {"dexterity": 4, "wits": 3}},
    {"cmd": "add", "id": "bob", "name": "Bob", "side": "pc", "stats": {"dexterity": 3, "wits": 2}},
    {
        "cmd": "add",
        "id": "thug",
        "name": "Thug",
        "count": 4,
        "roll_once": True,
        "stats": {"dexterity": 2, "wits": 2},
    },
    {"cmd": "roll", "dice": {"ann": 8, "bob": 2, "thug-1": 5}},
    {"cmd": "wound", "actor": "thug-4", "level": "hurt"},
]


def test_a_roll_once_group_on_the_vampire_board_80x24_G7(snap_compare: Any, tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", THUGS)
    app = DegaineApp(store=store, resume=True)
    assert snap_compare(app, terminal_size=(80, 24))
