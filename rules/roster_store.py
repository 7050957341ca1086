"""The store's roster table: saving, reading and changing the reusable characters.

A mixin of :class:`~rules.journal.JournalStore`, which owns the connection and its
transactions. A change that depends on what the roster holds (a rename, whose new
name must be free; an import, which must clash with nothing) is decided and written
in one ``BEGIN IMMEDIATE`` transaction (:meth:`RosterStore.change_roster`): another
window saving a character meanwhile cannot slip between the check and the write,
and a change refused half-way writes nothing.
"""

import json
import sqlite3
from collections.abc import Callable
from contextlib import AbstractContextManager
from datetime import UTC, datetime
from typing import TYPE_CHECKING, NamedTuple

from rules.journal_records import RosterRead

if TYPE_CHECKING:
    from rules.roster import RosterCharacter

#: A character's place in the roster: its system and its id.
RosterKey = tuple[str, str]

_COLUMNS = "system, id, name, side, stats"


class RosterChange(NamedTuple):
    """What a roster change does: the characters it removes, then those it saves."""

    removed: list[RosterKey]
    saved: list["RosterCharacter"]


class RosterNow(NamedTuple):
    """The roster as a change sees it: its readable characters, and every row's key
    (a damaged row still holds its id)."""

    characters: list["RosterCharacter"]
    keys: set[RosterKey]


def _stamp() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


def _read(rows: list[tuple[str, str, str, str, str]]) -> RosterRead:
    from rules.roster import read_character

    found = RosterRead([], [])
    for row in rows:
        character = read_character(*row)
        if isinstance(character, str):
            found.unreadable.append(character)
        else:
            found.characters.append(character)
    return found


class RosterStore:
    """The roster's part of the store (see the module's doc)."""

    _db: sqlite3.Connection

    def _transaction(self) -> AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError  # the store's own: BEGIN IMMEDIATE, COMMIT or ROLLBACK

    def save_character(self, character: "RosterCharacter") -> None:
        """Save ``character`` over the one of its system with its id or its name (any
        case): saving a combatant again updates the character saved before."""
        from rules.roster import same_name

        def decide(now: RosterNow) -> RosterChange:
            namesakes = [
                (c.system, c.id)
                for c in now.characters
                if c.system == character.system
                and c.id != character.id
                and same_name(c.name, character.name)
            ]
            return RosterChange(namesakes, [character])

        self.change_roster(decide)

    def roster(self, system: str) -> list["RosterCharacter"]:
        """The system's roster characters; rows that cannot be read are left out."""
        return self.read_roster(system).characters

    def read_roster(self, system: str | None = None) -> RosterRead:
        """The system's roster (every system's with None), by system then name, and a
        line naming each row that could not be read."""
        where, parameters = ("WHERE system = ?", (system,)) if system is not None else ("", ())
        rows = self._db.execute(
            f"SELECT {_COLUMNS} FROM roster {where} ORDER BY system, name COLLATE NOCASE, id",
            parameters,
        ).fetchall()
        return _read(rows)

    def delete_character(self, system: str, character_id: str) -> None:
        with self._transaction() as db:
            db.execute("DELETE FROM roster WHERE system = ? AND id = ?", (system, character_id))

    def change_roster(self, decide: Callable[[RosterNow], RosterChange]) -> RosterChange:
        """Apply what ``decide`` makes of the roster as it is, in one transaction;
        whatever ``decide`` raises (a refusal) leaves the roster as it was."""
        with self._transaction() as db:
            rows = db.execute(f"SELECT {_COLUMNS} FROM roster").fetchall()
            now = RosterNow(_read(rows).characters, {(row[0], row[1]) for row in rows})
            change = decide(now)
            for system, character_id in change.removed:
                db.execute("DELETE FROM roster WHERE system = ? AND id = ?", (system, character_id))
            for character in change.saved:
                _write(db, character)
        return change


def _write(db: sqlite3.Connection, character: "RosterCharacter") -> None:
    db.execute(
        "INSERT OR REPLACE INTO roster(system, id, name, side, stats, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        (
            character.system,
            character.id,
            character.name,
            character.side,
            json.dumps(character.stats),
            _stamp(),
        ),
    )
