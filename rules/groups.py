"""Groups of identical combatants (G7): adding one in a step, rolling once, leaving.

A group is added by one ``add`` with a ``count``: one command, so one undo removes
it. With ``roll_once`` its members share one roll and act in one slot; what a shared
roll is depends on the system, which asks :func:`roll_leads` and :func:`mates` here.
A member leaves the group by an override, a wound or being marked out: from then on
it is a combatant like any other, keeping the score it has for the rest of the round.
"""

import re
from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

from pydantic import ValidationError

from i18n import _
from rules.combatant import Combatant, Group
from rules.commands import AddCombatant, Command, MarkOut, MoveEntry, SetScore
from rules.errors import InvalidCommand, Refused
from rules.events import CombatantAdded, Event, GroupFormed, GroupLeft
from rules.state import EncounterState

V = TypeVar("V")

#: A combatant's longest name and id (see :class:`rules.combatant.Combatant`).
NAME_MAX = 60
ID_MAX = 40

#: The core's commands by which a member leaves its group (G4 overrides, G7).
CORE_LEAVING: tuple[type[Command], ...] = (SetScore, MoveEntry, MarkOut)


def member_id(group_id: str, number: int) -> str:
    return f"{group_id}-{number}"


def member_name(name: str, number: int) -> str:
    return f"{name} {number}"


def decide_group(
    state: EncounterState, command: AddCombatant, normalize: Callable[[], dict[str, object]]
) -> list[Event]:
    """G7: ``count`` members, each its own combatant, then the group they form.

    ``normalize`` checks the stats, once the ids are known to be free (as for one ``add``).
    """
    if command.id in state.groups:
        raise Refused(_("There is already a group with id '{id}'.").format(id=command.id))
    if command.id in state.combatants:
        raise Refused(_("There is already a combatant with id '{id}'.").format(id=command.id))
    for number in range(1, command.count + 1):
        actor = member_id(command.id, number)
        if actor in state.combatants:
            raise Refused(_("There is already a combatant with id '{id}'.").format(id=actor))
    stats = normalize()
    events: list[Event] = []
    for number in range(1, command.count + 1):
        actor = member_id(command.id, number)
        try:
            combatant = Combatant(
                id=actor,
                name=member_name(command.name, number),
                side=command.side,
                hidden=command.hidden,
                stats=dict(stats),
            )
        except ValidationError:
            raise InvalidCommand(
                _(
                    "add: id and name are too long for a group of {count}"
                    " (the members are {id} and {name})."
                ).format(
                    count=command.count,
                    id=actor,
                    name=member_name(command.name, number),
                )
            ) from None
        events.append(CombatantAdded(combatant=combatant))
    members = [member_id(command.id, number) for number in range(1, command.count + 1)]
    group = Group(name=command.name, members=members, roll_once=command.roll_once)
    events.append(GroupFormed(id=command.id, group=group))
    return events


def check_group_fields(command: AddCombatant) -> None:
    """``roll_once`` means something only for a group."""
    if command.roll_once and command.count < 2:
        raise InvalidCommand(_("add: roll_once needs a count of 2 or more (a group, G7)."))


def group_of(state: EncounterState, actor: str) -> str | None:
    """The id of the roll-once group ``actor`` is still in, if any."""
    for group_id, group in state.groups.items():
        if group.roll_once and actor in group.members:
            return group_id
    return None


def mates(state: EncounterState, actor: str) -> list[str]:
    """``actor`` and the members of its roll-once group still in the fight, in order.

    Just ``[actor]`` for a combatant in no such group.
    """
    group_id = group_of(state, actor)
    if group_id is None:
        return [actor]
    members = state.groups[group_id].members
    return [m for m in members if m == actor or not state.combatants[m].out]


def roll_leads(state: EncounterState, rollers: Sequence[str]) -> dict[str, str]:
    """For each roller, the roller whose roll it shares: the first of its roll-once
    group among ``rollers`` (itself when it is that first, or in no such group)."""
    leads: dict[str, str] = {}
    first: dict[str, str] = {}
    for actor in rollers:
        group_id = group_of(state, actor)
        leads[actor] = actor if group_id is None else first.setdefault(group_id, actor)
    return leads


def shared_typed(
    state: EncounterState, rollers: Sequence[str], typed: Mapping[str, V], field: str
) -> dict[str, V]:
    """What the GM typed per actor, given to the first of each roll-once group.

    A group rolls once: a value typed for any member is the group's, and two
    different values for one group are refused, naming its members.
    """
    leads = roll_leads(state, rollers)
    found: dict[str, V] = {}
    for actor, value in typed.items():
        lead = leads.get(actor, actor)
        if lead in found and found[lead] != value:
            group_id = group_of(state, actor)
            name = state.groups[group_id].name if group_id else actor
            raise Refused(
                _("The group {name} rolls once: give one value for it, not two.").format(name=name),
                field,
            )
        found[lead] = value
    return found


def leaving(state: EncounterState, command: Command, leaves: bool) -> list[Event]:
    """G7: the member that a command which ``leaves`` aims at leaves its roll-once group."""
    if not leaves or (isinstance(command, MarkOut) and not command.out):
        return []
    actor = getattr(command, "actor", None)
    if not isinstance(actor, str):
        return []
    group_id = group_of(state, actor)
    if group_id is None:
        return []
    return [GroupLeft(group=group_id, actor=actor)]


def apply_group_event(state: EncounterState, event: Event) -> None:
    if isinstance(event, GroupFormed):
        state.groups[event.id] = event.group.model_copy(deep=True)
    elif isinstance(event, GroupLeft):
        group = state.groups.get(event.group)
        if group is not None:
            group.members = [m for m in group.members if m != event.actor]


def forget_member(state: EncounterState, actor: str) -> None:
    """A removed combatant is in no group any more."""
    for group in state.groups.values():
        if actor in group.members:
            group.members = [m for m in group.members if m != actor]


_NUMBERED = re.compile(r"^(.*\S)\s+(\d+)$")
_NUMBERED_ID = re.compile(r"^(.*?)-?(\d+)$")


def duplicate_of(state: EncounterState, actor: str) -> AddCombatant:
    """The ``add`` that duplicates ``actor``: same stats and side, the next free name.

    "Thug 3" becomes the first free "Thug N" (N from 2), "Ann" becomes "Ann 2"; the
    id follows the same way. The copy is in no group: a group is added in one step.
    """
    combatant = state.combatant(actor)
    name_match = _NUMBERED.match(combatant.name)
    base_name = name_match.group(1) if name_match else combatant.name
    id_match = _NUMBERED_ID.match(combatant.id)
    base_id = id_match.group(1) if id_match and id_match.group(1) else combatant.id
    names = {c.name for c in state.combatants.values()}
    taken = set(state.combatants) | set(state.groups)
    number = 2
    while True:
        suffix = len(str(number)) + 1
        name = member_name(base_name[: NAME_MAX - suffix], number)
        new_id = member_id(base_id[: ID_MAX - suffix], number)
        if name not in names and new_id not in taken:
            break
        number += 1
    return AddCombatant(
        id=new_id,
        name=name,
        side=combatant.side,
        hidden=combatant.hidden,
        stats=dict(combatant.stats),
    )
