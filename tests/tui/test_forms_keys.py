"""Enter confirms a form from any field; a few options stand in a row, each with its key."""

from pathlib import Path

from textual.app import App

from rules.journal import JournalStore
from tests.tui.pilot_helpers import press_all, resumed, screen_text
from tests.tui.scenes import scene_store
from tui.app import DegaineApp
from tui.screens.form import FormField, FormScreen, FormSelect, FormValues
from tui.screens.setup import SetupScreen
from tui.widgets.key_choice import KeyChoice, option_keys
from tui.widgets.tick_box import TickBox


def test_each_option_gets_its_first_free_letter() -> None:
    assert option_keys(["PC (a player's)", "NPC (the GM's)"]) == ["p", "n"]
    assert option_keys(["Sang-froid 2", "Poker 0", "Survie 0"]) == ["s", "p", "u"]
    assert option_keys(["a", "a", "a"]) == ["a", "2", "3"]


async def test_the_side_is_a_row_of_keys_and_enter_confirms_from_it(tmp_path: Path) -> None:
    """``p`` makes the newcomer a PC, ``n`` an NPC; Enter on that row adds it."""
    async with resumed(scene_store(tmp_path / "s.sqlite3", "vampire")) as (app, pilot):
        await press_all(pilot, "i Z e d tab")
        side = app.screen.query_one("#field-1", KeyChoice)
        assert side.has_focus
        shown = screen_text(app)
        assert "○ [p] PC (a player's)" in shown and "◉ [n] NPC (the GM's)" in shown
        await press_all(pilot, "p")
        assert side.value == "pc" and "◉ [p] PC (a player's)" in screen_text(app)
        await press_all(pilot, "n p right")  # the letters pick, the arrows move
        assert side.value == "npc"
        await press_all(pilot, "left tab tab 2 tab 2 shift+tab shift+tab shift+tab")
        assert side.has_focus
        await press_all(pilot, "enter")
        assert not isinstance(app.screen, FormScreen)
        zed = app.screen.bridge.encounter.state.combatants["zed"]  # type: ignore[attr-defined]
        assert zed.side == "pc" and zed.stats["dexterity"] == 2


async def test_a_letter_that_is_no_option_s_is_left_alone(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "vampire")) as (app, pilot):
        await press_all(pilot, "i tab x")
        assert app.screen.query_one("#field-1", KeyChoice).value == "npc"
        assert isinstance(app.screen, FormScreen)


async def test_enter_on_a_tick_box_confirms_the_setup_form(tmp_path: Path) -> None:
    """The system's options: Enter from a tick box starts, as from the name."""
    app = DegaineApp(store=JournalStore(tmp_path / "s.sqlite3"))
    async with app.run_test(size=(100, 30)) as pilot:
        await press_all(pilot, "n 3 S a l o o n tab")  # western; on its first tick box
        assert isinstance(app.focused, TickBox)
        assert "Nervous finger" in screen_text(app)
        await press_all(pilot, "enter")
        assert isinstance(app.screen, SetupScreen)
        assert "“Saloon” · Western" in screen_text(app)


class FiveOptions(App[None]):
    """A form with a choice of five: more than a row holds, a dropdown."""

    answer: FormValues | None = None

    def on_mount(self) -> None:
        choices = tuple((str(n), f"option {n}") for n in range(1, 6))
        field = FormField("pick", "Pick one", "choice", "1", choices=choices)

        def answered(values: FormValues | None) -> None:
            self.answer = values

        self.push_screen(FormScreen("Five", [field]), answered)


async def test_enter_on_a_dropdown_confirms_instead_of_opening_it() -> None:
    app = FiveOptions()
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.focused, FormSelect)
        await press_all(pilot, "down down enter")  # open, next option, chosen
        assert app.focused is not None and isinstance(app.screen, FormScreen)
        await press_all(pilot, "enter")
        assert app.answer == {"pick": "2"}
