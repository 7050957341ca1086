"""F1 / ?: the players' board's few keys, and the promise that none changes anything."""

from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Label, Static

from i18n import _
from tui.commands import UiCommand
from tui.screens.dialog import DialogScreen


class PlayersHelp(DialogScreen[None]):
    DEFAULT_CSS = """
    PlayersHelp { align: center middle; }
    PlayersHelp > Vertical {
        width: 90%; max-width: 80; height: auto; max-height: 90%;
        border: round $primary; background: $surface; padding: 0 1;
    }
    PlayersHelp .title { text-style: bold; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "f1,escape,q,enter,question_mark,ctrl+g", "close", _("Close"), id="players.close_help"
        ),
    ]

    def __init__(self, commands: tuple[UiCommand, ...], keys: dict[str, str]) -> None:
        super().__init__()
        self.commands = commands
        #: Each command's keys as the app shows them (the config file may rebind them).
        self.keys = keys

    def compose(self) -> ComposeResult:
        table = Table(box=None, show_header=False, padding=(0, 2, 0, 0), expand=True)
        table.add_column(no_wrap=True, style="bold")
        table.add_column(ratio=1)
        for command in self.commands:
            # Keys the config named: plain text, never markup.
            table.add_row(Text(self.keys.get(command.id, command.key)), Text(command.help))
        with Vertical():
            yield Label(_("The players' board"), classes="title")
            yield Static(
                _(
                    "It shows the encounter the GM is running, as the players may see it, and"
                    " follows every change. It only reads: no key here changes anything."
                )
            )
            yield Static(table)
            yield Static(_("F1, Esc or q closes this help"))

    def action_close(self) -> None:
        self.dismiss(None)
