"""A journal written by the first release still loads and replays to the same state (G2).

``tests/fixtures/journal_v1.jsonl`` holds journal rows exactly as that release stored
them (events without a version), for encounters of every system, using every event
kind; ``journal_v1_states.json`` holds each encounter's head and state JSON after the
replay. ``tests/fixtures/make_journal_fixture.py`` wrote both; they are never
regenerated to make this test pass: a changed event gets an upcaster instead.
"""

import json
import sqlite3
from collections import defaultdict
from pathlib import Path
from typing import Any

from rules.encounter import Encounter
from rules.events import CORE_EVENTS, event_kind
from rules.follower import EncounterFollower, Watch
from rules.journal import JournalStore
from rules.journal_events import kinds_of
from rules.systems import get_system, system_names
from rules.view import state_view

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
ROWS = FIXTURES / "journal_v1.jsonl"
STATES = FIXTURES / "journal_v1_states.json"


def fixture_rows() -> dict[str, list[dict[str, Any]]]:
    """The fixture's rows by encounter, in journal order."""
    rows: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for line in ROWS.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        rows[row["encounter"]].append(row)
    return dict(rows)


def expected_states() -> dict[str, Any]:
    states: dict[str, Any] = json.loads(STATES.read_text(encoding="utf-8"))
    return states


def load_fixture(path: Path) -> dict[str, int]:
    """A fresh store holding the fixture's rows as they were written; the encounters' ids."""
    with JournalStore(path) as store:
        ids = {name: store.create_encounter() for name in fixture_rows()}
    db = sqlite3.connect(path)
    with db:
        for name, rows in fixture_rows().items():
            for row in rows:
                # Straight into the table: the store's own writer would stamp today's format.
                db.execute(
                    "INSERT INTO journal(encounter_id, seq, command, events, at)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (
                        ids[name],
                        row["seq"],
                        json.dumps(row["command"]),
                        json.dumps(row["events"]),
                        f"2026-01-01T00:00:{row['seq']:02d}+00:00",
                    ),
                )
            db.execute(
                "UPDATE encounters SET head = ?, name = ? WHERE id = ?",
                (expected_states()[name]["head"], name, ids[name]),
            )
    db.close()
    return ids


def defined_event_kinds() -> set[str]:
    """Every event kind the rules declare (the core's and every system's)."""
    kinds = {event_kind(event) for event in CORE_EVENTS}
    for name in system_names():
        kinds.update(kinds_of(get_system(name)))
    return kinds


def test_fixture_covers_every_system_and_every_event_kind() -> None:
    rows = fixture_rows()
    assert sorted(rows) == sorted(system_names())
    stored = {event["kind"] for name in rows for row in rows[name] for event in row["events"]}
    missing = defined_event_kinds() - stored
    assert not missing, f"add encounters using {sorted(missing)} to make_journal_fixture.py"


def test_fixture_events_carry_no_version_as_the_first_release_wrote_them() -> None:
    for rows in fixture_rows().values():
        for row in rows:
            assert all("v" not in event for event in row["events"])


def test_fixture_journal_loads_and_replays_to_the_checked_in_states_G2(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    ids = load_fixture(path)
    expected = expected_states()
    with JournalStore(path) as store:
        for name, encounter_id in ids.items():
            encounter = Encounter(store=store, encounter_id=encounter_id)
            assert len(encounter.records) == expected[name]["head"]
            assert state_view(encounter.state) == expected[name]["state"], name


def test_fixture_encounter_takes_new_commands_and_undo_after_loading_G2(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    ids = load_fixture(path)
    with JournalStore(path) as store:
        encounter = Encounter(store=store, encounter_id=ids["vampire"])
        assert encounter.can_redo  # the fixture's last roll was undone
        encounter.handle({"cmd": "redo"})
        assert state_view(encounter.state)["phase"] == "declare"
        encounter.handle({"cmd": "name", "name": "Elysium, later"})
    with JournalStore(path) as store:
        reopened = Encounter(store=store, encounter_id=ids["vampire"])
        assert state_view(reopened.state)["name"] == "Elysium, later"
        reopened.handle({"cmd": "undo", "steps": 2})
        assert state_view(reopened.state) == expected_states()["vampire"]["state"]


def test_players_board_replays_the_fixture_journal_to_the_same_state_G2(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    ids = load_fixture(path)
    follower = EncounterFollower(path)
    try:
        assert follower.poll() is True
        # The board follows the encounter written last: the fixture's last one.
        last = list(ids)[-1]
        assert (follower.watch, follower.encounter_id) == (Watch.FOLLOWING, ids[last])
        assert state_view(follower.state) == expected_states()[last]["state"]
    finally:
        follower.close()
