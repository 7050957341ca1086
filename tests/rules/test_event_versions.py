"""Stored events carry their version; upcasters bring old versions up to date on load (G2).

The chain is exercised with an event kind this test defines (``test.greeted``) and a
registry of its own; the rules' own upcasters (issue 23) are checked at the end.
"""

import json
import sqlite3
from pathlib import Path
from typing import Any, ClassVar, Literal

import pytest

from rules.encounter import Encounter
from rules.errors import DamagedJournal
from rules.events import Event
from rules.journal import JournalStore
from rules.journal_records import decode_record
from rules.sentences import tell
from rules.systems import SYSTEMS, SystemRow
from rules.upcasting import UPCASTERS, UpcastError, Upcasters
from tests.helpers import run
from tests.toy_system import ToySystem

VAMPIRE_START: list[dict[str, Any]] = [
    {"cmd": "system", "name": "vampire"},
    {"cmd": "add", "id": "ann", "name": "Ann", "stats": {"dexterity": 2, "wits": 2}},
]


class Greeted(Event):
    """Version 3 of a test-only event: v1 said ``name``, v2 renamed it ``who``, v3 added
    ``loud``."""

    kind: Literal["test.greeted"] = "test.greeted"
    who: str
    loud: bool


class GreetingSystem(ToySystem):
    """The system that declares ``test.greeted``, so that the journal can decode it."""

    name = "test"
    events: ClassVar[tuple[type[Event], ...]] = (Greeted,)


GREETINGS = GreetingSystem()


@pytest.fixture
def greeted_in_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """``test.greeted`` is declared by a system of the table, for one test."""
    row = SystemRow(key="test", title="Test", rules=f"{__name__}:GREETINGS")
    monkeypatch.setitem(SYSTEMS, row.key, row)


def greeted_history() -> Upcasters:
    registry = Upcasters()

    @registry.register("test.greeted", 1)
    def name_becomes_who(event: dict[str, Any]) -> dict[str, Any]:
        event["who"] = event.pop("name")
        return event

    @registry.register("test.greeted", 2)
    def loud_is_new(event: dict[str, Any]) -> dict[str, Any]:
        return {**event, "loud": False}

    return registry


@pytest.fixture
def history(monkeypatch: pytest.MonkeyPatch) -> Upcasters:
    """The journal reads and writes with the test's registry."""
    registry = greeted_history()
    monkeypatch.setattr("rules.journal_records.UPCASTERS", registry)
    return registry


def raw_events(path: Path) -> list[list[dict[str, Any]]]:
    db = sqlite3.connect(path)
    try:
        return [json.loads(row[0]) for row in db.execute("SELECT events FROM journal ORDER BY seq")]
    finally:
        db.close()


def insert_row(path: Path, encounter_id: int, seq: int, events: list[dict[str, Any]]) -> None:
    db = sqlite3.connect(path)
    with db:
        db.execute(
            "INSERT INTO journal(encounter_id, seq, command, events, at) VALUES (?, ?, ?, ?, ?)",
            (encounter_id, seq, json.dumps({"cmd": "greet"}), json.dumps(events), f"t{seq}"),
        )
        db.execute("UPDATE encounters SET head = ? WHERE id = ?", (seq, encounter_id))
    db.close()


def test_every_stored_event_names_its_version_beside_its_kind(tmp_path: Path) -> None:
    path = tmp_path / "j.sqlite3"
    with JournalStore(path) as store:
        run(VAMPIRE_START, store=store)
    stored = [event for events in raw_events(path) for event in events]
    assert [(event["kind"], event["v"]) for event in stored] == [
        ("system_chosen", 1),
        ("combatant_added", 1),
    ]


def test_an_event_stored_without_a_version_is_version_1() -> None:
    registry = greeted_history()
    assert registry.upcast({"kind": "test.greeted", "name": "Ann"}) == {
        "kind": "test.greeted",
        "who": "Ann",
        "loud": False,
    }
    assert registry.upcast({"kind": "test.greeted", "v": 1, "name": "Ann"}) == (
        registry.upcast({"kind": "test.greeted", "name": "Ann"})
    )


def test_each_version_runs_only_the_steps_after_it() -> None:
    registry = greeted_history()
    assert registry.current_version("test.greeted") == 3
    assert registry.upcast({"kind": "test.greeted", "v": 2, "who": "Bo"})["who"] == "Bo"
    current = {"kind": "test.greeted", "v": 3, "who": "Cy", "loud": True}
    assert registry.upcast(current) == {"kind": "test.greeted", "who": "Cy", "loud": True}
    # A kind without upcasters is at version 1 and passes through unchanged.
    assert registry.upcast({"kind": "hidden_set", "id": "a", "hidden": True}) == {
        "kind": "hidden_set",
        "id": "a",
        "hidden": True,
    }


def test_upcasters_register_in_order_without_gaps() -> None:
    registry = greeted_history()
    with pytest.raises(ValueError, match="version 3"):
        registry.register("test.greeted", 1)(lambda event: event)
    with pytest.raises(ValueError, match="version 1"):
        registry.register("test.other", 2)(lambda event: event)


@pytest.mark.parametrize(
    ("event", "problem"),
    [
        ({"kind": "test.greeted", "v": 4, "who": "Ann", "loud": False}, "newer than"),
        ({"kind": "test.greeted", "v": "2", "who": "Ann"}, "not a version number"),
        ({"kind": "test.greeted", "v": 0, "name": "Ann"}, "not a version number"),
        ({"kind": "test.greeted", "v": True, "name": "Ann"}, "not a version number"),
        ({"kind": "test.greeted", "v": 1, "who": "Ann"}, "cannot be upgraded"),
    ],
)
def test_an_event_that_cannot_be_upcast_is_an_unreadable_record(
    history: Upcasters, event: dict[str, Any], problem: str
) -> None:
    with pytest.raises(ValueError, match=problem) as raised:
        decode_record(3, "{}", json.dumps([event]))
    assert str(raised.value).startswith("record 3: event 'test.greeted'")
    assert not isinstance(raised.value, UpcastError)  # the journal's own error, with its seq


@pytest.mark.usefixtures("greeted_in_table")
def test_old_versions_replay_as_the_current_model_G2(tmp_path: Path, history: Upcasters) -> None:
    path = tmp_path / "j.sqlite3"
    with JournalStore(path) as store:
        encounter = run(VAMPIRE_START, store=store)
        assert encounter.id is not None
        insert_row(path, encounter.id, 3, [{"kind": "test.greeted", "name": "Ann"}])
        insert_row(path, encounter.id, 4, [{"kind": "test.greeted", "v": 2, "who": "Bo"}])
        reopened = Encounter(store=store, encounter_id=encounter.id)
        greetings = [event for record in reopened.records for event in record.events]
        assert greetings[-2:] == [Greeted(who="Ann", loud=False), Greeted(who="Bo", loud=False)]
        # Written again today, the event is stored at its current version.
        store.append(
            encounter.id,
            5,
            {"cmd": "greet"},
            [Greeted(who="Cy", loud=True).model_dump(mode="json")],
            name="",
            system="vampire",
            revision=reopened.revision,
        )
    assert raw_events(path)[-1] == [{"kind": "test.greeted", "v": 3, "who": "Cy", "loud": True}]


def test_a_journal_from_a_later_degaine_says_which_record_it_cannot_read(
    tmp_path: Path,
) -> None:
    path = tmp_path / "j.sqlite3"
    with JournalStore(path) as store:
        encounter = run(VAMPIRE_START, store=store)
        assert encounter.id is not None
        future = {"kind": "vampire.wound", "v": 2, "actor": "ann", "level": "hurt"}
        insert_row(path, encounter.id, 3, [future])
        with pytest.raises(DamagedJournal) as raised:
            Encounter(store=store, encounter_id=encounter.id)
    assert raised.value.seq == 3
    assert "newer than this degaine reads" in str(raised.value)


# -- the rules' own upcasters (issue 23: what the log says needs the data to say it) -----
def test_the_log_s_new_fields_are_version_2_of_their_kinds_G2() -> None:
    assert {
        kind: UPCASTERS.current_version(kind)
        for kind in ("vampire.rolled", "zebra.sequence_started", "western.revealed")
    } == {"vampire.rolled": 2, "zebra.sequence_started": 2, "western.revealed": 2}


def test_an_old_roll_reads_as_each_its_own_and_an_old_reveal_names_no_score_G2_G7() -> None:
    initiative = {"die": {"faces": 10, "value": 6, "typed": True}, "total": 9, "rating": 3}
    rolled = {
        "kind": "vampire.rolled",
        "round": 1,
        "new_turn": True,
        "rolls": [{"actor": "thug-1", "initiative": initiative}],
    }
    assert UPCASTERS.upcast(rolled)["rolls"] == [
        {"actor": "thug-1", "initiative": initiative, "group": None}
    ]
    counter = {"value": 9, "start": 9, "static": 5}
    started = {
        "kind": "zebra.sequence_started",
        "round": 1,
        "counters": [{"actor": "a", "counter": counter}],
    }
    assert UPCASTERS.upcast(started)["counters"] == [
        {"actor": "a", "counter": counter, "group": None}
    ]
    assert UPCASTERS.upcast({"kind": "western.revealed"}) == {
        "kind": "western.revealed",
        "scores": {},
    }
    names = {"thug-1": "Thug 1"}
    told = tell("western", {"cmd": "reveal"}, [{"kind": "western.revealed", "scores": {}}], names)
    assert told == "The scores are revealed"
    told = tell("vampire", {"cmd": "roll"}, [UPCASTERS.upcast(dict(rolled))], names)
    assert told == "Initiative for turn 1: Thug 1 9 = d10=6 (typed) + 3"
