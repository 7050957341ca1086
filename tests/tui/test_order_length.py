"""A board whose length changes and whose scrollbar stays is not laid out again (issue 25):
its scrollbar and its scroll's bound still follow the lines, as a layout would have them."""

from pathlib import Path

from bench.fixtures import vampire_store
from rules.journal import JournalStore
from tests.tui.pilot_helpers import burst
from tui.app import DegaineApp
from tui.widgets.order_list import HEADER_LINES, OrderList


def lines_of(order: OrderList) -> int:
    """The lines the rows take, counted afresh from what each row wraps to."""
    return sum(order.row_height(index) for index in range(len(order.rows))) + HEADER_LINES


async def test_resolve_and_undo_keep_the_scrollbar_and_the_last_row_in_reach(
    tmp_path: Path,
) -> None:
    path = tmp_path / "s.sqlite3"
    vampire_store(path, 120, declared=True)
    store = JournalStore(path)
    app = DegaineApp(store=store, resume=True)
    lengths: set[int] = set()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        order = app.screen.query_one(OrderList)
        for key in "nnnnnnnnuuuuuuuuUUUU":
            await burst(pilot, key)
            await pilot.pause()
            bar = order.vertical_scrollbar
            assert order.virtual_size.height == lines_of(order), key
            assert bar.window_virtual_size == order.virtual_size.height, key
            assert bar.window_size == order.container_size.height, key
            assert order.max_scroll_y == order.virtual_size.height - order.container_size.height
            lengths.add(order.virtual_size.height)
        order.scroll_end(animate=False, immediate=True)
        await pilot.pause()
        height = order.row_height(len(order.rows) - 1)
        last = " ".join(order.render_line(order.size.height - 1 - y).text for y in range(height))
        assert order.rows[-1].name in last, last
    assert len(lengths) > 1, "the board's length never changed: nothing was checked"
    store.close()
