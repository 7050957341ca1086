"""What each zebra command causes: validation and dice, never a change to the state."""

from difflib import get_close_matches

from i18n import N_, _
from rules.dice import DiceSource
from rules.errors import InvalidCommand, Refused
from rules.events import Event
from rules.groups import group_of, mates, roll_leads, shared_typed
from rules.numbers import COST_MAX
from rules.order import Entry
from rules.state import EncounterState
from rules.systems.zebra.action_names import action_labels
from rules.systems.zebra.commands import (
    Act,
    ChooseWeapon,
    Disengage,
    Engage,
    Join,
    SetCosts,
    SetPosition,
    StartSequence,
)
from rules.systems.zebra.costs import cost_problem, names_problem
from rules.systems.zebra.events import (
    Acted,
    ActorCounter,
    CostsSet,
    Disengaged,
    Engaged,
    Joined,
    PositionSet,
    SequenceStarted,
    WeaponChosen,
)
from rules.systems.zebra.formula import check_formula, position_name, roll_counter
from rules.systems.zebra.model import (
    CostTable,
    Counter,
    Engagement,
    ZebraGame,
    ZebraOptions,
    ZebraStats,
)
from rules.systems.zebra.reading import cost_table, head_slot, names
from rules.systems.zebra.refusals import running_refusal

KNOWN_SHOWN = 6
"""How many known actions a refusal lists."""


def require_in_fight(state: EncounterState, actor: str) -> str:
    """The actor's name, or a refusal if it is unknown or out of the fight (G4)."""
    combatant = state.combatant(actor)
    if combatant.out:
        raise Refused(_("{name} is out of the fight.").format(name=combatant.name))
    return combatant.name


def decide_sequence(
    state: EncounterState,
    game: ZebraGame,
    options: ZebraOptions,
    command: StartSequence,
    dice: DiceSource,
) -> list[Event]:
    for actor in command.dice:
        state.combatant(actor)
    running = running_refusal(state, game)
    if running is not None and not command.override:
        raise Refused(running)
    # Nobody in the fight is refused first (see refusals.py).
    rollers = [combatant.id for combatant in state.active()]
    for actor in command.dice:
        require_in_fight(state, actor)
    mutual = options.engagement == "mutual"
    for actor in rollers:
        check_formula(state, game, actor, mutual)
    # G7: a roll-once group rolls one d20 and its members share the first one's counter.
    leads = roll_leads(state, rollers)
    typed = shared_typed(state, rollers, command.dice, "dice")
    rolled: dict[str, Counter] = {}
    counters = []
    for actor in rollers:
        lead = leads[actor]
        group = group_of(state, actor)
        if lead in rolled:
            counters.append(ActorCounter(actor=actor, counter=rolled[lead], group=group))
            continue
        previous = game.counters.get(actor)
        name = state.combatants[actor].name
        roll = dice.roll(20, typed.get(lead), who=name, field=f"dice.{actor}")
        carried = previous.overspend if previous is not None else 0
        rolled[actor] = roll_counter(state, game, actor, mutual, roll, carried)
        counters.append(ActorCounter(actor=actor, counter=rolled[actor], group=group))
    return [SequenceStarted(round=game.round + 1, counters=counters)]


def action_cost(game: ZebraGame, command: Act) -> tuple[str, int, list[str]]:
    """The action's name (a typed cost's label), its cost and tags (Z4)."""
    if (command.action is None) == (command.cost is None):
        raise InvalidCommand(
            _(
                'act: give either an action of the cost table ("action": "strike") or its cost'
                ' ("cost": 5), not both.'
            )
            if command.action is not None
            else _('act: give the action ("action": "strike") or its cost ("cost": 5).')
        )
    if command.cost is not None:
        if command.cost < 1:
            raise InvalidCommand(
                _("A cost must be at least 1 Initiative point (got {cost}).").format(
                    cost=command.cost
                )
            )
        if command.cost > COST_MAX:
            raise InvalidCommand(
                _("A cost must be at most {max} Initiative points (got {cost}).").format(
                    max=COST_MAX, cost=command.cost
                )
            )
        return command.label, command.cost, ["custom"]
    assert command.action is not None
    costs = cost_table(game)
    table = costs.costs
    # The GM may name an action by its id or by the name they read ("frapper").
    labels = action_labels(table, costs.names)
    action = command.action.strip()
    if action not in table:
        folded = {name.casefold(): name for name in table}
        folded.update({label.casefold(): name for name, label in labels.items()})
        action = folded.get(action.casefold(), action)
    if action not in table:
        shown = list(dict.fromkeys(labels.values()))
        close = get_close_matches(action, shown, n=3)
        if close:
            hint = _("did you mean {known}?").format(known=_(" or ").join(close))
        else:
            known = ", ".join(shown[:KNOWN_SHOWN])
            more = ", …" if len(shown) > KNOWN_SHOWN else ""
            hint = _("known: {known}{more}").format(known=known, more=more)
        raise InvalidCommand(
            _(
                "Unknown action '{action}' ({hint}); for any other action give its cost, as"
                ' "cost": 5.'
            ).format(action=command.action, hint=hint)
        )
    return action, table[action], []


def decide_act(
    state: EncounterState, game: ZebraGame, options: ZebraOptions, command: Act
) -> list[Event]:
    # A Sequence running, and the actor in it with points left: see refusals.py.
    name = state.combatant(command.actor).name
    action, cost, tags = action_cost(game, command)
    counter = game.counters[command.actor]
    head = [entry.actor for entry in head_slot(state, game, options)]
    if command.actor not in head:
        if not command.override:
            raise Refused(
                _("{name} is not at the head of the order: {next} acts next.").format(
                    name=name, next=names(state, head, _(" or "))
                )
            )
        tags.append("override")
    elif len(set(head) - set(mates(state, command.actor))) > 0:
        # Tied with others than its roll-once group (G7: a group acting is no tie).
        tags.append(N_("simultaneous") if options.tie == "simultaneous" else N_("tie"))
    after = counter.value - cost
    if after <= 0:
        tags.append(N_("last"))  # Z6: carried out, then no more actions this Sequence
    detail: dict[str, int | str] = {
        "cost": cost,
        "before": counter.value,
        "after": after,
        "sequence": game.round,
    }
    if command.label and command.action is not None:
        detail["label"] = command.label
    entry = Entry(
        key=command.actor,
        actor=command.actor,
        action=action,
        score=counter.value,
        tags=tags,
        detail=detail,
    )
    if command.alone:
        return [Acted(entry=entry, after=after)]
    # G7: a roll-once group shares one counter, so its members take the action together.
    together = [
        mate
        for mate in mates(state, command.actor)
        if mate == command.actor or game.counters.get(mate) == counter
    ]
    if len(together) > 1:
        entry = entry.model_copy(update={"tags": [*tags, "group"]})
    return [
        Acted(entry=entry.model_copy(update={"key": mate, "actor": mate}), after=after)
        for mate in together
    ]


def decide_join(
    state: EncounterState,
    game: ZebraGame,
    options: ZebraOptions,
    command: Join,
    dice: DiceSource,
) -> list[Event]:
    # In the fight, a Sequence running, no counter yet: see refusals.py.
    name = state.combatant(command.actor).name
    shared = next(
        (game.counters[m] for m in mates(state, command.actor) if m in game.counters), None
    )
    if shared is not None:
        # G7: the group rolled once this Sequence; a member joining takes its counter.
        if command.die is not None:
            raise Refused(
                _("{name} takes the counter its group rolled: there is no die to type.").format(
                    name=name
                ),
                "die",
            )
        return [Joined(actor=command.actor, counter=shared.model_copy(update={"joined": True}))]
    mutual = options.engagement == "mutual"
    check_formula(state, game, command.actor, mutual)
    roll = dice.roll(20, command.die, who=name, field="die")
    counter = roll_counter(state, game, command.actor, mutual, roll, 0, joined=True)
    return [Joined(actor=command.actor, counter=counter)]


def decide_engage(
    state: EncounterState, game: ZebraGame, options: ZebraOptions, command: Engage
) -> list[Event]:
    name = require_in_fight(state, command.actor)
    target = require_in_fight(state, command.target)
    if command.actor == command.target:
        raise Refused(_("{name} cannot engage themselves.").format(name=name))
    wanted = Engagement(actor=command.actor, target=command.target)
    reverse = Engagement(actor=command.target, target=command.actor)
    if wanted in game.engagements:
        raise Refused(_("{name} already engages {target}.").format(name=name, target=target))
    if options.engagement == "mutual" and reverse in game.engagements:
        raise Refused(
            _("{name} and {target} are already engaged.").format(name=name, target=target)
        )
    return [Engaged(engagement=wanted)]


def decide_disengage(state: EncounterState, game: ZebraGame, command: Disengage) -> list[Event]:
    name = state.combatant(command.actor).name
    target = state.combatant(command.target).name
    if command.actor == command.target:
        raise Refused(_("{name} cannot engage themselves.").format(name=name))
    pair = {command.actor, command.target}
    ended = [e for e in game.engagements if {e.actor, e.target} == pair]
    if not ended:
        raise Refused(_("{name} and {target} are not engaged.").format(name=name, target=target))
    return [Disengaged(engagements=ended)]


def decide_position(state: EncounterState, game: ZebraGame, command: SetPosition) -> list[Event]:
    name = state.combatant(command.actor).name
    current = game.positions.get(command.actor)
    if command.position is None and current is None:
        raise Refused(_("{name}'s position has no override to clear.").format(name=name))
    if command.position is not None and command.position == current:
        raise Refused(
            _("{name} is already set in {position}.").format(
                name=name, position=position_name(command.position)
            )
        )
    return [PositionSet(actor=command.actor, position=command.position)]


def decide_weapon(state: EncounterState, game: ZebraGame, command: ChooseWeapon) -> list[Event]:
    combatant = state.combatant(command.actor)
    stats = ZebraStats.model_validate(combatant.stats)
    if command.weapon is not None and command.weapon not in stats.weapons:
        carried = ", ".join(stats.weapons) or _("none")
        raise Refused(
            _("{name} carries no '{weapon}' (weapons: {carried}).").format(
                name=combatant.name, weapon=command.weapon, carried=carried
            )
        )
    if command.weapon is None and stats.skill is None:
        raise Refused(
            _("{name} has no skill without a named weapon: choose one of {carried}.").format(
                name=combatant.name, carried=", ".join(stats.weapons)
            )
        )
    current = game.wielding.get(command.actor, stats.weapon)
    if command.weapon == current:
        raise Refused(_("{name} already has that weapon in hand.").format(name=combatant.name))
    return [WeaponChosen(actor=command.actor, weapon=command.weapon)]


def decide_costs(command: SetCosts) -> list[Event]:
    if command.table is None:
        return [CostsSet(table=None)]
    if not command.table:
        raise InvalidCommand(_("costs: the table lists no actions."))
    for action, cost in command.table.items():
        problem = cost_problem(action, cost)
        if problem is not None:
            raise InvalidCommand(_("costs: {problem}.").format(problem=problem))
    names = command.names or {}
    problem = names_problem(names, dict(command.table))
    if problem is not None:
        raise InvalidCommand(_("costs: {problem}.").format(problem=problem))
    table = CostTable(
        name=command.name, source=command.source, costs=dict(command.table), names=names
    )
    return [CostsSet(table=table)]
