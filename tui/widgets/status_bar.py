"""The line above the board: the encounter, the round and phase, the next step."""

from typing import Protocol

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from rules.i18n import _


class Headline(Protocol):
    """What the status bar shows: the board's view, or another screen's (the duel's)."""

    @property
    def title(self) -> str: ...

    @property
    def status(self) -> str: ...

    @property
    def hint(self) -> str: ...


class StatusBar(Static):
    DEFAULT_CSS = """
    StatusBar { height: 2; padding: 0 1; background: $boost; }
    """

    view: reactive[Headline | None] = reactive(None)
    undo_depth: reactive[int] = reactive(0)
    redo_depth: reactive[int] = reactive(0)

    def render(self) -> Text:
        if self.view is None:
            return Text("")
        width = max(10, self.size.width - 2)
        first = Text.assemble((self.view.title, "bold"), " · ", self.view.status)
        first.truncate(width, overflow="ellipsis")
        history = _("undo {undo} · redo {redo}").format(undo=self.undo_depth, redo=self.redo_depth)
        second = Text.assemble(("→ ", "bold"), self.view.hint)
        second.truncate(max(1, width - len(history) - 1), overflow="ellipsis")
        second.append(" " * max(1, width - second.cell_len - len(history)) + history)
        return Text.assemble(first, "\n", second)
