"""Who is likely to act next: the countdown played forward on a copy (Z3, Z5, G4).

Nobody knows what a combatant will do, so the projection assumes each one
repeats the cost of its last action in this Sequence, and that those who have
not acted yet pay the cost table's median. It reads only the public state JSON
(``rules.view.state_json``) and changes nothing: it is a forecast for the GM,
labelled as such wherever it is shown.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from statistics import median_low
from typing import Literal

from rules.order import Entry, Move, compute_order
from rules.systems.zebra.views import ZebraActor, ZebraView

#: Where a projected cost comes from: the actor's own last action, or the table.
CostSource = Literal["last", "median"]


@dataclass(frozen=True)
class ProjectedTurn:
    """One turn of the forecast: ``actor`` pays ``cost``, from ``before`` to ``after``."""

    actor: str
    before: int
    cost: int
    after: int
    source: CostSource
    #: Others share the head slot with it (a tie the GM settles, or simultaneous, Z5).
    shared: bool = False


def median_cost(costs: Mapping[str, int]) -> int:
    """The cost table's median (the lower one for an even table); 1 for an empty table."""
    return median_low(costs.values()) if costs else 1


def last_costs(state: ZebraView) -> dict[str, int]:
    """Each actor's cost in its latest action of this Sequence."""
    costs: dict[str, int] = {}
    for entry in state.done:
        cost = entry.detail.cost
        if cost is not None:
            costs[entry.actor] = cost
    return costs


def project_turns(state: ZebraView, count: int) -> list[ProjectedTurn]:
    """The next ``count`` turns (fewer if the Sequence ends first), the head first.

    Ranks follow Z5 as the rules do (the counter, then the static part and the
    d20, unless ties are simultaneous); the GM's moves (G4) hold until the moved
    actor has acted, in the forecast as on the board. In a shared head slot the
    first listed acts first, as the board's cursor would suggest.
    """
    pending = {entry.actor: entry.score for slot in state.order for entry in slot}
    if count <= 0 or not pending:
        return []
    actors = state.actors
    simultaneous = state.options.simultaneous
    fallback = median_cost(state.costs.actions)
    known = last_costs(state)
    # Equal ranks keep the order the rules give them, which is the order the
    # combatants were added (a combatant brought back mid-Sequence aside); a pending
    # entry's score is its actor's counter (Z3).
    counters = {actor: pending[actor] for actor in actors if actor in pending}
    # A move's key is the actor's own key in zebra (one entry per actor).
    moves = [Move(key=move.key, before=move.before) for move in state.moves]
    turns: list[ProjectedTurn] = []
    while len(turns) < count:
        entries = [
            Entry(
                key=actor,
                actor=actor,
                score=value,
                rank=rank(actors[actor], value, simultaneous),
            )
            for actor, value in counters.items()
            if value > 0
        ]
        if not entries:
            break
        head = compute_order(entries, moves)[0]
        actor = head[0].actor
        cost = known.get(actor, fallback)
        before = counters[actor]
        turns.append(
            ProjectedTurn(
                actor=actor,
                before=before,
                cost=cost,
                after=before - cost,
                source="last" if actor in known else "median",
                shared=len(head) > 1,
            )
        )
        counters[actor] = before - cost
        moves = [move for move in moves if move.key != actor]
    return turns


def rank(actor: ZebraActor, value: int, simultaneous: bool) -> tuple[int, ...]:
    """Z5, as ``reading.rank`` computes it, from the JSON's numbers."""
    if simultaneous:
        return (value,)
    return (value, actor.static or 0, actor.d20 or 0)
