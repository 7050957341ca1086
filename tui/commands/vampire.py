"""The vampire board's commands (V1–V8).

A key that sends one of the rules' commands says what the command's model says
(:mod:`rules.systems.vampire.command_help`), unless its words say more: the keys
aimed at the selected actor, and the delay key (a declaration with its delay ticked).
"""

from i18n import _
from rules.systems.vampire import command_help
from tui.commands.declaration import UiCommand

VAMPIRE_COMMANDS: tuple[UiCommand, ...] = (
    UiCommand(
        "vampire.roll",
        "r",
        "roll",
        _("Roll"),
        _(command_help.ROLL),
    ),
    UiCommand(
        "vampire.declare",
        "d",
        "declare",
        _("Declare"),
        _(command_help.DECLARE),
    ),
    UiCommand(
        "vampire.resolve",
        "n,space",
        "resolve",
        _("Resolve"),
        _(command_help.RESOLVE),
        key_display="n",
    ),
    UiCommand(
        "vampire.delay",
        "l",
        "delay",
        _("Delay"),
        _("Declare a delay for the next declarer (V4)."),
        show=False,
    ),
    UiCommand(
        "vampire.act",
        "g",
        "act",
        _("Act now"),
        _(command_help.ACT),
    ),
    UiCommand(
        "vampire.abort",
        "b",
        "abort",
        _("Abort"),
        _("The selected actor aborts to dodge, block or parry (V5)."),
    ),
    UiCommand(
        "vampire.wound",
        "w",
        "wound",
        _("Wound"),
        _("Set the selected actor's health level (V7)."),
    ),
    UiCommand(
        "vampire.end_turn",
        "e",
        "end_turn",
        _("End turn"),
        _(command_help.END_TURN),
    ),
)
