"""Reading a Sequence: who is still in, the pending entries, the cost table."""

from rules.order import Entry, compute_order
from rules.state import EncounterState
from rules.systems.zebra.costs import default_costs
from rules.systems.zebra.model import CostTable, ZebraGame, ZebraOptions


def in_fight(state: EncounterState, actor: str) -> bool:
    combatant = state.combatants.get(actor)
    return combatant is not None and not combatant.out


def still_in(state: EncounterState, game: ZebraGame) -> list[str]:
    """Actors still to act in this Sequence: in the fight, counter above 0 (Z6)."""
    return [
        actor
        for actor, counter in game.counters.items()
        if counter.value > 0 and in_fight(state, actor)
    ]


def is_running(state: EncounterState, game: ZebraGame) -> bool:
    """A Sequence runs until every counter of those in the fight is 0 or below (Z7)."""
    return game.round > 0 and bool(still_in(state, game))


def rank(game: ZebraGame, options: ZebraOptions, actor: str) -> tuple[int, ...]:
    """Z3 and Z5: the counter; then the static part and the d20, unless ties are
    simultaneous. Entries left with equal ranks share a slot: the GM chooses."""
    counter = game.counters[actor]
    if options.tie == "simultaneous":
        return (counter.value,)
    return (counter.value, counter.static, counter.d20)


def pending_entries(state: EncounterState, game: ZebraGame, options: ZebraOptions) -> list[Entry]:
    entries = []
    for actor in still_in(state, game):
        counter = game.counters[actor]
        entries.append(
            Entry(
                key=actor,
                actor=actor,
                score=counter.value,
                rank=rank(game, options, actor),
                detail={"static": counter.static, "d20": counter.d20},
            )
        )
    return entries


def head_slot(state: EncounterState, game: ZebraGame, options: ZebraOptions) -> list[Entry]:
    """The first slot of the order, GM moves included (G4); empty when nobody is in."""
    slots = compute_order(pending_entries(state, game, options), state.moves)
    return slots[0] if slots else []


def cost_table(game: ZebraGame) -> CostTable:
    """The campaign's table, or the shipped house defaults (Z4)."""
    return game.costs if game.costs is not None else default_costs()


def names(state: EncounterState, actors: list[str], joiner: str) -> str:
    return joiner.join(state.combatants[actor].name for actor in actors)
