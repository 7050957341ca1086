"""The read-only follower of the GM's store: waiting, following, switching, catching up."""

import hashlib
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.replay import fight_commands
from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.errors import RuleError
from rules.follower import EncounterFollower, Watch
from rules.journal import JournalStore
from rules.journal_reader import JournalReader
from rules.public import public_state
from tests.rules import test_vampire_properties as vampire


def gm(store: JournalStore, commands: list[dict[str, Any]], seed: int = 0) -> Encounter:
    encounter = Encounter(store=store, dice=DiceSource(seed))
    for command in commands:
        encounter.handle(command)
    return encounter


def watch(follower: EncounterFollower) -> Watch:
    """Read afresh (mypy would keep the value an earlier assert narrowed it to)."""
    return follower.watch


def test_waits_for_a_store_then_an_encounter_then_follows(tmp_path: Path) -> None:
    path = tmp_path / "later" / "store.sqlite3"
    follower = EncounterFollower(path)
    assert follower.poll() is False  # nothing yet, nothing changed
    assert follower.watch is Watch.NO_STORE and follower.public is None
    assert not path.exists()  # waiting creates nothing
    store = JournalStore(path)
    assert follower.poll() is True
    assert watch(follower) is Watch.NO_ENCOUNTER
    encounter = gm(store, vampire.SETUP[:2])
    assert follower.poll() is True
    assert watch(follower) is Watch.FOLLOWING and follower.encounter_id == encounter.id
    assert follower.public == public_state(encounter)
    assert follower.poll() is False  # no commit since: no work


def test_follows_every_command_undo_redo_and_rewrite(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "s.sqlite3")
    encounter = gm(store, vampire.SETUP)
    follower = EncounterFollower(store.path)
    script: list[dict[str, Any]] = [
        {"cmd": "roll"},
        {"cmd": "declare", "actor": "dan", "action": "run", "override": True},
        {"cmd": "undo"},
        {"cmd": "redo"},
        {"cmd": "undo", "steps": 2},
        {"cmd": "hide", "actor": "bob"},  # rewrites the records past the head
        {"cmd": "roll", "dice": {"ann": 3}},
        {"cmd": "undo", "steps": 3},
    ]
    for command in script:
        encounter.handle(command)
        follower.poll()
        assert follower.public == public_state(encounter)


NEXT = {"cmd": "next"}
"""Stands for the fight's natural next command, so that long scripts mostly apply."""


moves = st.one_of(
    *[st.just(NEXT)] * 8,
    st.builds(lambda steps: {"cmd": "undo", "steps": steps}, st.integers(1, 70)),
    st.builds(lambda steps: {"cmd": "redo", "steps": steps}, st.integers(1, 70)),
    st.builds(
        lambda actor, hidden: {"cmd": "hide", "actor": actor, "hidden": hidden},
        st.sampled_from(vampire.ACTORS),
        st.booleans(),
    ),
    vampire.commands,
)


@settings(max_examples=10, deadline=None)
@given(st.lists(moves, min_size=100, max_size=160))
def test_the_follower_sees_what_the_gm_sees_after_every_command_G2(
    script: list[dict[str, Any]],
) -> None:
    """Long enough to cross checkpoints (every 64 records) and undo across them."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "s.sqlite3"
        store = JournalStore(path)
        encounter = gm(store, vampire.SETUP, seed=5)
        follower = EncounterFollower(path)
        for command in script:
            try:
                encounter.handle(fight_commands(encounter)[0] if command is NEXT else command)
            except RuleError:
                continue
            follower.poll()
            assert follower.public == public_state(encounter)
        follower.close()
        store.close()


def test_switches_to_the_encounter_the_gm_starts_or_opens(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "s.sqlite3")
    first = gm(store, vampire.SETUP[:2])
    follower = EncounterFollower(store.path)
    follower.poll()
    second = gm(store, [{"cmd": "system", "name": "zebra"}])
    follower.poll()
    assert follower.encounter_id == second.id and follower.public == public_state(second)
    assert first.id is not None
    store.touch(first.id)  # the GM resumes the first one
    follower.poll()
    assert follower.encounter_id == first.id and follower.public == public_state(first)


def test_the_gm_app_may_quit_and_restart(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    store = JournalStore(path)
    encounter = gm(store, vampire.SETUP)
    follower = EncounterFollower(path)
    follower.poll()
    store.close()
    assert follower.poll() is False
    store = JournalStore(path)
    assert encounter.id is not None
    resumed = Encounter(store=store, encounter_id=encounter.id)
    resumed.handle({"cmd": "roll"})
    assert follower.poll() is True
    assert follower.public == public_state(resumed)


def test_never_writes_to_the_store(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    store = JournalStore(path)
    gm(store, vampire.SETUP)
    store.close()  # the GM's process is gone: its -wal and -shm files with it
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    follower = EncounterFollower(path)
    assert follower.poll() is True and follower.watch is Watch.FOLLOWING
    reader = JournalReader(path)
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        reader._db.execute("DELETE FROM journal")
    reader.close()
    follower.close()
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_a_damaged_journal_is_a_sentence_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    store = JournalStore(path)
    gm(store, vampire.SETUP)
    store._db.execute('UPDATE journal SET events = \'[{"kind": "nonsense"}]\' WHERE seq = 2')
    follower = EncounterFollower(path)
    assert follower.poll() is True
    assert follower.watch is Watch.UNREADABLE and "nonsense" in follower.problem
    assert follower.poll() is False  # tried again only when the store changes
    store._db.execute("UPDATE journal SET events = '[]' WHERE seq = 2")
    assert follower.poll() is True
    assert watch(follower) is Watch.FOLLOWING


def test_a_poll_reads_the_new_records_not_the_whole_journal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The players' board polls four times a second: its cost must not grow with the
    journal. Counted in rows read, so the test does not depend on the machine's speed."""
    store = JournalStore(tmp_path / "s.sqlite3")
    encounter = gm(store, vampire.SETUP)
    while len(encounter.records) < 300:
        encounter.handle(fight_commands(encounter)[0])
    follower = EncounterFollower(store.path)
    follower.poll()
    read: list[int] = []
    stamps, stamp = JournalReader.stamps, JournalReader.stamp

    def counted_stamps(
        reader: JournalReader, encounter_id: int, first: int, last: int
    ) -> list[str]:
        found = stamps(reader, encounter_id, first, last)
        read.append(len(found))
        return found

    def counted_stamp(reader: JournalReader, encounter_id: int, seq: int) -> str | None:
        read.append(1)
        return stamp(reader, encounter_id, seq)

    monkeypatch.setattr(JournalReader, "stamps", counted_stamps)
    monkeypatch.setattr(JournalReader, "stamp", counted_stamp)
    encounter.handle(fight_commands(encounter)[0])
    follower.poll()
    assert sum(read) <= 2  # the last known record still stands; the new one
    read.clear()
    encounter.handle({"cmd": "undo", "steps": 5})
    encounter.handle({"cmd": "hide", "actor": "bob"})  # rewrites the 5 undone records
    follower.poll()
    assert sum(read) <= 2 + 9  # a binary search over 300 records, then the new one
    assert follower.public == public_state(encounter)
