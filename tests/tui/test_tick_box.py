"""A ticked box and an unticked one differ by a glyph, not only by colour."""

from textual.app import App, ComposeResult

from tui.widgets.tick_box import TickBox


class Boxes(App[None]):
    def compose(self) -> ComposeResult:
        yield TickBox("ticked", value=True, id="on")
        yield TickBox("not ticked", value=False, id="off")


async def test_tick_box_shows_its_state_as_a_glyph() -> None:
    app = Boxes()
    async with app.run_test() as pilot:
        on, off = app.query_one("#on", TickBox), app.query_one("#off", TickBox)
        assert "✓" in on.render().plain and "✓" not in off.render().plain
        off.focus()
        await pilot.press("space")
        await pilot.pause()
        assert "✓" in off.render().plain


async def test_enter_on_a_tick_box_leaves_it_as_it_is() -> None:
    """Enter is the form's (it submits), not the box's: it does not untick it."""
    app = Boxes()
    async with app.run_test() as pilot:
        on = app.query_one("#on", TickBox)
        on.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert on.value and "✓" in on.render().plain
