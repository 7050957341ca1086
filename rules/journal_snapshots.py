"""Full state snapshots kept beside the journal, so resuming folds only its tail.

A snapshot is the :class:`~rules.state.EncounterState` after the first ``head``
records (whatever the encounter's head is now), as pydantic's JSON, with the number
of its format. The store writes one in the transaction that appends record
``head`` when ``head`` is a multiple of :data:`SNAPSHOT_EVERY`, and drops every
snapshot past a record the same transaction rewrites, so a snapshot always agrees
with the records before it. Opening an encounter takes the latest one at or before
the head and folds the records after it; undo reaches further back the same way.

Snapshots are only a cache of the journal's fold (G2): one in an unknown format,
or that does not validate, is no snapshot, and the journal is replayed instead.
"""

import json
import sqlite3
from typing import TYPE_CHECKING, NamedTuple

from rules.journal_records import StoredRecord, decode_record

if TYPE_CHECKING:
    # The models load on first use: opening a store (the encounter list) needs none.
    from rules.state import EncounterState

#: The shape of :func:`encode_snapshot`'s JSON; another number is ignored when read.
SNAPSHOT_FORMAT = 1

#: A snapshot every 256 records: opening then folds at most 255 (a few milliseconds),
#: and a command pays for one state JSON in 256 (measured: 0.05 ms for a dozen
#: combatants, 1 ms for 200). One at every command would make a command at 200
#: combatants 12.4 ms → 17.1 ms, for an open that saves at most 255 folds.
SNAPSHOT_EVERY = 256


def encode_snapshot(state: "EncounterState") -> str:
    # serialize_as_any: the field is typed GameState, but it holds the system's own
    # game model, whose fields must be kept too.
    return state.model_dump_json(serialize_as_any=True)


def decode_snapshot(snapshot_format: int, text: str) -> "EncounterState | None":
    """The state a snapshot holds; None if it is not one this version reads."""
    from pydantic import ValidationError

    from rules.state import EncounterState, GameState
    from rules.systems import SYSTEMS, get_system

    if snapshot_format != SNAPSHOT_FORMAT:
        return None
    try:
        data = json.loads(text)
        if not isinstance(data, dict):
            return None
        game = data.pop("game", {})
        system = data.get("system")
        if system is not None and system not in SYSTEMS:
            return None
        state = EncounterState.model_validate(data)
        model = get_system(system).game_model if system is not None else GameState
        state.game = model.model_validate(game)
    except (ValueError, TypeError, RecursionError, ValidationError):
        return None
    return state


class Snapshot(NamedTuple):
    """A snapshot row as the store holds it (decoded by :func:`decode_snapshot`)."""

    head: int
    format: int
    state: str


class Resumed(NamedTuple):
    """What opening an encounter reads, in one transaction: the latest snapshot at or
    before the head, and the records after it up to the head (at least the last
    ``recent``); the records before them, and the undone ones, are read when asked."""

    head: int
    revision: int
    #: How many records the journal holds, the undone ones included.
    total: int
    snapshot: Snapshot | None
    #: Records ``first + 1`` to ``head``, with their write stamps.
    first: int
    records: list[StoredRecord]
    stamps: list[str]


def latest_snapshot(
    db: sqlite3.Connection, encounter_id: int, at_most: int, above: int = 0
) -> Snapshot | None:
    row = db.execute(
        "SELECT head, format, state FROM snapshots WHERE encounter_id = ? AND head <= ?"
        " AND head > ? ORDER BY head DESC LIMIT 1",
        (encounter_id, at_most, above),
    ).fetchone()
    return Snapshot(int(row[0]), int(row[1]), str(row[2])) if row else None


def read_rows(
    db: sqlite3.Connection, encounter_id: int, first: int, last: int
) -> tuple[list[StoredRecord], list[str]]:
    """Records ``first`` to ``last`` (1-based, both included) and their stamps; raises
    :class:`~rules.journal_records.UnreadableRecord` for one that does not decode."""
    rows = db.execute(
        "SELECT seq, command, events, at FROM journal WHERE encounter_id = ?"
        " AND seq BETWEEN ? AND ? ORDER BY seq",
        (encounter_id, first, last),
    ).fetchall()
    records = [decode_record(seq, command, events) for seq, command, events, _at in rows]
    return records, [str(row[3]) for row in rows]


def read_resume(
    db: sqlite3.Connection, encounter_id: int, head: int, revision: int, recent: int
) -> Resumed:
    """Inside the caller's read transaction (see :class:`Resumed`)."""
    (total,) = db.execute(
        "SELECT count(*) FROM journal WHERE encounter_id = ?", (encounter_id,)
    ).fetchone()
    head = min(head, int(total))
    snapshot = latest_snapshot(db, encounter_id, head)
    # From the snapshot's own record on: its stamp tells a reload whether it still stands.
    first = max(0, min(snapshot.head - 1 if snapshot else 0, head - recent))
    records, stamps = read_rows(db, encounter_id, first + 1, head)
    return Resumed(head, revision, int(total), snapshot, first, records, stamps)


def save_snapshot(db: sqlite3.Connection, encounter_id: int, head: int, state: str) -> None:
    db.execute(
        "INSERT OR REPLACE INTO snapshots(encounter_id, head, format, state) VALUES (?, ?, ?, ?)",
        (encounter_id, head, SNAPSHOT_FORMAT, state),
    )


def drop_snapshots_from(db: sqlite3.Connection, encounter_id: int, seq: int) -> None:
    """Record ``seq`` and those after it are being rewritten: the states after them go."""
    db.execute("DELETE FROM snapshots WHERE encounter_id = ? AND head >= ?", (encounter_id, seq))
