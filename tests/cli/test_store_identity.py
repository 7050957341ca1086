"""The store degaine takes: another program's database, a newer degaine's store, an empty
script, a read-only medium (issue 22, item 6).

Every command that opens a store (the app, ``script``, ``roster``, ``list``, ``export``,
the players' board) refuses a foreign database or a newer store in one line and leaves the
file byte for byte as it was; ``list`` and ``export`` only read, so a store on a medium
mounted read-only still lists and exports.
"""

import hashlib
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from rules.journal import SCHEMA_VERSION, JournalStore
from rules.journal_reader import JournalReader
from tests.cli.test_script_store_errors import EXAMPLE, a_store, one_line, script
from tui.cli import main
from tui.launch import launch
from tui.players.launch import launch_board

ROSTER_FILE = 'degaine_roster = 1\n[[character]]\nsystem = "western"\nname = "Zed"\n'


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def foreign_database(path: Path) -> Path:
    """Another program's SQLite file (one ``meta`` table of its own, as many have)."""
    db = sqlite3.connect(path)
    db.executescript(
        "CREATE TABLE meta (key TEXT, value TEXT); INSERT INTO meta VALUES ('owner', 'me');"
        "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('the campaign');"
    )
    db.close()
    return path


def newer_store(path: Path, version: int = SCHEMA_VERSION + 1) -> Path:
    a_store(path)
    db = sqlite3.connect(path)
    db.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(version),))
    db.commit()
    db.close()
    return path


def commands(db: Path, tmp_path: Path) -> dict[str, list[str]]:
    """Every command that opens a store, each on ``db``."""
    lines = tmp_path / "lines.jsonl"
    lines.write_text("\n".join(EXAMPLE) + "\n")
    roster = tmp_path / "roster.toml"
    roster.write_text(ROSTER_FILE)
    return {
        "script": ["script", str(lines), "--db", str(db)],
        "roster import": ["roster", "import", str(roster), "--db", str(db)],
        "roster export": ["roster", "export", "-", "--db", str(db)],
        "list": ["list", "--db", str(db)],
        "export": ["export", "--db", str(db)],
    }


@pytest.fixture(autouse=True)
def own_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEGAINE_CONFIG", str(tmp_path / "config.toml"))


@pytest.mark.parametrize("make", [foreign_database, newer_store])
def test_a_foreign_or_newer_store_is_refused_by_every_command_and_left_as_it_was(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], make: Any
) -> None:
    db = make(tmp_path / "other.db")
    before = digest(db)
    if make is foreign_database:
        problem = "it is not a degaine store (an SQLite database of another program)"
    else:
        problem = (
            f"it was written by a newer degaine (store version {SCHEMA_VERSION + 1}; this"
            f" degaine reads up to version {SCHEMA_VERSION}): update degaine to open it"
        )
    for name, arguments in commands(db, tmp_path).items():
        assert main(arguments) == 2, name
        captured = capsys.readouterr()
        assert captured.out == "", name
        assert one_line(captured.err) == f"degaine: cannot open {db}: {problem}", name
        assert digest(db) == before, name
        assert not Path(f"{db}-wal").exists() or Path(f"{db}-wal").stat().st_size == 0
    for opener in (launch, launch_board):
        assert opener(db=str(db)) == 2
        assert one_line(capsys.readouterr().err) == f"degaine: cannot open {db}: {problem}"
        assert digest(db) == before


def test_a_store_of_this_version_or_older_still_opens(tmp_path: Path) -> None:
    path = newer_store(tmp_path / "s.sqlite3", version=SCHEMA_VERSION)
    with JournalStore(path) as store:
        assert len(store.encounters()) == 1
    older = newer_store(tmp_path / "older.sqlite3", version=SCHEMA_VERSION - 1)
    with JournalStore(older) as store:
        assert len(store.encounters()) == 1


def test_a_schema_version_that_is_not_a_number_is_a_damaged_store(tmp_path: Path) -> None:
    path = a_store(tmp_path / "s.sqlite3")
    db = sqlite3.connect(path)
    db.execute("UPDATE meta SET value = 'four\x1b[2J' WHERE key = 'schema_version'")
    db.commit()
    db.close()
    status, _out, err = script(EXAMPLE, path)
    assert status == 2
    assert one_line(err) == (
        f"degaine: cannot open {path}: the store is damaged"
        " (its schema version “four” is not a number)"
    )


def test_an_sqlite_file_without_tables_is_taken_as_a_new_store(tmp_path: Path) -> None:
    path = tmp_path / "blank.db"
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 7")  # writes the header: a file that is not empty
    db.close()
    assert path.stat().st_size > 0
    status, _out, err = script(EXAMPLE, path)
    assert (status, err) == (0, "")


@pytest.mark.parametrize(
    "lines",
    [[], ["# only a comment", "", "   "], ['{"cmd":"name","name":"Saloon"}'], ['{"cmd":"undo"}']],
    ids=["empty", "comments", "a name but no system", "a refused line"],
)
def test_a_script_that_chooses_no_system_adds_no_encounter(
    tmp_path: Path, lines: list[str]
) -> None:
    path = a_store(tmp_path / "s.sqlite3")
    with JournalStore(path) as store:
        before = store.encounters()
    script(lines, path)
    with JournalStore(path) as store:
        assert store.encounters() == before


def test_the_lines_before_the_system_are_kept_once_it_is_chosen(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    named = ['{"cmd":"name","name":"Saloon"}', *EXAMPLE, '{"cmd":"undo"}']
    status, out, err = script(named, path)
    assert (status, err) == (0, "")
    with JournalStore(path) as store:
        (encounter,) = store.encounters()
        records, head = store.load(encounter.id)
    assert encounter.name == "Saloon"
    assert [record.command["cmd"] for record in records] == ["name", "system", "add", "add"]
    assert head == 3
    assert script(named, None)[1] == out  # the same state as without a store


def refuse_read_only_opens(monkeypatch: pytest.MonkeyPatch, *, read_only_medium: bool) -> None:
    """SQLite as on a medium mounted read-only: a reader of a WAL store cannot make its
    ``-shm`` file, so ``mode=ro`` fails, and only ``immutable=1`` opens it."""
    connect = sqlite3.connect

    def on_the_medium(target: str, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        if "mode=ro" in str(target) and "immutable=1" not in str(target):
            raise sqlite3.OperationalError("unable to open database file")
        connection: sqlite3.Connection = connect(target, *args, **kwargs)
        return connection

    monkeypatch.setattr(sqlite3, "connect", on_the_medium)
    monkeypatch.setattr("rules.store_file.on_read_only_medium", lambda path: read_only_medium)


def test_list_and_export_read_a_store_on_a_read_only_medium(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = a_store(tmp_path / "s.sqlite3")
    before = digest(path)
    refuse_read_only_opens(monkeypatch, read_only_medium=True)
    assert main(["list", "--db", str(path)]) == 0
    assert "Vampire: the Masquerade" in capsys.readouterr().out
    assert main(["export", "--db", str(path)]) == 0
    assert "Ann" in capsys.readouterr().out
    monkeypatch.undo()
    assert digest(path) == before


def test_a_store_that_cannot_be_opened_on_a_writable_medium_is_still_said_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = a_store(tmp_path / "s.sqlite3")
    refuse_read_only_opens(monkeypatch, read_only_medium=False)
    assert main(["list", "--db", str(path)]) == 2
    assert one_line(capsys.readouterr().err) == (
        f"degaine: cannot open {path}: the file cannot be opened"
        " (check that its folder exists and is writable)"
    )


def test_the_reader_refuses_a_newer_store_and_closes_it(tmp_path: Path) -> None:
    path = newer_store(tmp_path / "s.sqlite3")
    with pytest.raises(Exception, match="newer degaine"):
        JournalReader(path)
