"""A read-only window on the journal store, for a process that follows the GM's.

The players' board reads the store the GM's app writes: SQLite in WAL mode lets
a reader in another process see each commit as it lands. The connection is
opened with ``mode=ro``, so nothing it does can change the store. WAL readers
need the ``-wal`` and ``-shm`` files beside the store; SQLite creates them for a
read-only connection when the GM's process is gone and took them away, as long
as the folder is writable (they hold no data of their own).
"""

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from rules.errors import DamagedJournal
from rules.journal import EncounterInfo, StoredRecord, UnreadableRecord, decode_record
from rules.journal_records import read_encounters, read_stamp
from rules.journal_snapshots import Snapshot, latest_snapshot
from rules.store_file import check_identity, read_only_connection

if TYPE_CHECKING:
    from rules.state import EncounterState


class JournalReader:
    """Reads encounters and journals; never writes (the connection is read-only)."""

    def __init__(self, path: str | Path) -> None:
        self._db = read_only_connection(path, timeout=2.0)
        try:
            check_identity(self._db, path)
        except BaseException:
            self._db.close()
            raise

    def close(self) -> None:
        self._db.close()

    def data_version(self) -> int:
        """Changes whenever another connection commits: a cheap "anything new?"."""
        return int(self._db.execute("PRAGMA data_version").fetchone()[0])

    @contextmanager
    def snapshot(self) -> Iterator["JournalReader"]:
        """Read several things as of one moment, even while the GM commits."""
        self._db.execute("BEGIN")
        try:
            yield self
        finally:
            self._db.execute("COMMIT")

    def latest(self) -> tuple[int, int] | None:
        """``(id, head)`` of the encounter the GM changed or opened last, if any."""
        row = self._db.execute(
            "SELECT id, head FROM encounters"
            " ORDER BY max(updated_at, coalesce(opened_at, '')) DESC, id DESC LIMIT 1"
        ).fetchone()
        return (int(row[0]), int(row[1])) if row else None

    def name(self, encounter_id: int) -> str:
        row = self._db.execute(
            "SELECT name FROM encounters WHERE id = ?", (encounter_id,)
        ).fetchone()
        return str(row[0]) if row else ""

    def stamps(self, encounter_id: int, first: int, last: int) -> list[str]:
        """When records ``first`` to ``last`` (1-based, both included) were written, in order.

        A record rewritten after an undo gets a new stamp: comparing stamps tells a
        follower which of the records it already has still stand.
        """
        rows = self._db.execute(
            "SELECT at FROM journal WHERE encounter_id = ? AND seq BETWEEN ? AND ? ORDER BY seq",
            (encounter_id, first, last),
        )
        return [str(row[0]) for row in rows]

    def stamp(self, encounter_id: int, seq: int) -> str | None:
        """When record ``seq`` was written (None: there is no such record)."""
        return read_stamp(self._db, encounter_id, seq)

    def latest_snapshot(self, encounter_id: int, at_most: int) -> Snapshot | None:
        """The store's latest snapshot at or before record ``at_most``, if any."""
        try:
            return latest_snapshot(self._db, encounter_id, at_most)
        except sqlite3.OperationalError:
            return None  # a store from before snapshots, not migrated yet: replay it all

    def records(self, encounter_id: int, first: int, last: int) -> list[StoredRecord]:
        """Records ``first`` to ``last`` (1-based, both included), in order."""
        return [
            decode_record(seq, command, events)
            for seq, command, events in self._db.execute(
                "SELECT seq, command, events FROM journal"
                " WHERE encounter_id = ? AND seq BETWEEN ? AND ? ORDER BY seq",
                (encounter_id, first, last),
            )
        ]

    def encounters(self) -> list[EncounterInfo]:
        """Every encounter, the most recently changed first (as the GM's app lists them)."""
        return read_encounters(self._db)

    def journal(self, info: EncounterInfo) -> list[StoredRecord]:
        """Every record of the encounter, the undone ones included, in order; a record
        that does not decode raises :class:`DamagedJournal` naming it."""
        try:
            return self.records(info.id, 1, 2**62)
        except UnreadableRecord as error:
            raise DamagedJournal(info.id, info.name, error.seq, error.problem) from None

    def standing(self, info: EncounterInfo) -> tuple["EncounterState | None", list[StoredRecord]]:
        """What the state at the encounter's head folds from: the latest snapshot at or
        before the head that this version reads (None: from the start), and the records
        after it up to the head. A record that does not decode raises
        :class:`DamagedJournal` naming it. Call it inside :meth:`snapshot`."""
        from rules.journal_snapshots import decode_snapshot

        snapshot = self.latest_snapshot(info.id, info.head)
        state = decode_snapshot(snapshot.format, snapshot.state) if snapshot else None
        first = snapshot.head if snapshot is not None and state is not None else 0
        try:
            return state, self.records(info.id, first + 1, info.head)
        except UnreadableRecord as error:
            raise DamagedJournal(info.id, info.name, error.seq, error.problem) from None
