"""The order list keeps each row's drawn lines between repaints (undo and redo go back
and forth between two states' rows): what it shows is always what it draws anew."""

from pathlib import Path

from textual.strip import Strip

from tests.tui.pilot_helpers import burst, resumed, screen_text
from tests.tui.scenes import scene_store
from tui.app import DegaineApp
from tui.widgets.order_list import OrderList


def lines_drawn(order: OrderList) -> list[Strip]:
    return [order.render_line(y) for y in range(order.size.height)]


def lines_drawn_anew(order: OrderList) -> list[Strip]:
    """Every line of the order list drawn from nothing, its kept lines put back after."""
    kept, now = order.strips, order.strips_now
    order.strips, order.strips_now = {}, {}
    try:
        return lines_drawn(order)
    finally:
        order.strips, order.strips_now = kept, now


async def test_undo_redo_and_the_cursor_show_what_a_fresh_drawing_shows(
    tmp_path: Path,
) -> None:
    store = scene_store(tmp_path / "s.sqlite3", "vampire")
    async with resumed(store, size=(80, 24)) as (app, pilot):
        order = app.screen.query_one(OrderList)
        # Each step changes rows, columns (the scores come and go), or the cursor.
        for keys in (("u",), ("U",), ("down",), ("u",), ("down", "down"), ("U",), ("up",)):
            await burst(pilot, *keys)
            await pilot.pause()
            assert lines_drawn(order) == lines_drawn_anew(order), f"after {keys}"
            marked = [line for line in screen_text_lines(app) if "›" in line]
            assert len(marked) == 1, marked
            assert order.rows[order.cursor].name.split()[0] in marked[0]
        assert order.strips_now, "the rows' lines were kept"
    store.close()


async def test_a_new_theme_draws_the_rows_again_in_its_colours(tmp_path: Path) -> None:
    store = scene_store(tmp_path / "s.sqlite3", "vampire")
    async with resumed(store, size=(80, 24)) as (app, pilot):
        order = app.screen.query_one(OrderList)
        before = lines_drawn(order)
        app.theme = next(name for name in app.available_themes if name != app.theme)
        await pilot.pause()
        after = lines_drawn(order)
        assert after == lines_drawn_anew(order)
        assert [line.text for line in after] == [line.text for line in before]
        assert after != before, "the rows kept the old theme's colours"
    store.close()


def screen_text_lines(app: DegaineApp) -> list[str]:
    return screen_text(app).splitlines()
