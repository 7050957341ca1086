"""The roster screen's commands: its keys, footer, help and palette entries."""

from i18n import _
from tui.commands.declaration import UiCommand

ROSTER_COMMANDS: tuple[UiCommand, ...] = (
    UiCommand(
        "roster.edit",
        "enter,E",
        "edit",
        _("Edit stats"),
        _("Edit the selected character's stats (checked as in the encounter's forms)."),
        key_display="Enter",
    ),
    UiCommand("roster.rename", "R", "rename", _("Rename"), _("Rename the selected character.")),
    UiCommand(
        "roster.delete",
        "X,delete",
        "delete",
        _("Delete"),
        _("Delete the selected character from the roster (y confirms)."),
        key_display="X",
    ),
    UiCommand(
        "roster.next",
        "right,tab",
        "system(1)",
        _("Next system"),
        _("Show the next system's roster."),
        key_display="→",
    ),
    UiCommand(
        "roster.previous",
        "left,shift+tab",
        "system(-1)",
        _("Previous system"),
        _("Show the previous system's roster."),
        show=False,
        key_display="←",
    ),
    UiCommand(
        "roster.back",
        "escape",
        "back",
        _("Back"),
        _("Clear the filter, or go back to the screen the roster was opened from."),
        key_display="Esc",
    ),
    UiCommand(
        "roster.home",
        "f2,ctrl+o",
        "home",
        _("Encounters"),
        _("Back to the list of encounters."),
        show=False,
        key_display="F2",
    ),
    UiCommand(
        "roster.help",
        "f1,question_mark",
        "help",
        _("Help"),
        _("Every key of this screen."),
        key_display="F1",
    ),
)
