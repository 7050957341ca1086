"""Folding the western events into the state (in place); nothing is rolled here."""

from rules.condition import SONNE, Condition
from rules.conditions import drop_condition, find_condition, put_condition
from rules.events import Event
from rules.state import EncounterState
from rules.systems.western.events import (
    ActionsDeclared,
    Ambushed,
    DiceSacrificed,
    FireHeld,
    NerveRolled,
    PanacheSpent,
    ScoreAdjusted,
    ScoresRevealed,
    SlotResolved,
    SnagSet,
    TensionSet,
    TokensSet,
    TurnDrawn,
    TurnEnded,
)
from rules.systems.western.lookup import game_of, tokens_of
from rules.systems.western.model import Action, InitiativeDie, Surprise, WesternGame


def apply_event(state: EncounterState, event: Event) -> None:
    game = game_of(state)
    if isinstance(event, TurnDrawn):
        game.round = event.round
        game.open = True
        game.revealed = False
        game.duel = event.duel
        game.participants = None if event.participants is None else list(event.participants)
        game.actions = {}
        game.done = []
        game.lost = []
        if game.surprise is not None and game.surprise.round < event.round:
            game.surprise = None
    elif isinstance(event, ActionsDeclared):
        game.actions[event.actor] = [action.model_copy(deep=True) for action in event.actions]
    elif isinstance(event, DiceSacrificed):
        action = action_of(game, event.actor, event.index)
        action.sacrificed += len(event.dice)
        action.initiative += [InitiativeDie(source="sacrifice", die=die) for die in event.dice]
    elif isinstance(event, PanacheSpent):
        game.panache[event.actor] = tokens_of(state, event.actor) - len(event.dice)
        action_of(game, event.actor, event.index).initiative += event.dice
    elif isinstance(event, ScoresRevealed):
        game.revealed = True
    elif isinstance(event, FireHeld):
        action_of(game, event.actor, event.index).held += event.amount
    elif isinstance(event, NerveRolled):
        action_of(game, event.actor, event.index).nerve = event.successes
    elif isinstance(event, ScoreAdjusted):
        action_of(game, event.actor, event.index).adjust = event.adjust
    elif isinstance(event, SlotResolved):
        game.done += event.entries
    elif isinstance(event, TensionSet):
        game.tension[event.actor] = event.tension
    elif isinstance(event, TokensSet):
        game.panache[event.actor] = event.panache
    elif isinstance(event, Ambushed):
        apply_ambush(state, game, event)
    elif isinstance(event, SnagSet):
        if event.sonne:
            give_sonne(state, event.actor)
        else:
            drop_condition(state, event.actor, SONNE)
    elif isinstance(event, TurnEnded):
        game.open = False
        game.lost = list(event.lost)
        if game.surprise is not None and game.surprise.round <= game.round:
            game.surprise = None


def action_of(game: WesternGame, actor: str, index: int) -> Action:
    return game.actions[actor][index]


def give_sonne(state: EncounterState, actor: str) -> None:
    """W9's snag is a condition (G6) of its own name, public as it always was, until
    the GM clears it; one the GM gave with a duration stays as given."""
    if find_condition(state, actor, SONNE) is None:
        put_condition(state, actor, Condition(name=SONNE, public=True))


def apply_ambush(state: EncounterState, game: WesternGame, event: Ambushed) -> None:
    """Add the ambush to its turn's surprise; an ambusher who declared gets its d6s now."""
    new = event.surprise
    current = game.surprise
    if current is None or current.round != new.round:
        current = game.surprise = Surprise(round=new.round)
    current.bonus.update({actor: list(dice) for actor, dice in new.bonus.items()})
    current.surprised.update(new.surprised)
    current.results += new.results
    game.tension.update(event.tension)
    for actor in event.sonne:
        give_sonne(state, actor)
    if game.open and game.round == new.round:
        for actor, dice in new.bonus.items():
            actions = game.actions.get(actor)
            if actions:
                actions[0].initiative += [InitiativeDie(source="surprise", die=d) for d in dice]
