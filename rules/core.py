"""The core's own commands and the fold of every event into the state."""

from i18n import _, ngettext
from rules import conditions
from rules.combatant import Combatant
from rules.commands import (
    CONDITIONS_MAX,
    AddCombatant,
    AddCondition,
    ChooseSystem,
    Command,
    MarkOut,
    MoveEntry,
    NameEncounter,
    RemoveCombatant,
    RemoveCondition,
    SetHidden,
    SetNote,
    SetScore,
)
from rules.condition import Condition
from rules.errors import Refused
from rules.events import (
    CombatantAdded,
    CombatantRemoved,
    ConditionAdded,
    ConditionExpired,
    ConditionRemoved,
    EncounterNamed,
    EntryMoved,
    Event,
    GroupFormed,
    GroupLeft,
    HiddenSet,
    NoteSet,
    OutMarked,
    SystemChosen,
)
from rules.groups import (
    CORE_LEAVING,
    apply_group_event,
    check_group_fields,
    decide_group,
    forget_member,
    leaving,
)
from rules.order import Entry, Move
from rules.state import EncounterState
from rules.system import AnySystem
from rules.systems import get_system, system_names


def current_system(state: EncounterState) -> AnySystem:
    """The encounter's system, or a refusal telling the GM to choose one first."""
    if state.system is None:
        raise Refused(
            _("Choose a system first, for example {example}.").format(
                example='{"cmd": "system", "name": "vampire"}'
            )
        )
    return get_system(state.system)


def find_pending(state: EncounterState, system: AnySystem, actor: str, key: str | None) -> Entry:
    """The actor's pending entry (the given one, or its first in order)."""
    combatant = state.combatant(actor)
    for entry in system.pending(state):
        if entry.actor == actor and (key is None or entry.key == key):
            return entry
    raise Refused(_("{name} has no action waiting to be moved.").format(name=combatant.name))


def refusal(state: EncounterState, command: type[Command], actor: str | None = None) -> str | None:
    """Why ``command`` aimed at ``actor`` is refused now whatever its fields, or None.

    A screen asks it before opening the command's dialog; :func:`check_refusal` asks it
    before deciding, so the words are the same. An unknown actor, or no system yet, is
    for the decide step to refuse.
    """
    if state.system is None or (actor is not None and actor not in state.combatants):
        return None
    system = get_system(state.system)
    if command is MoveEntry and actor is not None:
        if not any(entry.actor == actor for entry in system.pending(state)):
            return _("{name} has no action waiting to be moved.").format(
                name=state.combatants[actor].name
            )
        return None
    return system.refusal(state, command, actor)


def check_refusal(state: EncounterState, command: Command) -> None:
    """Refuse ``command`` now if :func:`refusal` says it would be refused whatever its fields."""
    actor = getattr(command, "actor", None)
    problem = refusal(state, type(command), actor if isinstance(actor, str) else None)
    if problem is not None:
        raise Refused(problem)


def decide_core(state: EncounterState, command: Command) -> list[Event] | None:
    """Events for a core command, or None if it is the system's to decide."""
    if isinstance(command, ChooseSystem):
        if state.system is not None:
            raise Refused(_("The system is already chosen; start a new encounter to change it."))
        if command.name not in system_names():
            raise Refused(
                _("Unknown system '{name}'. Choose one of: {known}.").format(
                    name=command.name, known=", ".join(system_names())
                )
            )
        system = get_system(command.name)
        return [
            SystemChosen(system=command.name, options=system.normalize_options(command.options))
        ]
    if isinstance(command, NameEncounter):
        return [EncounterNamed(name=command.name)]
    system = current_system(state)
    if isinstance(command, AddCondition | RemoveCondition | SetNote):
        return decide_condition(state, command)
    if isinstance(command, AddCombatant):
        check_group_fields(command)
        if command.count > 1:
            return decide_group(state, command, lambda: system.normalize_stats(command))
        if command.id in state.combatants:
            raise Refused(_("There is already a combatant with id '{id}'.").format(id=command.id))
        combatant = Combatant(
            id=command.id,
            name=command.name,
            side=command.side,
            hidden=command.hidden,
            stats=system.normalize_stats(command),
        )
        return [CombatantAdded(combatant=combatant)]
    if isinstance(command, RemoveCombatant):
        state.combatant(command.id)
        return [CombatantRemoved(id=command.id)]
    if isinstance(command, MarkOut):
        combatant = state.combatant(command.actor)
        if combatant.out == command.out:
            message = (
                _("{name} is already out of the fight.")
                if command.out
                else _("{name} is already in the fight.")
            )
            raise Refused(message.format(name=combatant.name))
        return [OutMarked(id=command.actor, out=command.out)]
    if isinstance(command, SetHidden):
        combatant = state.combatant(command.actor)
        if combatant.hidden == command.hidden:
            message = (
                _("{name} is already hidden.")
                if command.hidden
                else _("{name} is already visible.")
            )
            raise Refused(message.format(name=combatant.name))
        return [HiddenSet(id=command.actor, hidden=command.hidden)]
    if isinstance(command, SetScore):
        state.combatant(command.actor)
        check_refusal(state, command)
        return system.set_score(state, command)
    if isinstance(command, MoveEntry):
        state.combatant(command.actor)
        check_refusal(state, command)
        moved = find_pending(state, system, command.actor, command.entry)
        before: str | None = None
        if command.before is not None:
            target = next(
                (
                    entry
                    for entry in system.pending(state)
                    if command.before in (entry.key, entry.actor) and entry.key != moved.key
                ),
                None,
            )
            if target is None:
                raise Refused(
                    _("'{target}' has no action waiting: nothing to move before.").format(
                        target=command.before
                    )
                )
            before = target.key
        return [EntryMoved(key=moved.key, before=before)]
    return None


def decide_condition(
    state: EncounterState, command: AddCondition | RemoveCondition | SetNote
) -> list[Event]:
    """G6: a condition given or taken off, or the GM's note on an actor."""
    combatant = state.combatant(command.actor)
    if isinstance(command, SetNote):
        if state.notes.get(command.actor, "") == command.text:
            message = (
                _("{name}'s note is already that.")
                if command.text
                else _("{name} has no note to clear.")
            )
            raise Refused(message.format(name=combatant.name), field="text")
        return [NoteSet(actor=command.actor, text=command.text)]
    found = conditions.find_condition(state, command.actor, command.name)
    if isinstance(command, RemoveCondition):
        if found is None:
            raise Refused(
                _("{name} has no condition “{condition}”.").format(
                    name=combatant.name, condition=command.name
                ),
                field="name",
            )
        return [ConditionRemoved(actor=command.actor, name=found.name)]
    if found is None and len(conditions.conditions_of(state, command.actor)) >= CONDITIONS_MAX:
        raise Refused(
            ngettext(
                "{name} already carries {count} condition: remove it first.",
                "{name} already carries {count} conditions: remove one first.",
                CONDITIONS_MAX,
            ).format(name=combatant.name, count=CONDITIONS_MAX)
        )
    condition = Condition(
        name=command.name,
        remaining=command.duration,
        ends=command.ends,
        public=command.public,
    )
    return [ConditionAdded(actor=command.actor, condition=condition)]


def fold_deciding(state: EncounterState, events: list[Event]) -> list[Event]:
    """Fold ``events`` into ``state`` and return them with the expiries they cause (G6).

    Each ``condition_expired`` goes right after the event that started or ended the
    unit, so that replaying the record folds the same events in the same order. The
    conditions due at an end are taken before the event: one that reaches its last
    unit by the same event (a Sequence ended and the next started at once) is not.
    """
    decided: list[Event] = []
    for event in events:
        watch = state.system is not None and conditions.has_timed(state)
        if watch:
            before = current_system(state).unit_clock(state)
            due_at_end = conditions.due_at_end(state)
        apply_event(state, event)
        decided.append(event)
        if not watch:
            continue
        after = current_system(state).unit_clock(state)
        due = due_at_end if conditions.ended(before, after) else []
        if conditions.started(before, after):
            due += conditions.due_at_start(state)
            if not after.running:  # over as it starts (zebra: every counter spent by Z8)
                due += conditions.due_at_end(state)
        for actor, name in dict.fromkeys(due):
            if conditions.find_condition(state, actor, name) is not None:
                expired = ConditionExpired(actor=actor, name=name)
                apply_event(state, expired)
                decided.append(expired)
    return decided


def group_leaving(state: EncounterState, command: Command) -> list[Event]:
    """G7: the events by which a decided command takes its member out of its group."""
    system = current_system(state)
    leaves = isinstance(command, CORE_LEAVING) or system.leaves_group(command)
    return leaving(state, command, leaves)


def apply_event(state: EncounterState, event: Event) -> None:
    """Fold one event into the state, in place; a unit that starts counts down the
    timed conditions (G6)."""
    if state.system is None or not conditions.has_timed(state):
        _apply(state, event)
        return
    system = current_system(state)
    before = system.unit_clock(state)
    _apply(state, event)
    if conditions.started(before, system.unit_clock(state)):
        conditions.count_start(state)


def _apply(state: EncounterState, event: Event) -> None:
    state.revision += 1
    if not event.core:
        current_system(state).apply(state, event)
    elif isinstance(event, SystemChosen):
        state.system = event.system
        state.options = dict(event.options)
        state.game = get_system(event.system).new_game()
    elif isinstance(event, EncounterNamed):
        state.name = event.name
    elif isinstance(event, CombatantAdded):
        state.combatants[event.combatant.id] = event.combatant.model_copy(deep=True)
    elif isinstance(event, CombatantRemoved):
        current_system(state).forget(state, event.id)
        conditions.forget_actor(state, event.id)
        del state.combatants[event.id]
        forget_member(state, event.id)
    elif isinstance(event, GroupFormed | GroupLeft):
        apply_group_event(state, event)
    elif isinstance(event, OutMarked):
        state.combatants[event.id].out = event.out
        if event.out:
            current_system(state).forget(state, event.id)
    elif isinstance(event, HiddenSet):
        state.combatants[event.id].hidden = event.hidden
    elif isinstance(event, ConditionAdded):
        conditions.put_condition(state, event.actor, event.condition)
        return
    elif isinstance(event, ConditionRemoved | ConditionExpired):
        conditions.drop_condition(state, event.actor, event.name)
        return
    elif isinstance(event, NoteSet):
        if event.text:
            state.notes[event.actor] = event.text
        else:
            state.notes.pop(event.actor, None)
        return
    elif isinstance(event, EntryMoved):
        state.moves = [move for move in state.moves if move.key != event.key]
        state.moves.append(Move(key=event.key, before=event.before, mark=len(state.game.done)))
        return
    if state.moves:
        prune_moves(state)


def prune_moves(state: EncounterState) -> None:
    """Drop the overrides that have served: their entry resolved, or the round changed."""
    system = current_system(state)
    pending = {entry.key for entry in system.pending(state)}
    done = state.game.done
    kept = []
    for move in state.moves:
        if move.key not in pending or move.mark > len(done):
            continue
        if any(entry.key == move.key for entry in done[move.mark :]):
            continue
        kept.append(move)
    state.moves = kept
