"""The order: pending slots (ties grouped), waiting delays, done entries, idle actors.

A virtual list: only the visible lines are rendered, so a board of 200
combatants repaints as fast as one of four. The cursor selects the actor the
next command applies to. A row whose name or label is wider than its column
takes more than one line (see ``order_columns``): nothing is cut.
"""

from bisect import bisect_right
from collections.abc import Callable
from itertools import zip_longest
from typing import ClassVar

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding, BindingType
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from i18n import _
from tui.cells import padded
from tui.memo import IdentityMemo
from tui.presenters import BoardView, Row
from tui.widgets.order_columns import ACTION, NAME, Columns, fit, row_lines
from tui.widgets.strip_diff import changed_span
from tui.widgets.theme_style import meaning_style

HEADER_LINES = 1
#: Row lines kept drawn: a screenful for each of a few recent states, and a scroll.
STRIPS_KEPT = 1_000
#: A row's line drawn: the row object's id, the line of the row, under the cursor or not.
StripKey = tuple[int, int, bool]

#: Each row's first line, the lines of the rows that wrap, and the lines in all.
RowLayout = tuple[list[int], dict[int, list[tuple[str, ...]]], int]


class OrderList(ScrollView, can_focus=True):
    DEFAULT_CSS = """
    OrderList { height: 1fr; background: $surface; overflow-x: hidden; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "cursor(-1)", _("Up"), show=False, id="order.up"),
        Binding("down,j", "cursor(1)", _("Down"), show=False, id="order.down"),
        Binding("pageup", "page(-1)", _("Page up"), show=False, id="order.page_up"),
        Binding("pagedown", "page(1)", _("Page down"), show=False, id="order.page_down"),
        Binding("home", "jump(0)", _("First"), show=False, id="order.first"),
        Binding("end", "jump(-1)", _("Last"), show=False, id="order.last"),
    ]

    class Selected(Message):
        """The cursor moved; ``actor`` and ``key`` identify the row under it."""

        def __init__(self, actor: str | None, key: str | None) -> None:
            super().__init__()
            self.actor = actor
            self.key = key

    # Neither repaints the whole widget: their watchers repaint the cells that changed.
    view: reactive[BoardView | None] = reactive(None, always_update=True, repaint=False)
    cursor: reactive[int] = reactive(0, repaint=False)

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.rows: tuple[Row, ...] = ()
        self.columns = Columns((), ())
        #: The first line of each row, and the lines of the rows that take more than one.
        self.row_starts: list[int] = []
        self.wrapped: dict[int, list[tuple[str, ...]]] = {}
        self.natural_widths: tuple[int, ...] = ()
        #: The size the columns were last fitted to (the height decides the scrollbar's room).
        self.fitted_width = 0
        self.fitted_height = 0
        self.headers: tuple[str, ...] = ()
        self.style_cache: dict[tuple[str, ...], Style] = {}
        self.widths_of: IdentityMemo[BoardView, tuple[int, ...]] = IdentityMemo()
        #: Each recent view's rows laid out, per columns: undo and redo go back and forth.
        self.layouts: IdentityMemo[tuple[Row, ...], dict[Columns, RowLayout]] = IdentityMemo()
        self.base_style = Style()
        #: The scroll offset and width of the repaint under way.
        self.painting = (0, 0, 0)
        #: Each row's lines as drawn, by columns, then by row object, line and cursor,
        #: while the looks they were drawn with (style, offset, width, focus) stay the
        #: same. Undo and redo go back and forth between two states' rows and columns.
        self.strips: dict[Columns, dict[StripKey, tuple[Row, Strip]]] = {}
        self.strips_now: dict[StripKey, tuple[Row, Strip]] = {}
        self.strips_looks: tuple[object, ...] = ()
        #: The line last drawn at each line of the widget: a change repaints only the
        #: cells that differ from it (see ``refresh_changed``).
        self.drawn: dict[int, Strip] = {}
        #: Called as the cursor moves, before the repaint: what the screen shows of the
        #: selection (the details line) then goes out in the cursor's frame. A message
        #: reaches the screen a few frames later, at 240 frames a second.
        self.on_select: Callable[[], None] | None = None
        #: While a new view moves the cursor: the view's own repaint follows.
        self.deferred = False

    def on_mount(self) -> None:
        self.app.theme_changed_signal.subscribe(self, lambda _theme: self.restyle())

    def restyle(self) -> None:
        self.style_cache = {}
        self.strips, self.strips_now = {}, {}
        self.refresh()

    def refresh_changed(self) -> None:
        """Repaint only the cells of the shown lines that differ from those drawn.

        A cursor move changes two lines, a command a few rows (or shifts them by one):
        a whole repaint would write every cell of the widget, some 15 KB at 200×60.
        """
        if self.deferred:
            return
        if not self.drawn or not self.is_mounted:
            self.refresh()
            return
        self.prepare_paint()
        width = self.scrollable_content_region.width  # the scrollbar covers the rest
        for y in range(self.size.height):
            span = changed_span(self.drawn.get(y), self.draw_line(y))
            if span is not None and span[0] < width:
                start, end = span
                self.refresh(Region(start, y, min(end, width) - start, 1))

    # -- data ------------------------------------------------------------------------
    def watch_view(self, view: BoardView | None) -> None:
        if view is None:
            return
        selected = self.selected_key
        actor = self.selected_actor
        self.rows = view.rows
        self.headers = ("", "#", _("Name"), _("Score"), _("Action"), *view.columns)
        self.natural_widths = self.widths_of.get(view, lambda: self.measure(view))
        self.fit_columns()
        # Keep the cursor on the same entry, else on the same actor, else at the top.
        same_key = (i for i, row in enumerate(self.rows) if row.key == selected)
        same_actor = (i for i, row in enumerate(self.rows) if row.actor == actor)
        index = next(same_key, next(same_actor, 0))
        # The cursor and the scroll it moves repaint once, with the new rows, not each
        # on its own: every pass compares each shown line with the one drawn.
        self.deferred = True
        try:
            self.set_cursor(index, announce=selected is None or self.selected_key != selected)
        finally:
            self.deferred = False
        self.refresh_changed()

    def measure(self, view: BoardView) -> tuple[int, ...]:
        """Each column's width: its widest cell or header."""
        widths = [cell_len(header) for header in self.headers]
        # Column by column, each measured in one call: a board of 200 rows has 1,600 cells.
        columns = zip_longest(*map(self.cells, view.rows), fillvalue="")
        for index, column in enumerate(columns):
            widths[index] = max(widths[index], *map(cell_len, column))
        return tuple(widths)

    def fit_columns(self, width: int | None = None, height: int | None = None) -> None:
        """Fit the columns to the widget (``width`` × ``height``, if it is about to be),
        then lay the rows out: no sideways scrolling. Rows taller than the widget leave
        the scrollbar its own columns: drawn over the last column, it hid "WP 2/3"."""
        width = self.size.width if width is None else width
        height = self.size.height if height is None else height
        dropped = self.columns.dropped
        self.fitted_width, self.fitted_height = width, height
        lines = self.place_columns(width)
        gutter = self.styles.scrollbar_size_vertical
        if height and lines + HEADER_LINES > height and gutter:
            self.place_columns(width - gutter)
        if self.columns.dropped != dropped and self.rows:
            # The details line says what the columns left out hold: it has to know.
            self.announce_selection()

    def place_columns(self, width: int) -> int:
        """The columns fitted to ``width`` and the rows laid out in them; their lines."""
        self.columns = fit(self.natural_widths, max(20, width))
        by_columns = self.layouts.get(self.rows, dict)
        layout = by_columns.get(self.columns)
        if layout is None:
            layout = by_columns[self.columns] = self.lay_out()
        self.row_starts, self.wrapped, lines = layout
        # Lines never scroll sideways (they fit the widget), so the virtual width is the
        # widget's: a new column width must not cost a relayout of the whole screen.
        self.set_virtual_size(Size(self.fitted_width, lines + HEADER_LINES))
        return lines

    def set_virtual_size(self, size: Size) -> None:
        """The lines to scroll through; a layout of the screen only if the scrollbar
        comes or goes.

        Setting ``virtual_size`` lays the whole screen out, and the frame after a layout
        repaints every line: a resolve or an undo that takes a line from the board (a
        slot acting together that wrapped) wrote the screen twice (issue 25). Where
        only the length changes, the scrollbar's thumb and the scroll's bound are all
        that follow from it."""
        old, window = self.virtual_size, self.container_size.height
        same_bar = (old.height > window) == (size.height > window)
        if not window or old.width != size.width or not same_bar:
            self.virtual_size = size
            return
        self.set_reactive(OrderList.virtual_size, size)
        if self.show_vertical_scrollbar:
            bar = self.vertical_scrollbar
            bar.window_virtual_size = size.height
            bar.window_size = window
        self.scroll_y = self.validate_scroll_y(self.scroll_y)

    def lay_out(self) -> RowLayout:
        """Where each row starts, the lines of those that wrap, and the lines in all."""
        starts: list[int] = []
        wrapped: dict[int, list[tuple[str, ...]]] = {}
        widths = self.columns.widths
        line = 0
        for index, row in enumerate(self.rows):
            starts.append(line)
            if cell_len(row.name) > widths[NAME] or cell_len(row.action) > widths[ACTION]:
                wrapped[index] = row_lines(self.cells(row), self.columns)
                line += len(wrapped[index])
            else:
                line += 1
        return starts, wrapped, line

    def dropped_cells(self) -> list[tuple[str, str]]:
        """The selected row's cells the widget is too narrow to show, with their headers."""
        if not 0 <= self.cursor < len(self.rows):
            return []
        cells = self.cells(self.rows[self.cursor])
        return [
            (self.headers[index], cells[index])
            for index in self.columns.dropped
            if index < len(cells) and cells[index]
        ]

    def row_height(self, index: int) -> int:
        lines = self.wrapped.get(index)
        return 1 if lines is None else len(lines)

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        # The layout that gives the widget its width is followed by its frame at once,
        # and the Resize event only after that frame: the columns fitted before the
        # first layout (to no width) would show in it, every name cut. Fitted here,
        # before the scrollbars are judged, the first frame shows the board whole.
        if (size.width, size.height) != (self.fitted_width, self.fitted_height) and self.rows:
            self.fit_columns(size.width, size.height)
            self.refresh()
        return super()._size_updated(size, virtual_size, container_size, layout)

    def on_resize(self) -> None:
        if (self.size.width, self.size.height) != (self.fitted_width, self.fitted_height):
            self.fit_columns()
        self.refresh()

    @staticmethod
    def cells(row: Row) -> tuple[str, ...]:
        return (row.marker, row.slot, row.name, row.score, row.action, *row.cells)

    @property
    def selected_key(self) -> str | None:
        return self.rows[self.cursor].key if 0 <= self.cursor < len(self.rows) else None

    @property
    def selected_actor(self) -> str | None:
        return self.rows[self.cursor].actor if 0 <= self.cursor < len(self.rows) else None

    # -- cursor ----------------------------------------------------------------------
    def set_cursor(self, index: int, announce: bool = True) -> None:
        index = max(0, min(index, len(self.rows) - 1))
        changed = index != self.cursor
        self.cursor = index
        start = self.row_starts[index] if 0 <= index < len(self.row_starts) else index
        self.scroll_to_region(
            Region(0, start + HEADER_LINES, 1, self.row_height(index)),
            animate=False,
            force=True,
            immediate=True,
        )
        if changed or announce:
            self.announce_selection()

    def announce_selection(self) -> None:
        """Say which row is selected: ``on_select`` at once, then the Selected message."""
        if self.on_select is not None:
            self.on_select()
        self.post_message(self.Selected(self.selected_actor, self.selected_key))

    def watch_cursor(self, old: int, new: int) -> None:
        self.refresh_changed()

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        # ScrollView repaints the whole widget; the rows that stay where they were
        # (a line's scroll keeps most of a page's) need no repaint.
        if self.show_vertical_scrollbar:
            self.vertical_scrollbar.position = new_value
        if round(old_value) != round(new_value):
            self.refresh_changed()

    def action_cursor(self, delta: int) -> None:
        self.set_cursor(self.cursor + delta)

    def action_page(self, direction: int) -> None:
        self.set_cursor(self.cursor + direction * max(1, self.size.height - HEADER_LINES - 1))

    def action_jump(self, index: int) -> None:
        self.set_cursor(index if index >= 0 else len(self.rows) - 1)

    # -- rendering -------------------------------------------------------------------
    def row_style(self, row: Row) -> Style:
        style = self.style_cache.get(row.classes)
        if style is None:
            style = self.compute_style(row.classes)
            self.style_cache[row.classes] = style
        return style

    def compute_style(self, classes: tuple[str, ...]) -> Style:
        for meaning, css_class in (
            ("current-actor", "current"),
            ("done-entry", "done"),
            ("simultaneous", "tie"),
            ("hidden-combatant", "hidden"),
        ):
            if css_class in classes:
                return meaning_style(self.app, meaning)
        side = meaning_style(self.app, classes[1] if len(classes) > 1 else "npc")
        if "idle" in classes or "waiting" in classes:
            return side + Style(dim=True)
        return side

    def line_text(self, cells: tuple[str, ...], cursor: bool = False) -> str:
        """One line; the first character marks the cursor, so it shows without colour."""
        widths = self.columns.widths
        parts = [
            " " + padded(cells[index] if index < len(cells) else "", widths[index])
            for index in self.columns.shown
        ]
        return ("›" if cursor else " ") + " ".join(parts)

    def render_lines(self, crop: Region) -> list[Strip]:
        self.prepare_paint()
        return super().render_lines(crop)

    def prepare_paint(self) -> None:
        """What every line of a repaint shares, looked up once: the widget's own style,
        its scroll offset and width."""
        self.base_style = self.rich_style
        scroll_x, scroll_y = self.scroll_offset
        self.painting = (scroll_x, scroll_y, self.size.width)
        looks = (self.base_style, scroll_x, self.size.width, self.has_focus)
        if looks != self.strips_looks or sum(map(len, self.strips.values())) > STRIPS_KEPT:
            self.strips, self.strips_looks = {}, looks
        self.strips_now = self.strips.setdefault(self.columns, {})

    def render_line(self, y: int) -> Strip:
        strip = self.draw_line(y)
        self.drawn[y] = strip
        return strip

    def draw_line(self, y: int) -> Strip:
        """Line ``y`` of the widget as it looks now."""
        _scroll_x, scroll_y, width = self.painting
        base = self.base_style
        if y < HEADER_LINES:
            text, style = self.line_text(self.headers), base + Style(bold=True, underline=True)
            return self.strip(text, style)
        line = y - HEADER_LINES + scroll_y
        index = bisect_right(self.row_starts, line) - 1
        if not 0 <= index < len(self.rows):
            return Strip.blank(width, base)
        row = self.rows[index]
        part = line - self.row_starts[index]
        if part >= self.row_height(index):  # below the last row
            return Strip.blank(width, base)
        at_cursor = index == self.cursor
        # A new state keeps most rows (the same objects): their lines are drawn already.
        key = (id(row), part, at_cursor)
        kept = self.strips_now.get(key)
        if kept is not None and kept[0] is row:
            return kept[1]
        lines = self.wrapped.get(index)
        cells = self.cells(row) if lines is None else lines[part]
        text = self.line_text(cells, cursor=at_cursor and part == 0)
        style = base + self.row_style(row)
        if at_cursor and self.has_focus:
            style += Style(reverse=True)
        elif at_cursor:
            style += Style(underline=True)
        strip = self.strip(text, style)
        self.strips_now[key] = (row, strip)
        return strip

    def strip(self, text: str, style: Style) -> Strip:
        """``text`` in ``style``, seen through the scroll offset, as wide as the widget."""
        scroll_x, _scroll_y, width = self.painting
        length = cell_len(text)
        if not scroll_x and length <= width:
            # One segment, padded: a repaint writes the style once, not again for the
            # blanks after the words.
            return Strip([Segment(text + " " * (width - length), style)], width)
        strip = Strip([Segment(text, style)]).crop(scroll_x, scroll_x + width)
        return strip.extend_cell_length(width, style)

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()
