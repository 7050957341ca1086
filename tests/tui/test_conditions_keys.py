"""Conditions (G6) and notes on every board, keys only: C gives one, K takes one off,
N writes the GM's note; the players' board shows the public ones and nothing else."""

import asyncio
from pathlib import Path
from typing import Any

import pytest

from tests.rules.condition_helpers import SETUPS
from tests.tui.pilot_helpers import notifications, press_all, resumed, screen_text, type_text
from tests.tui.players_helpers import screen_text as players_text
from tests.tui.scenes import commands_store
from tui.players.app import PlayersApp

#: How each system's C picks a name: by its number in the game's own list, or typed
#: into the form (zebra has no names of its own).
PICKS = {"vampire": ("1", "stunned"), "western": ("1", "Sonné"), "zebra": ("", "pinned")}


async def give_condition(pilot: Any, system: str) -> str:
    """``C``, the system's first name (or the GM's words), 2 units, ends as the last
    starts (``s``), the players see it (``p``); returns the name given.

    A name picked from the list leaves the focus on the duration; a typed one, on the name.
    """
    digit, name = PICKS[system]
    await press_all(pilot, "C")
    if digit:
        await press_all(pilot, digit)
    else:
        await type_text(pilot, name)
        await press_all(pilot, "tab")
    await press_all(pilot, "2 tab s tab p enter")
    return name


@pytest.mark.parametrize("system", sorted(SETUPS))
async def test_c_gives_a_condition_with_glyph_and_word_then_n_writes_the_gms_note_G6(
    tmp_path: Path, system: str
) -> None:
    """One app for both keys: the note goes on the actor who was just given a condition."""
    store = commands_store(tmp_path / "s.sqlite3", SETUPS[system])
    async with resumed(store, size=(120, 30)) as (app, pilot):
        name = await give_condition(pilot, system)
        text = screen_text(app)
        assert f"Ann (NPC) ◆{name} 2" in text  # ◆: the players see it; 2 units to start
        unit = "Sequence" if system == "zebra" else "turn"
        assert f"◆{name} (2 more {unit}s to start, ends as the last starts; players see it)" in (
            " ".join(text.split())
        )
        # The log pane's line (it wraps on screen).
        said = f"Ann: {name} for 2 {unit}s, to the start of the last"
        assert any(line.endswith(said) for line in app.screen.log_text)  # type: ignore[attr-defined]

        # N: the GM's note, shown in the details; blank clears it.
        await press_all(pilot, "N")
        await type_text(pilot, "owes Bob money")
        await press_all(pilot, "enter")
        # Beside the condition the details line is longer: the note may wrap.
        assert "Note: owes Bob money" in " ".join(screen_text(app).split())
        await press_all(pilot, "N ctrl+u enter")  # the note as it was, erased: cleared
        text = screen_text(app)
        assert "Note: " not in text
        assert app.screen.log_text[-1].endswith("Note on Ann cleared")  # type: ignore[attr-defined]
    store.close()


@pytest.mark.parametrize("system", sorted(SETUPS))
async def test_k_takes_a_condition_off_from_a_numbered_list_G6(tmp_path: Path, system: str) -> None:
    commands = [
        *SETUPS[system],
        {"cmd": "condition_add", "actor": "ann", "name": "blessed"},
        {"cmd": "condition_add", "actor": "ann", "name": "prone", "duration": 1},
    ]
    store = commands_store(tmp_path / "s.sqlite3", commands)
    async with resumed(store, size=(120, 30)) as (app, pilot):
        assert "Ann (NPC) ◇blessed ◇prone 1" in screen_text(app)  # ◇: the GM's only
        await press_all(pilot, "K 2")
        text = screen_text(app)
        assert "Ann (NPC) ◇blessed" in text and "◇prone" not in text
        assert app.screen.log_text[-1].endswith("Ann: prone ends (removed)")  # type: ignore[attr-defined]
        await press_all(pilot, "K 1")
        await press_all(pilot, "K")  # nothing left: said, and no list opens
        assert "Ann has no condition." in notifications(app)
    store.close()


@pytest.mark.parametrize("system", ["vampire", "western"])
async def test_a_picked_condition_name_leaves_the_duration_to_type_G6(
    tmp_path: Path, system: str
) -> None:
    """Issue 23: the focus stayed on the picked name, its text selected: "2" replaced it."""
    digit, name = PICKS[system]
    store = commands_store(tmp_path / "s.sqlite3", SETUPS[system])
    async with resumed(store, size=(120, 30)) as (app, pilot):
        await press_all(pilot, f"C {digit}")
        await press_all(pilot, "2")
        text = screen_text(app)
        assert "A condition on Ann" in text
        lines = [line.strip("│ ") for line in text.splitlines()]
        assert lines[lines.index("Condition") + 1] == name, text  # the name kept
        assert lines[lines.index("Lasts how many turns") + 1] == "2", text  # in the duration
        await press_all(pilot, "enter")
        assert f"Ann (NPC) ◇{name} 2" in screen_text(app)
    store.close()


async def test_a_refused_condition_keeps_the_form_open_with_the_reason(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", SETUPS["zebra"])
    async with resumed(store, size=(120, 30)) as (app, pilot):
        await press_all(pilot, "C")
        await type_text(pilot, "x" * 41)
        await press_all(pilot, "enter")
        assert "At most 40 characters." in screen_text(app)  # under the field, kept
        assert app.screen.__class__.__name__ == "FormScreen"
    store.close()


async def test_the_players_board_shows_public_conditions_never_gm_only_ones_nor_notes_G5_G6(
    tmp_path: Path,
) -> None:
    path = tmp_path / "s.sqlite3"
    commands = [
        *SETUPS["vampire"],
        {"cmd": "condition_add", "actor": "ann", "name": "stunned", "duration": 2, "public": True},
        {"cmd": "condition_add", "actor": "ann", "name": "diablerie"},
        {"cmd": "condition_add", "actor": "bob", "name": "frenzy", "public": False},
        {"cmd": "note", "actor": "bob", "text": "the traitor"},
        {"cmd": "roll", "dice": {"ann": 9, "bob": 2}},
    ]
    commands_store(path, commands).close()
    board = PlayersApp(path)
    async with board.run_test(size=(80, 24)) as pilot:
        for _wait in range(100):  # the board reads the store as it starts: bounded wait
            if "Ann" in players_text(board):
                break
            await asyncio.sleep(0.05)
            await pilot.pause()
        text = players_text(board)
        # Given before turn 1, which has started: one more turn to start before its last.
        assert "Ann ◆stunned 1" in text and "Conditions: Ann ◆stunned 1" in text
        for secret in ("diablerie", "frenzy", "traitor", "◇"):
            assert secret not in text, secret
