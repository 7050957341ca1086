"""Zebra: bad input, GM overrides (G4), typed dice (G1) and the journal (G2)."""

from typing import Any

import pytest

from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.errors import InvalidCommand, InvalidDie, Refused, RuleError, UnknownActor
from rules.journal import JournalStore
from rules.view import state_json
from tests.helpers import order_ids, run, snapshot
from tests.rules.zebra_common import FULL, PAIR, SYSTEM, act, actor, add, counters


@pytest.mark.parametrize(
    ("command", "error", "message"),
    [
        (act("ann", "fly"), InvalidCommand, "Unknown action 'fly' \\(known: strike, shoot"),
        (act("ann", "strke"), InvalidCommand, "did you mean strike\\?"),
        (act("ann", 0), InvalidCommand, "A cost must be at least 1 Initiative point \\(got 0\\)."),
        (act("ann", -3), InvalidCommand, "at least 1 Initiative point \\(got -3\\)"),
        (act("bob", 4), Refused, "^Bob is not at the head of the order: Ann acts next.$"),
        ({"cmd": "act", "actor": "ann"}, InvalidCommand, "give the action"),
        ({**act("ann", 3), "action": "strike"}, InvalidCommand, "not both"),
        (act("zed", 3), UnknownActor, "No combatant 'zed'"),
        ({"cmd": "join", "actor": "ann", "die": 21}, Refused, "already has a counter"),
        ({"cmd": "sequence"}, Refused, "Sequence 1 is still running \\(Ann, Bob can still act\\)"),
        ({"cmd": "engage", "actor": "ann", "target": "ann"}, Refused, "cannot engage themselves"),
        ({"cmd": "weapon", "actor": "ann", "weapon": None}, Refused, "already has that weapon"),
        ({"cmd": "position", "actor": "ann", "position": "melee"}, InvalidCommand, "position"),
    ],
)
def test_bad_input_gives_one_line_and_changes_nothing(
    command: dict[str, Any], error: type[RuleError], message: str
) -> None:
    encounter = run([*PAIR, {"cmd": "sequence", "dice": {"ann": 10, "bob": 7}}])
    before = snapshot(encounter)
    with pytest.raises(error, match=message) as refused:
        encounter.handle(command)
    assert "\n" not in refused.value.message
    assert snapshot(encounter) == before


@pytest.mark.parametrize("value", [21, 0, -1])
def test_a_typed_d20_outside_its_faces_is_refused_G1(value: int) -> None:
    encounter = run([*PAIR, add("cid", **FULL)])
    before = snapshot(encounter)
    with pytest.raises(InvalidDie, match=f"^Ann: a d20 cannot show {value} \\(only 1 to 20\\).$"):
        encounter.handle({"cmd": "sequence", "dice": {"ann": value}})
    assert snapshot(encounter) == before
    encounter.handle({"cmd": "sequence", "dice": {"ann": 1, "bob": 1, "cid": 1}})
    encounter.handle({"cmd": "remove", "id": "cid"})
    encounter.handle(add("cid", **FULL))
    with pytest.raises(InvalidDie, match="Cid: a d20 cannot show 21"):
        encounter.handle({"cmd": "join", "actor": "cid", "die": 21})


def test_acting_before_the_first_sequence_is_refused() -> None:
    with pytest.raises(Refused, match="No Sequence has started yet"):
        run([*PAIR, act("ann", 3)])
    with pytest.raises(Refused, match="Nobody is in the fight"):
        run([SYSTEM, {"cmd": "sequence"}])


def test_gm_acts_out_of_turn_with_override_G4() -> None:
    encounter = run([*PAIR, {"cmd": "sequence", "dice": {"ann": 10, "bob": 7}}])
    encounter.handle(act("bob", "shoot", override=True))
    assert state_json(encounter)["done"][-1]["tags"] == ["override"]
    assert counters(encounter) == {"ann": 18, "bob": 11}


def test_gm_starts_the_next_sequence_early_with_override_G4() -> None:
    encounter = run([*PAIR, {"cmd": "sequence", "dice": {"ann": 10, "bob": 7}}])
    encounter.handle({"cmd": "sequence", "dice": {"ann": 1, "bob": 1}, "override": True})
    assert (state_json(encounter)["round"], counters(encounter)) == (2, {"ann": 9, "bob": 9})


def test_gm_sets_a_counter_and_moves_an_actor_G4() -> None:
    encounter = run([*PAIR, {"cmd": "sequence", "dice": {"ann": 10, "bob": 7}}])
    with pytest.raises(Refused, match="No Sequence has started yet"):
        run([*PAIR, {"cmd": "set_score", "actor": "ann", "score": 3}])
    encounter.handle({"cmd": "set_score", "actor": "bob", "score": 30})
    assert order_ids(encounter)[0] == [("bob", 30)]
    assert actor(encounter, "bob")["edited"] is True
    encounter.handle({"cmd": "move", "actor": "ann", "before": "bob"})
    assert order_ids(encounter)[0] == [("ann", 18)]
    encounter.handle(act("ann", 2))  # the moved actor acted: the move has served
    assert state_json(encounter).get("moves") is None
    assert order_ids(encounter)[0] == [("bob", 30)]
    encounter.handle(add("cid", **FULL))
    encounter.handle({"cmd": "set_score", "actor": "cid", "score": 40})  # a latecomer, no roll
    assert (actor(encounter, "cid")["counter"], actor(encounter, "cid")["d20"]) == (40, None)


def test_out_of_the_fight_forgets_counter_and_engagements_G4() -> None:
    encounter = run([SYSTEM, add("cid", **FULL), add("dan", **FULL)])
    encounter.handle({"cmd": "engage", "actor": "dan", "target": "cid"})
    encounter.handle({"cmd": "sequence", "dice": {"cid": 5, "dan": 5}})
    encounter.handle({"cmd": "out", "actor": "dan"})
    data = state_json(encounter)
    assert (data["engagements"], data["actors"]["cid"]["position"]) == ([], "tir")
    assert data["actors"]["dan"]["out"] is True
    assert [e[0] for slot in order_ids(encounter) for e in slot] == ["cid"]
    with pytest.raises(Refused, match="Dan is out of the fight"):
        encounter.handle({"cmd": "join", "actor": "dan"})
    encounter.handle({"cmd": "out", "actor": "dan", "out": False})
    encounter.handle({"cmd": "join", "actor": "dan", "die": 1})  # back in: rolls anew (Z10)
    assert actor(encounter, "dan")["counter"] == 2 + 5 + 1 + 1


@pytest.mark.parametrize(
    ("stats", "message"),
    [
        ({"aplomb": 1, "agilite": 1}, "^add.stats: skill: give the skill of the weapon in use"),
        ({"aplomb": 1, "skill": 1, "weapon": "axe"}, "^add.stats: weapon: 'axe' is not one of"),
        ({"aplomb": 1, "weapons": {"": 2}}, "weapons: a weapon's name must be 1 to 40"),
        ({"aplomb": -1, "skill": 1}, "aplomb"),
        ({"aplomb": 1, "skill": 1, "agility": 2}, "agility"),
    ],
)
def test_bad_stats_are_refused_at_add(stats: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidCommand, match=message):
        run([SYSTEM, add("cid", **stats)])


def test_a_reopened_journal_gives_the_same_state_whatever_the_rng_G2(tmp_path: Any) -> None:
    store = JournalStore(tmp_path / "z.sqlite3")
    encounter = run([*PAIR, {"cmd": "sequence"}, act("ann", 5, override=True)], 7, store)
    encounter.handle({"cmd": "costs", "table": {"frapper": 6}})
    reopened = Encounter(store=store, encounter_id=encounter.id, dice=DiceSource(99))
    assert reopened.state == encounter.state
    assert state_json(reopened) == state_json(encounter)


def test_set_score_between_sequences_changes_what_is_carried_G4_Z8() -> None:
    encounter = run([*PAIR, {"cmd": "sequence", "dice": {"ann": 2, "bob": 2}}])
    encounter.handle(act("ann", 16))  # −6
    encounter.handle(act("bob", 10))  # 0: the Sequence is over
    encounter.handle({"cmd": "set_score", "actor": "ann", "score": -1})  # the GM forgives 5
    assert state_json(encounter)["phase"] == "between"
    encounter.handle({"cmd": "sequence", "dice": {"ann": 5, "bob": 5}})
    assert actor(encounter, "ann")["counter"] == 8 + 5 - 1
    encounter.handle(act("bob", 20))
    encounter.handle(act("ann", 20))
    encounter.handle({"cmd": "set_score", "actor": "bob", "score": 3})  # reopens the Sequence
    assert (state_json(encounter)["phase"], order_ids(encounter)) == ("sequence", [[("bob", 3)]])


def test_a_new_sequence_drops_the_last_ones_moves_G4() -> None:
    encounter = run([*PAIR, {"cmd": "sequence", "dice": {"ann": 10, "bob": 7}}])
    encounter.handle({"cmd": "move", "actor": "bob", "before": "ann"})
    assert state_json(encounter)["moves"][0]["key"] == "bob"
    encounter.handle({"cmd": "sequence", "dice": {"ann": 10, "bob": 7}, "override": True})
    assert "moves" not in state_json(encounter)
    assert order_ids(encounter) == [[("ann", 18)], [("bob", 15)]]
