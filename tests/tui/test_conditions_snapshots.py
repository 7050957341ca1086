"""Snapshots of a board whose combatants carry conditions (G6), at 80×24 and 120×40:
public (◆) and GM-only (◇) ones, timed and not, one in its last turn, more than fit
beside a name, and a note in the selected actor's details."""

from pathlib import Path
from typing import Any

import pytest

from tests.tui.scenes import SCENES, commands_store
from tui.app import DegaineApp

SIZES = [(80, 24), (120, 40)]

CONDITIONS: list[dict[str, Any]] = [
    {"cmd": "condition_add", "actor": "ann", "name": "stunned", "duration": 2, "public": True},
    {"cmd": "condition_add", "actor": "ann", "name": "blood-bound to the Prince"},
    {"cmd": "note", "actor": "ann", "text": "owes Cid a favour; lies about her sire"},
    {"cmd": "condition_add", "actor": "bob", "name": "frenzy", "duration": 1, "ends": "start"},
    *[
        {"cmd": "condition_add", "actor": "cid", "name": name, "public": True}
        for name in ("staked", "prone", "blinded")
    ],
]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_board_with_conditions(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    store = commands_store(tmp_path / "s.sqlite3", [*SCENES["vampire"], *CONDITIONS])
    app = DegaineApp(store=store, resume=True)
    # ↓: Ann, whose details say her conditions in full and the GM's note.
    assert snap_compare(app, terminal_size=size, press=["down"])
