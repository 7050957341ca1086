"""Keys, palette, themes, rebinding, resizing and refusals on the board (issue 5)."""

import os
from pathlib import Path

from textual.command import CommandPalette
from textual.widgets import Static

from rules.journal import JournalStore
from rules.systems.vampire.commands import EndTurn
from rules.view import state_json
from tests.tui.pilot_helpers import notifications, type_text, wait_for_palette_match
from tui.app import DegaineApp
from tui.config import load_config
from tui.demo import create_demo
from tui.screens.form import FormScreen
from tui.screens.help import HelpScreen
from tui.screens.home import HomeScreen
from tui.screens.vampire_board import VampireBoard


def demo_app(tmp_path: Path, **options: object) -> DegaineApp:
    store = JournalStore(tmp_path / "demo.sqlite3")
    create_demo(store)
    return DegaineApp(store=store, resume=True, **options)  # type: ignore[arg-type]


async def test_help_lists_every_key_of_the_board_from_its_bindings(tmp_path: Path) -> None:
    app = demo_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        described = {label for _keys, label, _help in app.screen.rows}
        assert {
            "Roll",
            "Declare",
            "Resolve",
            "Undo",
            "Redo",
            "Wound",
            "Abort",
            "End turn",
        } <= described
        await pilot.press("escape")
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("q")  # also closes the help, without quitting
        await pilot.pause()
        assert isinstance(app.screen, VampireBoard)


async def test_palette_offers_every_board_command(tmp_path: Path) -> None:
    app = demo_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        board = app.screen
        titles = {command.title for command in app.get_system_commands(board)}
        assert {c.label for c in VampireBoard.ui_commands()} <= titles
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        await type_text(pilot, "Wound")
        await wait_for_palette_match(pilot, "Wound")
        await pilot.press("enter")
        await pilot.pause()
        assert "health level" in str(app.screen.query_one(".title", Static).render())


async def test_keys_can_be_rebound_from_the_config_file(tmp_path: Path) -> None:
    config = Path(os.environ["DEGAINE_CONFIG"])
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text('[keys]\n"vampire.roll" = "f9"\n', encoding="utf-8")
    app = demo_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        board = app.screen
        assert isinstance(board, VampireBoard)
        board.send(EndTurn)
        await pilot.press("r")  # no longer bound
        await pilot.pause()
        assert app.screen is board
        await pilot.press("f9")
        await pilot.pause()
        assert isinstance(app.screen, FormScreen)  # the initiative prompt
        await pilot.press("escape")


async def test_theme_from_the_command_line_persists(tmp_path: Path) -> None:
    app = demo_app(tmp_path, theme_name="degaine-light")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.theme == "degaine-light"
        app.theme = "degaine-contrast"  # as the palette's theme picker does
        await pilot.pause()
    config, problems = load_config(Path(os.environ["DEGAINE_CONFIG"]))
    assert problems == [] and config.theme == "degaine-contrast"
    again = demo_app(tmp_path / "again")
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert again.theme == "degaine-contrast"


async def test_no_color_picks_the_ansi_theme_and_strips_colour(
    tmp_path: Path, monkeypatch: object
) -> None:
    os.environ["NO_COLOR"] = "1"
    try:
        app = demo_app(tmp_path)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert app.theme == "degaine-ansi"
            assert app.ansi_color is True
    finally:
        del os.environ["NO_COLOR"]


async def test_resizing_to_80x24_and_back_keeps_everything_reachable(tmp_path: Path) -> None:
    app = demo_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        board = app.screen
        assert isinstance(board, VampireBoard)
        assert board.has_class("narrow")  # the log folds away; L brings it back
        await pilot.press("L")
        await pilot.pause()
        assert board.query_one("#log").display
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, FormScreen)
        await pilot.press("escape")
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert not board.has_class("narrow")


async def test_each_refusal_shows_its_sentence_and_changes_nothing(tmp_path: Path) -> None:
    app = demo_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        board = app.screen
        assert isinstance(board, VampireBoard)
        before = state_json(board.bridge.encounter)
        await pilot.press("n")  # Refused: V3
        await pilot.press("U")  # NothingToUndo: nothing to redo
        await pilot.pause()
        shown = notifications(app)
        assert any("Declarations are not finished" in text for text in shown)
        assert any("Nothing to redo." in text for text in shown)
        assert state_json(board.bridge.encounter) == before


async def test_a_typed_die_off_its_faces_is_named_next_to_the_field(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "s.sqlite3")
    create_demo(store)
    app = DegaineApp(store=store, resume=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        board = app.screen
        assert isinstance(board, VampireBoard)
        board.send(EndTurn)
        await pilot.press("r")
        await pilot.pause()
        await type_text(pilot, "11")
        await pilot.pause()
        errors = [str(w.render()) for w in app.screen.query(".error") if not w.disabled]
        assert errors == ["A d10 shows 1 to 10."]
        await pilot.press("enter")  # refused by the form itself: nothing sent
        await pilot.pause()
        assert isinstance(app.screen, FormScreen)
        assert state_json(board.bridge.encounter)["phase"] == "between"


async def test_home_lists_encounters_newest_first_and_n_starts_one(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "s.sqlite3")
    create_demo(store)
    app = DegaineApp(store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert "Enter resumes" in str(app.screen.query_one("#banner", Static).render())
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, VampireBoard)
        await pilot.press("f2")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)


async def test_opening_an_older_encounter_makes_it_the_one_the_players_follow(
    tmp_path: Path,
) -> None:
    store = JournalStore(tmp_path / "s.sqlite3")
    older = create_demo(store)
    create_demo(store)
    app = DegaineApp(store=store)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("down", "enter")  # the second line: the older encounter
        await pilot.pause()
        assert isinstance(app.screen, VampireBoard)
        assert store.encounters()[0].id == older
