"""Folding the vampire events into the state (in place); nothing is rolled here."""

from rules.events import Event
from rules.state import EncounterState
from rules.systems.vampire.events import (
    Aborted,
    ActionDeclared,
    DelayedActed,
    InitiativeRolled,
    ScoreSet,
    SlotResolved,
    TurnEnded,
    WoundSet,
)
from rules.systems.vampire.model import Declaration, VampireGame
from rules.systems.vampire.reading import game_of


def apply_event(state: EncounterState, event: Event) -> None:
    game = game_of(state)
    if isinstance(event, InitiativeRolled):
        if event.new_turn:
            game.round = event.round
            game.turn_open = True
            game.initiative = {}
            game.declarations = {}
            game.done = []
            game.waiting = []
            game.lost = []
        for roll in event.rolls:
            game.initiative[roll.actor] = roll.initiative
    elif isinstance(event, ActionDeclared):
        previous = game.declarations.get(event.actor)
        game.declarations[event.actor] = Declaration(
            action=event.action, delay=event.delay, extra=event.extra, willpower=event.willpower
        )
        # A declaration made again replaces the first one, Willpower point included (V3).
        refund = 1 if previous is not None and previous.willpower else 0
        spend_willpower(game, event.actor, int(event.willpower) - refund)
    elif isinstance(event, SlotResolved):
        game.waiting += [key for key in event.waiting if key not in game.waiting]
        game.done += event.entries
    elif isinstance(event, DelayedActed):
        keys = {entry.key for entry in event.entries}
        game.waiting = [key for key in game.waiting if key not in keys]
        game.done += event.entries
    elif isinstance(event, Aborted):
        game.waiting = [key for key in game.waiting if key != event.entry.key]
        game.done.append(event.entry)
        spend_willpower(game, event.entry.actor, event.willpower)
    elif isinstance(event, WoundSet):
        game.wounds[event.actor] = event.level
    elif isinstance(event, ScoreSet):
        game.initiative[event.actor] = event.initiative
    elif isinstance(event, TurnEnded):
        game.turn_open = False
        game.waiting = []
        game.lost = list(event.lost)


def spend_willpower(game: VampireGame, actor: str, points: int) -> None:
    if points:
        game.willpower_spent[actor] = game.willpower_spent.get(actor, 0) + points


def forget_actor(state: EncounterState, actor_id: str) -> None:
    """Out or removed: its initiative, declaration and waiting delays go."""
    game = game_of(state)
    game.initiative.pop(actor_id, None)
    game.declarations.pop(actor_id, None)
    game.waiting = [key for key in game.waiting if key.split("+")[0] != actor_id]
