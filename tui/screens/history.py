"""The history: the whole encounter as sentences, round by round, searchable by typing.

Opened from any board (``j``), over it, full screen. Every letter the GM types goes
to the search, so the screen's own keys are Enter, Backspace, Ctrl+U, F1 and the
arrows; Enter goes back to the board (so does Ctrl+G, and Esc). The history is the
journal's as the board had it when the screen opened; the words are the log's.
"""

from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.screen import Screen
from textual.widgets import Static

from i18n import _, ngettext
from rules.history import History
from rules.history_export import now_words, step_count
from tui.commands import UiCommand, bindings_of
from tui.commands.history import HISTORY_COMMANDS
from tui.screens.dialog import leave
from tui.screens.help import HelpScreen
from tui.shown import printable
from tui.widgets.footer import WholeFooter
from tui.widgets.history_lines import HistoryLines

#: The longest search kept: what a pasted paragraph would not need.
SEARCH_LENGTH = 80


def search_words(search: str, found: int, total: int) -> str:
    """The search line: what is searched and how many steps hold it, the count's noun
    agreeing with the count (« 1 étape sur 19 », « aucune étape sur 19 »)."""
    if found == 0:
        return _("Search: {search}▏ no step of {total}").format(search=search, total=total)
    return ngettext(
        "Search: {search}▏ {count} step of {total}",
        "Search: {search}▏ {count} steps of {total}",
        found,
    ).format(search=search, count=found, total=total)


class HistoryScreen(Screen[None]):
    COMMANDS_DECLARED: ClassVar[tuple[UiCommand, ...]] = HISTORY_COMMANDS
    BINDINGS: ClassVar[list[BindingType]] = bindings_of(HISTORY_COMMANDS)
    HELP_TITLE = _("Keys of the history")

    DEFAULT_CSS = """
    HistoryScreen #heading { padding: 0 1; background: $boost; }
    HistoryScreen #search { padding: 0 1; color: $text-muted; }
    HistoryScreen #search.searching { color: $foreground; text-style: bold; }
    """

    def __init__(self, history: History) -> None:
        super().__init__()
        self.history = history
        self.search = ""

    @classmethod
    def ui_commands(cls) -> tuple[UiCommand, ...]:
        return cls.COMMANDS_DECLARED

    def compose(self) -> ComposeResult:
        name = self.history.name or _("(unnamed)")
        heading = Text.assemble((_("History of {name}").format(name=name), "bold"))
        # The board's status names the system; here, where the fight stands and its length.
        where = _("now: {unit} · {steps}").format(
            unit=now_words(self.history), steps=step_count(self.history)
        )
        heading.append(" · " + where)
        yield Static(heading, id="heading")
        yield Static(id="search")
        yield HistoryLines(self.history, id="steps")
        yield WholeFooter(compact=True)

    def on_mount(self) -> None:
        self.show()
        # The newest steps first in view: what the GM most often looks back at.
        self.call_after_refresh(self.action_edge, 1)

    def show(self) -> None:
        """Draw the search line and the steps it keeps."""
        matching = self.history.matching(self.search)
        self.steps.show(self.search, matching)
        line = self.query_one("#search", Static)
        line.set_class(bool(self.search), "searching")
        if not self.search:
            line.update(_("Type to search · Backspace edits · Enter goes back to the board"))
            return
        line.update(Text(search_words(self.search, len(matching), len(self.history.steps))))

    def on_key(self, event: events.Key) -> None:
        # Any printable character is the search's, space included: letters are no keys here.
        if event.is_printable and event.character:
            event.stop()
            event.prevent_default()
            typed = printable(event.character)
            if typed and len(self.search) < SEARCH_LENGTH:
                self.search += typed
                self.show()
                self.action_edge(0)

    def action_erase(self) -> None:
        if self.search:
            self.search = self.search[:-1]
            self.show()

    def action_clear(self) -> None:
        if self.search:
            self.search = ""
            self.show()

    @property
    def steps(self) -> HistoryLines:
        return self.query_one(HistoryLines)

    def action_scroll(self, lines: int) -> None:
        self.steps.scroll_relative(y=lines, animate=False)

    def action_page(self, direction: int) -> None:
        steps = self.steps
        steps.scroll_relative(y=direction * max(1, steps.size.height - 1), animate=False)

    def action_edge(self, end: int) -> None:
        if end:
            self.steps.scroll_end(animate=False)
        else:
            self.steps.scroll_home(animate=False)

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(self, self.HELP_TITLE))

    def action_close(self) -> None:
        leave(self)
