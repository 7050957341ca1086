"""The line above the board: the encounter, the round and phase, the next step."""

from collections.abc import Hashable
from typing import Protocol

from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text
from textual.reactive import reactive

from i18n import _
from tui.widgets.fitted import FittedStatic


class Headline(Protocol):
    """What the status bar shows: the board's view, or another screen's (the duel's)."""

    @property
    def title(self) -> str: ...

    @property
    def status(self) -> str: ...

    @property
    def hint(self) -> str: ...


class StatusBar(FittedStatic):
    # As tall as its words: a prompt that does not fit wraps rather than lose its end
    # ("c: ty…"). Six lines at most, the order below keeps the rest of the screen: a
    # long encounter name (two lines) and a hint naming several actors (three) fit whole.
    DEFAULT_CSS = """
    StatusBar { height: auto; max-height: 6; padding: 0 1; background: $boost; }
    """
    MOST_LINES = 4

    # A new hint may take another line: ``refit`` lays the screen out then.
    view: reactive[Headline | None] = reactive(None)
    undo_depth: reactive[int] = reactive(0)
    redo_depth: reactive[int] = reactive(0)
    #: "Shared: 3 watching" while ``degaine share`` serves this store's board, else "".
    shared: reactive[str] = reactive("")

    def on_mount(self) -> None:
        # The GM's app knows whether the board is shared; each screen's bar shows it.
        # (An app without that, such as a test's, shows nothing of it.)
        if hasattr(self.app, "shared"):
            self.watch(self.app, "shared", self.show_shared)

    def show_shared(self, words: str) -> None:
        self.shared = words

    def render(self) -> "Headlines | Text":
        if self.view is None:
            return Text("")
        return Headlines(self.view.title, self.view.status, self.view.hint, self.history())

    def history(self) -> str:
        depths = _("undo {undo} · redo {redo}").format(undo=self.undo_depth, redo=self.redo_depth)
        return f"{self.shared} · {depths}" if self.shared else depths

    def fit_key(self) -> Hashable:
        # The depths count only by their text's length: the lines wrap by the words alone,
        # and the history takes the end of the last one, or a line of its own.
        view = self.view
        words = (view.title, view.status, view.hint) if view is not None else None
        return (words, len(self.history()))

    def watch_view(self) -> None:
        self.refit()

    def watch_undo_depth(self) -> None:
        self.refit()

    def watch_redo_depth(self) -> None:
        self.refit()

    def watch_shared(self) -> None:
        self.refit()


class Headlines:
    """The title and status, then "→ hint" with the undo depth at the right of its last
    line, each wrapped at spaces to the width the bar has when it is drawn."""

    def __init__(self, title: str, status: str, hint: str, history: str) -> None:
        self.first = Text.assemble((title, "bold"), " · ", status)
        self.hint = Text.assemble(("→ ", "bold"), hint)
        self.history = history

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = max(10, options.max_width)
        lines = [*wrapped(self.first, console, width), *wrapped(self.hint, console, width)]
        last = lines[-1]
        room = width - last.cell_len - len(self.history)
        if room >= 1:
            last.append(" " * room + self.history)
        else:
            lines.append(Text(self.history.rjust(width)))
        yield Text("\n").join(lines)


def wrapped(text: Text, console: Console, width: int) -> list[Text]:
    """``text`` wrapped at spaces to ``width``; the common case, a line that fits, is not
    wrapped but copied (the caller appends to its lines)."""
    if "\n" not in text.plain and text.cell_len <= width:
        return [text.copy()]
    return list(text.wrap(console, width))
