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

    def held(self, words: str) -> str:
        """``words`` with blank lines after them, as many as keep the lines the details
        take now: a notice said here in place of the details (undo's) then lays nothing
        out, where one line fewer would lay out and repaint the whole screen."""
        height, width = self.size.height, self.content_size.width
        if not height or not width:
            return words
        lines = len(Text(words, overflow="fold").wrap(self.app.console, width))
        return words + "\n" * max(0, min(height, self.MOST_LINES) - lines)

    def render(self) -> Text:
        return Text(self.text, overflow="fold")

    def fit_key(self) -> Hashable:
        return self.text

    def watch_text(self) -> None:
        self.refit()
