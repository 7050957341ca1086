"""The journal store: SQLite (stdlib ``sqlite3``) in WAL mode.

One transaction per command, committed before the command returns: a killed
process or a dropped SSH session loses nothing the GM saw on screen. The
store also keeps the list of encounters and a roster of reusable characters.
"""

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from rules.errors import DamagedJournal
from rules.i18n import _

if TYPE_CHECKING:
    from rules.roster import RosterCharacter as RosterCharacter

SCHEMA_VERSION = 1

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS encounters (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL DEFAULT '',
    system TEXT,
    head INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS journal (
    encounter_id INTEGER NOT NULL REFERENCES encounters(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    command TEXT NOT NULL,
    events TEXT NOT NULL,
    at TEXT NOT NULL,
    PRIMARY KEY (encounter_id, seq)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS roster (
    system TEXT NOT NULL,
    id TEXT NOT NULL,
    name TEXT NOT NULL,
    side TEXT NOT NULL,
    stats TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (system, id)
);
CREATE TABLE IF NOT EXISTS views (
    encounter_id INTEGER PRIMARY KEY REFERENCES encounters(id) ON DELETE CASCADE,
    head INTEGER NOT NULL,
    -- the encounter's updated_at when the view was written: any later write moves it
    stamp TEXT NOT NULL,
    format TEXT NOT NULL,
    state TEXT NOT NULL
);
"""

VIEW_COLUMNS = {"encounter_id", "head", "stamp", "format", "state"}


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


# The store's own records are named tuples: they hold what SQLite returns, which needs
# no validation, and start-up pays for each class (pydantic, or a dataclass's generated
# methods, cost many times what a named tuple does to define).
class EncounterInfo(NamedTuple):
    """One line of the home screen."""

    id: int
    name: str
    system: str | None
    head: int
    created_at: str
    updated_at: str


class StoredRecord(NamedTuple):
    """One journal row: the command as given and the events it caused, as JSON."""

    seq: int
    command: dict[str, Any]
    events: list[dict[str, Any]]


class StoredView(NamedTuple):
    """What a board shows of an encounter, read without replaying its journal.

    ``state`` is the state JSON at ``head``, written by the same transaction as
    the command (or undo/redo) that moved the head there, so the two always agree.
    """

    head: int
    #: Every record, the undone ones included.
    total: int
    state: dict[str, Any]
    #: The last applied records (up to ``head``), oldest first, for the log.
    recent: list[StoredRecord]


class UnreadableRecord(ValueError):
    """A journal row whose JSON does not decode, or is not a command and its events."""

    def __init__(self, seq: int, problem: str) -> None:
        super().__init__(f"record {seq}: {problem}")
        self.seq = seq
        self.problem = problem


def decode_record(seq: int, command: str, events: str) -> StoredRecord:
    """A journal row as JSON; raises :class:`UnreadableRecord` when it is not one."""
    try:
        decoded_command = json.loads(command)
        decoded_events = json.loads(events)
    except (ValueError, TypeError, RecursionError) as error:
        reason = error.msg if isinstance(error, json.JSONDecodeError) else type(error).__name__
        raise UnreadableRecord(seq, _("not valid JSON ({reason})").format(reason=reason)) from None
    if not isinstance(decoded_command, dict) or not (
        isinstance(decoded_events, list) and all(isinstance(e, dict) for e in decoded_events)
    ):
        raise UnreadableRecord(seq, _("not a command and a list of events"))
    return StoredRecord(seq=seq, command=decoded_command, events=decoded_events)


class RosterRead(NamedTuple):
    """The roster's characters that could be read, and one line per row that could not."""

    characters: list["RosterCharacter"]
    unreadable: list[str]


def __getattr__(name: str) -> Any:
    # The roster's pydantic model loads on first use: opening a store does not need it.
    if name == "RosterCharacter":
        from rules.roster import RosterCharacter

        return RosterCharacter
    raise AttributeError(name)


class JournalStore:
    """An SQLite file holding encounters, their journals and the roster."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(self.path, isolation_level=None, timeout=5.0)
        self._db.execute("PRAGMA journal_mode=WAL")
        # NORMAL is durable against a killed process in WAL mode (only an OS
        # crash or power loss could drop the last commits) and keeps a command
        # under a millisecond.
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("PRAGMA foreign_keys=ON")
        self._create_schema()

    def _create_schema(self) -> None:
        with self._transaction():
            # Saved views are only a cache: one kept in another shape is dropped, not migrated.
            columns = {row[1] for row in self._db.execute("PRAGMA table_info(views)")}
            if columns and columns != VIEW_COLUMNS:
                self._db.execute("DROP TABLE views")
            for statement in SCHEMA.split(";"):
                if statement.strip():
                    self._db.execute(statement)
            self._db.execute(
                "INSERT OR IGNORE INTO meta(key, value) VALUES ('schema_version', ?)",
                (str(SCHEMA_VERSION),),
            )

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield self._db
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

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
        rows = self._db.execute(
            "SELECT id, name, system, head, created_at, updated_at FROM encounters"
            " ORDER BY updated_at DESC, id DESC"
        ).fetchall()
        return [
            EncounterInfo(
                id=row[0],
                name=row[1],
                system=row[2],
                head=row[3],
                created_at=row[4],
                updated_at=row[5],
            )
            for row in rows
        ]

    def encounter(self, encounter_id: int) -> EncounterInfo | None:
        return next((info for info in self.encounters() if info.id == encounter_id), None)

    def touch(self, encounter_id: int) -> None:
        """The GM opened this encounter: it becomes the latest, the one the players'
        board follows. Opening changes nothing in it, so a view that was valid stays
        valid (its stamp moves with ``updated_at``); a stale one stays stale."""
        stamp = now()
        with self._transaction() as db:
            db.execute(
                "UPDATE views SET stamp = ? WHERE encounter_id = ? AND stamp ="
                " (SELECT updated_at FROM encounters WHERE id = ?)",
                (stamp, encounter_id, encounter_id),
            )
            db.execute("UPDATE encounters SET updated_at = ? WHERE id = ?", (stamp, encounter_id))

    def delete_encounter(self, encounter_id: int) -> None:
        with self._transaction() as db:
            db.execute("DELETE FROM journal WHERE encounter_id = ?", (encounter_id,))
            db.execute("DELETE FROM views WHERE encounter_id = ?", (encounter_id,))
            db.execute("DELETE FROM encounters WHERE id = ?", (encounter_id,))

    # -- journal -----------------------------------------------------------
    def load(self, encounter_id: int) -> tuple[list[StoredRecord], int]:
        """All the encounter's records (undone ones included) and its head.

        Raises :class:`~rules.errors.DamagedJournal` if a record is not JSON.
        """
        row = self._db.execute(
            "SELECT head, name FROM encounters WHERE id = ?", (encounter_id,)
        ).fetchone()
        if row is None:
            raise KeyError(encounter_id)
        try:
            records = [
                decode_record(seq, command, events)
                for seq, command, events in self._db.execute(
                    "SELECT seq, command, events FROM journal WHERE encounter_id = ? ORDER BY seq",
                    (encounter_id,),
                )
            ]
        except UnreadableRecord as error:
            raise DamagedJournal(encounter_id, str(row[1]), error.seq, error.problem) from None
        return records, int(row[0])

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

    def append(
        self,
        encounter_id: int,
        seq: int,
        command: dict[str, Any],
        events: list[dict[str, Any]],
        *,
        name: str,
        system: str | None,
        view: tuple[str, str] | None = None,
    ) -> None:
        """Record command ``seq`` (1-based), dropping any undone records after it.

        ``view`` (format, state JSON after the command) is saved with it, for
        :meth:`view`; without one, any older view of the encounter is dropped.
        """
        stamp = now()
        with self._transaction() as db:
            db.execute(
                "DELETE FROM journal WHERE encounter_id = ? AND seq >= ?", (encounter_id, seq)
            )
            db.execute(
                "INSERT INTO journal(encounter_id, seq, command, events, at)"
                " VALUES (?, ?, ?, ?, ?)",
                (encounter_id, seq, json.dumps(command), json.dumps(events), stamp),
            )
            db.execute(
                "UPDATE encounters SET head = ?, updated_at = ?, name = ?, system = ? WHERE id = ?",
                (seq, stamp, name, system, encounter_id),
            )
            self._save_view(db, encounter_id, seq, stamp, view)

    def set_head(
        self,
        encounter_id: int,
        head: int,
        *,
        name: str,
        system: str | None,
        view: tuple[str, str] | None = None,
    ) -> None:
        stamp = now()
        with self._transaction() as db:
            db.execute(
                "UPDATE encounters SET head = ?, updated_at = ?, name = ?, system = ? WHERE id = ?",
                (head, stamp, name, system, encounter_id),
            )
            self._save_view(db, encounter_id, head, stamp, view)

    @staticmethod
    def _save_view(
        db: sqlite3.Connection,
        encounter_id: int,
        head: int,
        stamp: str,
        view: tuple[str, str] | None,
    ) -> None:
        # In the transaction that moves the head, with the same stamp: a view is used only
        # while nothing else has written the encounter since (even a program without views).
        if view is None:
            db.execute("DELETE FROM views WHERE encounter_id = ?", (encounter_id,))
            return
        db.execute(
            "INSERT OR REPLACE INTO views(encounter_id, head, stamp, format, state)"
            " VALUES (?, ?, ?, ?, ?)",
            (encounter_id, head, stamp, view[0], view[1]),
        )

    def view(self, encounter_id: int, view_format: str, recent: int = 40) -> StoredView | None:
        """The saved view at the encounter's head, if there is one in ``view_format``.

        One read transaction, so the view, the head and the records agree even
        while another process writes. A view that cannot be read is no view: the
        caller replays the journal, as without one.
        """
        try:
            self._db.execute("BEGIN")
            try:
                found = self._read_view(encounter_id, view_format, recent)
            finally:
                self._db.execute("COMMIT")
        except sqlite3.Error:
            return None
        if found is None:
            return None
        head, total, state, rows = found
        try:
            records = [decode_record(*row) for row in reversed(rows)]
            decoded = json.loads(state)
        except (ValueError, TypeError, RecursionError):
            return None  # the replay will say which record is damaged, if one is
        if not (
            isinstance(decoded, dict)
            and "system" in decoded
            and isinstance(decoded["system"], str | None)
            and isinstance(decoded.get("actors"), dict)
        ):
            return None  # not a state JSON: a board could not even pick its screen
        return StoredView(head=head, total=total, state=decoded, recent=records)

    def _read_view(
        self, encounter_id: int, view_format: str, recent: int
    ) -> tuple[int, int, str, list[tuple[int, str, str]]] | None:
        row = self._db.execute(
            "SELECT v.head, v.state FROM views v JOIN encounters e ON e.id = v.encounter_id"
            " WHERE v.encounter_id = ? AND v.format = ? AND v.head = e.head"
            " AND v.stamp = e.updated_at",
            (encounter_id, view_format),
        ).fetchone()
        if row is None:
            return None
        (total,) = self._db.execute(
            "SELECT count(*) FROM journal WHERE encounter_id = ?", (encounter_id,)
        ).fetchone()
        rows = self._db.execute(
            "SELECT seq, command, events FROM journal WHERE encounter_id = ? AND seq <= ?"
            " ORDER BY seq DESC LIMIT ?",
            (encounter_id, row[0], recent),
        ).fetchall()
        return int(row[0]), int(total), row[1], rows

    def data_version(self) -> int:
        """Changes whenever another connection commits (for read-only followers)."""
        return int(self._db.execute("PRAGMA data_version").fetchone()[0])

    # -- roster ------------------------------------------------------------
    def save_character(self, character: "RosterCharacter") -> None:
        with self._transaction() as db:
            db.execute(
                "INSERT OR REPLACE INTO roster(system, id, name, side, stats, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (
                    character.system,
                    character.id,
                    character.name,
                    character.side,
                    json.dumps(character.stats),
                    now(),
                ),
            )

    def roster(self, system: str) -> list["RosterCharacter"]:
        """The system's roster characters; rows that cannot be read are left out."""
        return self.read_roster(system).characters

    def read_roster(self, system: str) -> RosterRead:
        """The system's roster, and a line naming each row that could not be read."""
        from rules.roster import read_character

        rows = self._db.execute(
            "SELECT system, id, name, side, stats FROM roster WHERE system = ? ORDER BY name",
            (system,),
        ).fetchall()
        found = RosterRead([], [])
        for row in rows:
            character = read_character(*row)
            if isinstance(character, str):
                found.unreadable.append(character)
            else:
                found.characters.append(character)
        return found

    def delete_character(self, system: str, character_id: str) -> None:
        with self._transaction() as db:
            db.execute("DELETE FROM roster WHERE system = ? AND id = ?", (system, character_id))
