"""One line about the selected actor: that system's numbers."""

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static


class ActorDetails(Static):
    DEFAULT_CSS = """
    ActorDetails { height: 1; padding: 0 1; background: $boost; }
    """

    text: reactive[str] = reactive("")

    def render(self) -> Text:
        return Text(self.text, no_wrap=True, overflow="ellipsis")
