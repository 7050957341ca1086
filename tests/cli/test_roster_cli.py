"""``degaine roster export|import``: a file, a store, and the command's own words.

Every refusal is one line on stderr and exit 2, and an import refused at any entry
imports none of the file. The command runs in this process (its ``main``, with its own
environment, standard input and output), except where the GM's process itself is the
point: pipes in and out, and the exit status the shell sees.
"""

import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pytest

from rules.journal import JournalStore
from rules.roster import RosterCharacter, character
from tui.cli import main

ROOT = Path(__file__).resolve().parents[2]
#: A hang-check for one process, not a speed claim.
TIMEOUT = 60


def degaine(
    *args: str | Path, stdin: bytes = b"", home: Path, process: bool = False
) -> tuple[int, str, str]:
    """``degaine ARGS``: its exit status, standard output and standard error."""
    env = {
        "DEGAINE_DB": str(home / "default.sqlite3"),
        "DEGAINE_CONFIG": str(home / "config.toml"),
    }
    if process:
        done = subprocess.run(
            [sys.executable, "-m", "tui.cli", *map(str, args)],
            input=stdin,
            capture_output=True,
            cwd=ROOT,
            env={**os.environ, **env},
            timeout=TIMEOUT,
            check=False,
        )
        return done.returncode, done.stdout.decode(), done.stderr.decode()
    out, err = io.StringIO(), io.StringIO()
    with (
        mock.patch.dict(os.environ, env),
        mock.patch.object(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin))),
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
    ):
        status = main(list(map(str, args)))
    return status, out.getvalue(), err.getvalue()


def one_line(err: str) -> str:
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err
    return err.rstrip("\n")


ANN = character("western", "ann", "Ann", "pc", {"attribute": 3, "skill": 2})
BOB = character("western", "bob", "Bob", "npc", {"attribute": 2})
ZED = character("zebra", "zed", "Zed", "npc", {"aplomb": 5, "weapons": {"pistol": 3}})
VLAD = character("vampire", "vlad", "Vlad", "npc", {"dexterity": 3, "wits": 2})


def store_with(path: Path, *characters: RosterCharacter) -> Path:
    with JournalStore(path) as store:
        for saved in characters:
            store.save_character(saved)
    return path


def roster_of(path: Path) -> list[RosterCharacter]:
    with JournalStore(path) as store:
        return store.read_roster().characters


def test_export_then_import_moves_every_system_s_characters(tmp_path: Path) -> None:
    source = store_with(tmp_path / "a.sqlite3", ANN, BOB, ZED, VLAD)
    file = tmp_path / "party.toml"
    status, out, err = degaine("roster", "export", file, "--db", source, home=tmp_path)
    assert (status, err) == (0, "")
    assert out == f"wrote 4 characters to {file}\n"
    status, out, err = degaine(
        "roster", "import", file, "--db", tmp_path / "b.sqlite3", home=tmp_path
    )
    assert (status, out, err) == (0, "imported 4 characters\n", "")
    assert roster_of(tmp_path / "b.sqlite3") == roster_of(source)


def test_export_of_one_system_to_stdout_and_import_from_stdin(tmp_path: Path) -> None:
    source = store_with(tmp_path / "a.sqlite3", ANN, ZED)
    status, out, err = degaine(
        "roster", "export", "-", "--system", "zebra", "--db", source, home=tmp_path, process=True
    )
    assert (status, err) == (0, "")
    assert 'name = "Zed"' in out and "Ann" not in out
    target = tmp_path / "b.sqlite3"
    status, _out, err = degaine(
        "roster", "import", "-", "--db", target, stdin=out.encode(), home=tmp_path, process=True
    )
    assert (status, err) == (0, "")
    assert roster_of(target) == [ZED]


def test_the_app_s_own_store_is_the_default(tmp_path: Path) -> None:
    store_with(tmp_path / "default.sqlite3", ANN)
    status, out, _err = degaine("roster", "export", "-", home=tmp_path)
    assert status == 0 and 'name = "Ann"' in out


def test_a_name_already_in_the_roster_is_refused_unless_replace(tmp_path: Path) -> None:
    target = store_with(tmp_path / "s.sqlite3", ANN)
    file = tmp_path / "in.toml"
    file.write_text(
        '[[character]]\nsystem = "western"\nname = "Cid"\n'
        '[[character]]\nsystem = "western"\nname = "ann"\nside = "npc"\n'
        "[character.stats]\nattribute = 5\n"
    )
    # A refusal as the shell sees it: exit status 2 and one line, from the process.
    status, out, err = degaine(
        "roster", "import", file, "--db", target, home=tmp_path, process=True
    )
    assert (status, out) == (2, "")
    assert one_line(err) == (
        f"degaine: {file}: entry 2 (“ann”), name: the roster already has a western “Ann”"
        " (--replace overwrites it)"
    )
    assert roster_of(target) == [ANN]  # not even Cid, who clashed with nobody
    status, out, err = degaine("roster", "import", file, "--replace", "--db", target, home=tmp_path)
    assert (status, out, err) == (0, "imported 2 characters (1 replaced)\n", "")
    assert [(c.id, c.name, c.side, c.stats["attribute"]) for c in roster_of(target)] == [
        ("ann", "ann", "npc", 5),
        ("cid", "Cid", "npc", 0),
    ]


GOOD = '[[character]]\nsystem = "western"\nname = "Cid"\n'

BAD_FILES = {
    "not TOML": (b"name = ", "not valid TOML"),
    "not UTF-8": (b"name = '\xff'", "not UTF-8 text (line 1)"),
    "nested absurdly deep": (b"a = " + b"[" * 5000 + b"]" * 5000, "nested too deeply"),
    "not a roster": (b"[project]\nname = 'x'\n", "unknown key 'project'"),
    "a stat out of bounds": (
        (GOOD + '[[character]]\nsystem = "western"\nname = "Doc"\n').encode()
        + b"[character.stats]\npoker = 40\n",
        "entry 2 (“Doc”), stats.poker: at most 20",
    ),
    "a stat of the wrong type": (
        (GOOD + "[character.stats]\npoker = '3'\n").encode(),
        'entry 1 (“Cid”), stats.poker: must be a whole number, not the text "3"',
    ),
    "an unknown system": (
        (GOOD + '[[character]]\nsystem = "chess"\nname = "Doc"\n').encode(),
        "entry 2 (“Doc”), system: unknown system 'chess'",
    ),
    "a name twice": (
        (GOOD + GOOD).encode(),
        "entry 2 (“Cid”), name: entry 1 has this name already",
    ),
    "an escape in the name": (
        b'[[character]]\nsystem = "western"\nname = "\\u001b]2;x\\u0007"\n',
        "entry 1, name: has no printable characters",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_a_bad_file_is_one_line_exit_2_and_nothing_imported(tmp_path: Path, case: str) -> None:
    data, said = BAD_FILES[case]
    target = store_with(tmp_path / "s.sqlite3", ANN)
    file = tmp_path / "in.toml"
    file.write_bytes(data)
    status, out, err = degaine("roster", "import", file, "--db", target, home=tmp_path)
    assert (status, out) == (2, "")
    line = one_line(err)
    assert line.startswith(f"degaine: {file}: ")
    assert said in line
    assert "\x1b" not in line
    assert roster_of(target) == [ANN]


def test_a_file_far_larger_than_any_roster_is_refused(tmp_path: Path) -> None:
    file = tmp_path / "big.toml"
    file.write_bytes(b"# " + b"x" * (5 * 1024 * 1024) + b"\n")
    status, _out, err = degaine(
        "roster", "import", file, "--db", tmp_path / "s.sqlite3", home=tmp_path
    )
    assert status == 2 and "larger than 4 MiB" in one_line(err)


def test_errors_of_files_and_stores_are_one_line_exit_2(tmp_path: Path) -> None:
    store = store_with(tmp_path / "s.sqlite3", ANN)
    not_a_store = tmp_path / "notes.txt"
    not_a_store.write_text("hello")
    cases: list[tuple[tuple[str | Path, ...], str]] = [
        (("roster", "import", tmp_path / "missing.toml", "--db", store), "cannot read"),
        (("roster", "import", tmp_path, "--db", store), "cannot read"),
        (("roster", "export", tmp_path / "no" / "dir.toml", "--db", store), "cannot write"),
        (("roster", "export", tmp_path, "--db", store), "it is a folder"),
        (("roster", "export", "-", "--db", tmp_path / "none.sqlite3"), "no store there yet"),
        (("roster", "export", "-", "--db", not_a_store), "not a degaine store"),
        (("roster", "export", "-", "--system", "chess", "--db", store), "unknown system 'chess'"),
    ]
    for args, said in cases:
        status, out, err = degaine(*args, home=tmp_path)
        assert (status, out) == (2, ""), args
        assert said in one_line(err), args
    assert not (tmp_path / "none.sqlite3").exists()  # an export creates no store
    assert not list((tmp_path).glob(".roster-*"))  # nor leaves a half-written file


def test_a_row_that_cannot_be_read_is_named_and_the_rest_exported(tmp_path: Path) -> None:
    import sqlite3

    store = store_with(tmp_path / "s.sqlite3", ANN)
    db = sqlite3.connect(store)
    db.execute(
        "INSERT INTO roster VALUES ('western', 'bad', 'Bad', 'npc', '{not json', 'x'),"
        " ('chess', 'rook', 'Rook', 'npc', '{}', 'x')"
    )
    db.commit()
    db.close()
    status, out, err = degaine("roster", "export", "-", "--db", store, home=tmp_path)
    assert status == 0 and 'name = "Ann"' in out and "Rook" not in out
    assert err.splitlines() == [
        "degaine: left out, cannot be read: “Bad” (id bad): stats: not valid JSON"
        " (a key in double quotes was expected)",
        "degaine: left out, cannot be read: “Rook” (id rook): unknown system 'chess'",
    ]
