"""A damaged store (issue 9, item 4): one line naming the encounter, the record and the
problem, never a validator's dump; the rest of the store stays usable."""

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from rules.encounter import Encounter
from rules.errors import DamagedJournal, RuleError
from rules.follower import EncounterFollower, Watch
from rules.journal import JournalStore
from rules.roster import RosterCharacter

SETUP: list[dict[str, Any]] = [
    {"cmd": "name", "name": "Alley fight"},
    {"cmd": "system", "name": "vampire"},
    {"cmd": "add", "id": "ann", "name": "Ann", "side": "pc", "stats": {"dexterity": 4, "wits": 3}},
    {"cmd": "add", "id": "bob", "name": "Bob", "stats": {"dexterity": 3, "wits": 3}},
]


def stored_fight(path: Path) -> JournalStore:
    """A store with the fight above (records 1 to 4) and a second, sound encounter."""
    store = JournalStore(path)
    encounter = Encounter(store=store)
    for command in SETUP:
        encounter.handle(command)
    other = Encounter(store=store)
    other.handle({"cmd": "name", "name": "Docks"})
    return store


def damage(path: Path, sql: str) -> None:
    with sqlite3.connect(path) as db:
        db.execute(sql)


def assert_one_line(message: str) -> None:
    assert "\n" not in message and len(message) < 300
    assert "validation error" not in message and "type=" not in message


def test_an_event_that_fails_validation_names_encounter_record_and_field(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    store = stored_fight(path)
    damage(
        path, """UPDATE journal SET events = replace(events, '"npc"', '"martian"') WHERE seq = 4"""
    )
    with pytest.raises(DamagedJournal) as raised:
        Encounter(store=store, encounter_id=1)
    error = raised.value
    assert isinstance(error, RuleError)
    assert error.encounter_id == 1 and error.seq == 4
    assert error.message.startswith("Encounter “Alley fight” (no. 1) is damaged at record 4: ")
    assert "combatant.side: Input should be 'pc' or 'npc'" in error.message
    assert_one_line(error.message)
    # The rest of the store is untouched and usable.
    assert Encounter(store=store, encounter_id=2).state.name == "Docks"


@pytest.mark.parametrize("column", ["events", "command"])
def test_a_record_that_is_not_json_is_named_too(tmp_path: Path, column: str) -> None:
    path = tmp_path / "s.sqlite3"
    store = stored_fight(path)
    damage(path, f"UPDATE journal SET {column} = '{{oops' WHERE seq = 3")
    with pytest.raises(DamagedJournal) as raised:
        Encounter(store=store, encounter_id=1)
    assert raised.value.seq == 3
    assert "(no. 1) is damaged at record 3: not valid JSON" in raised.value.message
    assert_one_line(raised.value.message)


def test_json_of_the_wrong_shape_is_a_damaged_record(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    store = stored_fight(path)
    damage(path, "UPDATE journal SET events = '[1, 2]' WHERE seq = 2")
    with pytest.raises(DamagedJournal, match="record 2: not a command and a list of events"):
        Encounter(store=store, encounter_id=1)


def test_events_that_validate_but_do_not_fold_name_their_record(tmp_path: Path) -> None:
    # A well-formed event about a combatant the encounter never had.
    path = tmp_path / "s.sqlite3"
    store = stored_fight(path)
    removal = """[{"kind": "combatant_removed", "id": "zed"}]"""
    damage(path, f"UPDATE journal SET events = '{removal}' WHERE encounter_id = 1 AND seq = 4")
    with pytest.raises(DamagedJournal) as raised:
        Encounter(store=store, encounter_id=1)
    assert raised.value.seq == 4
    message = raised.value.message
    assert "is damaged at record 4: names 'zed', which the encounter does not have." in message
    assert_one_line(raised.value.message)


def test_an_unnamed_encounter_is_called_so(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    store = stored_fight(path)
    damage(path, "UPDATE encounters SET name = '' WHERE id = 1")
    damage(path, "UPDATE journal SET events = '{oops' WHERE seq = 2 AND encounter_id = 1")
    with pytest.raises(DamagedJournal, match=r"^Encounter “\(unnamed\)” \(no\. 1\)"):
        Encounter(store=store, encounter_id=1)


def test_the_players_board_follower_says_the_same_one_line(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    store = stored_fight(path)
    store.touch(1)  # the board follows the encounter opened last
    damage(
        path, """UPDATE journal SET events = replace(events, '"npc"', '"martian"') WHERE seq = 4"""
    )
    follower = EncounterFollower(path)
    follower.poll()
    assert follower.watch is Watch.UNREADABLE
    assert follower.problem.startswith("Encounter “Alley fight” (no. 1) is damaged at record 4")
    assert_one_line(follower.problem)
    follower.close()


def test_unreadable_roster_rows_are_left_out_each_with_one_line(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "s.sqlite3")
    store.save_character(
        RosterCharacter(system="vampire", id="ann", name="Ann", stats={"dexterity": 4, "wits": 3})
    )
    store._db.execute("INSERT INTO roster VALUES ('vampire', 'zed', 'Zed', 'martian', '{}', 'now')")
    store._db.execute("INSERT INTO roster VALUES ('vampire', 'oops', 'Oops', 'pc', '{oops', 'now')")
    found = store.read_roster("vampire")
    assert [character.id for character in found.characters] == ["ann"]
    assert found.unreadable == [
        "“Oops” (id oops): stats: not valid JSON (a key in double quotes was expected)",
        "“Zed” (id zed): side: Input should be 'pc' or 'npc'",
    ]
    assert [character.id for character in store.roster("vampire")] == ["ann"]
