"""The history screen, keys only: opened from every board, searched by typing, closed."""

from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from textual.command import CommandPalette
from textual.screen import Screen

from i18n import use_language
from rules.encounter import Encounter
from rules.journal import JournalStore
from tests.tui.pilot_helpers import resumed, screen_text, type_text, wait_for_palette_match
from tests.tui.scenes import SCENES, commands_store, scene_store
from tui.screens.board import BoardScreen
from tui.screens.help import HelpScreen
from tui.screens.history import HistoryScreen, search_words

NAMES = {"vampire": "The alley", "zebra": "The rope bridge", "western": "Main street at noon"}
UNITS = {"vampire": "Turn 1", "zebra": "Sequence 1", "western": "Turn 1"}


def top(app: App[None]) -> Screen[Any]:
    """The screen on top, not narrowed by an earlier check of its type."""
    return app.screen


def undone_once(store: JournalStore) -> JournalStore:
    Encounter(store=store, encounter_id=store.encounters()[0].id).undo(1)
    return store


@pytest.mark.parametrize("system", sorted(SCENES))
async def test_R_opens_the_history_of_every_board_and_Enter_goes_back(
    tmp_path: Path, system: str
) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", system)) as (app, pilot):
        board = app.screen
        assert isinstance(board, BoardScreen)
        await pilot.press("R")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        text = screen_text(app)
        assert f"History of {NAMES[system]}" in text
        # The round's heading, on a line of its own, over its steps.
        assert UNITS[system] in [line.strip() for line in text.splitlines()]
        await pilot.press("enter")
        await pilot.pause()
        assert top(app) is board


async def test_the_zebra_timeline_opens_the_history_too(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "zebra")) as (app, pilot):
        await pilot.press("t")
        await pilot.pause()
        timeline = app.screen
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        await pilot.press("ctrl+g")  # closes it as it closes every dialog
        await pilot.pause()
        assert top(app) is timeline


async def test_typing_filters_the_steps_and_backspace_edits_the_search(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "vampire"), (80, 24)) as (app, pilot):
        await pilot.press("R")
        await pilot.pause()
        await type_text(pilot, "ghoul")  # letters are the search's: no key fires
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        text = screen_text(app)
        assert "Search: ghoul▏ 5 steps of 13" in text
        assert "Ghoul declares “bite”" in text
        assert "Bob declares “shoot Ghoul”" in text  # Ghoul, any case
        assert "Cid declares" not in text and "Ann joins the fight" not in text
        await type_text(pilot, "zz")
        await pilot.pause()
        assert "No step matches “ghoulzz”" in screen_text(app)
        await pilot.press("backspace", "backspace")
        await pilot.pause()
        assert "Ghoul declares “bite”" in screen_text(app)
        await pilot.press("ctrl+u")
        await pilot.pause()
        text = screen_text(app)
        assert "Search:" not in text and "Type to search" in text
        assert "Bob declares “shoot Ghoul”" in text


async def test_q_and_space_are_typed_and_the_search_finds_words(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "vampire"), (80, 24)) as (app, pilot):
        await pilot.press("R")
        await pilot.pause()
        await type_text(pilot, "shoot g")
        await pilot.pause()
        await pilot.press("q")  # not a key here: the search's "q"
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        assert "Search: shoot gq" in screen_text(app)
        await pilot.press("backspace")
        await pilot.pause()
        assert "Bob declares “shoot Ghoul”" in screen_text(app)


async def test_undone_steps_are_marked_in_words(tmp_path: Path) -> None:
    store = undone_once(scene_store(tmp_path / "s.sqlite3", "vampire"))
    async with resumed(store, (80, 24)) as (app, pilot):
        await pilot.press("R")
        await pilot.pause()
        text = screen_text(app)
        assert "now: turn 1 · 13 steps (1 undone)" in text
        # The word, on the step's own line (the screen's text runs its styles together).
        undone = [line for line in text.splitlines() if "[undone]" in line]
        assert len(undone) == 1 and "Bob and Cid act together" in undone[0]


async def test_the_palette_and_the_boards_help_offer_the_history(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "vampire"), (100, 60)) as (app, pilot):
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "History — Recap: the whole encounter" in screen_text(app)
        await pilot.press("q")
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        await type_text(pilot, "History")
        await wait_for_palette_match(pilot, "History")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        await pilot.press("f1")
        await pilot.pause()
        text = screen_text(app)
        assert "Keys of the history" in text and "Erase the search's last character" in text


LONG_FIGHT: list[dict[str, Any]] = [
    *SCENES["vampire"],
    *(
        {"cmd": "wound", "actor": "ghoul", "level": level}
        for _ in range(20)
        for level in ("bruised", "hurt")
    ),
    {"cmd": "name", "name": "The long alley"},
]


async def test_the_keys_scroll_a_history_longer_than_the_screen(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", LONG_FIGHT)
    async with resumed(store, (80, 24)) as (app, pilot):
        await pilot.press("R")
        await pilot.pause()
        # It opens on the newest steps.
        text = screen_text(app)
        assert "Encounter named “The long alley”" in text and "System chosen" not in text
        await pilot.press("home")
        await pilot.pause()
        text = screen_text(app)
        assert "System chosen" in text and "The long alley”" not in text
        await pilot.press("pagedown", "down")
        await pilot.pause()
        assert "System chosen" not in screen_text(app)
        await pilot.press("end")
        await pilot.pause()
        assert "Encounter named “The long alley”" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, BoardScreen)


async def test_names_show_as_typed_never_as_markup(tmp_path: Path) -> None:
    commands = [
        *SCENES["vampire"][:2],
        {
            "cmd": "add",
            "id": "eve",
            "name": "[bold]Eve[/bold]\x1b]2;x\x07",
            "stats": {"dexterity": 2, "wits": 2},
        },
    ]
    async with resumed(commands_store(tmp_path / "s.sqlite3", commands), (80, 24)) as (app, pilot):
        await pilot.press("R")
        await pilot.pause()
        await type_text(pilot, "[bold")
        await pilot.pause()
        text = screen_text(app)
        assert "[bold]Eve[/bold] joins the fight" in text
        assert "2;x" not in text  # the escape sequence is gone whole


def test_the_search_count_agrees_with_the_steps_found_in_french() -> None:
    assert search_words("ann", 0, 19) == "Search: ann▏ no step of 19"
    assert search_words("ann", 3, 19) == "Search: ann▏ 3 steps of 19"
    use_language("fr")  # the suite's conftest gives English back after each test
    assert search_words("ann", 0, 19) == "Recherche\u202f: ann▏ aucune étape sur 19"
    assert search_words("ann", 1, 19) == "Recherche\u202f: ann▏ 1 étape sur 19"
    assert search_words("ann", 3, 19) == "Recherche\u202f: ann▏ 3 étapes sur 19"


async def test_at_60_columns_no_text_hides_under_the_scrollbar(tmp_path: Path) -> None:
    """Longer than the screen, the history scrolls: its lines wrap before the scrollbar,
    which hid "Bob" as "Bo" in the turn's initiative (issue 23)."""
    async with resumed(scene_store(tmp_path / "s.sqlite3", "vampire"), (60, 20)) as (app, pilot):
        await pilot.press("R")
        await pilot.pause()
        text = screen_text(app)
        assert "Initiative for turn 1: Ann 16 = d10=9 (typed) + 7;" in text
        assert "Bob 12 = d10=6 (typed) + 6;" in text
