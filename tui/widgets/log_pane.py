"""Recent journal records, newest last, every die marked typed or rolled."""

from rich.text import Text
from textual.geometry import Region
from textual.reactive import reactive
from textual.widgets import Static

from tui.widgets.strip_diff import changed_text_span

#: Lines wrapped at a width, kept between repaints: a long roll is wrapped once.
WRAPS_KEPT = 256
_WRAPS: dict[tuple[str, int], list[str]] = {}


class LogPane(Static):
    DEFAULT_CSS = """
    LogPane { width: 34; height: 1fr; border-left: vkey $foreground 30%; padding: 0 1; }
    """

    # Not a whole repaint at each command: ``watch_lines`` repaints the cells that changed.
    lines: reactive[tuple[str, ...]] = reactive((), repaint=False)

    #: The rows last drawn and the width they were drawn at.
    drawn: tuple[tuple[str, ...], int] | None = None

    def render(self) -> Text:
        height = max(1, self.size.height)
        rows = self.shown_lines(height)
        self.drawn = (tuple(rows), self.size.width)
        return Text("\n".join(rows), no_wrap=True, overflow="crop")

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
