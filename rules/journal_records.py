"""What the journal store hands out: plain records of what SQLite holds.

They are named tuples: they hold what SQLite returns, which needs no validation,
and start-up pays for each class (pydantic, or a dataclass's generated methods,
cost many times what a named tuple does to define).
"""

import json
import sqlite3
from typing import TYPE_CHECKING, Any, NamedTuple

from i18n import _
from rules.json_problems import json_problem
from rules.upcasting import UPCASTERS, UpcastError

if TYPE_CHECKING:
    from rules.roster import RosterCharacter


class EncounterInfo(NamedTuple):
    """One line of the home screen."""

    id: int
    name: str
    system: str | None
    head: int
    created_at: str
    updated_at: str
    #: Moves at every write of the journal or the head (not when the encounter is opened).
    revision: int = 0


def read_encounters(db: sqlite3.Connection) -> list[EncounterInfo]:
    """Every encounter of the store ``db`` holds, the most recently changed first."""
    rows = db.execute(
        "SELECT id, name, system, head, created_at, updated_at, revision FROM encounters"
        " ORDER BY max(updated_at, coalesce(opened_at, '')) DESC, id DESC"
    ).fetchall()
    return [
        EncounterInfo(
            id=row[0],
            name=row[1],
            system=row[2],
            head=row[3],
            created_at=row[4],
            updated_at=row[5],
            revision=row[6],
        )
        for row in rows
    ]


class StoredJournal(NamedTuple):
    """An encounter's records (undone ones included), head and revision, read together."""

    records: list["StoredRecord"]
    head: int
    revision: int


class Written(NamedTuple):
    """What :meth:`JournalStore.append` wrote: the new revision and the record's stamp."""

    revision: int
    stamp: str


class StoredRecord(NamedTuple):
    """One journal row: the command as given and the events it caused, as JSON."""

    seq: int
    command: dict[str, Any]
    events: list[dict[str, Any]]


class UnreadableRecord(ValueError):
    """A journal row whose JSON does not decode, or is not a command and its events."""

    def __init__(self, seq: int, problem: str) -> None:
        super().__init__(f"record {seq}: {problem}")
        self.seq = seq
        self.problem = problem


def read_stamp(db: sqlite3.Connection, encounter_id: int, seq: int) -> str | None:
    """When record ``seq`` was written (None: there is no such record). A rewritten record
    gets a new stamp: the same stamp at the same place means the same record."""
    row = db.execute(
        "SELECT at FROM journal WHERE encounter_id = ? AND seq = ?", (encounter_id, seq)
    ).fetchone()
    return str(row[0]) if row else None


def decode_record(seq: int, command: str, events: str) -> StoredRecord:
    """A journal row as JSON, its events brought to their current versions (see
    :mod:`rules.upcasting`); raises :class:`UnreadableRecord` when it is not one."""
    try:
        decoded_command = json.loads(command)
        decoded_events = json.loads(events)
    except (ValueError, TypeError, RecursionError) as error:
        reason = (
            json_problem(error) if isinstance(error, json.JSONDecodeError) else type(error).__name__
        )
        raise UnreadableRecord(seq, _("not valid JSON ({reason})").format(reason=reason)) from None
    if not isinstance(decoded_command, dict) or not (
        isinstance(decoded_events, list) and all(isinstance(e, dict) for e in decoded_events)
    ):
        raise UnreadableRecord(seq, _("not a command and a list of events"))
    try:
        current = UPCASTERS.upcast_all(decoded_events)
    except UpcastError as error:
        raise UnreadableRecord(seq, str(error)) from None
    return StoredRecord(seq=seq, command=decoded_command, events=current)


def encode_events(events: list[dict[str, Any]]) -> str:
    """Events (their models' JSON) as a journal row stores them: each with its version."""
    return json.dumps([UPCASTERS.stamp(event) for event in events])


class RosterRead(NamedTuple):
    """The roster's characters that could be read, and one line per row that could not."""

    characters: list["RosterCharacter"]
    unreadable: list[str]
