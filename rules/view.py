"""The state as JSON: the contract ``degaine script`` prints and acceptance tests read."""

from typing import Any, Protocol

from rules.memo import StateMemo
from rules.order import Entry, compute_order
from rules.state import EncounterState
from rules.systems import get_system

__all__ = ["order_of", "state_json", "state_view"]

_ORDERS: StateMemo[list[list[Entry]]] = StateMemo()
_VIEWS: StateMemo[dict[str, Any]] = StateMemo()


def order_of(state: EncounterState) -> list[list[Entry]]:
    """The pending slots in resolution order (computed once per change of the state)."""
    system_name = state.system
    if system_name is None:
        return []
    system = get_system(system_name)
    return _ORDERS.get(state, lambda: compute_order(system.pending(state), state.moves))


class Viewable(Protocol):
    """What the state JSON is read from: an :class:`~rules.encounter.Encounter`, or a
    read-only follower of one (the players' board)."""

    @property
    def state(self) -> EncounterState: ...


def state_json(encounter: Viewable) -> dict[str, Any]:
    """``{"system", "round", "phase", "order", "done", "actors"}`` plus system extras."""
    return state_view(encounter.state)


def state_view(state: EncounterState) -> dict[str, Any]:
    """The state JSON of ``state``; computed once per change, so callers must not modify it."""
    return _VIEWS.get(state, lambda: _build(state))


def _build(state: EncounterState) -> dict[str, Any]:
    if state.system is None:
        return {
            "system": None,
            "round": 0,
            "phase": "setup",
            "order": [],
            "done": [],
            "actors": {},
        }
    system = get_system(state.system)
    actors: dict[str, Any] = {}
    # G7: each member's group, found once for all actors (the first group that holds it,
    # as a search per actor would find it).
    group_of: dict[str, str] = {}
    for group_id, found in state.groups.items():
        for member in found.members:
            group_of.setdefault(member, group_id)
    for combatant in state.combatants.values():
        numbers: dict[str, Any] = {
            "name": combatant.name,
            "side": combatant.side,
            "hidden": combatant.hidden,
            "out": combatant.out,
            # The G4 flag keeps its own key: a system may give ``out`` its own
            # meaning (zebra: done for this Sequence).
            "out_of_fight": combatant.out,
        }
        group = group_of.get(combatant.id)
        if group is not None:
            numbers["group"] = group  # G7: the group it is still a member of
        numbers.update(system.actor_numbers(state, combatant.id))
        # G6: what the GM tracks beside the order, in every system.
        numbers["conditions"] = [
            condition.model_dump() for condition in state.conditions.get(combatant.id, [])
        ]
        numbers["note"] = state.notes.get(combatant.id, "")
        actors[combatant.id] = numbers
    data: dict[str, Any] = {
        "system": state.system,
        "round": state.game.round,
        "phase": system.phase(state),
        "order": [[entry.public() for entry in slot] for slot in order_of(state)],
        "done": [entry.public() for entry in state.game.done],
        "actors": actors,
    }
    if state.name:
        data["name"] = state.name
    if state.moves:
        data["moves"] = [move.model_dump() for move in state.moves]
    if state.groups:
        data["groups"] = {
            group_id: group.model_dump(mode="json") for group_id, group in state.groups.items()
        }
    data.update(system.extra_view(state))
    return data
