"""The players' order as a virtual list: only the visible lines are drawn.

A board of 200 combatants then repaints as fast as one of four, even on the
small computer that drives a screen at the table. Columns: slot number, the
now/together glyphs, who, score, action; the sections (delayed, acted, also in
the fight) follow under headings, in the same columns.
"""

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from i18n import _
from tui.players.columns import Columns
from tui.players.view import GLYPH_DONE, Line, PlayersView
from tui.widgets.theme_style import meaning_style


class PlayersOrder(ScrollView, can_focus=False):
    DEFAULT_CSS = """
    PlayersOrder { height: 1fr; background: $surface; overflow-x: hidden; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.view: PlayersView | None = None
        self.rows: list[tuple[str, Style]] = []

    def show(self, view: PlayersView) -> None:
        self.view = view
        self.lay_out()

    def on_resize(self) -> None:
        self.lay_out()

    def lay_out(self) -> None:
        view = self.view
        if view is None:
            return
        width = max(24, self.size.width)
        every = view.lines + tuple(line for section in view.sections for line in section.lines)
        columns = Columns.fitting(width, max((cell_len(line.name) for line in every), default=4))
        bold = Style(bold=True)
        rows: list[tuple[str, Style]] = []
        if view.lines:
            rows.append((columns.row("#", "", _("Who"), _("Score"), _("Action")), bold))
            rows += [self.entry(columns, line) for line in view.lines]
        else:
            rows.append((" " + view.empty, Style(dim=True)))
        for section in view.sections:
            rows += [("", Style()), (" " + section.title, bold)]
            rows += [self.entry(columns, line) for line in section.lines]
        self.rows = rows
        self.virtual_size = Size(width, len(rows))
        self.refresh()

    def entry(self, columns: Columns, line: Line) -> tuple[str, Style]:
        text = columns.row(line.number, line.marker, line.name, line.score, line.action)
        return text, self.style(line)

    def style(self, line: Line) -> Style:
        if line.marker.startswith(GLYPH_DONE):
            return meaning_style(self.app, "done-entry")
        if line.now:
            return meaning_style(self.app, "current-actor")
        if line.together:
            return meaning_style(self.app, "simultaneous")
        return meaning_style(self.app, line.side if line.side in ("pc", "npc") else "npc")

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        base = self.rich_style
        index = y + self.scroll_offset.y
        if index >= len(self.rows):
            return Strip.blank(width, base)
        text, style = self.rows[index]
        strip = Strip([Segment(text, base + style)])
        return strip.crop(0, width).extend_cell_length(width, base + style)
