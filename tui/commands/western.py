"""The western board's commands (W1–W11). Game terms keep their French names."""

from i18n import _
from rules.systems.western import command_help
from tui.commands.declaration import UiCommand

WESTERN_COMMANDS: tuple[UiCommand, ...] = (
    UiCommand(
        "western.draw",
        "D",
        "draw",
        _("Draw"),
        _("Everyone draws: a gunfight turn opens (W1)."),
        key_display="D",
    ),
    UiCommand(
        "western.declare",
        "d",
        "declare",
        _("Declare"),
        _("Declare the actions of a pool, split or not (Découpe, W3)."),
    ),
    UiCommand(
        "western.sacrifice",
        "x",
        "sacrifice",
        _("Sacrifice"),
        _("Trade dice of the selected action for d6s of initiative (W4)."),
    ),
    UiCommand(
        "western.panache",
        "p",
        "panache",
        _("Panache"),
        _("Spend Panache tokens on the selected action: +1d6 each (W5)."),
    ),
    UiCommand(
        "western.reveal",
        "v",
        "reveal",
        _("Reveal"),
        _("Reveal every score (W5, W10)."),
    ),
    UiCommand(
        "western.resolve",
        "n,space",
        "resolve",
        _("Resolve"),
        _("The first pending slot fires; ties are simultaneous (W6)."),
        key_display="n",
    ),
    UiCommand(
        "western.hold",
        "h",
        "hold",
        _("Hold fire"),
        _("Lower the selected action's score to act later (W7, W8)."),
    ),
    UiCommand(
        "western.tension",
        "t",
        "tension",
        _("Tension"),
        _("Add or remove Tension dice of the selected combatant (W11)."),
    ),
    UiCommand(
        "western.tokens",
        "T",
        "tokens",
        _("Tokens"),
        _("Give or take Panache tokens of the selected combatant."),
        show=False,
    ),
    UiCommand(
        "western.sang_froid",
        "f",
        "sang_froid",
        _("Sang-froid"),
        _("The Sang-froid roll not to shoot an ambiguous target (W8)."),
        show=False,
    ),
    UiCommand(
        "western.snag",
        "y",
        "snag",
        _("Sonné"),
        _("Give the selected combatant the snag Sonné, or clear it (W9)."),
        show=False,
    ),
    UiCommand(
        "western.duel",
        "M",
        "duel",
        _("Duel"),
        _("A formal duel: pick the duelists, then MONTER and DÉGAINER (W10)."),
        key_display="M",
    ),
    UiCommand(
        "western.ambush",
        "A",
        "ambush",
        _("Ambush"),
        _("Ambush: pick the party and the targets, see who is surprised (W9)."),
        key_display="A",
    ),
    UiCommand(
        "western.end_turn",
        "e",
        "end_turn",
        _("End turn"),
        _(command_help.END_TURN),
    ),
)
