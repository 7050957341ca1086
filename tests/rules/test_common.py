"""Rulings common to every system, G1–G5, checked through the vampire system."""

from typing import Any

import pytest

from rules.errors import InvalidCommand, InvalidDie, NothingToUndo, Refused, UnknownActor
from rules.journal import JournalStore
from rules.view import state_json
from tests.helpers import order_ids, run, snapshot

SYSTEM: dict[str, Any] = {"cmd": "system", "name": "vampire"}
ANN = {"cmd": "add", "id": "ann", "name": "Ann", "stats": {"dexterity": 4, "wits": 3}}
BOB = {"cmd": "add", "id": "bob", "name": "Bob", "stats": {"dexterity": 3, "wits": 3}}
CID = {"cmd": "add", "id": "cid", "name": "Cid", "stats": {"dexterity": 3, "wits": 3}}


@pytest.mark.parametrize("value", [0, 11, -1])
def test_typed_die_outside_its_faces_is_refused_and_changes_nothing_G1(value: int) -> None:
    encounter = run([SYSTEM, ANN, BOB])
    before = snapshot(encounter)
    with pytest.raises(InvalidDie, match=f"Ann: a d10 cannot show {value}"):
        encounter.handle({"cmd": "roll", "dice": {"ann": value}})
    assert snapshot(encounter) == before


def test_typed_and_rolled_dice_are_both_recorded_G1() -> None:
    encounter = run([SYSTEM, ANN, BOB, {"cmd": "roll", "dice": {"ann": 7}}], seed=5)
    rolls = {r.actor: r.initiative.die for r in encounter.records[-1].events[0].rolls}  # type: ignore[attr-defined]
    assert rolls["ann"] is not None and rolls["ann"].typed and rolls["ann"].value == 7
    assert rolls["bob"] is not None and not rolls["bob"].typed


def test_replaying_the_journal_gives_the_same_state_whatever_the_rng_G2(tmp_path: Any) -> None:
    store = JournalStore(tmp_path / "j.sqlite3")
    encounter = run([SYSTEM, ANN, BOB, CID, {"cmd": "roll"}], seed=11, store=store)
    reopened = type(encounter)(store=store, encounter_id=encounter.id)
    assert reopened.state == encounter.state
    assert state_json(reopened) == state_json(encounter)


def test_undo_and_redo_walk_the_journal_and_persist_G2(tmp_path: Any) -> None:
    path = tmp_path / "j.sqlite3"
    store = JournalStore(path)
    encounter = run([SYSTEM, ANN, BOB, {"cmd": "roll", "dice": {"ann": 1, "bob": 2}}], store=store)
    after_roll = snapshot(encounter)["json"]
    encounter.handle({"cmd": "undo", "steps": 2})
    assert list(state_json(encounter)["actors"]) == ["ann"]
    store.close()
    store = JournalStore(path)
    reopened = type(encounter)(store=store, encounter_id=encounter.id)
    assert list(state_json(reopened)["actors"]) == ["ann"]
    reopened.handle({"cmd": "redo", "steps": 2})
    assert state_json(reopened) == after_roll
    with pytest.raises(NothingToUndo, match="Nothing to redo"):
        reopened.handle({"cmd": "redo"})


def test_a_new_command_after_undo_drops_the_redo_branch_G2(tmp_path: Any) -> None:
    store = JournalStore(tmp_path / "j.sqlite3")
    encounter = run([SYSTEM, ANN, BOB], store=store)
    encounter.handle({"cmd": "undo"})
    encounter.handle(CID)
    assert not encounter.can_redo
    reopened = type(encounter)(store=store, encounter_id=encounter.id)
    assert list(reopened.state.combatants) == ["ann", "cid"]
    assert not reopened.can_redo


def test_undo_past_the_beginning_is_refused_G2() -> None:
    encounter = run([SYSTEM])
    with pytest.raises(NothingToUndo, match="Only 1 step is available"):
        encounter.handle({"cmd": "undo", "steps": 2})


def test_simultaneous_tie_is_one_slot_never_an_arbitrary_order_G3() -> None:
    encounter = run([SYSTEM, BOB, CID, {"cmd": "roll", "dice": {"bob": 4, "cid": 4}}])
    assert order_ids(encounter) == [[("bob", 10), ("cid", 10)]]


def test_gm_edits_a_score_G4() -> None:
    encounter = run([SYSTEM, ANN, BOB, {"cmd": "roll", "dice": {"ann": 9, "bob": 6}}])
    encounter.handle({"cmd": "set_score", "actor": "bob", "score": 20})
    assert order_ids(encounter) == [[("bob", 20)], [("ann", 16)]]


def test_gm_reorders_an_entry_and_the_override_is_journaled_G4() -> None:
    encounter = run(
        [SYSTEM, ANN, BOB, CID, {"cmd": "roll", "dice": {"ann": 9, "bob": 6, "cid": 1}}]
    )
    encounter.handle({"cmd": "move", "actor": "cid", "before": "ann"})
    assert [s[0][0] for s in order_ids(encounter)] == ["cid", "ann", "bob"]
    encounter.handle({"cmd": "move", "actor": "ann"})  # to the end
    assert [s[0][0] for s in order_ids(encounter)] == ["cid", "bob", "ann"]
    encounter.handle({"cmd": "undo"})
    assert [s[0][0] for s in order_ids(encounter)] == ["cid", "ann", "bob"]


def test_gm_adds_removes_and_marks_out_mid_fight_G4() -> None:
    encounter = run([SYSTEM, ANN, BOB, {"cmd": "roll", "dice": {"ann": 9, "bob": 6}}])
    encounter.handle(CID)
    encounter.handle({"cmd": "set_score", "actor": "cid", "score": 14})
    assert order_ids(encounter) == [[("ann", 16)], [("cid", 14)], [("bob", 12)]]
    encounter.handle({"cmd": "out", "actor": "ann"})
    assert state_json(encounter)["actors"]["ann"]["out"] is True
    encounter.handle({"cmd": "remove", "id": "bob"})
    assert order_ids(encounter) == [[("cid", 14)]]
    with pytest.raises(Refused, match="Ann is already out of the fight"):
        encounter.handle({"cmd": "out", "actor": "ann"})


def test_hidden_combatants_are_flagged_for_the_players_view_G5() -> None:
    encounter = run([SYSTEM, {**ANN, "hidden": True}])
    assert state_json(encounter)["actors"]["ann"]["hidden"] is True
    encounter.handle({"cmd": "hide", "actor": "ann", "hidden": False})
    assert state_json(encounter)["actors"]["ann"]["hidden"] is False


@pytest.mark.parametrize(
    ("command", "error", "message"),
    [
        ({"cmd": "fly"}, InvalidCommand, "Unknown command 'fly'"),
        ({"cmd": "roll", "dice": {"zed": 3}}, UnknownActor, "No combatant 'zed'"),
        ({"cmd": "add", "id": "x", "name": "X", "stats": {"dex": 1}}, InvalidCommand, "dex"),
        (
            {"cmd": "add", "id": "ann", "name": "A", "stats": {"dexterity": 1, "wits": 1}},
            Refused,
            "already",
        ),
        ({"cmd": "wound", "actor": "ann", "level": "dead"}, InvalidCommand, "level"),
        ({"cmd": "system", "name": "zorro"}, Refused, "already chosen"),
    ],
)
def test_bad_commands_are_refused_with_a_message_and_change_nothing(
    command: dict[str, Any], error: type[Exception], message: str
) -> None:
    encounter = run([SYSTEM, ANN])
    before = snapshot(encounter)
    with pytest.raises(error, match=message):
        encounter.handle(command)
    assert snapshot(encounter) == before


def test_commands_before_a_system_is_chosen_are_refused() -> None:
    encounter = run([])
    with pytest.raises(Refused, match="Choose a system first"):
        encounter.handle(ANN)


def test_subscribers_hear_each_change_after_it_is_committed(tmp_path: Any) -> None:
    store = JournalStore(tmp_path / "j.sqlite3")
    encounter = run([SYSTEM], store=store)
    heard: list[tuple[str, int]] = []
    encounter.subscribe(lambda change: heard.append((change.kind, store.head(encounter.id or 0))))
    encounter.handle(ANN)
    encounter.handle({"cmd": "undo"})
    encounter.handle({"cmd": "redo"})
    assert heard == [("do", 2), ("undo", 1), ("redo", 2)]
