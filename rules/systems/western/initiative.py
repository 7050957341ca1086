"""What moves an action's score: sacrifice (W4), Panache (W5), holding fire (W7),
the nervous finger's Sang-froid roll (W8), the GM's edit (G4); and the actors'
own numbers: Tension (W11), Panache tokens, the snag Sonné (W9)."""

from i18n import _, ngettext
from rules.commands import SetScore
from rules.condition import SONNE
from rules.conditions import find_condition
from rules.dice import DiceSource
from rules.errors import Refused
from rules.events import Event
from rules.number_text import numeral
from rules.order import compute_order
from rules.state import EncounterState
from rules.systems.western.commands import (
    Hold,
    Panache,
    Sacrifice,
    SangFroid,
    Snag,
    Tension,
    Tokens,
)
from rules.systems.western.entries import turn_entries
from rules.systems.western.events import (
    DiceSacrificed,
    FireHeld,
    NerveRolled,
    PanacheSpent,
    ScoreAdjusted,
    SnagSet,
    TensionSet,
    TokensSet,
)
from rules.systems.western.lookup import (
    action_name,
    find_action,
    game_of,
    name_of,
    options_of,
    plural_dice,
    require_open,
    roll_pool,
    stats_of,
    tension_of,
    tokens_of,
)
from rules.systems.western.model import NERVOUS_TENSION, InitiativeDie


def decide_sacrifice(state: EncounterState, command: Sacrifice, dice: DiceSource) -> list[Event]:
    """W4: before the roll, each die taken out of an action rolls 1d6 added to it."""
    require_open(state)  # after the reveal it is too late: refused first (see refusals.py)
    action = find_action(state, command.actor, command.action)
    count = command.count or (len(command.dice) if command.dice else 1)
    floor = 0 if options_of(state).sacrifice_to_zero else 1
    kept = action.kept()
    if kept - count < floor:
        name = action_name(state, command.actor, action)
        if floor and kept <= 1:
            message = _("{action} has one die left; at least one must stay.")
        elif floor:
            message = _("{action} has {dice}: at most {most} can be sacrificed, one must stay.")
        else:
            message = _("{action} has {dice}; it cannot sacrifice {count}.")
        raise Refused(
            message.format(action=name, dice=plural_dice(kept), most=kept - 1, count=count),
            "count",
        )
    rolls = dice.roll_many(6, count, command.dice, who=name_of(state, command.actor), field="dice")
    return [DiceSacrificed(actor=command.actor, index=action.index, dice=rolls)]


def decide_panache(state: EncounterState, command: Panache, dice: DiceSource) -> list[Event]:
    """W5: a token is +1d6 on an action, no die lost; after the reveal, an interruption."""
    game = require_open(state)
    action = find_action(state, command.actor, command.action)
    name = name_of(state, command.actor)
    if command.die is not None and command.dice is not None:
        raise Refused(_("Give the Panache die as die or as dice, not both."))
    typed = [command.die] if command.die is not None else command.dice
    count = command.count or (len(typed) if typed else 1)
    left = tokens_of(state, command.actor)
    if count > left:
        if left == 0:
            raise Refused(_("{name} has no Panache token left.").format(name=name))
        raise Refused(
            ngettext(
                "{name} has {left} Panache token, not {count}.",
                "{name} has {left} Panache tokens, not {count}.",
                left,
            ).format(name=name, left=left, count=count),
            "count",
        )
    typed_in = "die" if command.die is not None else "dice"
    rolls = dice.roll_many(6, count, typed, who=name, field=typed_in)
    spent = [
        InitiativeDie(source="panache", die=roll, interruption=game.revealed) for roll in rolls
    ]
    return [PanacheSpent(actor=command.actor, index=action.index, dice=spent)]


def decide_hold(state: EncounterState, command: Hold) -> list[Event]:
    """W7: lower an action's score to act later this turn (W8: not with a nervous finger)."""
    require_open(state)
    action = find_action(state, command.actor, command.action)
    # W8: a nervous finger cannot hold its fire; refused first (see refusals.py).
    current = action.score()
    if command.score >= current:
        raise Refused(
            _("{action} scores {current}; holding fire means a lower score, not {score}.").format(
                action=action_name(state, command.actor, action),
                current=numeral(current),
                score=numeral(command.score),
            ),
            "score",
        )
    return [FireHeld(actor=command.actor, index=action.index, amount=current - command.score)]


def decide_sang_froid(state: EncounterState, command: SangFroid, dice: DiceSource) -> list[Event]:
    """W8: at an ambiguous target, a nervous finger needs Sang-froid (difficulty 1) not to shoot."""
    require_open(state)
    action = find_action(state, command.actor, command.action)
    name = name_of(state, command.actor)
    described = action_name(state, command.actor, action)
    # With the option off no roll is needed: refused first (see refusals.py).
    if not action.ambiguous:
        raise Refused(_("{action} has no ambiguous target.").format(action=described))
    if action.nerve is not None:
        raise Refused(_("{action} has already rolled its Sang-froid.").format(action=described))
    tension = tension_of(state, command.actor)
    if tension < NERVOUS_TENSION:
        raise Refused(
            ngettext(
                "{name} has {tension} Tension die: below 4 the finger is not nervous.",
                "{name} has {tension} Tension dice: below 4 the finger is not nervous.",
                tension,
            ).format(name=name, tension=tension)
        )
    rolls, successes = roll_pool(
        dice,
        stats_of(state, command.actor).sang_froid,
        command.successes,
        command.dice,
        options_of(state).success_face,
        who=_("{name}'s Sang-froid").format(name=name),
        field="successes",
    )
    return [NerveRolled(actor=command.actor, index=action.index, dice=rolls, successes=successes)]


def decide_set_score(state: EncounterState, command: SetScore) -> list[Event]:
    """G4: the GM sets an action's score (the given entry, or the actor's next one)."""
    require_open(state)
    if command.entry is not None:
        action = find_action(state, command.actor, command.entry)
    else:
        mine = [e for e in turn_entries(state) if e.actor == command.actor]
        if not mine:
            raise Refused(
                _("{name} has no action waiting this turn.").format(
                    name=name_of(state, command.actor)
                )
            )
        first = compute_order(mine, state.moves)[0][0]
        action = game_of(state).actions[command.actor][int(first.detail["index"])]
    adjust = command.score - (action.score() - action.adjust)
    return [ScoreAdjusted(actor=command.actor, index=action.index, adjust=adjust)]


def changed_count(current: int, delta: int, zero: str, empty: str) -> int:
    """``current`` + ``delta``, never below 0; refused with ``zero`` or ``empty`` if unchanged."""
    if delta == 0:
        raise Refused(zero)
    new = max(0, current + delta)
    if new == current:
        raise Refused(empty)
    return new


def decide_tension(state: EncounterState, command: Tension) -> list[Event]:
    """W11: Tension dice belong to the character and change during the fight."""
    name = name_of(state, command.actor)  # an unknown actor is refused first
    new = changed_count(
        tension_of(state, command.actor),
        command.delta,
        _("A change of 0 Tension dice changes nothing."),
        _("{name} has no Tension dice to remove.").format(name=name),
    )
    return [TensionSet(actor=command.actor, tension=new)]


def decide_tokens(state: EncounterState, command: Tokens) -> list[Event]:
    """The GM gives or takes Panache tokens (the text does not say how they are earned)."""
    name = name_of(state, command.actor)  # an unknown actor is refused first
    new = changed_count(
        tokens_of(state, command.actor),
        command.delta,
        _("A change of 0 Panache tokens changes nothing."),
        _("{name} has no Panache token to take.").format(name=name),
    )
    return [TokensSet(actor=command.actor, panache=new)]


def decide_snag(state: EncounterState, command: Snag) -> list[Event]:
    """W9: at worst, surprise gives the snag Sonné; it never removes a character."""
    name = name_of(state, command.actor)
    if (find_condition(state, command.actor, SONNE) is not None) == command.sonne:
        message = _("{name} is already Sonné.") if command.sonne else _("{name} is not Sonné.")
        raise Refused(message.format(name=name))
    return [SnagSet(actor=command.actor, sonne=command.sonne)]
