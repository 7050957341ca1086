"""The view the store saves with each command: always the state JSON at the journal's head.

A resumed board paints from it before the journal is replayed, so it must be
exactly what the replay gives, after any command, refusal, undo or redo (G2).
"""

import json
import sqlite3
from contextlib import suppress
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.encounter import Encounter
from rules.errors import RuleError
from rules.journal import JournalStore
from rules.view import VIEW_FORMAT, state_json
from tests.helpers import run
from tests.rules import test_vampire_properties as vampire
from tests.rules import test_western_properties as western
from tests.rules import test_zebra_properties as zebra


def as_json(value: Any) -> Any:
    return json.loads(json.dumps(value))


def assert_view_is_the_replay(store: JournalStore, encounter: Encounter) -> None:
    assert encounter.id is not None
    saved = store.view(encounter.id, VIEW_FORMAT, recent=5)
    assert saved is not None
    assert saved.state == as_json(state_json(encounter))
    assert saved.head == len(encounter.records)
    assert saved.total == len(encounter.records) + encounter.redo_depth
    recent = encounter.records[-5:]
    assert [record.command for record in saved.recent] == [record.command for record in recent]
    assert [record.events for record in saved.recent] == [
        [event.model_dump(mode="json") for event in record.events] for record in recent
    ]
    replayed = Encounter(store=store, encounter_id=encounter.id)
    assert as_json(state_json(replayed)) == saved.state


def play(
    encounter: Encounter, store: JournalStore, script: list[dict[str, Any]], resolve: Any
) -> None:
    """Apply the script, checking the saved view after every command, accepted or refused."""
    for command in script:
        with suppress(RuleError):
            encounter.handle(resolve(encounter, command))
        assert_view_is_the_replay(store, encounter)


@settings(max_examples=25, deadline=None)
@given(st.lists(vampire.commands, max_size=30))
def test_the_saved_view_is_the_replay_vampire_G2(script: list[dict[str, Any]]) -> None:
    with JournalStore(":memory:") as store:
        encounter = run(vampire.SETUP, seed=5, store=store)
        play(encounter, store, script, lambda _encounter, command: command)


@settings(max_examples=25, deadline=None)
@given(zebra.options, st.lists(zebra.commands, max_size=30))
def test_the_saved_view_is_the_replay_zebra_G2(
    chosen: dict[str, Any], script: list[dict[str, Any]]
) -> None:
    with JournalStore(":memory:") as store:
        encounter = run(zebra.setup(chosen), seed=5, store=store)
        play(encounter, store, script, zebra.resolve)


@settings(max_examples=25, deadline=None)
@given(western.options, western.scripts)
def test_the_saved_view_is_the_replay_western_G2(
    chosen: dict[str, Any], script: list[dict[str, Any]]
) -> None:
    with JournalStore(":memory:") as store:
        setup = [{"cmd": "system", "name": "western", "options": chosen}, *western.CAST]
        encounter = run(setup, seed=5, store=store)
        play(encounter, store, script, western.concrete)


def test_a_view_of_another_format_or_head_is_not_used(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "j.sqlite3")
    encounter = run(vampire.SETUP, store=store)
    assert encounter.id is not None
    assert store.view(encounter.id, "some-older-format") is None
    # A head moved without a view (as a store written before views existed would be).
    store.set_head(encounter.id, 2, name="", system="vampire", revision=encounter.revision)
    assert store.view(encounter.id, VIEW_FORMAT) is None


def test_a_write_by_a_program_without_views_makes_the_view_stale(tmp_path: Path) -> None:
    # An older degaine undoes and appends another command at the same head: it moves
    # updated_at, not the view, which must then be ignored.
    store = JournalStore(tmp_path / "j.sqlite3")
    encounter = run(vampire.SETUP, store=store)
    assert encounter.id is not None
    assert store.view(encounter.id, VIEW_FORMAT) is not None
    with sqlite3.connect(tmp_path / "j.sqlite3") as db:
        db.execute("UPDATE encounters SET updated_at = '2030-01-01' WHERE id = ?", (encounter.id,))
    assert store.view(encounter.id, VIEW_FORMAT) is None


def test_deleting_an_encounter_deletes_its_view(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "j.sqlite3")
    encounter = run(vampire.SETUP, store=store)
    assert encounter.id is not None
    store.delete_encounter(encounter.id)
    assert store.view(encounter.id, VIEW_FORMAT) is None


def test_views_kept_in_another_shape_are_dropped_and_saved_anew(tmp_path: Path) -> None:
    path = tmp_path / "j.sqlite3"
    store = JournalStore(path)
    encounter = run(vampire.SETUP, store=store)
    store.close()
    with sqlite3.connect(path) as db:
        db.execute("DROP TABLE views")
        db.execute("CREATE TABLE views (encounter_id INTEGER PRIMARY KEY, head INTEGER)")
    store = JournalStore(path)
    reopened = Encounter(store=store, encounter_id=encounter.id)
    assert store.view(1, VIEW_FORMAT) is None
    reopened.handle({"cmd": "name", "name": "Again"})
    assert_view_is_the_replay(store, reopened)


def test_opening_an_encounter_keeps_its_view_usable(tmp_path: Path) -> None:
    # touch() makes the encounter the one the players' board follows; it changes
    # nothing in it, so the resumed board may still paint from the saved view.
    store = JournalStore(tmp_path / "j.sqlite3")
    encounter = run(vampire.SETUP, store=store)
    assert encounter.id is not None
    before = store.view(encounter.id, VIEW_FORMAT)
    store.touch(encounter.id)
    after = store.view(encounter.id, VIEW_FORMAT)
    assert before is not None and after is not None and after.state == before.state


def test_opening_does_not_revive_a_stale_view(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "j.sqlite3")
    encounter = run(vampire.SETUP, store=store)
    assert encounter.id is not None
    with sqlite3.connect(tmp_path / "j.sqlite3") as db:
        db.execute("UPDATE encounters SET updated_at = '2030-01-01' WHERE id = ?", (encounter.id,))
    store.touch(encounter.id)
    assert store.view(encounter.id, VIEW_FORMAT) is None
