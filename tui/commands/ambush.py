"""The ambush screen's commands (W9): the picks, the opposition roll, Sonné."""

from i18n import _
from tui.commands.board import history_and_help
from tui.commands.declaration import UiCommand

AMBUSH_COMMANDS: tuple[UiCommand, ...] = (
    UiCommand(
        "ambush.ambushers",
        "a",
        "pick_ambushers",
        _("Lie in wait"),
        _("Pick who lies in wait: the best Discrétion leads the ambush."),
    ),
    UiCommand(
        "ambush.accomplices",
        "c",
        "pick_accomplices",
        _("Accomplices"),
        _("Pick the useful accomplices: +1 die each to the ambush."),
    ),
    UiCommand(
        "ambush.targets",
        "t",
        "pick_targets",
        _("Targets"),
        _("Pick the targets; each opposes with Sang-froid, Poker or Survie."),
    ),
    UiCommand(
        "ambush.roll",
        "enter,r",
        "roll",
        _("Roll"),
        _("Roll or type the opposition, one per target, and spring the ambush."),
        key_display="⏎",
    ),
    UiCommand(
        "ambush.sonne",
        "y",
        "sonne",
        "Sonné",
        _("Give a surprised target the snag Sonné (dazed), or clear it."),
    ),
    UiCommand(
        "ambush.back",
        "b,escape",
        "back",
        _("Board"),
        _("Back to the order board."),
        key_display="b",
    ),
    *history_and_help(),
)
