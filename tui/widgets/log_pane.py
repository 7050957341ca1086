"""Recent journal records, newest last, every die marked typed or rolled."""

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static


class LogPane(Static):
    DEFAULT_CSS = """
    LogPane { width: 34; height: 1fr; border-left: vkey $foreground 30%; padding: 0 1; }
    """

    lines: reactive[tuple[str, ...]] = reactive(())

    def render(self) -> Text:
        height = max(1, self.size.height)
        return Text("\n".join(self.shown_lines(height)), no_wrap=False, overflow="fold")

    def shown_lines(self, height: int) -> list[str]:
        """The last ``height`` lines, cut where the pane would cut them anyway.

        A line of n characters wraps into at least n / width rows, so once the
        lines taken need more rows than the pane has, the rest cannot show:
        wrapping it (a roll of 200 dice) would only cost time at every repaint.
        One row more than the pane keeps the wrap of the last visible row as it is.
        """
        width = max(1, self.size.width)
        rows_left = height + 1
        shown: list[str] = []
        for line in self.lines[-height:]:
            if rows_left <= 0:
                break
            shown.append(line[: rows_left * width])
            rows_left -= max(1, -(-len(line) // width))
        return shown
