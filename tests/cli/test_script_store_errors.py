"""A store or an input ``degaine script`` cannot use is one line on stderr and exit 2.

Each case here was a raw ``sqlite3``, ``UnicodeDecodeError`` or ``RecursionError``
traceback: a file that is not SQLite, a truncated store, a read-only one, a folder,
a path under a file, a full disk, bytes that are not UTF-8, JSON nested 1,000 deep.
"""

import io
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from rules.journal import JournalStore
from tui.cli import main
from tui.launch import launch
from tui.paths import is_own_store
from tui.players.launch import launch_board
from tui.script import run_script

EXAMPLE = [
    '{"cmd":"system","name":"vampire"}',
    '{"cmd":"add","id":"ann","name":"Ann","side":"pc","stats":{"dexterity":4,"wits":3}}',
    '{"cmd":"add","id":"bob","name":"Bob","side":"pc","stats":{"dexterity":3,"wits":3}}',
]


def script(lines: list[str], db: Path | None = None) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = run_script(lines, out=out, err=err, db=str(db) if db else None)
    return status, out.getvalue(), err.getvalue()


def one_line(err: str) -> str:
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err
    return err.rstrip("\n")


def journal(path: Path) -> list[str]:
    """Every row of the store, read without writing to it."""
    db = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
    try:
        return list(db.iterdump())
    finally:
        db.close()


def a_store(path: Path, encounters: int = 1) -> Path:
    """A real store with some journal in it, checkpointed into the main file."""
    status, _out, err = script(EXAMPLE, path)
    assert status == 0, err
    with JournalStore(path) as store:
        for number in range(encounters - 1):
            store.create_encounter(f"filler {number} " + "x" * 2_000)
    return path


# -- the store ---------------------------------------------------------------------------
def test_a_file_that_is_not_sqlite_is_named_and_left_untouched(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_bytes(b"my campaign notes, not a store\n" * 50)
    status, out, err = script(EXAMPLE, notes)
    assert (status, out) == (2, "")
    assert one_line(err) == (
        f"degaine: cannot open {notes}: it is not a degaine store (not an SQLite database)"
    )
    assert notes.read_bytes() == b"my campaign notes, not a store\n" * 50


@pytest.mark.parametrize("keep", [0.5, 0.1])
def test_a_truncated_store_is_said_to_be_damaged(tmp_path: Path, keep: float) -> None:
    store = a_store(tmp_path / "s.sqlite3", encounters=60)
    data = store.read_bytes()
    store.write_bytes(data[: int(len(data) * keep)])
    status, _out, err = script(EXAMPLE, store)
    assert status == 2
    assert one_line(err).startswith(f"degaine: cannot open {store}: the store is damaged")


def test_a_folder_is_not_a_store(tmp_path: Path) -> None:
    status, _out, err = script(EXAMPLE, tmp_path)
    assert status == 2
    assert one_line(err) == f"degaine: cannot open {tmp_path}: it is a folder, not a store file"


def test_a_path_under_a_file_names_the_file(tmp_path: Path) -> None:
    plain = tmp_path / "plain.txt"
    plain.write_text("x")
    status, _out, err = script(EXAMPLE, plain / "deeper" / "s.sqlite3")
    assert status == 2
    assert one_line(err).endswith(f": {plain} is a file, not a folder")
    assert plain.read_text() == "x"


def read_only_connect(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every store opens as SQLite opens a file it may not write (``mode=ro``): the
    read-only path for real, even as root, whom no file mode stops."""
    connect = sqlite3.connect

    def read_only(path: str, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        uri = Path(path).resolve().as_uri() + "?mode=ro"
        connection: sqlite3.Connection = connect(uri, *args, **{**kwargs, "uri": True})
        return connection

    monkeypatch.setattr(sqlite3, "connect", read_only)


def test_a_read_only_store_is_said_to_be_read_only_and_keeps_its_journal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = a_store(tmp_path / "s.sqlite3")
    before = journal(store)
    read_only_connect(monkeypatch)
    status, _out, err = script(EXAMPLE, store)
    monkeypatch.undo()
    assert status == 2
    assert one_line(err) == f"degaine: cannot open {store}: the store is read-only"
    assert journal(store) == before


@pytest.mark.skipif(os.geteuid() == 0, reason="no file mode makes a file read-only for root")
def test_a_store_the_user_may_not_write_is_refused_in_one_line(tmp_path: Path) -> None:
    store = a_store(tmp_path / "s.sqlite3")
    before = journal(store)
    store.chmod(0o444)
    status, _out, err = script(EXAMPLE, store)
    assert status == 2
    assert one_line(err) == f"degaine: cannot open {store}: the store is read-only"
    assert journal(store) == before


class FullDisk:
    """A connection whose COMMIT fails as on a full disk, once ``journaled`` commands are in."""

    def __init__(self, db: sqlite3.Connection, journaled: int) -> None:
        self._db = db
        self._left = journaled

    def execute(self, sql: str, *parameters: Any) -> sqlite3.Cursor:
        if sql.startswith("INSERT INTO journal"):
            self._left -= 1
        if sql == "COMMIT" and self._left < 0:
            raise sqlite3.OperationalError("database or disk is full")
        return self._db.execute(sql, *parameters)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._db, name)


def test_a_full_disk_refuses_the_line_and_keeps_the_store_as_it_was_G2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "s.sqlite3"

    def store_filling_up(db: str) -> JournalStore:
        store = JournalStore(db)
        store._db = FullDisk(store._db, journaled=2)  # type: ignore[assignment]
        return store

    monkeypatch.setattr("tui.script.JournalStore", store_filling_up)
    status, out, err = script(EXAMPLE, path)
    assert (status, out) == (2, "")
    assert one_line(err) == "line 3: Could not save the command: database or disk is full"
    monkeypatch.undo()
    with JournalStore(path) as store:
        (encounter,) = store.encounters()
        records, head = store.load(encounter.id)
    assert head == 2
    assert [record.command["cmd"] for record in records] == ["system", "add"]


def test_a_disk_full_while_the_store_is_created_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    connect = sqlite3.connect
    monkeypatch.setattr(
        sqlite3,
        "connect",
        lambda *args, **kwargs: FullDisk(connect(*args, **kwargs), journaled=-1),
    )
    status, _out, err = script(EXAMPLE, tmp_path / "new.sqlite3")
    assert status == 2
    assert one_line(err).startswith(f"degaine: cannot open {tmp_path / 'new.sqlite3'}: the disk")


# -- the input ---------------------------------------------------------------------------
def test_a_line_that_is_not_utf8_is_refused_after_the_lines_before_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(EXAMPLE[0].encode() + b'\n{"cmd":"name","name":"\xff\xfe"}\n')
    db = tmp_path / "s.sqlite3"
    assert main(["script", str(bad), "--db", str(db)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert one_line(captured.err) == "line 2: not UTF-8 text"
    with JournalStore(db) as store:
        assert [(info.system, info.head) for info in store.encounters()] == [("vampire", 1)]


def test_standard_input_that_is_not_utf8_is_said_the_same_way(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "tui.cli", "script", "-"],
        input=EXAMPLE[0].encode() + b"\n\xc3(\n",
        capture_output=True,
        check=False,
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr.decode() == "line 2: not UTF-8 text\n"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("[" * 1_000 + "]" * 1_000, "line 4: nested 1000 deep; a command nests at most 16 deep"),
        ('{"cmd":"name","name":"' + "[" * 500 + '"}', "line 4: name: name: at most 80 characters"),
        ('{"cmd":"undo","steps":' + "1" * 5_000 + "}", "line 4: not valid JSON: a number has"),
    ],
)
def test_deep_nesting_and_endless_numbers_are_one_line(line: str, message: str) -> None:
    status, _out, err = script([*EXAMPLE, line])
    assert status == 2
    assert one_line(err).startswith(message)


def test_a_message_quoting_the_input_never_carries_an_escape() -> None:
    status, _out, err = script([*EXAMPLE, '{"cmd":"\\u001b]2;PWNED\\u0007zap"}'])
    assert status == 2
    assert one_line(err).startswith("line 4: Unknown command 'zap'.")


# -- a cost file (Z4) ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"[costs]\nstrike = 1000000000000000000000000000000\n", "line 2: the cost of 'strike'"),
        (b"[costs]\nstrike = 5\n# \xff\n", "not UTF-8 text (line 3)"),
        (b"a = " + b"[" * 2_000 + b"]" * 2_000 + b"\n", "nested too deeply"),
        (b"# " + b"x" * 1024 * 1024 + b"\n", "larger than 1 MiB; a cost file is far smaller"),
    ],
)
def test_a_cost_file_is_refused_in_one_line_Z4(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, message: str
) -> None:
    costs = tmp_path / "c.toml"
    costs.write_bytes(content)
    lines = tmp_path / "s.jsonl"
    lines.write_text('{"cmd":"system","name":"zebra"}\n')
    assert main(["script", str(lines), "--costs", str(costs)]) == 2
    err = capsys.readouterr().err
    assert message in one_line(err)
    assert err.startswith("degaine: ")


def test_a_folder_as_cost_file_cannot_be_read_Z4(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = tmp_path / "s.jsonl"
    lines.write_text('{"cmd":"system","name":"zebra"}\n')
    assert main(["script", str(lines), "--costs", str(tmp_path)]) == 2
    assert one_line(capsys.readouterr().err).startswith(f"degaine: cannot read {tmp_path}: ")


# -- the app and the players' board say it the same way -----------------------------------
@pytest.mark.parametrize("opener", [launch, launch_board])
def test_the_app_and_the_board_name_a_bad_store_in_one_line(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    opener: Any,
) -> None:
    monkeypatch.setenv("DEGAINE_CONFIG", str(tmp_path / "config.toml"))
    notes = tmp_path / "notes.txt"
    notes.write_text("not a store\n" * 100)
    plain = tmp_path / "plain"
    plain.write_text("x")
    for db, problem in (
        (notes, "it is not a degaine store (not an SQLite database)"),
        (tmp_path, "it is a folder, not a store file"),
        (plain / "s.sqlite3", f"{plain} is a file, not a folder"),
    ):
        assert opener(db=str(db)) == 2
        assert one_line(capsys.readouterr().err) == f"degaine: cannot open {db}: {problem}"


def test_the_app_tightens_only_its_default_store_not_one_named_by_db_G5(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("DEGAINE_DB", raising=False)
    assert is_own_store(None)
    assert not is_own_store("/somewhere/mine.sqlite3")
    monkeypatch.setenv("DEGAINE_DB", "/somewhere/mine.sqlite3")
    assert not is_own_store(None)


def test_the_app_names_a_store_whose_encounters_cannot_be_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("DEGAINE_CONFIG", str(tmp_path / "config.toml"))
    path = a_store(tmp_path / "s.sqlite3")

    def damaged(self: JournalStore) -> list[Any]:
        raise sqlite3.DatabaseError("database disk image is malformed")

    monkeypatch.setattr(JournalStore, "encounters", damaged)
    assert launch(db=str(path)) == 2
    assert one_line(capsys.readouterr().err) == (
        f"degaine: cannot use {path}: the store is damaged (database disk image is malformed)"
    )
