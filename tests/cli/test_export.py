"""``degaine export`` and ``degaine list``: the history as a file, the encounters as a list.

The demo encounter (the one ``make run`` creates in a new store, :func:`tui.demo.create_demo`,
seeded) exports to ``tests/fixtures/export_demo_vampire.md`` byte for byte. After a
deliberate change of the words, write it again with
``degaine export --db NEW_STORE --output tests/fixtures/export_demo_vampire.md`` on a store
the app has just created, and read the difference before committing it.
"""

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.journal import JournalStore
from tests.cli.test_script_store_errors import journal, one_line
from tests.rules.test_history import VAMPIRE, ZEBRA
from tui.cli import main
from tui.demo import create_demo

DEMO_EXPORT = Path(__file__).resolve().parent.parent / "fixtures" / "export_demo_vampire.md"
STAMP = "2026-11-30T20:00:00.000000+00:00"
LATER = "2026-11-30T21:30:00.000000+00:00"


def degaine(*args: str) -> subprocess.CompletedProcess[str]:
    """The command as a GM runs it, in its own process, in UTC (``list`` shows local time)."""
    env = {**os.environ, "TZ": "UTC"}
    env.pop("DEGAINE_DB", None)
    return subprocess.run(
        [sys.executable, "-m", "tui.cli", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
        env=env,
    )


def demo_store(path: Path) -> Path:
    with JournalStore(path) as store:
        create_demo(store)
    return path


def two_encounters(path: Path) -> Path:
    """The vampire fight (undone once), then a zebra one changed later, with fixed stamps."""
    with JournalStore(path) as store:
        for commands, undo in ((VAMPIRE, 1), (ZEBRA, 0)):
            encounter = Encounter(store=store, dice=DiceSource(seed=7))
            for command in commands:
                encounter.handle(command)
            if undo:
                encounter.undo(undo)
    db = sqlite3.connect(path)
    with db:
        db.execute("UPDATE encounters SET updated_at = ? WHERE id = 1", (STAMP,))
        db.execute("UPDATE encounters SET updated_at = ?, name = '' WHERE id = 2", (LATER,))
    db.close()
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


# -- the demo, byte for byte ---------------------------------------------------------------
def test_the_demo_encounter_exports_to_the_checked_in_recap(tmp_path: Path) -> None:
    store = demo_store(tmp_path / "demo.sqlite3")
    result = degaine("export", "--db", str(store))
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == DEMO_EXPORT.read_text(encoding="utf-8")


def test_the_export_is_the_same_whenever_the_demo_was_made(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = str(demo_store(tmp_path / "first.sqlite3"))
    second = str(demo_store(tmp_path / "second.sqlite3"))
    for format_name in ("md", "json"):
        outputs = {
            run(capsys, "export", "--db", db, "--format", format_name) for db in (first, second)
        }
        assert len(outputs) == 1, format_name
        assert next(iter(outputs))[0] == 0


# -- formats, references, files --------------------------------------------------------------
def test_json_export_for_tools(tmp_path: Path) -> None:
    store = two_encounters(tmp_path / "s.sqlite3")
    result = degaine("export", "1", "--format", "json", "--db", str(store))
    assert (result.returncode, result.stderr) == (0, "")
    document = json.loads(result.stdout)
    assert document["encounter"]["name"] == "The alley"
    assert document["encounter"]["undone"] == 1
    assert [step["undone"] for step in document["steps"]][-2:] == [False, True]
    dice = document["steps"][4]["dice"]
    assert [die["typed"] for die in dice] == [True, False]  # G1: Ann's typed, Bob's rolled


def test_an_encounter_is_named_by_id_or_by_name_in_any_case(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = str(two_encounters(tmp_path / "s.sqlite3"))
    by_id = run(capsys, "export", "1", "--db", store)
    by_name = run(capsys, "export", "THE ALLEY", "--db", store)
    assert by_id == by_name and by_id[0] == 0
    assert by_id[1].startswith("# The alley\n")
    # The latest by default: the one changed (or opened) last, as the players' board follows.
    latest = run(capsys, "export", "--db", store)
    assert latest[1].startswith("# (unnamed)\n\nZebra Island RPG")


def test_the_global_db_option_works_too(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = str(two_encounters(tmp_path / "s.sqlite3"))
    assert run(capsys, "--db", store, "export", "1") == run(capsys, "export", "1", "--db", store)


def test_output_writes_the_file_and_nothing_on_stdout(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = str(demo_store(tmp_path / "demo.sqlite3"))
    recap = tmp_path / "recap.md"
    assert run(capsys, "export", "--db", store, "--output", str(recap)) == (0, "", "")
    assert recap.read_text(encoding="utf-8") == DEMO_EXPORT.read_text(encoding="utf-8")
    assert sorted(path.name for path in tmp_path.iterdir() if "recap" in path.name) == ["recap.md"]


def test_export_and_list_never_write_to_the_store(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = two_encounters(tmp_path / "s.sqlite3")
    before = journal(store)
    run(capsys, "export", "--db", str(store))
    run(capsys, "list", "--db", str(store))
    assert journal(store) == before


# -- degaine list ------------------------------------------------------------------------
def test_list_shows_id_name_system_round_and_last_change(tmp_path: Path) -> None:
    store = two_encounters(tmp_path / "s.sqlite3")
    result = degaine("list", "--db", str(store))
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == (
        "ID  NAME       SYSTEM                   ROUND       UPDATED\n"
        " 2  (unnamed)  Zebra Island RPG         Sequence 2  2026-11-30 21:30\n"
        " 1  The alley  Vampire: the Masquerade  Turn 1      2026-11-30 20:00\n"
    )


def test_list_of_an_empty_store_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    JournalStore(tmp_path / "s.sqlite3").close()
    assert run(capsys, "list", "--db", str(tmp_path / "s.sqlite3")) == (
        0,
        "No encounter in this store yet.\n",
        "",
    )


def test_list_names_a_damaged_encounter_and_lists_the_rest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = two_encounters(tmp_path / "s.sqlite3")
    db = sqlite3.connect(store)
    with db:
        db.execute("UPDATE journal SET events = 'not json' WHERE encounter_id = 1 AND seq = 3")
    db.close()
    status, out, err = run(capsys, "list", "--db", str(store))
    assert status == 0
    assert " 1  The alley  Vampire: the Masquerade  ?  " in out and "Sequence 2" in out
    assert one_line(err).startswith("degaine: ") and "record 3" in err


# -- one line and exit 2 -------------------------------------------------------------------
def test_an_unknown_encounter_is_one_line_and_exit_2(tmp_path: Path) -> None:
    store = two_encounters(tmp_path / "s.sqlite3")
    for reference in ("The cellar", "7"):
        result = degaine("export", reference, "--db", str(store))
        assert (result.returncode, result.stdout) == (2, "")
        assert one_line(result.stderr) == (
            f"degaine: no encounter “{reference}” in this store (degaine list shows them)"
        )


def test_two_encounters_of_one_name_ask_for_the_id(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = two_encounters(tmp_path / "s.sqlite3")
    db = sqlite3.connect(store)
    with db:
        db.execute("UPDATE encounters SET name = 'The alley'")
    db.close()
    status, out, err = run(capsys, "export", "the alley", "--db", str(store))
    assert (status, out) == (2, "")
    assert one_line(err) == ("degaine: 2 encounters are named “the alley” (ids 1, 2): give the id")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["export", "--format", "pdf"], "degaine: unknown format “pdf”: choose one of md, json"),
        (["export"], "degaine: there is no encounter in this store yet"),
        (["list", "--format"], None),  # argparse's own: a missing value
    ],
)
def test_a_bad_format_or_an_empty_store_is_one_line_and_exit_2(
    tmp_path: Path, args: list[str], message: str | None
) -> None:
    JournalStore(tmp_path / "s.sqlite3").close()
    result = degaine(*args, "--db", str(tmp_path / "s.sqlite3"))
    assert (result.returncode, result.stdout) == (2, "")
    assert "Traceback" not in result.stderr
    if message is not None:
        assert one_line(result.stderr) == message


def test_a_store_that_is_missing_or_not_a_store_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("not a store\n" * 100)
    missing = tmp_path / "nowhere" / "s.sqlite3"
    cases = {
        str(missing): f"degaine: cannot open {missing}: there is no store there yet",
        str(
            notes
        ): f"degaine: cannot open {notes}: it is not a degaine store (not an SQLite database)",
        str(tmp_path): f"degaine: cannot open {tmp_path}: it is a folder, not a store file",
    }
    for command in ("export", "list"):
        for path, message in cases.items():
            status, out, err = run(capsys, command, "--db", path)
            assert (status, out) == (2, "")
            assert one_line(err) == message
    assert not missing.parent.exists()  # nothing was created
    assert notes.read_text() == "not a store\n" * 100


def test_a_damaged_encounter_is_one_line_naming_the_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = two_encounters(tmp_path / "s.sqlite3")
    db = sqlite3.connect(store)
    with db:
        db.execute("UPDATE journal SET events = 'not json' WHERE encounter_id = 1 AND seq = 3")
    db.close()
    status, out, err = run(capsys, "export", "1", "--db", str(store))
    assert (status, out) == (2, "")
    assert "record 3" in one_line(err) and "The alley" in err


def test_a_file_that_cannot_be_written_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = str(demo_store(tmp_path / "demo.sqlite3"))
    target = tmp_path / "no such folder" / "recap.md"
    status, out, err = run(capsys, "export", "--db", store, "--output", str(target))
    assert (status, out) == (2, "")
    assert one_line(err).startswith(f"degaine: cannot write {target}: ")


def test_list_reads_the_round_from_the_latest_snapshot_and_the_records_after_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "s.sqlite3"
    with JournalStore(path) as store:
        encounter = Encounter(store=store, dice=DiceSource(seed=7))
        for command in ZEBRA[:-1]:
            encounter.handle(command)
        # Past the first snapshot (record 256), then the next Sequence after it.
        while len(encounter.records) < Encounter.SNAPSHOT_EVERY:
            encounter.handle({"cmd": "note", "actor": "ann", "text": str(len(encounter.records))})
        encounter.handle(ZEBRA[-1])
        assert store.snapshot_heads(1) == [256]
    with sqlite3.connect(path) as db:
        # A record before the snapshot no longer reads: the list does not need it.
        db.execute("UPDATE journal SET events = '{oops' WHERE seq = 3")
    status, out, err = run(capsys, "list", "--db", str(path))
    assert (status, err) == (0, "") and "Zebra Island RPG  Sequence 2" in out
    with sqlite3.connect(path) as db:
        db.execute("UPDATE journal SET events = '{oops' WHERE seq = 257")  # one after it does
    status, out, err = run(capsys, "list", "--db", str(path))
    assert status == 0 and "Zebra Island RPG  ?" in out and "record 257" in one_line(err)


# -- the players' recap (issue 27) -------------------------------------------------------------
def secrets_store(path: Path) -> Path:
    """The vampire scene (Ghoul hidden), with a GM-only condition, a public one, a note,
    and a western duel whose hidden duelist Dee stays hidden: nothing of theirs is public."""
    from tests.tui.scenes import SCENES

    with JournalStore(path) as store:
        encounter = Encounter(store=store, dice=DiceSource(seed=7))
        for command in [
            *SCENES["vampire"],
            {"cmd": "condition_add", "actor": "bob", "name": "Poisoned by Ghoul"},
            {"cmd": "condition_add", "actor": "ann", "name": "Blinded", "public": True},
            {"cmd": "note", "actor": "cid", "text": "secretly a Ghoul's ally"},
        ]:
            encounter.handle(command)
        duel = Encounter(store=store, dice=DiceSource(seed=7))
        duel_commands: list[dict[str, Any]] = [
            {"cmd": "system", "name": "western"},
            {"cmd": "name", "name": "High noon"},
            {"cmd": "add", "id": "ann", "name": "Ann", "side": "pc", "stats": {"attribute": 3}},
            {"cmd": "add", "id": "dee", "name": "Dee", "hidden": True, "stats": {"attribute": 3}},
            {"cmd": "duel", "duelists": ["ann", "dee"]},
        ]
        for command in duel_commands:
            duel.handle(command)
    return path


@pytest.mark.parametrize("format_name", ["md", "json"])
def test_the_public_export_holds_only_what_the_players_board_showed_G5_G6(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], format_name: str
) -> None:
    store = str(secrets_store(tmp_path / "s.sqlite3"))
    status, vampire, err = run(
        capsys, "export", "1", "--public", "--db", store, "--format", format_name
    )
    assert (status, err) == (0, "")
    status, duel, err = run(
        capsys, "export", "2", "--public", "--db", store, "--format", format_name
    )
    assert (status, err) == (0, "")
    for secret in ("Ghoul", "Poisoned", "secretly", "Dee", "hidden"):
        assert secret not in vampire + duel, secret
    assert "Blinded" in vampire  # G6: the condition the GM made public
    for shown in ("Ann", "Bob", "Cid"):
        assert shown in vampire
    # The GM's own export keeps every one of them.
    status, gm, _err = run(capsys, "export", "1", "--db", store, "--format", format_name)
    assert status == 0 and "Ghoul" in gm and "Poisoned" in gm


def test_the_public_export_counts_only_the_changes_the_players_saw(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A hidden combatant's wound changes nothing public: no step tells it happened."""
    store = str(secrets_store(tmp_path / "s.sqlite3"))
    _status, before, _err = run(
        capsys, "export", "1", "--public", "--db", store, "--format", "json"
    )
    with JournalStore(Path(store)) as journal_store:
        encounter = Encounter(store=journal_store, encounter_id=1)
        encounter.handle({"cmd": "wound", "actor": "ghoul", "level": "injured"})
    _status, after, _err = run(capsys, "export", "1", "--public", "--db", store, "--format", "json")
    assert json.loads(after)["steps"] == json.loads(before)["steps"]
    document = json.loads(after)
    assert document["public"] is True and document["encounter"]["name"] == "The alley"
    # Before the first turn only the board as the fight starts: no name-by-name set-up.
    assert [step["round"] for step in document["steps"]][:2] == [0, 1]


def test_an_unknown_public_format_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = str(secrets_store(tmp_path / "s.sqlite3"))
    status, out, err = run(capsys, "export", "--public", "--db", store, "--format", "html")
    assert (status, out) == (2, "")
    assert err == "degaine: unknown format “html”: choose one of md, json\n"


@pytest.mark.parametrize("format_name", ["md", "json"])
def test_the_demo_s_public_export_leaves_out_its_hidden_ghoul_G5(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], format_name: str
) -> None:
    store = str(demo_store(tmp_path / "demo.sqlite3"))
    status, gm, _err = run(capsys, "export", "--db", store, "--format", format_name)
    assert status == 0 and "Ghoul" in gm  # the GM's export names it
    status, public, err = run(capsys, "export", "--public", "--db", store, "--format", format_name)
    assert (status, err) == (0, "")
    assert "Ghoul" not in public and "hidden" not in public
    assert "Ann" in public and "Bob" in public
