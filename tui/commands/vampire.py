"""The vampire board's commands (V1–V8)."""

from rules.i18n import _
from tui.commands.declaration import UiCommand

VAMPIRE_COMMANDS: tuple[UiCommand, ...] = (
    UiCommand(
        "vampire.roll",
        "r",
        "roll",
        _("Roll"),
        _("Start a turn: 1d10 + Dexterity + Wits for everyone; type dice or roll (V1)."),
    ),
    UiCommand(
        "vampire.declare",
        "d",
        "declare",
        _("Declare"),
        _("Declare the next action, slowest first (V3)."),
    ),
    UiCommand(
        "vampire.resolve",
        "n,space",
        "resolve",
        _("Resolve"),
        _("The first pending slot acts (V2)."),
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
        _("A delayed actor acts now, even interrupting (V4)."),
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
        _("End the turn; actions not taken are lost (V4)."),
    ),
)
