"""State snapshots in the store: resuming folds only the journal's tail (G2 still holds).

The state after any walk of commands, undo, redo, reopening and another window's
writes is the fresh fold of the journal the store holds; a snapshot the store keeps
is that fold too, and one this version cannot read is ignored, never an error.
"""

import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rules.encounter
import rules.follower
from bench.replay import fight_commands
from rules.dice import DiceSource
from rules.encounter import Encounter, Record, fold, revive
from rules.errors import RuleError
from rules.follower import EncounterFollower
from rules.journal import SCHEMA_VERSION, JournalStore, StoredRecord
from rules.journal_snapshots import SNAPSHOT_FORMAT, decode_snapshot, encode_snapshot
from rules.public import public_state
from rules.state import EncounterState
from tests.rules import test_vampire_properties as vampire
from tests.rules.test_follower import NEXT, moves


def gm(store: JournalStore, commands: int, seed: int = 0) -> Encounter:
    """A vampire fight of ``commands`` commands in ``store``."""
    encounter = Encounter(store=store, dice=DiceSource(seed))
    for command in vampire.SETUP:
        encounter.handle(command)
    while len(encounter.records) < commands:
        encounter.handle(fight_commands(encounter)[0])
    return encounter


@pytest.fixture(scope="module")
def fight(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store holding a 600-command fight (encounter 1), built once for the module."""
    path = tmp_path_factory.mktemp("fight") / "fight.sqlite3"
    with JournalStore(path) as store:
        gm(store, 600)
    return path


def copy_of(fight: Path, tmp_path: Path) -> JournalStore:
    """The fight's store, a copy of its own for one test."""
    path = tmp_path / "s.sqlite3"
    shutil.copy(fight, path)
    return JournalStore(path)


def exact(state: EncounterState) -> str:
    """The state to the last field, in order (``==`` on dicts ignores their order)."""
    return encode_snapshot(state)


def replayed(store: JournalStore, encounter_id: int) -> tuple[EncounterState, list[Any], int]:
    """A fresh full replay of the journal the store holds: state, commands, redo depth."""
    journal = store.load_journal(encounter_id)
    head = min(journal.head, len(journal.records))
    standing = [revive(record) for record in journal.records[:head]]
    return fold(standing), [r.command for r in standing], len(journal.records) - head


def assert_is_the_replay(encounter: Encounter) -> None:
    assert encounter.store is not None and encounter.id is not None
    state, commands, redo = replayed(encounter.store, encounter.id)
    assert exact(encounter.state) == exact(state)
    assert [record.command for record in encounter.records] == commands
    assert encounter.redo_depth == redo == len(encounter.undone_records)


@contextmanager
def counting_revivals() -> Iterator[list[int]]:
    """The seq of every record revived while inside."""
    revived: list[int] = []

    def counted(stored: StoredRecord) -> Record:
        revived.append(stored.seq)
        return revive(stored)

    with mock.patch.object(rules.encounter, "revive", counted):
        yield revived


@contextmanager
def small_snapshots() -> Iterator[None]:
    """Snapshots every 8 records, checkpoints every 4, two recent records read: a walk
    of a hundred steps crosses many snapshots and reads back often."""
    with (
        mock.patch.object(Encounter, "SNAPSHOT_EVERY", 8),
        mock.patch.object(Encounter, "CHECKPOINT_EVERY", 4),
        mock.patch.object(Encounter, "RECENT_READ", 2),
    ):
        yield


def test_a_snapshot_is_the_state_it_was_made_of_in_every_system_G2(tmp_path: Path) -> None:
    """The journal fixture's encounters: every system, every event kind."""
    from tests.rules.test_journal_fixture import load_fixture

    ids = load_fixture(tmp_path / "s.sqlite3")
    with JournalStore(tmp_path / "s.sqlite3") as store:
        for encounter_id in ids.values():
            state = Encounter(store, encounter_id).state
            text = encode_snapshot(state)
            decoded = decode_snapshot(SNAPSHOT_FORMAT, text)
            assert decoded is not None and type(decoded.game) is type(state.game)
            assert decoded == state and exact(decoded) == text


def test_the_store_keeps_a_snapshot_every_256_records_and_drops_rewritten_ones(
    fight: Path, tmp_path: Path
) -> None:
    store = copy_of(fight, tmp_path)
    encounter = Encounter(store, 1)
    assert encounter.id is not None
    assert store.snapshot_heads(encounter.id) == [256, 512]
    encounter.handle({"cmd": "undo", "steps": 100})  # to 500: an undo keeps them all
    assert store.snapshot_heads(encounter.id) == [256, 512]
    encounter.handle({"cmd": "hide", "actor": "bob"})  # rewrites 501 on: 512 is gone
    assert store.snapshot_heads(encounter.id) == [256]
    assert_is_the_replay(Encounter(store, encounter.id))


def test_an_open_revives_only_the_records_after_the_snapshot(fight: Path, tmp_path: Path) -> None:
    store = copy_of(fight, tmp_path)
    with counting_revivals() as revived:
        encounter = Encounter(store, 1)
    # The tail after the snapshot at 512, and the snapshot's own record (its stamp).
    assert sorted(revived) == list(range(512, 601))
    revived.clear()
    with counting_revivals() as revived:
        encounter.handle({"cmd": "undo", "steps": 100})  # to 500: from the snapshot at 256
    assert revived and min(revived) >= 256 and len(revived) <= 600 - 256
    with counting_revivals() as revived:
        assert_is_the_replay(encounter)  # reads every record: then they are read
    assert min(revived) == 1 and len(revived) < 256
    with counting_revivals() as revived:
        assert_is_the_replay(encounter)
    assert revived == []  # once


@pytest.mark.parametrize(
    "damage",
    [
        "UPDATE snapshots SET state = 'not JSON'",
        "UPDATE snapshots SET state = '[1, 2]'",
        'UPDATE snapshots SET state = \'{"system": "no such system"}\'',
        "UPDATE snapshots SET state = json_set(state, '$.combatants.ann.side', 'dragon')",
        "UPDATE snapshots SET state = json_set(state, '$.game.turn_open', 'maybe')",
        "UPDATE snapshots SET format = 99",
    ],
)
def test_a_snapshot_this_version_cannot_read_is_ignored_and_the_journal_replayed(
    fight: Path, tmp_path: Path, damage: str
) -> None:
    store = copy_of(fight, tmp_path)
    store._db.execute(damage)
    encounter = Encounter(store, 1)
    assert_is_the_replay(encounter)
    # The open saved a sound snapshot in its place: the next open folds the tail only.
    with counting_revivals() as revived:
        reopened = Encounter(store, 1)
    assert min(revived) == 512  # from the snapshot's own record on
    assert_is_the_replay(reopened)


def test_a_schema_2_store_migrates_in_place_and_opens_as_before(
    fight: Path, tmp_path: Path
) -> None:
    path = tmp_path / "s.sqlite3"
    with copy_of(fight, tmp_path) as store:
        commands = [record.command for record in Encounter(store, 1).records]
    db = sqlite3.connect(path)
    with db:  # as degaine wrote it before snapshots
        db.execute("DROP TABLE snapshots")
        db.execute("DROP INDEX journal_adds")
        db.execute("UPDATE meta SET value = '2' WHERE key = 'schema_version'")
    db.close()
    with JournalStore(path) as store:
        version = store._db.execute("SELECT value FROM meta WHERE key = 'schema_version'")
        assert version.fetchone() == (str(SCHEMA_VERSION),) == ("4",)
        assert store.snapshot_heads(1) == []
        encounter = Encounter(store, 1)  # a full replay, once
        assert [record.command for record in encounter.records] == commands
        assert_is_the_replay(encounter)
        assert store.snapshot_heads(1) == [256, 512]  # written by that open


def test_a_schema_3_store_drops_its_saved_views_and_opens_as_before(
    fight: Path, tmp_path: Path
) -> None:
    path = tmp_path / "s.sqlite3"
    with copy_of(fight, tmp_path) as store:
        commands = [record.command for record in Encounter(store, 1).records]
    db = sqlite3.connect(path)
    with db:  # as degaine wrote it while it saved a view with every command
        db.execute(
            "CREATE TABLE views (encounter_id INTEGER PRIMARY KEY REFERENCES encounters(id)"
            " ON DELETE CASCADE, head INTEGER NOT NULL, stamp TEXT NOT NULL,"
            " format TEXT NOT NULL, state TEXT NOT NULL)"
        )
        db.execute(
            "INSERT INTO views SELECT id, head, updated_at, 'state-json-1', '{}' FROM encounters"
        )
        db.execute("UPDATE meta SET value = '3' WHERE key = 'schema_version'")
    db.close()
    with JournalStore(path) as store:
        version = store._db.execute("SELECT value FROM meta WHERE key = 'schema_version'")
        assert version.fetchone() == (str(SCHEMA_VERSION),) == ("4",)
        tables = {row[0] for row in store._db.execute("SELECT name FROM sqlite_master")}
        assert "views" not in tables and "snapshots" in tables
        assert store.snapshot_heads(1) == [256, 512]  # kept: they are the journal's fold
        encounter = Encounter(store, 1)
        assert [record.command for record in encounter.records] == commands
        assert_is_the_replay(encounter)
        encounter.handle({"cmd": "hide", "actor": "bob"})  # a command writes no view
        assert_is_the_replay(Encounter(store, 1))


def test_an_undo_right_after_opening_across_the_snapshot_is_exact_G2(
    fight: Path, tmp_path: Path
) -> None:
    store = copy_of(fight, tmp_path)
    encounter = Encounter(store, 1)  # from the snapshot at 512 and the 88 records after it
    encounter.handle({"cmd": "undo", "steps": 100})  # to 500: before that snapshot
    assert_is_the_replay(encounter)
    encounter.handle({"cmd": "redo", "steps": 60})  # to 560: past it again
    assert_is_the_replay(encounter)
    assert_is_the_replay(Encounter(store, 1))


def test_a_command_after_an_undo_past_the_snapshot_keeps_earlier_views_whole(
    fight: Path, tmp_path: Path
) -> None:
    store = copy_of(fight, tmp_path)
    encounter = Encounter(store, 1)
    before = encounter.records  # what a screen drew
    commands = [record.command for record in Encounter(store, 1).records]
    encounter.handle({"cmd": "undo", "steps": 200})
    encounter.handle({"cmd": "hide", "actor": "bob"})
    assert [record.command for record in before] == commands
    assert_is_the_replay(encounter)


OTHER = {"cmd": "another window"}
"""Another window opens the encounter, sends the fight's next command; this one reloads."""
REOPEN = {"cmd": "reopen"}

walks = st.lists(st.one_of(moves, st.just(REOPEN), st.just(OTHER)), min_size=50, max_size=90)


@settings(max_examples=8, deadline=None)
@given(walks)
def test_any_walk_of_commands_undo_redo_and_reopening_is_a_fresh_replay_G2(
    walk: list[dict[str, Any]],
) -> None:
    """G2: the state is the fold of the journal, however it was reached: snapshots,
    records read back for an undo across them, and reloads change nothing of it."""
    with tempfile.TemporaryDirectory() as folder, small_snapshots():
        store = JournalStore(Path(folder) / "s.sqlite3")
        encounter = Encounter(store=store, dice=DiceSource(5))
        for command in vampire.SETUP:
            encounter.handle(command)
        assert encounter.id is not None
        follower = EncounterFollower(store.path)
        for step in walk:
            try:
                if step is REOPEN:
                    encounter = Encounter(store, encounter.id, dice=DiceSource(len(walk)))
                    follower.close()
                    follower = EncounterFollower(store.path)  # starts from a snapshot
                elif step is OTHER:
                    other = Encounter(store, encounter.id, dice=DiceSource(1))
                    other.handle(fight_commands(other)[0])
                    assert encounter.reload()
                else:
                    encounter.handle(fight_commands(encounter)[0] if step is NEXT else step)
            except RuleError:
                continue
            assert_is_the_replay(encounter)
            follower.poll()
            assert follower.public == public_state(encounter)
        follower.close()
        store.close()


def test_the_followers_first_catch_up_starts_from_the_snapshot(fight: Path, tmp_path: Path) -> None:
    store = copy_of(fight, tmp_path)
    encounter = Encounter(store, 1)
    follower = EncounterFollower(store.path)
    with mock.patch.object(rules.follower, "revive", wraps=revive) as revived:
        follower.poll()
        assert revived.call_count == 600 - 512  # the records after the snapshot at 512
        assert follower.public == public_state(encounter)
        encounter.handle({"cmd": "undo", "steps": 100})  # before it: from the one at 256
        follower.poll()
        assert follower.public == public_state(encounter)
        assert revived.call_count == 600 - 512 + 500 - 256
    follower.close()


def test_the_records_that_name_everyone_are_found_without_reading_the_others(
    fight: Path, tmp_path: Path
) -> None:
    """An undo's notice names everyone the journal added, the removed too."""
    store = copy_of(fight, tmp_path)
    encounter = Encounter(store, 1)
    encounter.handle({"cmd": "remove", "id": "dan"})
    reopened = Encounter(store, 1)
    with counting_revivals() as revived:
        added = reopened.added()
    assert revived == []
    every = [record.command for record in reopened.records if record.command["cmd"] == "add"]
    assert [record.command for record in added] == every
    assert "dan" in {command["id"] for command in every}
    assert [r.command for r in Encounter(dice=DiceSource(0)).added()] == []
