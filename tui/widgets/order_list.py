"""The order: pending slots (ties grouped), waiting delays, done entries, idle actors.

A virtual list: only the visible lines are rendered, so a board of 200
combatants repaints as fast as one of four. The cursor selects the actor the
next command applies to.
"""

from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding, BindingType
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from rules.i18n import _
from tui.memo import IdentityMemo
from tui.presenters import BoardView, Row
from tui.widgets.theme_style import meaning_style

HEADER_LINES = 1


class OrderList(ScrollView, can_focus=True):
    DEFAULT_CSS = """
    OrderList { height: 1fr; background: $surface; overflow-x: hidden; }
    """

    #: Columns that give up width, in this order, when the terminal is narrow.
    SHRINKABLE = ((4, 8), (2, 10))  # (column index, narrowest width): Action, then Name

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

    view: reactive[BoardView | None] = reactive(None, always_update=True)
    cursor: reactive[int] = reactive(0)

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.rows: tuple[Row, ...] = ()
        self.widths: tuple[int, ...] = ()
        self.natural_widths: tuple[int, ...] = ()
        self.headers: tuple[str, ...] = ()
        self.style_cache: dict[tuple[str, ...], Style] = {}
        self.widths_of: IdentityMemo[BoardView, tuple[int, ...]] = IdentityMemo()
        self.base_style = Style()

    def on_mount(self) -> None:
        self.app.theme_changed_signal.subscribe(self, lambda _theme: self.restyle())

    def restyle(self) -> None:
        self.style_cache = {}
        self.refresh()

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
        self.set_cursor(index, announce=selected is None or self.selected_key != selected)
        self.refresh()

    def measure(self, view: BoardView) -> tuple[int, ...]:
        """Each column's width: its widest cell or header."""
        widths = [len(header) for header in self.headers]
        for row in view.rows:
            for index, cell in enumerate(self.cells(row)):
                widths[index] = max(widths[index], len(cell))
        return tuple(widths)

    def fit_columns(self) -> None:
        """Shrink the wordy columns until a line fits the widget: no sideways scrolling."""
        widths = list(self.natural_widths)
        excess = self.line_width(widths) - max(20, self.size.width)
        for index, narrowest in self.SHRINKABLE:
            if excess <= 0:
                break
            give = min(excess, max(0, widths[index] - narrowest))
            widths[index] -= give
            excess -= give
        self.widths = tuple(widths)
        # Lines never scroll sideways (they are cut to the widget), so the virtual width is
        # the widget's: a new column width must not cost a relayout of the whole screen.
        self.virtual_size = Size(self.size.width, len(self.rows) + HEADER_LINES)
        self.refresh()

    @staticmethod
    def line_width(widths: list[int]) -> int:
        return 1 + sum(widths) + 2 * len(widths)

    def on_resize(self) -> None:
        self.fit_columns()

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
        self.scroll_to_region(
            Region(0, index + HEADER_LINES, 1, 1), animate=False, force=True, immediate=True
        )
        if changed or announce:
            self.post_message(self.Selected(self.selected_actor, self.selected_key))

    def watch_cursor(self, old: int, new: int) -> None:
        self.refresh()

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
        parts = [
            f" {cell if len(cell) <= width else cell[: width - 1] + '…':<{width}}"
            for cell, width in zip(cells, self.widths, strict=False)
        ]
        return ("›" if cursor else " ") + " ".join(parts)

    def render_lines(self, crop: Region) -> list[Strip]:
        # The widget's own style is the same for every line of a repaint: look it up once.
        self.base_style = self.rich_style
        return super().render_lines(crop)

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        width = self.size.width
        base = self.base_style
        if y < HEADER_LINES:
            text, style = self.line_text(self.headers), base + Style(bold=True, underline=True)
        else:
            index = y - HEADER_LINES + scroll_y
            if index >= len(self.rows):
                return Strip.blank(width, base)
            row = self.rows[index]
            text = self.line_text(self.cells(row), cursor=index == self.cursor)
            style = base + self.row_style(row)
            if index == self.cursor and self.has_focus:
                style += Style(reverse=True)
            elif index == self.cursor:
                style += Style(underline=True)
        strip = Strip([Segment(text, style)]).crop(scroll_x, scroll_x + width)
        return strip.extend_cell_length(width, style)

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()
