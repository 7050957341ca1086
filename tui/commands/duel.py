"""The duel screen's commands (W10): MONTER, DÉGAINER, the keyboard passed round, the reveal."""

from i18n import _, pgettext
from rules.systems.western import command_help
from tui.commands.board import history_and_help
from tui.commands.declaration import UiCommand

DUEL_COMMANDS: tuple[UiCommand, ...] = (
    UiCommand(
        "duel.degainer",
        "enter,g",
        "degainer",
        "DÉGAINER",
        _("End the stand-off (MONTER): the duelists draw, each declares in turn (W10)."),
        key_display="⏎",
    ),
    UiCommand(
        "duel.next",
        "tab,right",
        "pass_keyboard(1)",
        pgettext("duel key", "Next"),
        _("Pass the keyboard to the next duelist; the others' entries stay masked."),
        key_display="Tab",
    ),
    UiCommand(
        "duel.previous",
        "shift+tab,left",
        "pass_keyboard(-1)",
        _("Previous"),
        _("Hand the keyboard back to the previous duelist."),
        show=False,
    ),
    UiCommand(
        "duel.declare",
        "d",
        "declare",
        _("Declare"),
        _("The keyboard's holder declares intentions and splits (Découpe, W3)."),
    ),
    UiCommand(
        "duel.sacrifice",
        "x",
        "sacrifice",
        _("Sacrifice"),
        _("The holder trades dice of an action for d6s of initiative (W4)."),
    ),
    UiCommand(
        "duel.panache",
        "p",
        "panache",
        _("Panache"),
        _("Spend Panache: +1d6 on an action; after the reveal it interrupts (W5)."),
    ),
    UiCommand(
        "duel.reveal",
        "v",
        "reveal",
        _("Reveal"),
        _("Reveal every duelist's scores side by side (W10)."),
    ),
    UiCommand(
        "duel.resolve",
        "n,space",
        "resolve",
        _("Fire"),
        _("The first slot fires; equal scores shoot together (W6, G3)."),
        key_display="n",
    ),
    UiCommand(
        "duel.hold",
        "h",
        "hold",
        _("Hold fire"),
        _("Lower an action's score to act later (W7)."),
        show=False,
    ),
    UiCommand(
        "duel.tension",
        "t",
        "tension",
        "Tension",
        _("Add or remove Tension dice: the build-up of MONTER (W11)."),
    ),
    UiCommand(
        "duel.tokens",
        "T",
        "tokens",
        _("Tokens"),
        _(command_help.TOKENS),
        show=False,
    ),
    UiCommand(
        "duel.end_turn",
        "e",
        "end_turn",
        _("End turn"),
        _("After the reveal: end the turn, and the duel with it; what is not fired is lost (W7)."),
        show=False,
    ),
    UiCommand(
        "duel.back",
        "b,escape",
        "back",
        _("Board"),
        _("Back to the order board (the duel goes on there); the GM confirms it in DÉGAINER."),
        key_display="b",
    ),
    *history_and_help(),
)
