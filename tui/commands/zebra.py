"""The zebra board's commands (Z1–Z10)."""

from i18n import _
from rules.systems.zebra import command_help
from tui.commands.declaration import UiCommand

ZEBRA_COMMANDS: tuple[UiCommand, ...] = (
    UiCommand(
        "zebra.sequence",
        "s",
        "sequence",
        _("Sequence"),
        _("Start a Sequence: every counter rolls 1d20; type dice or roll (Z1, Z8)."),
    ),
    UiCommand(
        "zebra.act",
        "a",
        "act",
        _("Act"),
        _("The head of the order acts: pick the action's cost from the table (Z3, Z4)."),
    ),
    UiCommand(
        "zebra.again",
        "A",
        "again",
        _("Again"),
        _("The head of the order does again what it did last this Sequence: one key (Z3, Z4)."),
        show=False,
    ),
    # The fighter's commonest actions, one key each that never waits (a key of the `a`
    # list waits when the table has 10 entries or more): the cost table's first three,
    # strike, shoot and aim in the house table. A campaign's file orders its own.
    UiCommand(
        "zebra.quick1",
        "1",
        "quick(0)",
        _("1st action"),
        _("The head of the order takes the cost table's first action (strike), no list (Z4)."),
        show=False,
    ),
    UiCommand(
        "zebra.quick2",
        "2",
        "quick(1)",
        _("2nd action"),
        _("The head of the order takes the cost table's second action (shoot), no list (Z4)."),
        show=False,
    ),
    UiCommand(
        "zebra.quick3",
        "3",
        "quick(2)",
        _("3rd action"),
        _("The head of the order takes the cost table's third action (aim), no list (Z4)."),
        show=False,
    ),
    UiCommand(
        "zebra.act_cost",
        "c",
        "act_cost",
        _("Typed cost"),
        _("The head of the order acts with a cost you type (Z4)."),
    ),
    UiCommand(
        "zebra.engage",
        "g",
        "engage",
        _("Engage"),
        _("The selected combatant engages another in melee (Z2)."),
    ),
    UiCommand(
        "zebra.disengage",
        "G",
        "disengage",
        _("Disengage"),
        _("End one of the selected combatant's engagements (Z2)."),
        show=False,
    ),
    UiCommand(
        "zebra.position",
        "p",
        "position",
        _("Position"),
        _("GM override of the selected combatant's position (Z2)."),
        show=False,
    ),
    UiCommand(
        "zebra.join",
        "J",
        "join",
        _("Join"),
        _(command_help.JOIN),
        show=False,
    ),
    UiCommand(
        "zebra.weapon",
        "W",
        "weapon",
        _("Weapon"),
        _("The selected combatant takes another of its weapons in hand."),
        show=False,
    ),
)

# The same key switches between the two zebra screens; both declarations share one
# binding id, so rebinding ``zebra.timeline`` in the config file moves both.
SHOW_TIMELINE = UiCommand(
    "zebra.timeline",
    "t",
    "switch_view",
    _("Timeline"),
    _("The Sequence as a countdown: who acts next, the track, overspend (Z3, Z8)."),
)
SHOW_BOARD = UiCommand(
    "zebra.timeline",
    "t",
    "switch_view",
    _("Order board"),
    _("Back to the order board."),
)
