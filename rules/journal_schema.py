"""The store's tables, and the changes that bring an older store up to date.

Opening a store runs :func:`create_schema` in one transaction: a store written by
an older degaine is migrated in place, and one already current is left as it is.
"""

import sqlite3

#: 2 added ``encounters.revision`` (optimistic concurrency between GM windows);
#: 3 added ``snapshots`` (resuming folds only the records after the latest one) and the
#: ``journal_adds`` index; 4 dropped ``views`` (the state JSON saved at every command, so
#: that a board could paint before the replay: opening now folds a snapshot and its
#: tail, which is as quick, and a command no longer writes a view).
SCHEMA_VERSION = 4

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS encounters (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL DEFAULT '',
    system TEXT,
    head INTEGER NOT NULL DEFAULT 0,
    -- +1 at every write of the journal or the head: a writer names the one it last saw
    revision INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    -- when the GM last opened it: the latest of the two is the encounter the players'
    -- board follows, while updated_at stays its last change
    opened_at TEXT
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
CREATE TABLE IF NOT EXISTS snapshots (
    encounter_id INTEGER NOT NULL REFERENCES encounters(id) ON DELETE CASCADE,
    -- the state after the first `head` records, whatever the encounter's head is now
    head INTEGER NOT NULL,
    format INTEGER NOT NULL,
    state TEXT NOT NULL,
    PRIMARY KEY (encounter_id, head)
) WITHOUT ROWID;
-- the records that add combatants: what names everyone the journal ever named (3). A
-- row that is not JSON is damaged, not an error that would stop the store from opening
CREATE INDEX IF NOT EXISTS journal_adds ON journal(encounter_id, seq)
    WHERE CASE WHEN json_valid(command) THEN json_extract(command, '$.cmd') END = 'add';
"""

SNAPSHOT_COLUMNS = {"encounter_id", "head", "format", "state"}


def create_schema(db: sqlite3.Connection) -> None:
    """Create what is missing and migrate what is older (inside the caller's transaction)."""
    # Saved views (schema 3 and before) were only a cache of the journal's fold: nothing
    # reads them now. Dropped at every open, since an older degaine recreates them.
    db.execute("DROP TABLE IF EXISTS views")
    # Snapshots are a cache too (a store from schema 2 has none: CREATE below adds the table,
    # and its encounters replay in full once, which writes their first snapshot).
    columns = {row[1] for row in db.execute("PRAGMA table_info(snapshots)")}
    if columns and columns != SNAPSHOT_COLUMNS:
        db.execute("DROP TABLE snapshots")
    columns = {row[1] for row in db.execute("PRAGMA table_info(encounters)")}
    if columns and "revision" not in columns:
        # A store from schema 1, before windows checked each other's writes: its
        # encounters start at revision 0.
        db.execute("ALTER TABLE encounters ADD COLUMN revision INTEGER NOT NULL DEFAULT 0")
    if columns and "opened_at" not in columns:
        # A store from before opening and changing were told apart: a column with no
        # value reads as "never opened since", and an older degaine ignores it.
        db.execute("ALTER TABLE encounters ADD COLUMN opened_at TEXT")
    for statement in SCHEMA.split(";"):
        if statement.strip():
            db.execute(statement)
    db.execute(
        "INSERT INTO meta(key, value) VALUES ('schema_version', ?)"
        " ON CONFLICT(key) DO UPDATE SET value = excluded.value"
        " WHERE CAST(value AS INTEGER) < CAST(excluded.value AS INTEGER)",
        (str(SCHEMA_VERSION),),
    )
