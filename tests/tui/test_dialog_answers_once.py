"""A dialog answers once (Pilot): keys posted together, as the terminal driver posts a burst.

The real-terminal versions are in tests/terminal/test_dialog_bursts.py; these run in
the app's own loop, faster, and can look at the screen stack.
"""

from pathlib import Path

from textual import events
from textual.screen import Screen

from tests.tui.pilot_helpers import resumed, wait_for_palette_match
from tests.tui.scenes import scene_store
from tui.app import DegaineApp
from tui.screens.board import BoardScreen
from tui.screens.choice import ChoiceScreen, ConfirmScreen
from tui.screens.dialog import GuardedCommandPalette, leave
from tui.screens.help import HelpScreen


def post_burst(app: DegaineApp, *keys: str) -> None:
    """Post ``keys`` at once, before the app handles any: what the driver does with one read."""
    characters = {"enter": "\r", "escape": "\x1b", "space": " "}
    for key in keys:
        app.post_message(events.Key(key, characters.get(key, key if len(key) == 1 else None)))


def stack(app: DegaineApp) -> list[type[Screen[object]]]:
    return [type(screen) for screen in app.screen_stack]


async def test_a_choice_answers_once_and_pops_only_itself_V7(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "vampire")) as (app, pilot):
        board_stack = stack(app)
        answers: list[str | None] = []
        app.push_screen(ChoiceScreen("Pick", [("a", "A"), ("b", "B")]), answers.append)
        await pilot.pause()
        post_burst(app, "enter", "enter")
        await pilot.pause()
        await pilot.pause()
        assert answers == ["a"]
        assert stack(app) == board_stack and isinstance(app.screen, BoardScreen)


async def test_enter_then_a_digit_picks_the_highlighted_item(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "vampire")) as (app, pilot):
        answers: list[str | None] = []
        app.push_screen(ChoiceScreen("Pick", [("a", "A"), ("b", "B")]), answers.append)
        await pilot.pause()
        post_burst(app, "enter", "2")  # in this order: Enter answers, 2 comes too late
        await pilot.pause()
        await pilot.pause()
        assert answers == ["a"]


async def test_a_confirmation_answers_once_V4(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "vampire")) as (app, pilot):
        board_stack = stack(app)
        answers: list[bool | None] = []
        app.push_screen(ConfirmScreen("Sure?"), answers.append)
        await pilot.pause()
        post_burst(app, "y", "enter", "n")
        await pilot.pause()
        assert answers == [True]
        assert stack(app) == board_stack


async def test_keys_that_came_with_the_answer_do_not_reach_the_next_dialog(
    tmp_path: Path,
) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "vampire")) as (app, pilot):
        follow_up: list[str | None] = []

        def ask_again(first: str | None) -> None:
            app.push_screen(ChoiceScreen("Then?", [("c", "C"), ("d", "D")]), follow_up.append)

        app.push_screen(ChoiceScreen("First", [("a", "A")]), ask_again)
        await pilot.pause()
        post_burst(app, "1", "enter", "2")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen) and app.screen.choice_title == "Then?"
        assert follow_up == []  # it waits for a key typed after it showed
        await pilot.press("2")
        assert follow_up == ["d"]


async def test_a_dialog_not_on_top_pops_nothing(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "vampire")) as (app, pilot):
        under = ChoiceScreen("Under", [("a", "A")])
        app.push_screen(under)
        app.push_screen(HelpScreen(app.screen, "Keys"))
        await pilot.pause()
        under.dismiss("a")
        await pilot.pause()
        assert stack(app)[-2:] == [ChoiceScreen, HelpScreen]
        assert not leave(under)


async def test_the_palette_runs_its_command_once(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "vampire")) as (app, pilot):
        records = len(app.bridge.encounter.records) if app.bridge else 0
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, GuardedCommandPalette)
        for character in "undo":
            await pilot.press(character)
        await wait_for_palette_match(pilot, "undo")
        post_burst(app, "enter", "enter")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, BoardScreen)
        assert app.bridge is not None
        assert len(app.bridge.encounter.records) == records - 1
