"""What the log pane and the history screen say is whole (issue 23): Celerity committed
with the roll (V8), a group's last member asked by its name (G7), a plural head."""

from pathlib import Path
from typing import Any

from tests.tui.pilot_helpers import fill_form, resumed, screen_text
from tests.tui.scenes import commands_store
from tui.screens.board import BoardScreen
from tui.screens.history import HistoryScreen

VIKTOR_AND_THUGS: list[dict[str, Any]] = [
    {"cmd": "system", "name": "vampire"},
    {
        "cmd": "add",
        "id": "viktor",
        "name": "Viktor",
        "stats": {"dexterity": 3, "wits": 2, "celerity": 2, "willpower": 3},
    },
    {
        "cmd": "add",
        "id": "thug",
        "name": "Thug",
        "count": 2,
        "roll_once": True,
        "stats": {"dexterity": 2, "wits": 2},
    },
    {"cmd": "out", "actor": "thug-2"},  # leaves the group: Thug 1 is all that is left of it
]


def flat(text: str) -> str:
    """The screen's words on one line: the log pane wraps its lines."""
    return " ".join(text.replace("▏", " ").split())


async def test_celerity_committed_with_the_roll_shows_in_the_log_and_history_V8_G7(
    tmp_path: Path,
) -> None:
    store = commands_store(tmp_path / "s.sqlite3", VIKTOR_AND_THUGS)
    async with resumed(store, size=(120, 40)) as (app, pilot):
        await pilot.press("r")
        await pilot.pause()
        form = screen_text(app)
        # A group of one is no group: its last member is asked by its own name.
        assert "Thug 1: d10" in form and "×1" not in form
        assert "Viktor: Celerity dots for extra actions" in form
        await fill_form(pilot, "9", "4", "2")  # Viktor's d10, Thug 1's, Viktor's 2 dots
        board = app.screen
        assert isinstance(board, BoardScreen)
        said = "Initiative for turn 1: Viktor 14 = d10=9 (typed) + 5, 2 Celerity dots committed"
        assert said in board.log_text[-1]
        assert said in flat(screen_text(app))
        await pilot.press("R")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        history = flat(screen_text(app))
        assert f"{said} to extra actions; Thug 1 8 = d10=4 (typed) + 4" in history
        assert "now: turn 1" in history and "Before turn 1" in history
    store.close()


async def test_a_tie_at_the_head_acts_in_the_plural(tmp_path: Path) -> None:
    two = {"dexterity": 2, "wits": 2}
    commands: list[dict[str, Any]] = [
        {"cmd": "system", "name": "vampire"},
        {"cmd": "add", "id": "ann", "name": "Ann", "side": "pc", "stats": two},
        {"cmd": "add", "id": "bob", "name": "Bob", "side": "pc", "stats": two},
        {"cmd": "roll", "dice": {"ann": 5, "bob": 5}},  # V2: equal again, simultaneous
        {"cmd": "declare", "actor": "ann", "action": "run"},
        {"cmd": "declare", "actor": "bob", "action": "hide", "override": True},
    ]
    store = commands_store(tmp_path / "s.sqlite3", commands)
    async with resumed(store, size=(120, 40)) as (app, _pilot):
        text = flat(screen_text(app))
        assert "n: Ann, Bob act." in text and "Bob acts" not in text
    store.close()
