"""Which file degaine may take as its store: checked before anything is written to it.

``--db other.db`` may name any file. One that is not SQLite fails as SQLite opens it
(:func:`rules.store_file.store_problem`); an SQLite database of another program, or a
store written by a newer degaine, opens fine, and creating degaine's tables in it (or
"migrating" a schema this version does not know) would change it for good. So the
store reads its tables first and refuses such a file, which is left byte for byte as
it was: nothing before this check writes (``PRAGMA journal_mode=WAL`` would).

A database with no table at all is taken as a new store: it holds nothing to lose,
and a degaine that stopped while creating its store leaves one.
"""

import sqlite3
from pathlib import Path

from i18n import _
from i18n.text import clipped
from rules.journal_schema import SCHEMA_VERSION
from rules.store_file import cannot_open

#: The tables every degaine store has had since its first schema.
STORE_TABLES = {"meta", "encounters"}


def stored_version(db: sqlite3.Connection) -> str | None:
    """The store's ``schema_version`` as written, or None if it has none."""
    row = db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    return None if row is None else str(row[0])


def check_identity(db: sqlite3.Connection, path: str | Path) -> None:
    """Refuse (StoreError naming ``path``) a database that is not a degaine store this
    version may use: another program's, or one whose schema is newer. Reads only."""
    tables = {
        str(row[0]) for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    }
    if not tables:
        return
    version = stored_version(db) if tables >= STORE_TABLES else None
    if version is None:
        raise cannot_open(
            path, _("it is not a degaine store (an SQLite database of another program)")
        )
    try:
        number = int(version)
    except ValueError:
        raise cannot_open(
            path,
            _("the store is damaged (its schema version “{version}” is not a number)").format(
                version=clipped(version, 20)
            ),
        ) from None
    if number > SCHEMA_VERSION:
        raise cannot_open(
            path,
            _(
                "it was written by a newer degaine (store version {found}; this degaine"
                " reads up to version {known}): update degaine to open it"
            ).format(found=number, known=SCHEMA_VERSION),
        )
