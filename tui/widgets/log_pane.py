"""Recent journal records, newest last, every die marked typed or rolled."""

from rich.text import Text
from textual.geometry import Region
from textual.reactive import reactive
from textual.strip import Strip
from textual.widgets import Static

from tui.widgets.strip_diff import changed_text_span

#: Lines wrapped at a width, kept between repaints: a long roll is wrapped once.
WRAPS_KEPT = 256
#: Rows styled, kept between repaints: a new entry moves every row up one line, and
#: each of them was styled before (at 200×60, 58 rows a command).
STRIPS_KEPT = 512
_WRAPS: dict[tuple[str, int], list[str]] = {}


class LogPane(Static):
    DEFAULT_CSS = """
    LogPane { width: 34; height: 1fr; border-left: vkey $foreground 30%; padding: 0 1; }
    """

    # Its rows are styled one by one and kept (see ``render_lines``), so a row's place
    # for a mouse selection may be the one it was styled at: no selection here, as in
    # the order list, whose lines carry no such places (and the board has no mouse).
    ALLOW_SELECT = False

    # Not a whole repaint at each command: ``watch_lines`` repaints the cells that changed.
    lines: reactive[tuple[str, ...]] = reactive((), repaint=False)

    #: The rows last drawn and the width they were drawn at.
    drawn: tuple[tuple[str, ...], int] | None = None

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        #: Each row's line as Textual styled it, by its text, for the looks styled in.
        self.styled: dict[str, Strip] = {}
        self.styled_looks: tuple[object, ...] = ()
        #: The rows shown for the lines, width and height last asked for.
        self.rows_for: tuple[tuple[str, ...], int, int, tuple[str, ...]] | None = None

    def render(self) -> Text:
        return Text("\n".join(self.current_rows()), no_wrap=True, overflow="crop")

    def current_rows(self) -> tuple[str, ...]:
        width, height = self.size.width, max(1, self.size.height)
        found = self.rows_for
        if found is None or found[0] is not self.lines or found[1:3] != (width, height):
            found = self.rows_for = (self.lines, width, height, tuple(self.shown_lines(height)))
        self.drawn = (found[3], width)
        return found[3]

    def render_lines(self, crop: Region) -> list[Strip]:
        """The lines of ``crop``, each kept by its row's text and the pane's looks.

        Textual styles every line it repaints (the border, the padding, the colours):
        some 0.15 ms a line, 9 ms for the 58 rows a new entry moves up one line. A row
        that only moved is styled the same at its new place, so the styled line is
        kept, and only the new rows are styled."""
        styles = self.styles
        if styles.padding.top or styles.border.top[0] or self.text_selection is not None:
            return super().render_lines(crop)  # lines that are not rows alone: as Textual
        rows = self.current_rows()
        looks = (
            crop.x,
            crop.width,
            self.region.size,
            self.background_colors,
            self.visual_style,
            styles.border,
            styles.padding,
            tuple(map(id, self.get_line_filters())),
        )
        if looks != self.styled_looks or len(self.styled) >= STRIPS_KEPT:
            self.styled, self.styled_looks = {}, looks
        lines = []
        for y in crop.line_range:
            text = rows[y] if y < len(rows) else ""
            line = self.styled.get(text)
            if line is None:
                line = super().render_lines(Region(crop.x, y, crop.width, 1))[0]
                self.styled[text] = line
            lines.append(line)
        return lines

    def watch_lines(self) -> None:
        """A new entry moves the older ones up: most rows keep most of their words (an
        entry's number, "declares"), and only the cells that changed are written."""
        width, height = self.size.width, self.size.height
        if self.drawn is None or self.drawn[1] != width or not height:
            self.refresh()
            return
        drawn = self.drawn[0]
        rows = self.shown_lines(height)
        for y in range(height):
            old = drawn[y] if y < len(drawn) else ""
            span = changed_text_span(old, rows[y] if y < len(rows) else "", width)
            if span is not None:
                self.refresh(Region(span[0], y, span[1] - span[0], 1))

    def wrap(self, line: str, width: int) -> list[str]:
        key = (line, width)
        rows = _WRAPS.get(key)
        if rows is None:
            if len(_WRAPS) >= WRAPS_KEPT:
                _WRAPS.clear()
            wrapped = Text(line).wrap(self.app.console, width, overflow="fold")
            rows = _WRAPS[key] = [row.plain for row in wrapped]
        return rows

    def shown_lines(self, height: int) -> list[str]:
        """The rows the pane shows: it follows the newest entry.

        The newest lines fill the pane from the bottom up, the oldest one shown
        keeping its last rows; a newest line too long for the pane alone shows its
        first rows, where it says what happened.
        """
        width = max(1, self.size.width)
        rows: list[str] = []
        for line in reversed(self.lines[-height:]):
            wrapped = self.wrap(line, width)
            if not rows and len(wrapped) >= height:
                return wrapped[:height]
            rows[:0] = wrapped
            if len(rows) >= height:
                break
        return rows[-height:]
