"""G7 in the western game: a roll-once group declares and sacrifices as one.

The western score is not rolled: it is the weight of an action's dice (W2), so a
group of identical combatants declaring the same split already scores the same.
What the group shares is the declaration (one split for every member, so each of
its actions is one slot, W6) and the d6s of initiative a sacrifice rolls (W4):
rolled once, added to the same action of every member.
"""

from rules.dice import DiceSource
from rules.events import Event
from rules.groups import mates
from rules.state import EncounterState
from rules.systems.western.commands import Declare, Sacrifice
from rules.systems.western.events import DiceSacrificed
from rules.systems.western.initiative import decide_sacrifice
from rules.systems.western.lookup import game_of, in_turn, pool_of, resolved_keys
from rules.systems.western.model import entry_key
from rules.systems.western.refusals import refusal
from rules.systems.western.turn import decide_declare


def decide_group_declare(state: EncounterState, command: Declare) -> list[Event]:
    """The declaration of one member is its roll-once group's (members that can)."""
    events: list[Event] = []
    for actor in mates(state, command.actor):
        shares = (
            in_turn(state, actor)
            and pool_of(state, actor) > 0
            and refusal(state, Declare, actor) is None
        )
        if actor == command.actor or shares:
            events += decide_declare(state, command.model_copy(update={"actor": actor}))
    return events


def decide_group_sacrifice(
    state: EncounterState, command: Sacrifice, dice: DiceSource
) -> list[Event]:
    """One roll of the sacrificed d6s, added to the same action of each member."""
    events = decide_sacrifice(state, command, dice)
    first = events[0]
    assert isinstance(first, DiceSacrificed)
    game = game_of(state)
    own = game.actions[command.actor][first.index]
    resolved = resolved_keys(state)
    for actor in mates(state, command.actor):
        actions = game.actions.get(actor, [])
        if actor == command.actor or first.index >= len(actions):
            continue
        action = actions[first.index]
        # Only an action still the same as the one sacrificed from shares the roll.
        if action.kept() == own.kept() and entry_key(actor, action.index) not in resolved:
            events.append(DiceSacrificed(actor=actor, index=action.index, dice=first.dice))
    return events
