"""The store's part that opening an encounter, and reading back from it, needs.

A mixin of :class:`~rules.journal.JournalStore`, which owns the connection and its
transactions. Opening reads the latest snapshot and the records after it in one
transaction (:meth:`ResumeStore.resume`); an undo that reaches records not read
yet reads them, and snapshots, only while the encounter is still at the revision
the reader holds, since another window may have rewritten them since.
"""

import sqlite3
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager

from i18n import _
from rules.errors import DamagedJournal, StaleEncounter
from rules.journal_records import StoredRecord, UnreadableRecord, decode_record, read_stamp
from rules.journal_snapshots import (
    Resumed,
    Snapshot,
    latest_snapshot,
    read_resume,
    read_rows,
    save_snapshot,
)


class ResumeStore:
    """Opening and reading back (see the module's doc)."""

    _db: sqlite3.Connection

    def _transaction(self) -> AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError  # the store's own: BEGIN IMMEDIATE, COMMIT or ROLLBACK

    def revision(self, encounter_id: int) -> int | None:
        raise NotImplementedError  # the store's own

    def encounter_name(self, encounter_id: int) -> str:
        raise NotImplementedError  # the store's own

    @contextmanager
    def reading(self) -> Iterator["ResumeStore"]:
        """Read several things as of one moment, even while another process writes
        (inside another ``reading``, that one's moment)."""
        if self._db.in_transaction:
            yield self
            return
        self._db.execute("BEGIN")
        try:
            yield self
        finally:
            self._db.execute("COMMIT")

    def resume(self, encounter_id: int, recent: int) -> Resumed:
        """What opening the encounter needs (see :class:`~rules.journal_snapshots.Resumed`):
        KeyError if there is no such encounter, :class:`~rules.errors.DamagedJournal` if
        a record it reads is not JSON."""
        with self.reading():
            row = self._db.execute(
                "SELECT head, revision, name FROM encounters WHERE id = ?", (encounter_id,)
            ).fetchone()
            if row is None:
                raise KeyError(encounter_id)
            try:
                return read_resume(self._db, encounter_id, int(row[0]), int(row[1]), recent)
            except UnreadableRecord as error:
                raise DamagedJournal(encounter_id, str(row[2]), error.seq, error.problem) from None

    def _still_at(self, encounter_id: int, revision: int) -> None:
        if self.revision(encounter_id) != revision:
            # The records may have been rewritten since the caller read its own.
            raise StaleEncounter(_("Another window changed this encounter."))

    def snapshot_between(
        self, encounter_id: int, revision: int, above: int, at_most: int
    ) -> Snapshot | None:
        """The latest snapshot after record ``above`` and at most at ``at_most``, if the
        encounter is still at ``revision`` (else :class:`StaleEncounter`)."""
        with self.reading():
            self._still_at(encounter_id, revision)
            return latest_snapshot(self._db, encounter_id, at_most, above)

    def records_at(
        self, encounter_id: int, revision: int, first: int, last: int
    ) -> tuple[list[StoredRecord], list[str]]:
        """Records ``first`` to ``last`` (1-based, both included) and their stamps, if the
        encounter is still at ``revision`` (else :class:`StaleEncounter`);
        :class:`~rules.errors.DamagedJournal` if one is not JSON."""
        with self.reading():
            self._still_at(encounter_id, revision)
            try:
                return read_rows(self._db, encounter_id, first, last)
            except UnreadableRecord as error:
                name = self.encounter_name(encounter_id)
                raise DamagedJournal(encounter_id, name, error.seq, error.problem) from None

    def keep_snapshots(self, encounter_id: int, states: dict[int, str], *, revision: int) -> bool:
        """Save snapshots (each the state after record ``head``, by head) if the encounter
        is still at ``revision`` (the one they were folded from); it moves no revision: a
        snapshot is only a cache. True if they were saved."""
        with self._transaction() as db:
            if self.revision(encounter_id) != revision:
                return False
            for head, state in states.items():
                save_snapshot(db, encounter_id, head, state)
        return True

    def snapshot_heads(self, encounter_id: int) -> list[int]:
        """The heads the encounter has snapshots at, in order."""
        rows = self._db.execute(
            "SELECT head FROM snapshots WHERE encounter_id = ? ORDER BY head", (encounter_id,)
        )
        return [int(head) for (head,) in rows]

    def extent(self, encounter_id: int) -> tuple[int, int, int]:
        """``(head, revision, records)`` of the encounter (KeyError if there is none)."""
        row = self._db.execute(
            "SELECT head, revision, (SELECT count(*) FROM journal WHERE encounter_id = id)"
            " FROM encounters WHERE id = ?",
            (encounter_id,),
        ).fetchone()
        if row is None:
            raise KeyError(encounter_id)
        return int(row[0]), int(row[1]), int(row[2])

    def stamp(self, encounter_id: int, seq: int) -> str | None:
        """When record ``seq`` was written (None: there is no such record)."""
        return read_stamp(self._db, encounter_id, seq)

    def added(self, encounter_id: int, upto: int) -> list[StoredRecord]:
        """The records up to ``upto`` that add combatants (an index finds them: a long
        journal holds few), decoded but not validated: what names everyone it named."""
        rows = self._db.execute(
            # INDEXED BY: the planner would take the primary key and read every row.
            "SELECT seq, command, events FROM journal INDEXED BY journal_adds"
            " WHERE encounter_id = ? AND seq <= ?"
            " AND CASE WHEN json_valid(command) THEN json_extract(command, '$.cmd') END = 'add'"
            " ORDER BY seq",
            (encounter_id, upto),
        ).fetchall()
        try:
            return [decode_record(seq, command, events) for seq, command, events in rows]
        except UnreadableRecord as error:
            name = self.encounter_name(encounter_id)
            raise DamagedJournal(encounter_id, name, error.seq, error.problem) from None
