"""The history: every journal record told in the log's words, in its round (G1, G2)."""

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from i18n.text import is_printable
from rules.dice import DiceSource
from rules.encounter import Encounter, Record
from rules.errors import DamagedJournal
from rules.history import History, build_history, history_of_stored
from rules.journal import JournalStore
from rules.journal_reader import JournalReader
from rules.sentences import sentence_table, tell
from rules.systems import SystemRow
from tests.rules.test_journal_fixture import fixture_rows, load_fixture
from tests.toy_system import toy_in_table

__all__ = ["toy_in_table"]  # the fixture, used by name

ANN_BOB: list[dict[str, Any]] = [
    {"cmd": "add", "id": "ann", "name": "Ann", "side": "pc", "stats": {"dexterity": 4, "wits": 3}},
    {"cmd": "add", "id": "bob", "name": "Bob", "stats": {"dexterity": 3, "wits": 3}},
]
VAMPIRE: list[dict[str, Any]] = [
    {"cmd": "system", "name": "vampire"},
    {"cmd": "name", "name": "The alley"},
    *ANN_BOB,
    {"cmd": "roll", "dice": {"ann": 9}},  # Bob's d10 is the program's (seeded)
    {"cmd": "declare", "actor": "bob", "action": "shoot Ann"},
    {"cmd": "declare", "actor": "ann", "action": "run"},
    {"cmd": "resolve"},
    {"cmd": "resolve"},
    {"cmd": "end_turn"},
    {"cmd": "roll", "dice": {"ann": 2, "bob": 3}},
]
ZEBRA: list[dict[str, Any]] = [
    {"cmd": "system", "name": "zebra"},
    {
        "cmd": "add",
        "id": "ann",
        "name": "Ann",
        "side": "pc",
        "stats": {"aplomb": 3, "agilite": 2, "perception": 3, "skill": 3},
    },
    {"cmd": "sequence", "dice": {"ann": 10}},
    {"cmd": "act", "actor": "ann", "action": "strike"},
    {"cmd": "act", "actor": "ann", "action": "charge"},
    {"cmd": "act", "actor": "ann", "action": "charge"},
    {"cmd": "sequence", "dice": {"ann": 4}},
]
WESTERN: list[dict[str, Any]] = [
    {"cmd": "system", "name": "western"},
    {"cmd": "add", "id": "ann", "name": "Ann", "side": "pc", "stats": {"attribute": 4, "skill": 3}},
    {"cmd": "add", "id": "bob", "name": "Bob", "stats": {"attribute": 3, "skill": 2}},
    {"cmd": "draw"},
    {"cmd": "declare", "actor": "ann", "actions": [7]},
    {"cmd": "declare", "actor": "bob", "actions": [5]},
    {"cmd": "sacrifice", "actor": "ann", "action": 0, "count": 1, "dice": [4]},
]


def played(commands: list[dict[str, Any]], undo: int = 0) -> Encounter:
    encounter = Encounter(dice=DiceSource(seed=7))
    for command in commands:
        encounter.handle(command)
    if undo:
        encounter.undo(undo)
    return encounter


def history(encounter: Encounter) -> History:
    records = encounter.records
    return build_history([*records, *encounter.undone_records], len(records), 1)


def lines(told: History) -> list[str]:
    return [step.line() for step in told.steps]


# -- the words: the log's, one source ---------------------------------------------------
def test_every_record_of_the_fixture_is_told_as_the_log_tells_it(tmp_path: Path) -> None:
    ids = load_fixture(tmp_path / "old.sqlite3")
    reader = JournalReader(tmp_path / "old.sqlite3")
    try:
        for info in reader.encounters():
            stored = reader.journal(info)
            told = history_of_stored(stored, info.head, info.id, info.name)
            assert len(told.steps) == len(fixture_rows()[info.name])
            # From the events: one ``add`` of a group (G7) adds several combatants.
            names = {
                str(event["combatant"]["id"]): str(event["combatant"]["name"])
                for r in stored
                for event in r.events
                if event.get("kind") == "combatant_added"
            }
            for step, record in zip(told.steps, stored, strict=True):
                assert step.text == tell(info.name, record.command, record.events, names)
                assert step.text and is_printable(step.text)
                # Each command kind of the fixture has its own sentence, not the plain line.
                assert step.cmd in sentence_table(told.system), step.cmd
    finally:
        reader.close()
    assert sorted(ids) == ["vampire", "western", "zebra"]


def test_every_event_kind_of_the_fixture_reaches_a_step(tmp_path: Path) -> None:
    load_fixture(tmp_path / "old.sqlite3")
    reader = JournalReader(tmp_path / "old.sqlite3")
    try:
        kinds = {
            str(event["kind"])
            for info in reader.encounters()
            for step in history_of_stored(reader.journal(info), info.head, info.id, info.name).steps
            for event in step.events
        }
    finally:
        reader.close()
    fixture = {
        event["kind"] for rows in fixture_rows().values() for row in rows for event in row["events"]
    }
    assert kinds == fixture


def test_a_command_no_table_tells_still_reads_as_a_plain_line(toy_in_table: SystemRow) -> None:
    encounter = played(
        [
            {"cmd": "system", "name": "toy"},
            {"cmd": "add", "id": "ann", "name": "Ann", "stats": {"speed": 3}},
            {"cmd": "round"},
        ]
    )
    told = history(encounter)
    # The toy system has no sentences and no unit of its own: the plain words and "Round".
    assert lines(told)[-1] == "Round 1 · round"
    foreign = Record(command={"cmd": "frobnicate", "actor": "ann"}, events=())
    told = build_history([*encounter.records, foreign], 4)
    assert told.steps[-1].line() == "Round 1 · frobnicate · Ann"


# -- rounds in each system's unit ---------------------------------------------------------
def test_vampire_steps_are_grouped_by_turn() -> None:
    told = history(played(VAMPIRE))
    assert [unit for unit, _steps in told.rounds()] == ["Before turn 1", "Turn 1", "Turn 2"]
    assert lines(told)[5] == "Turn 1 · Bob declares “shoot Ann”"
    assert told.unit == "Turn 2" and told.name == "The alley"


def test_zebra_steps_are_grouped_by_Sequence() -> None:
    told = history(played(ZEBRA))
    units = [unit for unit, _steps in told.rounds()]
    assert units == ["Before Sequence 1", "Sequence 1", "Sequence 2"]
    assert lines(told)[3] == "Sequence 1 · Ann: strike −5 → counter 14"  # shooting position (Z1)


def test_western_steps_are_grouped_by_turn() -> None:
    told = history(played(WESTERN))
    assert [unit for unit, _steps in told.rounds()] == ["Before turn 1", "Turn 1"]
    assert lines(told)[-1] == "Turn 1 · Ann sacrifices 1 die of action 1: d6=4 (typed)"


# -- dice: typed or rolled (G1) ----------------------------------------------------------
def test_each_die_says_whether_it_was_typed_or_rolled_G1() -> None:
    told = history(played(VAMPIRE))
    roll = told.steps[4]
    dice = {die.actor: die for die in roll.dice}
    assert (dice["ann"].faces, dice["ann"].value, dice["ann"].typed) == (10, 9, True)
    assert dice["bob"].faces == 10 and dice["bob"].typed is False
    # Each total with the d10 and the rating it is made of (V1).
    assert "Ann 16 = d10=9 (typed) + 7" in roll.text
    assert f"Bob {dice['bob'].value + 6} = d10={dice['bob'].value} (rolled) + 6" in roll.text


# -- undone steps (G2) ------------------------------------------------------------------
def test_steps_past_the_head_are_marked_undone_G2() -> None:
    told = history(played(VAMPIRE, undo=2))
    assert told.head == len(VAMPIRE) - 2 and told.undone == 2
    assert [step.undone for step in told.steps[-3:]] == [False, True, True]
    assert lines(told)[-1].startswith("Turn 2 · [undone] Initiative for turn 2")
    # Where the encounter stands is the head's round, not the undone one's.
    assert told.unit == "Turn 1"


@settings(max_examples=25, deadline=None)
@given(undo=st.integers(min_value=0, max_value=len(VAMPIRE)))
def test_exactly_the_undone_steps_are_marked_and_the_rest_read_as_the_log_G2(undo: int) -> None:
    encounter = played(VAMPIRE, undo=undo)
    told = history(encounter)
    assert len(told.steps) == len(VAMPIRE)
    assert [step.undone for step in told.steps] == [i >= len(VAMPIRE) - undo for i in range(11)]
    full = history(played(VAMPIRE))
    # Undoing changes the marks, never the words: a step reads as it read when it was done.
    assert [step.text for step in told.steps] == [step.text for step in full.steps]


def test_an_undone_rename_does_not_name_the_encounter() -> None:
    told = history(played([*VAMPIRE, {"cmd": "name", "name": "Later"}], undo=1))
    assert told.name == "The alley"


# -- search ------------------------------------------------------------------------------
def test_search_keeps_the_steps_whose_line_holds_it_in_any_case() -> None:
    told = history(played(VAMPIRE))
    assert [step.seq for step in told.matching("SHOOT")] == [6]
    assert [step.seq for step in told.matching("turn 2")] == [11]  # the end of turn 1 is 10
    assert len(told.matching("  ")) == len(told.steps)


# -- from the store ----------------------------------------------------------------------
def test_the_stored_journal_tells_the_same_history_as_the_encounter(tmp_path: Path) -> None:
    with JournalStore(tmp_path / "s.sqlite3") as store:
        encounter = Encounter(store=store, dice=DiceSource(seed=7))
        for command in VAMPIRE:
            encounter.handle(command)
        encounter.undo(1)
        records, head = store.load(encounter.id or 0)
        stored = history_of_stored(records, head, encounter.id or 0, "The alley")
    assert stored == history(encounter)


def test_a_record_that_does_not_replay_is_named(tmp_path: Path) -> None:
    with JournalStore(tmp_path / "s.sqlite3") as store:
        encounter = Encounter(store=store)
        for command in VAMPIRE[:4]:
            encounter.handle(command)
        records, head = store.load(encounter.id or 0)
    broken = records[3]._replace(events=[{"kind": "combatant_added", "combatant": {}}])
    with pytest.raises(DamagedJournal) as raised:
        history_of_stored([*records[:3], broken], head, 1, "The alley")
    assert raised.value.seq == 4
    assert "The alley" in raised.value.message
