"""What the players saw, step by step: the public view (G5, G6) after each standing
record, kept only where it changed, for the players' recap (``degaine export --public``).

A step the players could not see (a hidden combatant's wound, a GM-only note) changes
nothing public, so it is no step here: their count would tell that something happened.
Undone records are left out: once undone, the players' board no longer showed them.
Before the first round only the last board counts (who is in the fight as it starts):
the board filling up one name at a time is the GM's setting up, not the fight.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules.core import apply_event
from rules.public import public_view
from rules.state import EncounterState
from rules.view import state_view

if TYPE_CHECKING:
    from rules.encounter import Record
    from rules.journal_records import StoredRecord


@dataclass(frozen=True)
class PublicStep:
    """The players' board as it stood after a change they could see."""

    round: int
    board: dict[str, Any]


def public_steps(records: Sequence["Record"], head: int) -> list[PublicStep]:
    """Each public view the first ``head`` records gave, once per change."""
    state = EncounterState()
    steps: list[PublicStep] = []
    for record in records[:head]:
        for event in record.events:
            apply_event(state, event)
        board = public_view(state_view(state))
        if steps and steps[-1].board == board:
            continue
        if steps and steps[-1].round == 0 == state.game.round:
            steps.pop()  # still setting up: this board replaces the one before
        steps.append(PublicStep(round=state.game.round, board=board))
    return steps


def public_steps_of_stored(
    stored: Sequence["StoredRecord"], head: int, encounter_id: int, name: str
) -> list[PublicStep]:
    """:func:`public_steps` of records as the store holds them; a record that cannot be
    replayed raises :class:`~rules.errors.DamagedJournal`, naming the encounter and it."""
    from rules.damage import damaged_journal
    from rules.encounter import revive

    standing = stored[:head]
    try:
        return public_steps([revive(record) for record in standing], head)
    except Exception as error:  # any record that does not replay: say which one
        raise damaged_journal(encounter_id, name, standing, error, revive) from None
