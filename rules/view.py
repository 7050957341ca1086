"""The state as JSON: the contract ``degaine script`` prints and acceptance tests read."""

from typing import Any, Protocol

from rules.order import Entry
from rules.state import EncounterState
from rules.systems import get_system


class Viewable(Protocol):
    """What the state JSON is read from: an :class:`~rules.encounter.Encounter`, or a
    read-only follower of one (the players' board)."""

    @property
    def state(self) -> EncounterState: ...

    def order(self) -> list[list[Entry]]: ...


def state_json(encounter: Viewable) -> dict[str, Any]:
    """``{"system", "round", "phase", "order", "done", "actors"}`` plus system extras."""
    state = encounter.state
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
        numbers.update(system.actor_numbers(state, combatant.id))
        actors[combatant.id] = numbers
    data: dict[str, Any] = {
        "system": state.system,
        "round": state.game.round,
        "phase": system.phase(state),
        "order": [[entry.public() for entry in slot] for slot in encounter.order()],
        "done": [entry.public() for entry in state.game.done],
        "actors": actors,
    }
    if state.name:
        data["name"] = state.name
    if state.moves:
        data["moves"] = [move.model_dump() for move in state.moves]
    data.update(system.extra_view(state))
    return data
