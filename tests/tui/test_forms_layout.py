"""The first field's label always shows; fields out of view are announced; the ambush
picker says who rolls."""

from pathlib import Path

from textual.app import App

from tests.tui.pilot_helpers import burst, press_all, resumed, screen_text
from tests.tui.scenes import WESTERN_CAST, commands_store, scene_store
from tui.screens.form import FieldsBox, FormField, FormScreen

#: Bart and the Kid lie in wait, the Kid helps; Ann and Doc are targeted: the opposition form.
AMBUSH_FORM = "A down down space down space enter space enter space down space enter"


async def test_the_ambush_form_shows_its_first_label_at_120x60_W9(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", WESTERN_CAST)
    async with resumed(store, size=(120, 60)) as (app, pilot):
        await press_all(pilot, AMBUSH_FORM)
        assert isinstance(app.screen, FormScreen)
        shown = screen_text(app)
        assert "Ambush successes, all targets (4 dice; blank: rolled)" in shown
        assert "more field" not in shown  # everything fits: nothing announced


async def test_at_80x24_the_fields_below_are_announced_and_come_with_their_label_W9(
    tmp_path: Path,
) -> None:
    store = commands_store(tmp_path / "s.sqlite3", WESTERN_CAST)
    async with resumed(store, size=(80, 24)) as (app, pilot):
        await press_all(pilot, AMBUSH_FORM)
        shown = screen_text(app)
        assert "Ambush successes, all targets" in shown
        assert "↓ 2 more fields" in shown and "fields above" not in shown
        # Down to the last field: its label shows with it, the first ones are announced.
        await burst(pilot, *["tab"] * 10)
        shown = screen_text(app)
        assert "The Kid's free initiative d6 if it works" in shown
        assert "Ambush successes, all targets" not in shown and "fields above" in shown
        assert "more field" not in shown
        # Back to the first: its label again.
        await burst(pilot, *["shift+tab"] * 10)
        assert "Ambush successes, all targets" in screen_text(app)


async def test_the_add_form_keeps_the_name_label_in_view(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "zebra"), size=(80, 24)) as (
        app,
        pilot,
    ):
        await press_all(pilot, "i")
        assert isinstance(app.screen, FormScreen)
        shown = screen_text(app)
        assert "Add a combatant" in shown and "Name" in shown
        await press_all(pilot, "B o b")
        assert "Name" in screen_text(app)


async def test_the_ambush_picker_says_what_each_role_gives_W9(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", WESTERN_CAST)
    async with resumed(store, size=(100, 30)) as (app, pilot):
        await press_all(pilot, "A")
        shown = " ".join(screen_text(app).split())
        assert "Who lies in wait? Only the best Discrétion rolls" in shown
        assert "Each one lying in wait gets the free d6" in shown
        # Bart and the Kid lie in wait: the accomplices are asked for among them only
        # ("meilleur embusqueur +1 dé par complice utile"), never the targets.
        await press_all(pilot, "down down space down space enter")
        shown = screen_text(app)
        assert "Among those lying in wait with Black Bart, who rolls." in " ".join(shown.split())
        assert "The Kid" in shown and "Ann (PC)" not in shown and "Doc" not in shown
        await press_all(pilot, "enter")  # none: the Kid only lies in wait
        shown = " ".join(screen_text(app).split())
        assert "Who is targeted?" in shown
        assert "no die added (c)" in shown and "leads · Discrétion 3 rolls" in shown


class ClosingForm(App[None]):
    """A form whose fields are gone while it is still on the screen stack."""

    def on_mount(self) -> None:
        field = FormField("name", "Name", "text", "")
        self.push_screen(FormScreen("Add", [field]))


async def test_a_closing_form_that_lost_its_fields_announces_nothing() -> None:
    """A burst's key can queue a refresh that lands while the form closes, after its
    children went: the fold's count then has nothing to count (it raised NoMatches, and
    the form never closed)."""
    app = ClosingForm()
    async with app.run_test() as pilot:
        await pilot.pause()
        form = app.screen
        assert isinstance(form, FormScreen)
        await form.query_one(FieldsBox).remove()
        form.announce_fold()
        assert app.screen is form and app.return_code is None
