"""The players' board keys: only harmless ones — scroll, help, quit. None changes anything."""

from i18n import _
from tui.commands.declaration import UiCommand

PLAYERS_COMMANDS: tuple[UiCommand, ...] = (
    UiCommand(
        "players.down",
        "down,j",
        "scroll(1)",
        _("Scroll"),
        _("Scroll the order down."),
        key_display="↑↓",
    ),
    UiCommand("players.up", "up,k", "scroll(-1)", _("Up"), _("Scroll the order up."), show=False),
    UiCommand(
        "players.page_down", "pagedown", "page(1)", _("Page down"), _("One page down."), show=False
    ),
    UiCommand("players.page_up", "pageup", "page(-1)", _("Page up"), _("One page up."), show=False),
    UiCommand("players.top", "home", "edge(0)", _("Top"), _("Back to the top."), show=False),
    UiCommand("players.bottom", "end", "edge(1)", _("Bottom"), _("To the end."), show=False),
    UiCommand(
        "players.help",
        "f1,question_mark",
        "help",
        _("Help"),
        _("Every key of this board."),
        key_display="F1",
    ),
    UiCommand(
        "players.quit",
        "q",  # Ctrl+Q quits too: Textual's own binding
        "leave",
        _("Quit"),
        _("Close the players' board (the GM's encounter goes on)."),
        key_display="q",
    ),
)
