"""Conditions with a duration and notes per combatant, in every system (G6)."""

from typing import Any

import pytest

from rules.errors import InvalidCommand, Refused, UnknownActor
from rules.public import public_state
from rules.sentences import tell
from rules.view import state_json
from tests.helpers import run, snapshot
from tests.rules.condition_helpers import (
    SETUPS,
    SYSTEMS,
    conditions,
    encounter_of,
    end_unit,
    expiries,
    names,
    start_unit,
)


def give(name: str = "stunned", actor: str = "ann", **fields: Any) -> dict[str, Any]:
    return {"cmd": "condition_add", "actor": actor, "name": name, **fields}


def told_last(encounter: Any) -> str:
    record = encounter.records[-1]
    names = {key: c.name for key, c in encounter.state.combatants.items()}
    events = [event.model_dump(mode="json") for event in record.events]
    return tell(encounter.state.system, record.command, events, names)


@pytest.mark.parametrize("system", SYSTEMS)
def test_condition_add_shows_in_the_state_with_its_fields_G6(system: str) -> None:
    encounter = encounter_of(system)
    encounter.handle(give(duration=2, ends="start", public=True))
    encounter.handle(give("cursed", actor="bob"))
    assert conditions(encounter) == [
        {"name": "stunned", "remaining": 2, "ends": "start", "public": True}
    ]
    # Without a duration it lasts until removed; GM-only and "end" are the defaults.
    assert conditions(encounter, "bob") == [
        {"name": "cursed", "remaining": None, "ends": "end", "public": False}
    ]


@pytest.mark.parametrize("system", SYSTEMS)
def test_condition_add_again_replaces_the_one_of_that_name_G6(system: str) -> None:
    encounter = encounter_of(system)
    encounter.handle(give(duration=1))
    encounter.handle(give("Stunned", duration=3, public=True))
    assert conditions(encounter) == [
        {"name": "Stunned", "remaining": 3, "ends": "end", "public": True}
    ]


@pytest.mark.parametrize("system", SYSTEMS)
def test_condition_remove_takes_it_off_and_an_unknown_one_is_refused_G6(system: str) -> None:
    encounter = encounter_of(system)
    encounter.handle(give())
    encounter.handle(give("prone"))
    encounter.handle({"cmd": "condition_remove", "actor": "ann", "name": "STUNNED"})
    assert names(encounter) == ["prone"]
    assert told_last(encounter) == "Ann: stunned ends (removed)"
    before = snapshot(encounter)
    with pytest.raises(Refused, match="Ann has no condition “stunned”"):
        encounter.handle({"cmd": "condition_remove", "actor": "ann", "name": "stunned"})
    assert snapshot(encounter) == before


@pytest.mark.parametrize("system", SYSTEMS)
def test_note_is_written_cleared_and_an_unchanged_one_refused(system: str) -> None:
    encounter = encounter_of(system)
    encounter.handle({"cmd": "note", "actor": "bob", "text": "owes Ann\x1b[2J money"})
    assert state_json(encounter)["actors"]["bob"]["note"] == "owes Ann money"  # printable
    assert told_last(encounter) == "Note on Bob written"
    with pytest.raises(Refused, match="Bob's note is already that"):
        encounter.handle({"cmd": "note", "actor": "bob", "text": "owes Ann money"})
    encounter.handle({"cmd": "note", "actor": "bob", "text": ""})
    assert state_json(encounter)["actors"]["bob"]["note"] == ""
    assert told_last(encounter) == "Note on Bob cleared"
    with pytest.raises(Refused, match="Bob has no note to clear"):
        encounter.handle({"cmd": "note", "actor": "bob"})


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize(
    ("command", "problem"),
    [
        (give(duration=0), "duration"),
        (give(duration=100), "duration"),
        (give(duration=True), "duration"),
        (give(ends="middle"), "ends"),
        (give(public="yes"), "public"),
        (give(""), "name"),
        (give("\x1b[31m"), "name"),
        (give("x" * 41), "name"),
        ({"cmd": "note", "actor": "ann", "text": "x" * 201}, "text"),
    ],
)
def test_bad_fields_are_refused_with_one_message_and_change_nothing_G6(
    system: str, command: dict[str, Any], problem: str
) -> None:
    encounter = encounter_of(system)
    before = snapshot(encounter)
    with pytest.raises(InvalidCommand, match=problem):
        encounter.handle(command)
    assert snapshot(encounter) == before


@pytest.mark.parametrize("system", SYSTEMS)
def test_an_unknown_actor_is_refused(system: str) -> None:
    encounter = encounter_of(system)
    for command in (
        give(actor="zed"),
        {"cmd": "condition_remove", "actor": "zed", "name": "x"},
        {"cmd": "note", "actor": "zed", "text": "x"},
    ):
        with pytest.raises(UnknownActor, match="zed"):
            encounter.handle(command)


def test_an_actor_carries_at_most_twelve_conditions() -> None:
    encounter = run([*SETUPS["vampire"], *(give(f"c{n}") for n in range(12))])
    with pytest.raises(Refused, match="already carries 12 conditions"):
        encounter.handle(give("one more"))
    encounter.handle(give("c3", duration=2))  # replacing one is not one more


@pytest.mark.parametrize("system", SYSTEMS)
def test_by_default_it_ends_at_the_end_of_the_nth_unit_started_after_it_was_given_G6(
    system: str,
) -> None:
    encounter = encounter_of(system)
    start_unit(encounter)  # unit 1 runs: the condition is given during it
    encounter.handle(give(duration=2, public=True))
    end_unit(encounter)
    assert conditions(encounter)[0]["remaining"] == 2  # unit 1 does not count
    start_unit(encounter)
    assert conditions(encounter)[0]["remaining"] == 1
    end_unit(encounter)
    start_unit(encounter)  # unit 3, the second started after it was given: its last
    assert conditions(encounter)[0]["remaining"] == 0
    assert expiries(encounter) == []
    end_unit(encounter)
    assert names(encounter) == []
    assert expiries(encounter) == [("ann", "stunned")]
    assert told_last(encounter).endswith(" · Ann: stunned ends")


@pytest.mark.parametrize("system", SYSTEMS)
def test_ends_at_start_ends_as_its_last_unit_starts_G6(system: str) -> None:
    encounter = encounter_of(system)
    encounter.handle(give(duration=1, ends="start"))  # before the fight: unit 1 counts
    start_unit(encounter)
    assert names(encounter) == []
    assert expiries(encounter) == [("ann", "stunned")]
    assert "Ann: stunned ends" in told_last(encounter)


@pytest.mark.parametrize("system", SYSTEMS)
def test_without_a_duration_it_stays_until_removed_G6(system: str) -> None:
    encounter = encounter_of(system)
    encounter.handle(give("marked"))
    for _round in range(3):
        start_unit(encounter)
        end_unit(encounter)
    assert conditions(encounter) == [
        {"name": "marked", "remaining": None, "ends": "end", "public": False}
    ]


@pytest.mark.parametrize("system", SYSTEMS)
def test_undo_of_the_command_that_expired_it_restores_it_and_redo_expires_it_again_G6(
    system: str,
) -> None:
    encounter = encounter_of(system)
    encounter.handle(give(duration=1, ends="start"))
    encounter.handle({"cmd": "note", "actor": "ann", "text": "keep"})
    start_unit(encounter)
    encounter.handle({"cmd": "undo"})
    assert conditions(encounter) == [
        {"name": "stunned", "remaining": 1, "ends": "start", "public": False}
    ]
    encounter.handle({"cmd": "redo"})
    assert names(encounter) == [] and expiries(encounter) == [("ann", "stunned")]
    assert state_json(encounter)["actors"]["ann"]["note"] == "keep"


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_journal_replays_to_the_same_conditions_G2_G6(system: str, tmp_path: Any) -> None:
    from rules.encounter import Encounter
    from rules.journal import JournalStore

    store = JournalStore(tmp_path / "j.sqlite3")
    encounter = run(SETUPS[system], store=store)
    encounter.handle(give(duration=2))
    encounter.handle(give("dazed", actor="bob", duration=1, ends="start"))
    start_unit(encounter)
    reopened = Encounter(store=store, encounter_id=encounter.id)
    assert state_json(reopened) == state_json(encounter)
    assert expiries(reopened) == [("bob", "dazed")]


def test_a_removed_combatant_takes_its_conditions_and_note_with_it() -> None:
    encounter = run([*SETUPS["vampire"], give(), {"cmd": "note", "actor": "ann", "text": "x"}])
    encounter.handle({"cmd": "remove", "id": "ann"})
    assert encounter.state.conditions == {} and encounter.state.notes == {}


def test_the_log_tells_a_duration_in_the_systems_unit_G6() -> None:
    vampire = run([*SETUPS["vampire"], give(duration=2)])
    assert told_last(vampire) == "Ann: stunned for 2 turns (GM only)"
    zebra = run([*SETUPS["zebra"], give("pinned", duration=1, ends="start", public=True)])
    assert told_last(zebra) == "Ann: pinned for 1 Sequence, to the start of the last"
    western = run([*SETUPS["western"], give("Sonné", public=True)])
    assert told_last(western) == "Ann: Sonné until removed"


# -- the players' board (G5, G6) --------------------------------------------------


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_public_view_has_public_conditions_only_and_never_a_note_G6(system: str) -> None:
    encounter = encounter_of(system)
    encounter.handle(give("stunned", duration=2, public=True))
    encounter.handle(give("secretly cursed"))
    encounter.handle({"cmd": "note", "actor": "ann", "text": "the traitor"})
    public = public_state(encounter)
    assert public["actors"]["ann"]["conditions"] == [
        {"name": "stunned", "remaining": 2, "ends": "end", "public": True}
    ]
    assert "conditions" not in public["actors"]["bob"]
    text = str(public)
    assert "cursed" not in text and "traitor" not in text and "note" not in text


def test_a_public_condition_naming_a_hidden_combatant_does_not_name_it_G5_G6() -> None:
    encounter = run(
        [
            *SETUPS["vampire"],
            {"cmd": "hide", "actor": "bob"},
            give("watched by Bob", public=True),
        ]
    )
    assert public_state(encounter)["actors"]["ann"]["conditions"][0]["name"] == "watched by …"


def test_a_zebra_sequence_over_as_it_starts_ends_a_condition_in_its_last_one_G6_Z8() -> None:
    encounter = encounter_of("zebra")
    start_unit(encounter)
    encounter.handle(give(duration=1))
    for actor in ("ann", "bob"):  # each overspends by far: the next counters start spent
        encounter.handle({"cmd": "act", "actor": actor, "cost": 999, "override": True})
    start_unit(encounter)
    assert state_json(encounter)["phase"] == "between"
    assert names(encounter) == [] and expiries(encounter) == [("ann", "stunned")]


def test_sonne_is_the_condition_of_that_name_and_its_key_follows_it_W9_G6() -> None:
    encounter = run([*SETUPS["western"], {"cmd": "snag", "actor": "ann"}])
    actor = state_json(encounter)["actors"]["ann"]
    assert actor["sonne"] is True
    assert actor["conditions"] == [
        {"name": "Sonné", "remaining": None, "ends": "end", "public": True}
    ]
    assert public_state(encounter)["actors"]["ann"]["sonne"] is True
    encounter.handle({"cmd": "condition_remove", "actor": "ann", "name": "sonné"})
    assert state_json(encounter)["actors"]["ann"]["sonne"] is False
    with pytest.raises(Refused, match="Ann is not Sonné"):
        encounter.handle({"cmd": "snag", "actor": "ann", "sonne": False})
    # Given by the GM, GM-only and for one turn: the players' board does not say Sonné.
    encounter.handle(give("Sonné", duration=1, ends="start"))
    assert state_json(encounter)["actors"]["ann"]["sonne"] is True
    assert public_state(encounter)["actors"]["ann"]["sonne"] is False
    with pytest.raises(Refused, match="Ann is already Sonné"):
        encounter.handle({"cmd": "snag", "actor": "ann"})
    start_unit(encounter)
    assert state_json(encounter)["actors"]["ann"]["sonne"] is False
