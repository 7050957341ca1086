"""What the vampire rules refuse before looking at a command's fields.

One function answers both the decide step, which asks it first, and a screen,
which asks it before opening the command's dialog: the GM reads the same words
whether a refusal comes from a key or from a script, and never fills a form for
a command that cannot be applied.
"""

from i18n import _
from rules.commands import Command, SetScore
from rules.order import compute_order
from rules.state import EncounterState
from rules.systems.vampire.commands import Abort, Act, Declare, EndTurn, Resolve, Roll
from rules.systems.vampire.reading import (
    all_entries,
    can_act,
    game_of,
    options_of,
    pending_entries,
    undeclared,
    waiting_entries,
    willpower_left,
)

NEEDS_OPEN_TURN: tuple[type[Command], ...] = (Declare, Resolve, Act, Abort, EndTurn, SetScore)


def resolution_begun(state: EncounterState) -> bool:
    """Whether an action of the open turn has been taken (resolved, aborted or set aside)."""
    game = game_of(state)
    return bool(game.done or game.waiting)


def refusal(state: EncounterState, command: type[Command], actor: str | None) -> str | None:
    """Why ``command`` aimed at ``actor`` (a known id, or None) is refused now, or None."""
    game = game_of(state)
    if command is Roll and not game.turn_open:
        if not any(can_act(state, combatant.id) for combatant in state.active()):
            return _("Nobody can act: add combatants first.")
        return None
    if command in NEEDS_OPEN_TURN and not game.turn_open:
        return _("No turn is open: roll initiative first.")
    if command is Act:
        return act_refusal(state, actor)
    if actor is None:
        return None
    name = state.combatants[actor].name
    if command is Declare:
        return declare_refusal(state, actor, name)
    if command is Abort:
        if not any(entry.actor == actor for entry in all_entries(state)):
            return _("{name} has no action left this turn to abort.").format(name=name)
        if options_of(state).abort_cost == "willpower" and willpower_left(state, actor) < 1:
            return _("{name} has no Willpower left to abort.").format(name=name)
    if command is SetScore and not can_act(state, actor):
        return _("{name} cannot act (out or incapacitated).").format(name=name)
    return None


def declare_refusal(state: EncounterState, actor: str, name: str) -> str | None:
    """V3: an actor with initiative declares; it may declare again until the resolution
    begins (the GM correcting a declaration, or the actor changing its mind)."""
    game = game_of(state)
    if actor not in game.initiative or not can_act(state, actor):
        return _("{name} has no initiative this turn.").format(name=name)
    if actor in game.declarations and resolution_begun(state):
        return _("The resolution has begun: {name}'s declaration stands.").format(name=name)
    return None


def act_refusal(state: EncounterState, actor: str | None) -> str | None:
    """V4: acting out of one's rank needs the declarations done and someone delaying."""
    if undeclared(state):
        return _("Declarations are not finished yet.")
    if actor is not None:
        return None  # the decide step says why this actor cannot act, if it cannot
    order = compute_order(pending_entries(state), state.moves)
    head = order[0] if order else []
    if not waiting_entries(state) and not any("delayed" in entry.tags for entry in head):
        return _("Nobody is delaying whose rank has come.")
    return None
