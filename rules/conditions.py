"""Conditions with a duration and the GM's notes per combatant (G6).

A condition is a name (the game's own, "stunned", "Sonné", or the GM's words), an
optional duration counted in the system's unit (a vampire turn, a western turn, a
zebra Sequence), the moment it ends, and whether the players see it.

G6 counts the units that *start* after the condition was given: each start takes one
from ``remaining``. By default the condition ends at the end of the unit in which
``remaining`` reached 0; with ``ends == "start"`` it ends as that unit starts. So a
condition given during turn 3 with a duration of 1 ends at the end of turn 4 (or as
turn 4 starts). The fold only counts; ending is an event of its own
(``condition_expired``), decided by :func:`due_at_start` and :func:`due_at_end` right
after the event that started or ended the unit, so that the log tells it and undo
walks over it like any other.

This module knows no system: each system says where its unit stands by a
:class:`UnitClock` (:meth:`rules.system.System.unit_clock`).
"""

from typing import NamedTuple

from rules.condition import SONNE, Condition, Ends, same_name
from rules.state import EncounterState

__all__ = ["SONNE", "Condition", "Ends", "UnitClock", "same_name"]


class UnitClock(NamedTuple):
    """Where the system's unit stands: its number, and whether one is running."""

    number: int
    running: bool


def started(before: UnitClock, after: UnitClock) -> bool:
    """A new unit began (a turn drawn or rolled, a Sequence started)."""
    return after.number > before.number


def ended(before: UnitClock, after: UnitClock) -> bool:
    """The running unit is over: closed, or replaced by the next one at once."""
    return before.running and (not after.running or after.number > before.number)


def conditions_of(state: EncounterState, actor: str) -> list[Condition]:
    return state.conditions.get(actor, [])


def find_condition(state: EncounterState, actor: str, name: str) -> Condition | None:
    return next((c for c in conditions_of(state, actor) if c.named(name)), None)


def has_timed(state: EncounterState) -> bool:
    """Whether any condition counts units: only then does a fold watch the clock."""
    return any(c.remaining is not None for items in state.conditions.values() for c in items)


def put_condition(state: EncounterState, actor: str, condition: Condition) -> None:
    """Give ``condition`` (a copy: the state counts its own down) to ``actor``; one of the
    same name is replaced, in its place."""
    condition = condition.model_copy()
    items = list(conditions_of(state, actor))
    for index, item in enumerate(items):
        if item.named(condition.name):
            items[index] = condition
            break
    else:
        items.append(condition)
    state.conditions[actor] = items


def drop_condition(state: EncounterState, actor: str, name: str) -> None:
    items = [c for c in conditions_of(state, actor) if not c.named(name)]
    if items:
        state.conditions[actor] = items
    else:
        state.conditions.pop(actor, None)


def forget_actor(state: EncounterState, actor: str) -> None:
    """A removed combatant takes its conditions and its note with it."""
    state.conditions.pop(actor, None)
    state.notes.pop(actor, None)


def count_start(state: EncounterState) -> None:
    """A unit started: every timed condition has one unit fewer to go (never below 0).

    In place: the state owns its conditions (:func:`put_condition` copies the event's),
    and a new pydantic object for each would cost a replay far more than the count."""
    for items in state.conditions.values():
        for condition in items:
            if condition.remaining:
                condition.remaining -= 1


def due_at_start(state: EncounterState) -> list[tuple[str, str]]:
    """(actor, name) of the conditions that end now that their last unit starts."""
    return _due(state, "start")


def due_at_end(state: EncounterState) -> list[tuple[str, str]]:
    """(actor, name) of the conditions that end when the unit running now ends."""
    return _due(state, "end")


def _due(state: EncounterState, ends: Ends) -> list[tuple[str, str]]:
    return [
        (actor, c.name)
        for actor, items in state.conditions.items()
        for c in items
        if c.remaining == 0 and c.ends == ends
    ]
