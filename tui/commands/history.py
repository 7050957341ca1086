"""The history screen's keys: letters type the search, so none of them is a key here."""

from i18n import _
from tui.commands.declaration import UiCommand

#: The board's key that opens the history (every board has it: BOARD_COMMANDS).
OPEN_HISTORY = UiCommand(
    "board.history",
    "R,ctrl+r",
    "history",
    _("History"),
    _("Recap: the whole encounter as sentences, round by round, searchable by typing."),
    show=False,
    key_display="R",
)

HISTORY_COMMANDS: tuple[UiCommand, ...] = (
    # Enter first: a lone Esc is slow and fragile over SSH (Ctrl+G closes every dialog).
    UiCommand(
        "history.close",
        "enter,ctrl+g,escape",
        "close",
        _("Back"),
        _("Back to the board."),
        key_display="Enter",
    ),
    UiCommand(
        "history.erase",
        "backspace",
        "erase",
        _("Erase"),
        _("Erase the search's last character."),
        key_display="⌫",
    ),
    UiCommand(
        "history.clear", "ctrl+u", "clear", _("Clear"), _("Clear the search: every step shows.")
    ),
    UiCommand(
        "history.help",
        "f1",
        "help",
        _("Help"),
        _("Every key of this screen (any letter types into the search)."),
        key_display="F1",
    ),
    UiCommand(
        "history.down", "down", "scroll(1)", _("Scroll"), _("Scroll down."), key_display="↑↓"
    ),
    UiCommand("history.up", "up", "scroll(-1)", _("Up"), _("Scroll up."), show=False),
    UiCommand(
        "history.page_down", "pagedown", "page(1)", _("Page down"), _("One page down."), show=False
    ),
    UiCommand("history.page_up", "pageup", "page(-1)", _("Page up"), _("One page up."), show=False),
    UiCommand("history.top", "home", "edge(0)", _("Top"), _("The first step."), show=False),
    UiCommand("history.bottom", "end", "edge(1)", _("Bottom"), _("The last step."), show=False),
)
