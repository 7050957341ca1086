"""What each vampire command causes: validation and dice, never a change to the state."""

from i18n import N_, _, ngettext
from rules.commands import SetScore
from rules.dice import DiceSource
from rules.errors import Refused
from rules.events import Event
from rules.groups import group_of, mates, roll_leads, shared_typed
from rules.order import Entry, compute_order
from rules.state import EncounterState
from rules.systems.vampire.commands import Abort, Act, Declare, Roll, Wound
from rules.systems.vampire.events import (
    Aborted,
    AbortFailed,
    ActionDeclared,
    ActorRolled,
    DelayedActed,
    InitiativeRolled,
    ScoreSet,
    SlotResolved,
    TurnEnded,
    WoundSet,
)
from rules.systems.vampire.model import Initiative, VampireGame
from rules.systems.vampire.reading import (
    all_entries,
    can_act,
    game_of,
    initiative_for,
    options_of,
    pending_entries,
    stats_of,
    undeclared,
    waiting_entries,
    willpower_left,
)
from rules.systems.vampire.refusals import refusal


def require_open_turn(state: EncounterState) -> VampireGame:
    game = game_of(state)
    if not game.turn_open:
        raise Refused(_("No turn is open: roll initiative first."))
    return game


def decide_roll(state: EncounterState, command: Roll, dice: DiceSource) -> list[Event]:
    game = game_of(state)
    for actor in [*command.dice, *command.celerity, *(command.actors or [])]:
        state.combatant(actor)
    if game.turn_open and command.actors is None:
        raise Refused(_("The turn is still open: end it before rolling a new one."))
    if command.actors is not None and not game.turn_open:
        rollers = list(command.actors)
    elif command.actors is not None:
        already = [a for a in command.actors if a in game.initiative]
        if already:
            name = state.combatants[already[0]].name
            raise Refused(_("{name} already has initiative this turn.").format(name=name))
        rollers = list(command.actors)
    else:
        rollers = [c.id for c in state.active()]
    for actor in [*command.dice, *command.celerity]:
        if actor not in rollers:
            name = state.combatants[actor].name
            raise Refused(_("{name} is not rolling in this command.").format(name=name))
    # G7: a roll-once group rolls one d10 for its members, and commits Celerity as one.
    leads = roll_leads(state, rollers)
    typed = shared_typed(state, rollers, command.dice, "dice")
    commitments = shared_typed(state, rollers, command.celerity, "celerity")
    rolled: dict[str, Initiative] = {}
    rolls: list[ActorRolled] = []
    for actor in rollers:
        name = state.combatants[actor].name
        if not can_act(state, actor):
            if actor in command.dice or command.actors is not None:
                raise Refused(_("{name} cannot act (out or incapacitated).").format(name=name))
            continue
        lead = leads[actor]
        # Only a roll the group shares is the group's (its first member may not act).
        group = group_of(state, actor) if lead in rolled or lead == actor else None
        if lead in rolled:
            rolls.append(ActorRolled(actor=actor, initiative=rolled[lead], group=group))
            continue
        committed = commitments.get(lead, 0)
        available = stats_of(state, actor).celerity
        if not 0 <= committed <= available:
            raise Refused(
                ngettext(
                    "{name} has {dots} dot of Celerity; cannot commit {committed}.",
                    "{name} has {dots} dots of Celerity; cannot commit {committed}.",
                    available,
                ).format(name=name, dots=available, committed=committed),
                f"celerity.{actor}",
            )
        die = dice.roll(10, typed.get(lead), who=name, field=f"dice.{actor}")
        initiative = initiative_for(state, actor, die.value, committed)
        rolled[actor] = initiative.model_copy(update={"die": die})
        rolls.append(ActorRolled(actor=actor, initiative=rolled[actor], group=group))
    if not rolls:
        raise Refused(_("Nobody can act: add combatants first."))
    new_turn = not game.turn_open
    return [
        InitiativeRolled(
            round=game.round + 1 if new_turn else game.round, new_turn=new_turn, rolls=rolls
        )
    ]


def decide_declare(state: EncounterState, command: Declare) -> list[Event]:
    # The turn, the initiative and a declaration that may still change: see refusals.py.
    game = require_open_turn(state)
    name = state.combatant(command.actor).name
    previous = game.declarations.get(command.actor)
    slots = undeclared(state)
    if (
        previous is None
        and not command.override
        and slots
        and command.actor not in {e.actor for e in slots[-1]}
    ):
        next_names = ", ".join(state.combatants[e.actor].name for e in slots[-1])
        raise Refused(
            _("Slowest first: {next} declares before {name}.").format(next=next_names, name=name)
        )
    # Declaring again gives back the point the replaced declaration spent.
    refund = 1 if previous is not None and previous.willpower else 0
    if command.willpower and willpower_left(state, command.actor) + refund < 1:
        raise Refused(_("{name} has no Willpower left to spend.").format(name=name))
    return [
        ActionDeclared(
            actor=command.actor,
            action=command.action,
            delay=command.delay,
            extra=command.extra,
            willpower=command.willpower,
        )
    ]


def decide_group_declare(state: EncounterState, command: Declare) -> list[Event]:
    """G7: a member of a roll-once group declares for the group: they share one entry."""
    game = require_open_turn(state)
    events: list[Event] = []
    for actor in mates(state, command.actor):
        # A member that can no longer declare (it has acted) no longer shares the entry.
        shares = actor in game.initiative and refusal(state, Declare, actor) is None
        if actor == command.actor or shares:
            events += decide_declare(state, command.model_copy(update={"actor": actor}))
    return events


def decide_resolve(state: EncounterState) -> list[Event]:
    require_open_turn(state)
    pending_declarations = undeclared(state)
    if pending_declarations:
        names = ", ".join(state.combatants[e.actor].name for e in pending_declarations[-1])
        raise Refused(
            _("Declarations are not finished: {names} declares next (slowest first).").format(
                names=names
            )
        )
    waiting: list[str] = []
    for slot in compute_order(pending_entries(state), state.moves):
        acting = [entry for entry in slot if "delayed" not in entry.tags]
        waiting += [entry.key for entry in slot if "delayed" in entry.tags]
        if acting:
            if len(acting) > 1:
                acting = [
                    e.model_copy(update={"tags": [*e.tags, N_("simultaneous")]}) for e in acting
                ]
            return [SlotResolved(entries=acting, waiting=waiting)]
    if waiting:
        return [SlotResolved(entries=[], waiting=waiting)]
    names = ", ".join(state.combatants[e.actor].name for e in waiting_entries(state))
    if names:
        raise Refused(
            _("Only delayed actors remain ({names}): make one act, or end the turn.").format(
                names=names
            )
        )
    raise Refused(_("Everyone has acted: end the turn."))


def decide_act(state: EncounterState, command: Act) -> list[Event]:
    require_open_turn(state)
    actors = [command.actor] if isinstance(command.actor, str) else list(command.actor)
    if not actors or len(set(actors)) != len(actors):
        raise Refused(_("Name each delayed actor once."))
    if undeclared(state):
        raise Refused(_("Declarations are not finished yet."))
    waiting = {entry.key: entry for entry in waiting_entries(state)}
    order = compute_order(pending_entries(state), state.moves)
    head = {entry.key: entry for entry in order[0]} if order else {}
    acting: list[Entry] = []
    for actor in actors:
        name = state.combatant(actor).name
        entry = waiting.get(actor) or head.get(actor)
        if entry is None or "delayed" not in entry.tags:
            main = next((e for e in all_entries(state) if e.key == actor), None)
            if main is None:
                raise Refused(_("{name} has already acted this turn.").format(name=name))
            if "delayed" not in main.tags:
                raise Refused(_("{name} did not delay and acts at their rank.").format(name=name))
            raise Refused(
                _("{name}'s rank ({score}) has not come yet.").format(name=name, score=main.score)
            )
        acting.append(entry)
        # G7: a roll-once group's delayed members act together, as they share one entry.
        for mate in mates(state, actor):
            shared = waiting.get(mate) or head.get(mate)
            if shared is not None and "delayed" in shared.tags and mate not in actors:
                acting.append(shared)
    initiative = game_of(state).initiative
    acting.sort(key=lambda e: (initiative[e.actor].rating, initiative[e.actor].total), reverse=True)
    return [DelayedActed(entries=acting)]


def decide_abort(state: EncounterState, command: Abort) -> list[Event]:
    game = require_open_turn(state)
    name = state.combatant(command.actor).name
    # Someone with an action left, and Willpower if it costs one: see refusals.py.
    own = [entry for entry in all_entries(state) if entry.actor == command.actor]
    consumed = min(own, key=lambda entry: (entry.key != command.actor, entry.key))
    cost = options_of(state).abort_cost
    spent = 0
    if cost == "willpower" or (cost == "willpower_roll" and command.spend_willpower):
        if willpower_left(state, command.actor) < 1:
            raise Refused(_("{name} has no Willpower left to abort.").format(name=name))
        spent = 1
    elif cost == "willpower_roll":
        if command.success is None:
            raise Refused(
                _("Aborting needs a Willpower roll: type its result for {name}.").format(name=name)
            )
        if not command.success:
            return [AbortFailed(actor=command.actor, defense=command.defense)]
    entry = Entry(
        key=consumed.key,
        actor=command.actor,
        action=command.defense,
        score=game.initiative[command.actor].total,
        rank=consumed.rank,
        tags=[N_("abort")],
    )
    return [Aborted(entry=entry, willpower=spent)]


def decide_wound(state: EncounterState, command: Wound) -> list[Event]:
    name = state.combatant(command.actor).name
    if game_of(state).wounds.get(command.actor, "healthy") == command.level:
        raise Refused(_("{name} is already at that health level.").format(name=name))
    return [WoundSet(actor=command.actor, level=command.level)]


def decide_end_turn(state: EncounterState) -> list[Event]:
    require_open_turn(state)
    return [TurnEnded(lost=[entry.key for entry in all_entries(state)])]


def decide_set_score(state: EncounterState, command: SetScore) -> list[Event]:
    game = require_open_turn(state)
    name = state.combatants[command.actor].name
    if not can_act(state, command.actor):
        raise Refused(_("{name} cannot act (out or incapacitated).").format(name=name))
    current = game.initiative.get(command.actor)
    if current is None:
        current = initiative_for(state, command.actor, None, 0)
    return [
        ScoreSet(
            actor=command.actor, initiative=current.model_copy(update={"total": command.score})
        )
    ]
