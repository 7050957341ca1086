"""The work-arounds of ``tui.textual_fixes`` for Textual's repaints, each doing its part."""

from rich.console import Console
from rich.segment import Segment
from textual._compositor import ChopsUpdate
from textual.app import App, ComposeResult
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets import Static

from tui import textual_fixes

textual_fixes.apply()
PLAIN = Console(color_system=None, force_terminal=True, width=40)


def written(spans: list[tuple[int, int, int]], *lines: dict[int, Strip]) -> str:
    chop_ends = [[*list(line)[1:], 20] for line in lines]
    return ChopsUpdate(list(lines), spans, chop_ends).render_segments(PLAIN)


def test_a_span_is_written_from_its_first_cell_not_from_the_widgets_edge() -> None:
    line = {0: Strip([Segment("Combatant 54 (NPC)  ")])}
    assert written([(0, 10, 12)], line) == "\x1b[1;11H54"


def test_a_cut_never_halves_a_wide_character_nor_parts_an_accent_from_its_letter() -> None:
    assert written([(0, 3, 5)], {0: Strip([Segment("ab漢cd")])}) == "\x1b[1;3H漢c"
    assert written([(0, 3, 4)], {0: Strip([Segment("abe\u0301cd")])}) == "\x1b[1;3He\u0301c"


def test_a_widget_starting_where_the_span_ends_is_not_visited() -> None:
    line = {0: Strip([Segment("left ")]), 5: Strip([Segment("right")])}
    assert written([(0, 0, 5)], line) == "\x1b[1;1Hleft "


def test_lines_are_placed_by_the_cursor_alone() -> None:
    first, second = {0: Strip([Segment("one")])}, {0: Strip([Segment("two")])}
    assert written([(0, 0, 3), (1, 0, 3)], first, second) == "\x1b[1;1Hone\x1b[2;1Htwo"


class Tall(ScrollView):
    def on_mount(self) -> None:
        self.virtual_size = Size(10, 500)

    def render_line(self, y: int) -> Strip:
        return Strip.blank(self.size.width)


class Board(App[None]):
    def compose(self) -> ComposeResult:
        yield Static("status", id="status")
        yield Tall()


async def test_a_layout_that_leaves_a_scroll_view_its_sizes_does_not_repaint_its_scrollbar() -> (
    None
):
    app = Board()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        view = app.query_one(Tall)
        updates: list[Size] = []
        original = view._scroll_update

        def counted(virtual_size: Size) -> None:
            updates.append(virtual_size)
            original(virtual_size)

        view._scroll_update = counted  # type: ignore[method-assign]
        app.query_one("#status", Static).update("status\nand a line more")
        await pilot.pause()
        # The status took a line from the view: it is laid out anew, once.
        assert len(updates) == 1
        app.screen.refresh(layout=True)  # a layout that changes nothing for the view
        await pilot.pause()
        assert len(updates) == 1
        await pilot.resize_terminal(50, 12)
        await pilot.pause()
        assert len(updates) == 2
