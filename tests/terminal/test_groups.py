"""G7 in a real terminal: ``+`` arrives as the byte ``+`` and duplicates; a burst of two
adds two, each the next free name."""

from pathlib import Path
from typing import Any

from tests.terminal.harness import Terminal
from tests.tui.scenes import commands_store

THUGS: list[dict[str, Any]] = [
    {"cmd": "system", "name": "vampire"},
    {
        "cmd": "add",
        "id": "thug",
        "name": "Thug",
        "count": 2,
        "roll_once": True,
        "stats": {"dexterity": 2, "wits": 2},
    },
]


def test_plus_twice_in_one_burst_adds_thug_3_and_thug_4_G7(tmp_path: Path) -> None:
    commands_store(tmp_path / "store.sqlite3", THUGS).close()
    with Terminal(tmp_path) as term:
        term.wait_for("undo 2")
        term.send(b"+", b"+")
        term.wait_for("undo 4")
        screen = term.settle(0.5)
        assert "Thug 3 (NPC)" in screen and "Thug 4 (NPC)" in screen
        assert "Thug 1 (NPC) [group]" in screen
        assert b"Traceback" not in term.output
