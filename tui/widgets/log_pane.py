"""Recent journal records, newest last, every die marked typed or rolled."""

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

#: Lines wrapped at a width, kept between repaints: a long roll is wrapped once.
WRAPS_KEPT = 256
_WRAPS: dict[tuple[str, int], list[str]] = {}


class LogPane(Static):
    DEFAULT_CSS = """
    LogPane { width: 34; height: 1fr; border-left: vkey $foreground 30%; padding: 0 1; }
    """

    lines: reactive[tuple[str, ...]] = reactive(())

    def render(self) -> Text:
        height = max(1, self.size.height)
        return Text("\n".join(self.shown_lines(height)), no_wrap=True, overflow="crop")

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
