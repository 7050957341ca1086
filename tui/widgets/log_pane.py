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
        return Text("\n".join(self.lines[-height:]), no_wrap=False, overflow="fold")
