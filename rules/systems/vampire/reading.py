"""Reading a vampire turn: who can act, the pending entries, who declares next."""

from typing import cast

from i18n import N_, _
from rules.memo import StateMemo
from rules.order import Entry, compute_order
from rules.state import EncounterState
from rules.systems.vampire.model import (
    WOUND_PENALTY,
    Declaration,
    Initiative,
    VampireGame,
    VampireOptions,
    VampireStats,
)

MAIN = 1
"""Rank prefix of main actions; extra actions use -1, -2, … so they come last (V6)."""

_ENTRIES: StateMemo[list[Entry]] = StateMemo()
_UNDECLARED: StateMemo[list[list[Entry]]] = StateMemo()


def extra_key(actor: str, number: int) -> str:
    return f"{actor}+{number}"


def game_of(state: EncounterState) -> VampireGame:
    return cast(VampireGame, state.game)


def options_of(state: EncounterState) -> VampireOptions:
    return VampireOptions.model_validate(state.options)


def stats_of(state: EncounterState, actor: str) -> VampireStats:
    return VampireStats.model_validate(state.combatants[actor].stats)


def can_act(state: EncounterState, actor: str) -> bool:
    combatant = state.combatants.get(actor)
    if combatant is None or combatant.out:
        return False
    return WOUND_PENALTY[game_of(state).wounds.get(actor, "healthy")] is not None


def extras(game: VampireGame, actor: str) -> int:
    declared = game.declarations.get(actor)
    return game.initiative[actor].committed + (declared.extra if declared else 0)


def willpower_left(state: EncounterState, actor: str) -> int:
    spent = game_of(state).willpower_spent.get(actor, 0)
    return stats_of(state, actor).willpower - spent


def initiative_for(
    state: EncounterState, actor: str, die: int | None, committed: int
) -> Initiative:
    """V1: 1d10 + Dexterity + Wits − wound penalty + Celerity dots kept for speed."""
    stats = stats_of(state, actor)
    penalty = WOUND_PENALTY[game_of(state).wounds.get(actor, "healthy")] or 0
    rating = stats.dexterity + stats.wits - penalty + (stats.celerity - committed)
    return Initiative(
        total=rating + (die or 0), rating=rating, penalty=penalty, committed=committed
    )


def all_entries(state: EncounterState) -> list[Entry]:
    """Every action of the open turn not yet resolved, waiting delays included."""
    return _ENTRIES.get(state, lambda: compute_entries(state))


def compute_entries(state: EncounterState) -> list[Entry]:
    game = game_of(state)
    if not game.turn_open:
        return []
    resolved = {entry.key for entry in game.done}
    entries: list[Entry] = []
    for actor, initiative in game.initiative.items():
        if not can_act(state, actor):
            continue
        declared = game.declarations.get(actor, Declaration())
        if actor not in resolved:
            entries.append(
                Entry(
                    key=actor,
                    actor=actor,
                    action=declared.action,
                    score=initiative.total,
                    rank=(MAIN, initiative.total, initiative.rating),
                    tags=[N_("delayed")] if declared.delay else [],
                )
            )
        for number in range(1, extras(game, actor) + 1):
            key = extra_key(actor, number)
            if key not in resolved:
                entries.append(
                    Entry(
                        key=key,
                        actor=actor,
                        action=_("extra action {number}").format(number=number),
                        score=initiative.total,
                        rank=(-number, initiative.total, initiative.rating),
                        tags=[N_("extra")],
                    )
                )
    return entries


def pending_entries(state: EncounterState) -> list[Entry]:
    """The entries still to act, delayed ones whose rank has come (waiting) left out."""
    waiting = set(game_of(state).waiting)
    return [entry for entry in all_entries(state) if entry.key not in waiting]


def waiting_entries(state: EncounterState) -> list[Entry]:
    waiting = game_of(state).waiting
    return [entry for entry in all_entries(state) if entry.key in waiting]


def undeclared(state: EncounterState) -> list[list[Entry]]:
    """Slots of actors still to declare, fastest first (declaration runs backwards, V3)."""
    return _UNDECLARED.get(state, lambda: compute_undeclared(state))


def compute_undeclared(state: EncounterState) -> list[list[Entry]]:
    game = game_of(state)
    mains = [
        entry
        for entry in pending_entries(state)
        if entry.key == entry.actor and entry.actor not in game.declarations
    ]
    return compute_order(mains, state.moves)
