"""A line or two about the selected actor: that system's numbers."""

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static


class ActorDetails(Static):
    # Wrapped, not cut: three lines hold the longest (a western actor's skills).
    DEFAULT_CSS = """
    ActorDetails { height: auto; max-height: 3; padding: 0 1; background: $boost; }
    """

    text: reactive[str] = reactive("", layout=True)

    def render(self) -> Text:
        return Text(self.text, overflow="fold")
