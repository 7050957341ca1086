"""What the western rules refuse before looking at a command's fields.

One function answers both the decide step, which asks it first, and a screen,
which asks it before opening the command's dialog: the GM reads the same words
whether a refusal comes from a key or from a script, and never fills a form for
a command that cannot be applied.
"""

from i18n import _
from rules.commands import Command, SetScore
from rules.state import EncounterState
from rules.systems.western.commands import (
    Ambush,
    Declare,
    Draw,
    Duel,
    EndTurn,
    Hold,
    Panache,
    Resolve,
    Reveal,
    Sacrifice,
    SangFroid,
)
from rules.systems.western.entries import turn_entries
from rules.systems.western.lookup import game_of, options_of, tension_of, tokens_of
from rules.systems.western.model import NERVOUS_TENSION

NEEDS_OPEN_TURN: tuple[type[Command], ...] = (
    Declare,
    Sacrifice,
    Panache,
    Reveal,
    Hold,
    Resolve,
    SangFroid,
    EndTurn,
    SetScore,
)
"""W1: these belong to a gunfight (or a duel) under way."""

#: Commands aimed at one of the actor's declared actions.
ON_AN_ACTION: tuple[type[Command], ...] = (Sacrifice, Panache, Hold, SangFroid)


def refusal(state: EncounterState, command: type[Command], actor: str | None) -> str | None:
    """Why ``command`` aimed at ``actor`` (a known id, or None) is refused now, or None."""
    game = game_of(state)
    if command in (Draw, Duel) and game.open:
        return _("The turn is still open: end it first.")
    if command is Ambush:
        return ambush_refusal(state)
    if command in NEEDS_OPEN_TURN and not game.open:
        return _("No gunfight is under way: draw first, or open a duel.")
    if command is Sacrifice and game.revealed:
        return _(
            "The scores are revealed: too late to sacrifice dice (Panache can still interrupt)."
        )
    if command is SangFroid and not options_of(state).nervous_finger:
        return _("The nervous finger option is off: no Sang-froid roll is needed.")
    if actor is None:
        return None
    return actor_refusal(state, command, actor)


def actor_refusal(state: EncounterState, command: type[Command], actor: str) -> str | None:
    """The part of :func:`refusal` that depends on who the command is for."""
    game = game_of(state)
    combatant = state.combatants[actor]
    name = combatant.name
    if command is Declare:
        return declare_refusal(state, actor)
    if command in ON_AN_ACTION and (combatant.out or not game.actions.get(actor)):
        return _("{name} has declared no action this turn.").format(name=name)
    if command is Panache and tokens_of(state, actor) == 0:
        return _("{name} has no Panache token left.").format(name=name)
    tension = tension_of(state, actor)
    if command is Hold and options_of(state).nervous_finger and tension >= NERVOUS_TENSION:
        return _(
            "{name} has {tension} Tension dice: a nervous finger cannot hold its fire,"
            " the action goes at its rank."
        ).format(name=name, tension=tension)
    if command is SetScore and not any(entry.actor == actor for entry in turn_entries(state)):
        return _("{name} has no action waiting this turn.").format(name=name)
    return None


def declare_refusal(state: EncounterState, actor: str) -> str | None:
    """W3/W5: a declaration may be made again until the reveal, while nothing was
    rolled or held on it (undo that first)."""
    game = game_of(state)
    combatant = state.combatants[actor]
    name = combatant.name
    if combatant.out:
        return _("{name} is out of the fight.").format(name=name)
    declared = game.actions.get(actor)
    if declared is None:
        return None
    if game.revealed:
        return _("The scores are revealed: {name}'s declaration stands.").format(name=name)
    if any(
        action.sacrificed or action.held or action.adjust or action.nerve is not None
        for action in declared
    ) or any(item.source == "panache" for action in declared for item in action.initiative):
        return _("{name} has already rolled or held on these actions: undo that first.").format(
            name=name
        )
    return None


def ambush_refusal(state: EncounterState) -> str | None:
    """W9: an ambush is sprung before the shooting, and never in a formal duel."""
    game = game_of(state)
    if game.open and game.duel:
        return _("A formal duel is no ambush.")
    if game.open and game.revealed:
        return _("The scores are revealed: an ambush is sprung before the shooting.")
    return None
