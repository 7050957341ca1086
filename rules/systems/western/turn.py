"""A turn of the gunfight: draw (W1) or duel (W10), declare (W3), reveal, resolve (W6), end."""

from i18n import N_, _, ngettext
from rules.errors import Refused
from rules.events import Event
from rules.order import compute_order
from rules.state import EncounterState
from rules.systems.western.commands import Declare, Draw, Duel
from rules.systems.western.entries import needs_nerve, turn_entries
from rules.systems.western.events import (
    ActionsDeclared,
    ScoresRevealed,
    SlotResolved,
    TurnDrawn,
    TurnEnded,
)
from rules.systems.western.lookup import (
    game_of,
    in_turn,
    name_of,
    plural_dice,
    pool_of,
    require_open,
    require_unrevealed,
    tension_of,
    undeclared,
)
from rules.systems.western.model import Action, InitiativeDie, entry_key


def check_fighters(state: EncounterState, actors: list[str]) -> None:
    """Each named once, each known and still in the fight."""
    if len(set(actors)) != len(actors):
        raise Refused(_("Name each combatant once."))
    for actor in actors:
        if state.combatant(actor).out:
            raise Refused(_("{name} is out of the fight.").format(name=name_of(state, actor)))


def decide_draw(state: EncounterState, command: Draw | Duel) -> list[Event]:
    """W1: a gunfight (or a duel, W10) opens a turn; before it there is no order."""
    game = game_of(state)
    if game.open:
        raise Refused(_("The turn is still open: end it first."))
    if isinstance(command, Duel):
        check_fighters(state, command.duelists)
        return [TurnDrawn(round=game.round + 1, duel=True, participants=list(command.duelists))]
    if command.actors is not None:
        check_fighters(state, command.actors)
        if not command.actors:
            raise Refused(_("Name at least one combatant who draws."))
    elif not state.active():
        raise Refused(_("Nobody is in the fight: add combatants first."))
    return [TurnDrawn(round=game.round + 1, participants=command.actors)]


def place_tension(dice: list[int], tension: int) -> list[int]:
    """Default placement of the Tension dice: the first actions first."""
    placed: list[int] = []
    for count in dice:
        here = min(count, tension)
        placed.append(here)
        tension -= here
    return placed


def check_split(state: EncounterState, actor: str, dice: list[int], override: bool) -> None:
    """W3: each action has dice, and the actions add up to the pool (unless the GM overrides)."""
    name = name_of(state, actor)
    if any(count < 1 for count in dice):
        raise Refused(_("Each of {name}'s actions needs at least one die.").format(name=name))
    pool, total = pool_of(state, actor), sum(dice)
    if override:
        return
    if total > pool:
        raise Refused(
            _("{name}'s pool is {pool}; a split of {total} is too many.").format(
                name=name, pool=plural_dice(pool), total=total
            )
        )
    if total < pool:
        raise Refused(
            _("{name}'s pool is {pool}; a split of {total} leaves {left} unused.").format(
                name=name, pool=plural_dice(pool), total=total, left=plural_dice(pool - total)
            )
        )


def check_placement(
    state: EncounterState, actor: str, dice: list[int], placed: list[int], override: bool
) -> None:
    """W3: the actor places its Tension dice among its actions."""
    name = name_of(state, actor)
    if len(placed) != len(dice):
        raise Refused(
            ngettext(
                "{name} declares {count} action: place Tension dice for it, not for {given}.",
                "{name} declares {count} actions: place Tension dice for each, not for {given}.",
                len(dice),
            ).format(name=name, count=len(dice), given=len(placed))
        )
    for index, (count, here) in enumerate(zip(dice, placed, strict=True)):
        if not 0 <= here <= count:
            raise Refused(
                ngettext(
                    "{name}'s action {number} has {dice}; it cannot hold {here} Tension die.",
                    "{name}'s action {number} has {dice}; it cannot hold {here} Tension dice.",
                    here,
                ).format(name=name, number=index + 1, dice=plural_dice(count), here=here)
            )
    tension = tension_of(state, actor)
    if not override and sum(placed) != tension:
        raise Refused(
            ngettext(
                "{name} has {count} Tension die; the split places {placed}.",
                "{name} has {count} Tension dice; the split places {placed}.",
                tension,
            ).format(name=name, count=tension, placed=sum(placed))
        )


def build_actions(state: EncounterState, actor: str, command: Declare) -> list[Action]:
    """The declared actions, with the turn's surprise (W9) attached."""
    dice = list(command.actions) if command.actions else [pool_of(state, actor)]
    check_split(state, actor, dice, command.override)
    if command.tension is None:
        placed = place_tension(dice, tension_of(state, actor))
    else:
        placed = list(command.tension)
        check_placement(state, actor, dice, placed, command.override)
    labels = list(command.labels or [])
    if len(labels) > len(dice):
        labelled = ngettext("{count} label", "{count} labels", len(labels))
        declared = ngettext("{count} action", "{count} actions", len(dice))
        raise Refused(
            _("{labels} for {actions}.").format(
                labels=labelled.format(count=len(labels)), actions=declared.format(count=len(dice))
            )
        )
    labels += [""] * (len(dice) - len(labels))
    if isinstance(command.ambiguous, bool):
        ambiguous = set(range(len(dice))) if command.ambiguous else set()
    else:
        ambiguous = set(command.ambiguous)
        if not ambiguous <= set(range(len(dice))):
            raise Refused(
                _("There is no action {number} to flag as ambiguous.").format(
                    number=max(ambiguous - set(range(len(dice)))) + 1
                )
            )
    actions = [
        Action(index=index, label=label, dice=count, tension=here, ambiguous=index in ambiguous)
        for index, (count, here, label) in enumerate(zip(dice, placed, labels, strict=True))
    ]
    attach_surprise(state, actor, actions)
    return actions


def attach_surprise(state: EncounterState, actor: str, actions: list[Action]) -> None:
    """W9: the ambusher's free d6s go to its first action; the surprised target's
    surprise Tension die sits in its first action holding Tension, and does not count."""
    game = game_of(state)
    surprise = game.surprise
    if surprise is None or surprise.round != game.round:
        return
    actions[0].initiative = [
        InitiativeDie(source="surprise", die=die) for die in surprise.bonus.get(actor, [])
    ]
    uncounted = surprise.surprised.get(actor, 0)
    for action in actions:
        if uncounted and action.tension:
            action.uncounted = min(uncounted, action.tension)
            uncounted -= action.uncounted


def decide_declare(state: EncounterState, command: Declare) -> list[Event]:
    game = require_open(state)
    actor = command.actor
    name = name_of(state, actor)
    if not in_turn(state, actor) and not command.override:
        message = (
            _("{name} is not one of the duelists.")
            if game.duel
            else _("{name} is not in this gunfight.")
        )
        raise Refused(message.format(name=name))
    # Out of the fight, or a declaration that can no longer change: see refusals.py.
    if pool_of(state, actor) == 0 and not command.override:
        raise Refused(_("{name} has no dice to act with.").format(name=name))
    return [
        ActionsDeclared(
            actor=actor, actions=build_actions(state, actor, command), override=command.override
        )
    ]


def decide_reveal(state: EncounterState) -> list[Event]:
    """The scores become public; who has not declared acts with its whole pool."""
    game = require_unrevealed(state, _("The scores are already revealed."))
    auto = [
        ActionsDeclared(
            actor=actor,
            actions=build_actions(state, actor, Declare(actor=actor)),
            auto=True,
        )
        for actor in undeclared(state)
    ]
    if not game.actions and not auto:
        raise Refused(_("Nobody has an action to reveal: declare first."))
    declared = {**game.actions, **{event.actor: event.actions for event in auto}}
    scores = {
        entry_key(combatant.id, action.index): action.score()
        for combatant in state.active()
        for action in declared.get(combatant.id, [])
    }
    return [*auto, ScoresRevealed(scores=scores)]


def decide_resolve(state: EncounterState) -> list[Event]:
    """W6: the highest score acts; equal scores act together (both shots cross)."""
    game = require_open(state)
    if not game.revealed:
        raise Refused(_("Reveal the scores first."))
    order = compute_order(turn_entries(state), state.moves)
    if not order:
        raise Refused(_("Every action has been resolved: end the turn."))
    slot = order[0]
    for entry in slot:
        action = game.actions[entry.actor][int(entry.detail["index"])]
        if needs_nerve(state, entry.actor, action):
            raise Refused(
                _(
                    "{name}'s target is ambiguous and the finger nervous: roll Sang-froid first."
                ).format(name=name_of(state, entry.actor))
            )
    if len(slot) > 1:
        slot = [
            entry.model_copy(update={"tags": [*entry.tags, N_("simultaneous")]}) for entry in slot
        ]
    return [SlotResolved(entries=slot)]


def decide_end_turn(state: EncounterState) -> list[Event]:
    """W7: no action carries over; what is unresolved is lost."""
    require_open(state)
    return [TurnEnded(lost=[entry.key for entry in turn_entries(state)])]
