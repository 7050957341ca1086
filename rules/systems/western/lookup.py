"""Reading the western state: current numbers, who is in the turn, which action is meant."""

from typing import cast

from i18n import _, ngettext
from rules.dice import DiceSource, DieRoll
from rules.errors import Refused
from rules.state import EncounterState
from rules.systems.western.model import (
    Action,
    WesternGame,
    WesternOptions,
    WesternStats,
    entry_key,
)


def game_of(state: EncounterState) -> WesternGame:
    return cast(WesternGame, state.game)


def options_of(state: EncounterState) -> WesternOptions:
    return WesternOptions.model_validate(state.options)


def stats_of(state: EncounterState, actor: str) -> WesternStats:
    return WesternStats.model_validate(state.combatants[actor].stats)


def name_of(state: EncounterState, actor: str) -> str:
    return state.combatant(actor).name


def tension_of(state: EncounterState, actor: str) -> int:
    """The actor's Tension dice now (W11)."""
    return game_of(state).tension.get(actor, stats_of(state, actor).tension)


def tokens_of(state: EncounterState, actor: str) -> int:
    """The actor's Panache tokens left (W5)."""
    return game_of(state).panache.get(actor, stats_of(state, actor).panache)


def pool_of(state: EncounterState, actor: str) -> int:
    """W3: attribute + skill + the Tension dice the actor has now."""
    numbers = stats_of(state, actor)
    return numbers.attribute + numbers.skill + tension_of(state, actor)


def in_turn(state: EncounterState, actor: str) -> bool:
    """Whether the actor takes part in the open turn (a duel only has its duelists)."""
    game = game_of(state)
    combatant = state.combatants.get(actor)
    if not game.open or combatant is None or combatant.out:
        return False
    return game.participants is None or actor in game.participants


def undeclared(state: EncounterState) -> list[str]:
    """Actors of the turn with dice who have not declared yet, in the order they were added."""
    game = game_of(state)
    return [
        combatant.id
        for combatant in state.active()
        if in_turn(state, combatant.id)
        and combatant.id not in game.actions
        and pool_of(state, combatant.id) > 0
    ]


def resolved_keys(state: EncounterState) -> set[str]:
    return {entry.key for entry in game_of(state).done}


def require_open(state: EncounterState) -> WesternGame:
    game = game_of(state)
    if not game.open:
        raise Refused(_("No gunfight is under way: draw first, or open a duel."))
    return game


def require_unrevealed(state: EncounterState, what: str) -> WesternGame:
    """The open turn, before the reveal; ``what`` says what is refused after it."""
    game = require_open(state)
    if game.revealed:
        raise Refused(what)
    return game


def action_name(state: EncounterState, actor: str, action: Action) -> str:
    """How a message names an action: ``Ann's action 1``, with its label if it has one.

    The GM counts actions from 1, as every title and the board do; only the JSON
    contract counts from 0.
    """
    name = name_of(state, actor)
    if action.label:
        return _("{name}'s action {number} ({label})").format(
            name=name, number=action.index + 1, label=action.label
        )
    return _("{name}'s action {number}").format(name=name, number=action.index + 1)


def find_action(state: EncounterState, actor: str, ref: int | str) -> Action:
    """The actor's pending action named by ``ref`` (index, key or label), or a refusal."""
    name = name_of(state, actor)
    game = require_open(state)
    actions = game.actions.get(actor)
    if not actions or state.combatants[actor].out:
        raise Refused(_("{name} has declared no action this turn.").format(name=name))
    found: Action | None = None
    for action in actions:
        if ref in (action.index, entry_key(actor, action.index)) or (
            isinstance(ref, str) and ref and ref in (action.label, str(action.index))
        ):
            found = action
            break
    if found is None:
        raise Refused(
            ngettext(
                "{name} has {count} action this turn; there is no action {ref}.",
                "{name} has {count} actions this turn; there is no action {ref}.",
                len(actions),
            ).format(name=name, count=len(actions), ref=ref)
        )
    if entry_key(actor, found.index) in resolved_keys(state):
        raise Refused(
            _("{action} has already been resolved.").format(action=action_name(state, actor, found))
        )
    return found


def plural_dice(count: int) -> str:
    return ngettext("{count} die", "{count} dice", count).format(count=count)


def roll_pool(
    dice: DiceSource,
    pool: int,
    successes: int | None,
    typed: list[int] | None,
    face: int,
    who: str,
    field: str | None = None,
) -> tuple[list[DieRoll], int]:
    """A pool of d6s and its successes (dice at or above ``face``), or the successes typed.

    ``field`` names the command's field of the typed successes, for the refusal."""
    if successes is not None and typed is not None:
        raise Refused(_("{who}: give the successes or the dice, not both.").format(who=who))
    if successes is not None:
        if successes > pool:
            raise Refused(
                ngettext(
                    "{who}: {dice} cannot show {successes} success.",
                    "{who}: {dice} cannot show {successes} successes.",
                    successes,
                ).format(who=who, dice=plural_dice(pool), successes=successes),
                field,
            )
        return [], successes
    rolls = dice.roll_many(6, pool, typed, who=who)
    return rolls, sum(1 for roll in rolls if roll.value >= face)
