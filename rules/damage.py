"""Saying, in one line, what is wrong with a stored record that cannot be replayed.

A store written by another version of degaine, edited by hand or cut short can
hold a record whose JSON does not decode, whose events a model refuses, or
whose events do not fold. The GM then reads which encounter, which record and
what is wrong — never a validator's dump of several lines quoting the data.
"""

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from i18n import _, quoted
from i18n.text import clipped
from rules.core import apply_event
from rules.errors import DamagedJournal, RuleError
from rules.journal_records import StoredRecord, UnreadableRecord
from rules.state import EncounterState

if TYPE_CHECKING:
    from rules.encounter import Record


def problem_of(error: BaseException) -> str:
    """One short line saying what ``error`` found wrong."""
    if isinstance(error, RuleError):
        return clipped(error.message)
    if isinstance(error, UnreadableRecord):
        return clipped(error.problem)
    from pydantic import ValidationError

    if isinstance(error, ValidationError):
        errors = error.errors(include_url=False, include_input=False)
        first = errors[0]
        where = ".".join(str(part) for part in first["loc"])
        problem = (
            _("{field}: {problem}").format(field=where, problem=first["msg"])
            if where
            else str(first["msg"])
        )
        if len(errors) > 1:
            problem += " " + _("(and {count} more)").format(count=len(errors) - 1)
        return clipped(problem)
    # The type names the problem better than an empty or numeric message.
    return clipped(f"{type(error).__name__}: {error}")


def damaged_journal(
    encounter_id: int,
    name: str,
    stored: Sequence[StoredRecord],
    error: BaseException,
    revive: Callable[[StoredRecord], "Record"],
) -> DamagedJournal:
    """The error to show for a journal whose replay raised ``error``.

    Replays the records one at a time to find the first one that fails: only on
    this path, so opening a sound encounter costs nothing more.
    """
    if isinstance(error, DamagedJournal):
        return error
    if isinstance(error, UnreadableRecord):
        return DamagedJournal(encounter_id, name, error.seq, error.problem)
    state = EncounterState()
    for record in stored:
        try:
            for event in revive(record).events:
                apply_event(state, event)
        except Exception as found:  # the very failure to report, whatever its type
            return DamagedJournal(encounter_id, name, record.seq, _fold_problem(found))
    return DamagedJournal(encounter_id, name, None, problem_of(error))


def _fold_problem(error: Exception) -> str:
    if isinstance(error, KeyError) and error.args:
        # Folding looked up an id the state does not hold: an event about nobody.
        key = quoted(str(error.args[0]))
        return clipped(_("names {key}, which the encounter does not have").format(key=key))
    return problem_of(error)
