"""Two GM windows on one encounter: every write is conditional on the revision the
writer last saw, so no acknowledged command is ever overwritten (issue 9, item 7; G2)."""

import json
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from rules.encounter import Encounter
from rules.errors import NothingToUndo, StaleEncounter
from rules.journal import SCHEMA_VERSION, JournalStore

SETUP: list[dict[str, Any]] = [
    {"cmd": "system", "name": "vampire"},
    {"cmd": "add", "id": "ann", "name": "Ann", "stats": {"dexterity": 3, "wits": 2}},
]


def add(name: str) -> dict[str, Any]:
    return {"cmd": "add", "id": name.lower(), "name": name, "stats": {"dexterity": 2, "wits": 2}}


def window(path: Path, encounter_id: int) -> Encounter:
    """Another GM window: its own connection to the store, its own copy of the encounter."""
    return Encounter(store=JournalStore(path), encounter_id=encounter_id)


def two_windows(tmp_path: Path) -> tuple[Encounter, Encounter]:
    path = tmp_path / "j.sqlite3"
    first = Encounter(store=JournalStore(path))
    for command in SETUP:
        first.handle(command)
    assert first.id is not None
    return first, window(path, first.id)


def snapshot(encounter: Encounter) -> tuple[Any, ...]:
    """Everything a window holds of its encounter."""
    return (
        encounter.state.model_dump(mode="json"),
        [record.command for record in encounter.records],
        encounter.redo_depth,
        encounter.revision,
    )


def stored(encounter: Encounter) -> tuple[list[dict[str, Any]], int]:
    """The commands the store holds (undone ones included) and its head."""
    assert encounter.store is not None and encounter.id is not None
    records, head = encounter.store.load(encounter.id)
    return [record.command for record in records], head


def names(commands: list[dict[str, Any]]) -> list[str]:
    return [command["name"] for command in commands if command["cmd"] == "add"]


def test_a_stale_window_cannot_overwrite_the_other_windows_command_G2(tmp_path: Path) -> None:
    a, b = two_windows(tmp_path)
    a.handle(add("A1"))
    before = snapshot(b)
    with pytest.raises(StaleEncounter) as refused:
        b.handle(add("B1"))
    assert "Another window changed this encounter" in refused.value.message
    assert snapshot(b) == before  # nothing changed in memory
    assert names(stored(a)[0]) == ["Ann", "A1"]  # nor in the store
    assert b.reload()
    assert snapshot(b)[:3] == snapshot(a)[:3]
    b.handle(add("B1"))  # sent again, after seeing A1
    assert names(stored(a)[0]) == ["Ann", "A1", "B1"]


def test_undo_then_a_new_command_at_the_same_head_still_makes_the_other_stale_G2(
    tmp_path: Path,
) -> None:
    # The head alone would not tell: A undoes A1 and adds A2, back at the head B saw.
    a, b = two_windows(tmp_path)
    a.handle(add("A1"))
    b.reload()
    seen = stored(a)[1]
    a.undo()
    a.handle(add("A2"))
    assert stored(a)[1] == seen
    with pytest.raises(StaleEncounter):
        b.handle(add("B1"))
    with pytest.raises(StaleEncounter):
        b.undo()
    assert names(stored(a)[0]) == ["Ann", "A2"]
    b.reload()
    assert "a2" in b.state.combatants and "a1" not in b.state.combatants


def test_undo_and_redo_in_both_windows_G2(tmp_path: Path) -> None:
    a, b = two_windows(tmp_path)
    a.handle(add("A1"))
    b.reload()
    b.undo()  # B undoes A's command: that is a change A has not seen
    before = snapshot(a)
    with pytest.raises(NothingToUndo):
        a.redo()  # as far as A knows (its refusals are its own; the app then reloads)
    with pytest.raises(StaleEncounter):
        a.undo()
    assert snapshot(a) == before
    a.reload()
    assert a.redo_depth == 1 and "a1" not in a.state.combatants
    a.redo()
    b.reload()
    assert "a1" in b.state.combatants and b.redo_depth == 0


def test_opening_the_encounter_elsewhere_is_no_conflicting_change(tmp_path: Path) -> None:
    a, b = two_windows(tmp_path)
    assert b.store is not None and b.id is not None
    b.store.touch(b.id)  # B opened it (the players' board follows it now)
    a.handle(add("A1"))  # A is not stale for that
    assert not a.reload()


def test_reload_without_a_change_changes_nothing(tmp_path: Path) -> None:
    a, b = two_windows(tmp_path)
    assert a.store is not None and a.id is not None
    a.store.touch(a.id)
    state = b.state
    assert not b.reload()
    assert b.state is state


def test_reload_reads_again_only_what_the_other_window_wrote_G2(tmp_path: Path) -> None:
    a, b = two_windows(tmp_path)
    a.handle(add("A1"))
    b.reload()
    shared = b.records[:]
    a.undo()
    a.handle(add("A2"))  # rewrites the record after the setup
    assert b.reload()
    assert all(ours is kept for ours, kept in zip(b.records[:2], shared[:2], strict=True))
    assert b.records[2] is not shared[2] and b.records[2].command["name"] == "A2"
    assert snapshot(b)[:3] == snapshot(window(tmp_path / "j.sqlite3", a.id or 0))[:3]


def write_behind(encounter: Encounter, command: dict[str, Any], events: list[Any]) -> None:
    """Another program appends a record as the store would, whatever it holds."""
    assert encounter.store is not None and encounter.id is not None
    seq = len(stored(encounter)[0]) + 1
    with encounter.store._transaction() as db:
        db.execute(
            "INSERT INTO journal VALUES (?, ?, ?, ?, 'later')",
            (encounter.id, seq, json.dumps(command), json.dumps(events)),
        )
        db.execute(
            "UPDATE encounters SET head = ?, revision = revision + 1 WHERE id = ?",
            (seq, encounter.id),
        )


@pytest.mark.parametrize(
    "events",
    [
        [{"kind": "no_such_event"}],  # cannot be read
        [{"kind": "combatant_removed", "id": "nobody"}],  # reads, but cannot be folded
    ],
)
def test_a_damaged_record_written_elsewhere_leaves_the_window_as_it_was(
    tmp_path: Path, events: list[Any]
) -> None:
    a, b = two_windows(tmp_path)
    a.handle(add("A1"))
    b.reload()
    before = snapshot(b)
    write_behind(a, {"cmd": "remove", "id": "nobody"}, events)
    with pytest.raises(Exception):  # noqa: B017 -- whatever the damage raises, it reaches the caller
        b.reload()
    assert snapshot(b) == before
    with pytest.raises(StaleEncounter):
        b.handle(add("B1"))  # and it still cannot write over what it could not read


def test_a_stale_delete_deletes_nothing_and_a_deleted_encounter_cannot_be_reloaded(
    tmp_path: Path,
) -> None:
    a, b = two_windows(tmp_path)
    assert a.store is not None and a.id is not None
    seen = a.revision
    b.handle(add("B1"))
    with pytest.raises(StaleEncounter):
        a.store.delete_encounter(a.id, revision=seen)
    assert a.store.encounter(a.id) is not None
    a.store.delete_encounter(a.id, revision=b.revision)
    with pytest.raises(StaleEncounter):
        b.handle(add("B2"))
    with pytest.raises(KeyError):
        b.reload()


def test_the_five_commands_of_the_issue_lose_none(tmp_path: Path) -> None:
    """A and B alternate five commands, each window stale at every turn but its first:
    each refused one is reloaded and sent again, as the GM's app does. The figure:
    acknowledged commands / lost."""
    a, b = two_windows(tmp_path)
    acknowledged: list[str] = []
    refusals = 0
    for index, (encounter, label) in enumerate([(a, "A"), (b, "B")] * 2 + [(a, "A")]):
        name = f"{label}{index + 1}"
        try:
            encounter.handle(add(name))
        except StaleEncounter:
            refusals += 1
            encounter.reload()
            encounter.handle(add(name))
        acknowledged.append(name)
    journal = names(stored(a)[0])
    lost = [name for name in acknowledged if name not in journal]
    assert (len(acknowledged), len(lost)) == (5, 0)
    assert journal == ["Ann", *acknowledged]
    assert refusals == 4  # B was stale at its first command already


COUNT = 150


def test_two_processes_writing_at_once_lose_no_acknowledged_command_G2(tmp_path: Path) -> None:
    """Two processes add combatants to one encounter as fast as they can, each reloading
    and sending again when refused as stale: the store ends with every command either
    one acknowledged, each once, in a journal that replays (G2)."""
    a, _b = two_windows(tmp_path)
    child = textwrap.dedent(
        f"""
        import os, sys, time
        from rules.encounter import Encounter
        from rules.errors import StaleEncounter
        from rules.journal import JournalStore
        encounter = Encounter(store=JournalStore({str(tmp_path / "j.sqlite3")!r}),
                              encounter_id={a.id})
        refused = 0
        print("ready", flush=True)
        while not os.path.exists({str(tmp_path / "go")!r}):  # start together
            time.sleep(0.001)
        for n in range({COUNT}):
            name = sys.argv[1] + str(n)
            command = {{"cmd": "add", "id": name.lower(), "name": name,
                        "stats": {{"dexterity": 2, "wits": 2}}}}
            while True:
                try:
                    encounter.handle(command)
                    break
                except StaleEncounter:
                    refused += 1
                    encounter.reload()
            print(name, flush=True)
        print("refused", refused, flush=True)
        """
    )
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", child, label], stdout=subprocess.PIPE, text=True, cwd=Path.cwd()
        )
        for label in ("P", "Q")
    ]
    outputs = []
    try:
        for writer in writers:
            assert writer.stdout is not None
            assert writer.stdout.readline() == "ready\n"
        (tmp_path / "go").touch()
        for writer in writers:
            out, _err = writer.communicate(timeout=120)
            assert writer.returncode == 0
            outputs.append(out.split())
    finally:
        for writer in writers:
            writer.kill()
            writer.wait()
    acknowledged = [word for out in outputs for word in out[:-2]]
    journal = names(stored(a)[0])
    assert len(acknowledged) == 2 * COUNT
    assert sorted(journal) == sorted(["Ann", *acknowledged])  # none lost, none twice
    assert a.reload()
    assert set(a.state.combatants) == {"ann", *(name.lower() for name in acknowledged)}


def schema_one_store(path: Path) -> None:
    """A store as schema 1 wrote it: no revision column."""
    with sqlite3.connect(path) as db:
        db.executescript(
            """
            CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
            INSERT INTO meta VALUES ('schema_version', '1');
            CREATE TABLE encounters (id INTEGER PRIMARY KEY AUTOINCREMENT,
                name TEXT NOT NULL DEFAULT '', system TEXT, head INTEGER NOT NULL DEFAULT 0,
                created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
            CREATE TABLE journal (encounter_id INTEGER NOT NULL, seq INTEGER NOT NULL,
                command TEXT NOT NULL, events TEXT NOT NULL, at TEXT NOT NULL,
                PRIMARY KEY (encounter_id, seq)) WITHOUT ROWID;
            """
        )
        db.execute("INSERT INTO encounters VALUES (1, 'Old', NULL, 1, 't', 't')")
        events = [{"kind": "encounter_named", "name": "Old"}]
        db.execute(
            "INSERT INTO journal VALUES (1, 1, ?, ?, 't')",
            (json.dumps({"cmd": "name", "name": "Old"}), json.dumps(events)),
        )


def test_a_schema_one_store_is_migrated_in_place(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    schema_one_store(path)
    store = JournalStore(path)
    version = store._db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    assert version == (str(SCHEMA_VERSION),)
    assert store.revision(1) == 0
    encounter = Encounter(store=store, encounter_id=1)
    assert encounter.state.name == "Old"
    encounter.handle({"cmd": "system", "name": "vampire"})
    assert store.revision(1) == 1
    store.close()
    assert JournalStore(path).revision(1) == 1  # opening a current store migrates nothing
