"""A line or two about the selected actor: that system's numbers."""

from collections.abc import Hashable

from rich.text import Text
from textual.reactive import reactive

from tui.widgets.fitted import FittedStatic


class ActorDetails(FittedStatic):
    # Wrapped, not cut: three lines hold the longest (a western actor's skills).
    DEFAULT_CSS = """
    ActorDetails { height: auto; max-height: 3; padding: 0 1; background: $boost; }
    """
    MOST_LINES = 3

    #: A new text may take another line: ``refit`` lays the screen out then.
    text: reactive[str] = reactive("")

    def render(self) -> Text:
        return Text(self.text, overflow="fold")

    def fit_key(self) -> Hashable:
        return self.text

    def watch_text(self) -> None:
        self.refit()
