"""The journal store: SQLite (stdlib ``sqlite3``) in WAL mode.

One transaction per command, committed before the command returns: a killed
process or a dropped SSH session loses nothing the GM saw on screen. The
store also keeps the list of encounters and a roster of reusable characters.

Several GM windows (processes) may write one encounter. Each write of its journal or
head names the revision the writer last saw and happens only if the encounter is
still there, in the same transaction; otherwise it raises ``StaleEncounter`` and
writes nothing, so no window ever overwrites a command another one acknowledged.
"""

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from i18n import _
from rules.errors import DamagedJournal, StaleEncounter
from rules.journal_records import EncounterInfo as EncounterInfo
from rules.journal_records import RosterRead as RosterRead
from rules.journal_records import StoredJournal as StoredJournal
from rules.journal_records import StoredRecord as StoredRecord
from rules.journal_records import UnreadableRecord as UnreadableRecord
from rules.journal_records import Written as Written
from rules.journal_records import decode_record as decode_record
from rules.journal_records import encode_events, read_encounters
from rules.journal_resume import ResumeStore
from rules.journal_schema import SCHEMA_VERSION as SCHEMA_VERSION
from rules.journal_schema import create_schema
from rules.journal_snapshots import drop_snapshots_from, save_snapshot
from rules.roster_store import RosterStore
from rules.store_file import check_identity, prepare_store_file, store_errors

if TYPE_CHECKING:
    from rules.roster import RosterCharacter as RosterCharacter


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


def __getattr__(name: str) -> Any:
    # The roster's pydantic model loads on first use: opening a store does not need it.
    if name == "RosterCharacter":
        from rules.roster import RosterCharacter

        return RosterCharacter
    raise AttributeError(name)


class JournalStore(ResumeStore, RosterStore):
    """An SQLite file holding encounters, their journals and the roster
    (:class:`~rules.roster_store.RosterStore` has the roster's part,
    :class:`~rules.journal_resume.ResumeStore` what opening an encounter reads)."""

    def __init__(self, path: str | Path, *, own: bool = False) -> None:
        """Open (or create, privately) the store at ``path``; StoreError says why it cannot.

        ``own``: this is degaine's default store, made private even if it already exists
        (see :mod:`rules.store_file`).
        """
        self.path = str(path)
        with store_errors(self.path):
            prepare_store_file(self.path, own=own)
            self._db = sqlite3.connect(self.path, isolation_level=None, timeout=5.0)
            try:
                # Before the first write: another program's database, or a newer
                # degaine's store, is refused and left as it was.
                check_identity(self._db, self.path)
                self._db.execute("PRAGMA journal_mode=WAL")
                # NORMAL is durable against a killed process in WAL mode (only an OS
                # crash or power loss could drop the last commits) and keeps a command
                # under a millisecond.
                self._db.execute("PRAGMA synchronous=NORMAL")
                self._db.execute("PRAGMA foreign_keys=ON")
                self._create_schema()
            except BaseException:
                self._db.close()
                raise

    def _create_schema(self) -> None:
        with self._transaction() as db:
            create_schema(db)

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield self._db
            self._db.execute("COMMIT")
        except BaseException:
            # A failed COMMIT (a full disk) may leave the transaction open, or SQLite may
            # have rolled it back already: either way nothing of it may stay.
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            raise

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> "JournalStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- encounters --------------------------------------------------------
    def create_encounter(self, name: str = "") -> int:
        stamp = now()
        with self._transaction() as db:
            cursor = db.execute(
                "INSERT INTO encounters(name, created_at, updated_at) VALUES (?, ?, ?)",
                (name, stamp, stamp),
            )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def encounters(self) -> list[EncounterInfo]:
        """Every encounter, the most recently changed first."""
        return read_encounters(self._db)

    def encounter(self, encounter_id: int) -> EncounterInfo | None:
        return next((info for info in self.encounters() if info.id == encounter_id), None)

    def touch(self, encounter_id: int) -> None:
        """The GM opened this encounter: it becomes the latest, the one the players'
        board follows. Opening changes nothing in it, so its revision and its last change
        (``updated_at``, which the encounter list shows) stay."""
        with self._transaction() as db:
            db.execute("UPDATE encounters SET opened_at = ? WHERE id = ?", (now(), encounter_id))

    def delete_encounter(self, encounter_id: int, *, revision: int | None = None) -> None:
        """Delete the encounter; with ``revision``, only if no one wrote it since the
        caller saw that revision (else :class:`StaleEncounter`, and nothing is deleted)."""
        with self._transaction() as db:
            if revision is not None:
                self._claim(db, encounter_id, revision)
            db.execute("DELETE FROM journal WHERE encounter_id = ?", (encounter_id,))
            db.execute("DELETE FROM snapshots WHERE encounter_id = ?", (encounter_id,))
            db.execute("DELETE FROM encounters WHERE id = ?", (encounter_id,))

    # -- journal -----------------------------------------------------------
    def load(self, encounter_id: int) -> tuple[list[StoredRecord], int]:
        """All the encounter's records (undone ones included) and its head.

        Raises :class:`~rules.errors.DamagedJournal` if a record is not JSON.
        """
        journal = self.load_journal(encounter_id)
        return journal.records, journal.head

    def load_journal(self, encounter_id: int) -> StoredJournal:
        """Every record (the undone ones included), the head and the revision, as of one
        moment even while another process writes (KeyError if there is no such encounter).

        Raises :class:`~rules.errors.DamagedJournal` if a record it reads is not JSON.
        """
        self._db.execute("BEGIN")
        try:
            row = self._db.execute(
                "SELECT head, revision, name FROM encounters WHERE id = ?", (encounter_id,)
            ).fetchone()
            if row is None:
                raise KeyError(encounter_id)
            rows = self._db.execute(
                "SELECT seq, command, events FROM journal WHERE encounter_id = ? ORDER BY seq",
                (encounter_id,),
            ).fetchall()
        finally:
            self._db.execute("COMMIT")
        try:
            records = [decode_record(seq, command, events) for seq, command, events in rows]
        except UnreadableRecord as error:
            raise DamagedJournal(encounter_id, str(row[2]), error.seq, error.problem) from None
        return StoredJournal(records, int(row[0]), int(row[1]))

    def encounter_name(self, encounter_id: int) -> str:
        row = self._db.execute(
            "SELECT name FROM encounters WHERE id = ?", (encounter_id,)
        ).fetchone()
        return str(row[0]) if row else ""

    def head(self, encounter_id: int) -> int:
        row = self._db.execute(
            "SELECT head FROM encounters WHERE id = ?", (encounter_id,)
        ).fetchone()
        return int(row[0]) if row else 0

    def revision(self, encounter_id: int) -> int | None:
        """The encounter's revision now; None if it is gone (deleted by another window)."""
        row = self._db.execute(
            "SELECT revision FROM encounters WHERE id = ?", (encounter_id,)
        ).fetchone()
        return int(row[0]) if row else None

    @staticmethod
    def _claim(db: sqlite3.Connection, encounter_id: int, revision: int) -> int:
        """Move the encounter past ``revision``, inside the writer's transaction.

        The check and the move are one statement under ``BEGIN IMMEDIATE``, so of two
        windows that saw the same revision exactly one gets it; the other's whole
        transaction is rolled back by the :class:`StaleEncounter` raised here.
        """
        cursor = db.execute(
            "UPDATE encounters SET revision = revision + 1 WHERE id = ? AND revision = ?",
            (encounter_id, revision),
        )
        if cursor.rowcount != 1:
            raise StaleEncounter(
                _("Another window changed this encounter: the command was not applied.")
            )
        return revision + 1

    def append(
        self,
        encounter_id: int,
        seq: int,
        command: dict[str, Any],
        events: list[dict[str, Any]],
        *,
        name: str,
        system: str | None,
        revision: int,
        snapshot: str | None = None,
    ) -> Written:
        """Record command ``seq`` (1-based), dropping any undone records after it, if
        the encounter is still at ``revision`` (the one the writer last saw); returns
        the new revision. Otherwise :class:`StaleEncounter`, and nothing is written.

        ``snapshot`` (:func:`~rules.journal_snapshots.encode_snapshot` of that state) is
        kept as the snapshot at ``seq``; the snapshots past the records it drops go.
        """
        stamp = now()
        with self._transaction() as db:
            revision = self._claim(db, encounter_id, revision)
            dropped = db.execute(
                "DELETE FROM journal WHERE encounter_id = ? AND seq >= ?", (encounter_id, seq)
            ).rowcount
            db.execute(
                "INSERT INTO journal(encounter_id, seq, command, events, at)"
                " VALUES (?, ?, ?, ?, ?)",
                (encounter_id, seq, json.dumps(command), encode_events(events), stamp),
            )
            if dropped:
                # Snapshots stand for records: only a rewrite after an undo leaves some
                # past ``seq``. A command at the journal's end (nearly every one) pays
                # for no second DELETE.
                drop_snapshots_from(db, encounter_id, seq)
            if snapshot is not None:
                save_snapshot(db, encounter_id, seq, snapshot)
            db.execute(
                "UPDATE encounters SET head = ?, updated_at = ?, name = ?, system = ? WHERE id = ?",
                (seq, stamp, name, system, encounter_id),
            )
        return Written(revision, stamp)

    def set_head(
        self,
        encounter_id: int,
        head: int,
        *,
        name: str,
        system: str | None,
        revision: int,
    ) -> int:
        """Move the head (undo, redo) under the same condition as :meth:`append`."""
        stamp = now()
        with self._transaction() as db:
            revision = self._claim(db, encounter_id, revision)
            db.execute(
                "UPDATE encounters SET head = ?, updated_at = ?, name = ?, system = ? WHERE id = ?",
                (head, stamp, name, system, encounter_id),
            )
        return revision

    def data_version(self) -> int:
        """Changes whenever another connection commits (for read-only followers)."""
        return int(self._db.execute("PRAGMA data_version").fetchone()[0])
