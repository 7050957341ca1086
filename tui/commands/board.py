"""Commands every order board has, whatever the system."""

from i18n import _
from rules import command_help
from tui.commands.declaration import UiCommand
from tui.commands.history import OPEN_HISTORY

BOARD_COMMANDS: tuple[UiCommand, ...] = (
    UiCommand("board.undo", "u,ctrl+z", "undo", _("Undo"), _("Undo the last command.")),
    UiCommand("board.redo", "U,ctrl+y", "redo", _("Redo"), _(command_help.REDO), key_display="U"),
    UiCommand(
        "board.add",
        "i",
        "add",
        _("Add"),
        _("Add a new combatant, before or during the fight (G4)."),
    ),
    UiCommand(
        "board.duplicate",
        "plus",
        "duplicate",
        _("Duplicate"),
        _("Add one more like the selected combatant: same stats, the next free name (G7)."),
        show=False,
        key_display="+",
    ),
    UiCommand(
        "board.roster",
        "I",
        "add_from_roster",
        _("Roster"),
        _("Add a combatant from the roster of saved characters."),
        show=False,
    ),
    UiCommand(
        "board.save",
        "S",
        "save_to_roster",
        _("Save to roster"),
        _("Save the selected combatant to the roster."),
        show=False,
    ),
    UiCommand(
        "board.remove",
        "X,delete",
        "remove",
        _("Remove"),
        _("Remove the selected combatant from the encounter (G4)."),
        show=False,
    ),
    UiCommand(
        "board.out",
        "o",
        "toggle_out",
        _("Out"),
        _("Mark the selected combatant out of the fight, or back in (G4)."),
        show=False,
    ),
    UiCommand(
        "board.hide",
        "H",
        "toggle_hidden",
        _("Hide"),
        _("Hide the selected combatant from the players, or reveal it (G5)."),
        show=False,
    ),
    UiCommand(
        "board.condition",
        "C",
        "add_condition",
        _("Condition"),
        _("Give the selected combatant a condition, for a while or until removed (G6)."),
        show=False,
    ),
    UiCommand(
        "board.uncondition",
        "K",
        "remove_condition",
        _("Clear condition"),
        _("Take a condition off the selected combatant (G6)."),
        show=False,
    ),
    UiCommand(
        "board.note",
        "N",
        "note",
        _("Note"),
        _("Write the GM's note on the selected combatant (the players never see it)."),
        show=False,
    ),
    UiCommand(
        "board.score",
        "equals_sign,=",
        "set_score",
        _("Score"),
        _("GM override: set the selected actor's score (G4)."),
        show=False,
        key_display="=",
    ),
    UiCommand(
        "board.move",
        "m",
        "move",
        _("Move"),
        _("GM override: the selected action goes just before another (G4)."),
        show=False,
    ),
    UiCommand("board.log", "L", "toggle_log", _("Log"), _("Show or hide the log pane.")),
    OPEN_HISTORY,
    UiCommand(
        "board.home",
        "f2,ctrl+o",
        "home",
        _("Encounters"),
        _("Back to the list of encounters."),
        key_display="F2",
    ),
    UiCommand(
        "board.help",
        "f1,question_mark",
        "help",
        _("Help"),
        _("Every key of this screen."),
        key_display="F1",
    ),
    UiCommand(
        "board.quit",
        "q,ctrl+q",
        "app.quit",
        _("Quit"),
        _("Quit degaine (everything is already saved)."),
        key_display="q",
    ),
)


def history_and_help() -> tuple[UiCommand, ...]:
    """Undo, redo and help, for the board's side screens: same keys, same binding ids."""
    return tuple(c for c in BOARD_COMMANDS if c.id in ("board.undo", "board.redo", "board.help"))
