"""The order the GM reads before the reveal: who has not declared counts with its
whole pool (W4, 27.2 of the issues: "the opponent's 7 goes before both").

Before the reveal an actor who has not declared will act with its whole pool if it
declares nothing (:func:`~rules.systems.western.turn.decide_reveal`). Ranking only
the declared actions puts a 5 and a 3 above an undeclared 7 that fires first: the
GM's board, and the odds of a sacrifice or a token, would then lie. The preview
puts that would-be action in its place, tagged so that nobody takes it for a
declaration; the state's ``order`` itself keeps only what was declared.
"""

from i18n import N_
from rules.order import Entry, compute_order
from rules.state import EncounterState
from rules.systems.western.commands import Declare
from rules.systems.western.entries import action_entry, turn_entries
from rules.systems.western.lookup import game_of, undeclared
from rules.systems.western.turn import build_actions

#: Tag of a would-be entry: the whole pool of an actor who has not declared yet.
NOT_DECLARED = N_("not declared yet")


def would_be_entries(state: EncounterState) -> list[Entry]:
    """Each undeclared actor's whole pool as one entry, while the scores are not told.

    None in a duel: its entries are masked until the reveal (W10), and a duelist's
    pool in the order would tell the other what is at stake.
    """
    game = game_of(state)
    if not game.open or game.revealed or game.duel:
        return []
    entries = []
    for actor in undeclared(state):
        for action in build_actions(state, actor, Declare(actor=actor)):
            entry = action_entry(state, actor, action)
            entries.append(entry.model_copy(update={"tags": [*entry.tags, NOT_DECLARED]}))
    return entries


def preview_entries(state: EncounterState) -> list[Entry]:
    """The pending entries, with the undeclared actors' whole pools among them."""
    return [*turn_entries(state), *would_be_entries(state)]


def preview_order(state: EncounterState) -> list[list[Entry]]:
    """The slots the turn would have if the undeclared declared nothing; empty when
    every actor has declared or the scores are told (the order says it all then)."""
    extra = would_be_entries(state)
    if not extra:
        return []
    return compute_order([*turn_entries(state), *extra], list(state.moves))
