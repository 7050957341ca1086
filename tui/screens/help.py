"""F1 / ?: every key of the screen underneath, read from its bindings."""

from typing import Any, ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Label, Static

from i18n import _
from tui.screens.dialog import DialogScreen


def describe_bindings(screen: Screen[Any]) -> list[tuple[str, str, str]]:
    """(keys, label, help) for each active binding of ``screen``, one row per action."""
    rows: dict[tuple[str, str], list[str]] = {}
    helps: dict[tuple[str, str], str] = {}
    for key, active in screen.active_bindings.items():
        binding = active.binding
        # Bindings without an id are Textual's scrolling and focus plumbing.
        if binding.system or not binding.description or binding.id is None:
            continue
        ident = (binding.action, binding.description)
        rows.setdefault(ident, []).append(screen.app.get_key_display(binding.with_key(key)))
        helps[ident] = active.tooltip or binding.tooltip
    return [(" ".join(keys), ident[1], helps[ident]) for ident, keys in rows.items()]


class HelpScreen(DialogScreen[None]):
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > Vertical {
        width: 90%; max-width: 100; height: 90%; border: round $primary;
        background: $surface; padding: 0 1;
    }
    HelpScreen .title { text-style: bold; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f1,escape,q,enter,question_mark,ctrl+g", "close", _("Close"), id="help.close"),
    ]

    def __init__(self, screen: Screen[Any], title: str) -> None:
        super().__init__()
        self.rows = describe_bindings(screen)
        self.help_title = title

    def compose(self) -> ComposeResult:
        # Two columns, so that a long explanation wraps under itself, not under the keys.
        table = Table(box=None, show_header=False, padding=(0, 2, 0, 0), expand=True)
        table.add_column(no_wrap=True, style="bold")
        table.add_column(ratio=1)
        for keys, label, help_text in self.rows:
            line = Text(label)
            if help_text and help_text != label:
                line.append(f" — {help_text}", style="dim")
            table.add_row(Text(keys), line)  # keys the config named: never markup
        with Vertical():
            yield Label(self.help_title, classes="title")
            with VerticalScroll():
                yield Static(table)
            yield Static(
                _("Ctrl+P opens the command palette · F1, Esc or q closes this help"),
            )

    def action_close(self) -> None:
        self.dismiss(None)
