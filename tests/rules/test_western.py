"""The western game's initiative, rulings W1–W8 and W11 (seed 000)."""

from typing import Any

import pytest

from rules.errors import InvalidDie, Refused
from rules.view import state_json
from tests.helpers import order_ids, run, snapshot
from tests.rules.western_fixtures import (
    ANN,
    BOB,
    DUO,
    SYSTEM,
    add,
    declare,
    done_keys,
    keys,
    scores,
    system,
)

DRAWN = [*DUO, {"cmd": "draw"}]


def test_no_order_before_a_gunfight_is_declared_W1() -> None:
    encounter = run(DUO)
    data = state_json(encounter)
    assert (data["phase"], data["round"], data["order"]) == ("idle", 0, [])
    with pytest.raises(Refused, match="No gunfight is under way: draw first"):
        encounter.handle(declare("ann"))
    encounter.handle({"cmd": "draw"})
    data = state_json(encounter)
    assert (data["phase"], data["round"], data["undeclared"]) == ("declare", 1, ["ann", "bob"])


def test_each_draw_opens_a_new_turn_and_no_order_between_turns_W1() -> None:
    encounter = run([*DRAWN, {"cmd": "reveal"}, {"cmd": "resolve"}])
    with pytest.raises(Refused, match="The turn is still open: end it first"):
        encounter.handle({"cmd": "draw"})
    encounter.handle({"cmd": "end_turn"})
    data = state_json(encounter)
    assert (data["phase"], data["order"]) == ("between", [])
    encounter.handle({"cmd": "draw"})
    data = state_json(encounter)
    assert (data["round"], data["done"], data["phase"]) == (2, [], "declare")


def test_draw_can_name_who_is_in_the_gunfight_W1() -> None:
    encounter = run([*DUO, add("cid", 2, 2), {"cmd": "draw", "actors": ["ann", "cid"]}])
    assert state_json(encounter)["undeclared"] == ["ann", "cid"]
    with pytest.raises(Refused, match="Bob is not in this gunfight"):
        encounter.handle(declare("bob"))
    encounter.handle({"cmd": "reveal"})
    assert keys(encounter) == [["ann#0"], ["cid#0"]]


def test_score_is_the_number_of_dice_tension_included_W2() -> None:
    """W2: an action's score counts its dice, Tension dice included."""
    encounter = run(DRAWN)
    actors = state_json(encounter)["actors"]
    assert (actors["ann"]["pool"], actors["bob"]["pool"]) == (8, 7)
    encounter.handle({"cmd": "reveal"})  # the silent act with their whole pool
    assert order_ids(encounter) == [[("ann", 8)], [("bob", 7)]]
    detail = state_json(encounter)["order"][1][0]["detail"]
    assert (detail["dice"], detail["tension"]) == (7, 2)


def test_score_adds_initiative_d6s_and_subtracts_what_is_held_W2() -> None:
    """W2: + the d6s of initiative, − what the actor holds back."""
    encounter = run([*DRAWN, declare("ann", 5, 3), declare("bob")])
    encounter.handle({"cmd": "sacrifice", "actor": "ann", "action": 1, "dice": [6, 2]})
    encounter.handle({"cmd": "panache", "actor": "ann", "action": 1, "die": 3})
    encounter.handle({"cmd": "hold", "actor": "ann", "action": 1, "score": 9})
    entry = next(e for slot in state_json(encounter)["order"] for e in slot if e["key"] == "ann#1")
    # 3 dice − 2 sacrificed + (6 + 2 + 3) − 3 held = 9
    assert entry["score"] == 9
    assert {k: entry["detail"][k] for k in ("dice", "sacrificed", "initiative", "held")} == {
        "dice": 1,
        "sacrificed": 2,
        "initiative": 11,
        "held": 3,
    }
    assert entry["tags"] == ["held"]


def test_worked_example_of_the_rule_text_step_by_step_W4() -> None:
    encounter = run(DRAWN)
    # You: Adresse 4 + Flingue 3 + 1 Tension die = 8 dice; your opponent 3 + 2 + 2 = 7.
    encounter.handle(declare("ann"))
    encounter.handle(declare("bob"))
    assert order_ids(encounter) == [[("ann", 8)], [("bob", 7)]]  # you shoot first
    # You split into two shots of 5 and 3 dice: he goes before both.
    encounter.handle(declare("ann", 5, 3))
    assert order_ids(encounter) == [[("bob", 7)], [("ann", 5)], [("ann", 3)]]
    # You sacrifice 1 die of the 5 and roll a 4: 4 dice + 4 = 8, first; the 3 after him.
    encounter.handle({"cmd": "sacrifice", "actor": "ann", "action": 0, "count": 1, "dice": [4]})
    assert order_ids(encounter) == [[("ann", 8)], [("bob", 7)], [("ann", 3)]]
    assert state_json(encounter)["order"][0][0]["detail"]["dice"] == 4
    encounter.handle({"cmd": "reveal"})
    for _ in range(3):
        encounter.handle({"cmd": "resolve"})
    assert done_keys(encounter) == ["ann#0", "bob#0", "ann#1"]


def test_split_gives_each_action_its_own_score_and_places_tension_W3() -> None:
    encounter = run([*DRAWN, declare("ann", 2, 3, 3, labels=["cover", "shoot"])])
    order = state_json(encounter)["order"]
    ann = {e["key"]: e for slot in order for e in slot if e["actor"] == "ann"}
    assert [ann[k]["score"] for k in ("ann#0", "ann#1", "ann#2")] == [2, 3, 3]
    assert [ann[k]["action"] for k in ("ann#0", "ann#1", "ann#2")] == ["cover", "shoot", ""]
    # By default the Tension die goes to the first action.
    assert [ann[k]["detail"]["tension"] for k in ("ann#0", "ann#1", "ann#2")] == [1, 0, 0]
    # The two 3-dice actions tie: one slot.
    assert keys(encounter)[0] == ["ann#1", "ann#2"]
    encounter.handle(declare("ann", 5, 3, tension=[0, 1]))
    assert scores(encounter) == {"ann#0": 5, "ann#1": 3}
    detail = state_json(encounter)["order"][-1][0]["detail"]
    assert detail["tension"] == 1


@pytest.mark.parametrize(
    ("command", "message"),
    [
        (declare("ann", 5, 4), "Ann's pool is 8 dice; a split of 9 is too many."),
        (declare("ann", 5, 2), "Ann's pool is 8 dice; a split of 7 leaves 1 die unused."),
        (declare("ann", 8, 0), "Each of Ann's actions needs at least one die."),
        (declare("ann", 5, 3, tension=[0, 0]), "Ann has 1 Tension die; the split places 0."),
        (declare("ann", 5, 3, tension=[1]), "place Tension dice for each, not for 1"),
        (declare("ann", 1, 7, tension=[2, 0]), "action 1 has 1 die; it cannot hold 2"),
        (declare("ann", 8, labels=["a", "b"]), "2 labels for 1 action."),
        (declare("ann", 8, ambiguous=[1]), "There is no action 2 to flag as ambiguous."),
    ],
)
def test_a_split_must_use_the_pool_exactly_W3(command: dict[str, Any], message: str) -> None:
    encounter = run(DRAWN)
    before = snapshot(encounter)
    with pytest.raises(Refused, match=message.replace("(", r"\(").replace(")", r"\)")):
        encounter.handle(command)
    assert snapshot(encounter) == before


def test_the_gm_may_override_the_split_W3_G4() -> None:
    encounter = run([*DRAWN, declare("ann", 6, 6, tension=[0, 0], override=True)])
    assert scores(encounter) == {"ann#0": 6, "ann#1": 6}


def test_sacrifice_rolls_recorded_d6s_and_keeps_one_die_W4() -> None:
    encounter = run([*DRAWN, declare("ann", 2, 6)], seed=4)
    encounter.handle({"cmd": "sacrifice", "actor": "ann", "action": "ann#0"})
    event = encounter.records[-1].events[0]
    rolled = event.dice[0]  # type: ignore[attr-defined]
    assert rolled.faces == 6 and not rolled.typed and 1 <= rolled.value <= 6
    assert scores(encounter)["ann#0"] == 1 + rolled.value
    before = snapshot(encounter)
    with pytest.raises(Refused, match=r"Ann's action 1 has one die left; at least one must stay"):
        encounter.handle({"cmd": "sacrifice", "actor": "ann", "action": 0, "dice": [3]})
    with pytest.raises(Refused, match="has 6 dice: at most 5 can be sacrificed"):
        encounter.handle({"cmd": "sacrifice", "actor": "ann", "action": 1, "count": 6})
    assert snapshot(encounter) == before


def test_option_sacrifice_to_zero_allows_the_last_die_W4() -> None:
    encounter = run([system(sacrifice_to_zero=True), ANN, BOB, {"cmd": "draw"}, declare("ann")])
    encounter.handle({"cmd": "sacrifice", "actor": "ann", "count": 8, "dice": [1] * 8})
    assert scores(encounter) == {"ann#0": 8}
    assert state_json(encounter)["order"][0][0]["detail"]["dice"] == 0
    with pytest.raises(Refused, match="has 0 dice; it cannot sacrifice 1"):
        encounter.handle({"cmd": "sacrifice", "actor": "ann", "dice": [1]})


def test_sacrifice_comes_before_the_roll_not_after_the_reveal_W4() -> None:
    encounter = run([*DRAWN, {"cmd": "reveal"}])
    with pytest.raises(Refused, match="too late to sacrifice dice"):
        encounter.handle({"cmd": "sacrifice", "actor": "ann", "dice": [6]})


def test_panache_token_adds_a_d6_without_losing_a_die_and_stacks_W5() -> None:
    encounter = run([*DRAWN, declare("ann", 5, 3), declare("bob")])
    encounter.handle({"cmd": "panache", "actor": "ann", "action": 1, "die": 2})
    encounter.handle({"cmd": "panache", "actor": "ann", "action": 1, "dice": [6]})
    assert scores(encounter)["ann#1"] == 3 + 2 + 6
    assert state_json(encounter)["actors"]["ann"]["panache"] == 0
    before = snapshot(encounter)
    with pytest.raises(Refused, match="Ann has no Panache token left"):
        encounter.handle({"cmd": "panache", "actor": "ann", "action": 0})
    with pytest.raises(Refused, match="Bob has 1 Panache token, not 2"):
        encounter.handle({"cmd": "panache", "actor": "bob", "count": 2})
    assert snapshot(encounter) == before


def test_panache_after_reveal_is_an_interruption_W5() -> None:
    encounter = run(
        [
            *DUO,
            add("cid", 3, 3),
            {"cmd": "draw"},
            declare("ann", 5, 3),
            {"cmd": "reveal"},
        ]
    )
    assert keys(encounter) == [["bob#0"], ["cid#0"], ["ann#0"], ["ann#1"]]
    encounter.handle({"cmd": "resolve"})  # Bob's 7 shoots
    encounter.handle({"cmd": "panache", "actor": "ann", "action": 1, "die": 6})
    # Ann's 3 + 6 = 9 jumps the unresolved 6 and 5, never before Bob who already shot.
    assert keys(encounter) == [["ann#1"], ["cid#0"], ["ann#0"]]
    assert state_json(encounter)["order"][0][0]["tags"] == ["interruption"]
    assert done_keys(encounter) == ["bob#0"]
    with pytest.raises(Refused, match="Bob's action 1 has already been resolved"):
        encounter.handle({"cmd": "panache", "actor": "bob", "die": 6})


def test_equal_scores_are_simultaneous_W6() -> None:
    encounter = run([*DUO, add("cid", 4, 3), {"cmd": "draw"}, declare("ann", 7, 1)])
    encounter.handle({"cmd": "reveal"})
    assert order_ids(encounter)[0] == [("ann", 7), ("bob", 7), ("cid", 7)]
    with pytest.raises(Refused, match="Reveal the scores first"):
        run([*DRAWN]).handle({"cmd": "resolve"})
    encounter.handle({"cmd": "resolve"})
    done = state_json(encounter)["done"]
    assert [e["key"] for e in done] == ["ann#0", "bob#0", "cid#0"]
    assert all("simultaneous" in e["tags"] for e in done)


def test_hold_fire_lowers_the_score_and_unresolved_actions_are_lost_W7() -> None:
    encounter = run([*DRAWN, {"cmd": "reveal"}])
    encounter.handle({"cmd": "hold", "actor": "ann", "score": 6})
    assert keys(encounter) == [["bob#0"], ["ann#0"]]
    before = snapshot(encounter)
    for score in (6, 9):
        with pytest.raises(
            Refused, match=f"scores 6; holding fire means a lower score, not {score}"
        ):
            encounter.handle({"cmd": "hold", "actor": "ann", "score": score})
    assert snapshot(encounter) == before
    encounter.handle({"cmd": "resolve"})
    encounter.handle({"cmd": "end_turn"})
    data = state_json(encounter)
    assert (data["lost"], data["order"], data["phase"]) == (["ann#0"], [], "between")
    encounter.handle({"cmd": "draw"})
    encounter.handle({"cmd": "reveal"})
    assert order_ids(encounter) == [[("ann", 8)], [("bob", 7)]]  # nothing carried over


def test_nervous_finger_cannot_hold_fire_from_four_tension_W8() -> None:
    nervous = [system(nervous_finger=True), add("ann", 3, 3, 4), BOB, {"cmd": "draw"}]
    encounter = run([*nervous, {"cmd": "reveal"}])
    with pytest.raises(Refused, match="Ann has 4 Tension dice: a nervous finger cannot hold"):
        encounter.handle({"cmd": "hold", "actor": "ann", "score": 1})
    encounter.handle({"cmd": "hold", "actor": "bob", "score": 1})  # 2 Tension dice: fine
    # The option is off by default: the same hold is allowed.
    calm = run([SYSTEM, add("ann", 3, 3, 4), {"cmd": "draw"}, {"cmd": "reveal"}])
    calm.handle({"cmd": "hold", "actor": "ann", "score": 1})
    assert calm.state.options["nervous_finger"] is False


def test_ambiguous_target_needs_a_sang_froid_roll_not_to_shoot_W8() -> None:
    encounter = run(
        [
            system(nervous_finger=True),
            add("ann", 3, 3, 4, sang_froid=2),
            BOB,
            {"cmd": "draw"},
            declare("ann", ambiguous=True),
            {"cmd": "reveal"},
        ]
    )
    prompt = {"actor": "ann", "key": "ann#0", "roll": "sang_froid", "difficulty": 1}
    assert state_json(encounter)["prompts"] == [prompt]
    with pytest.raises(Refused, match="target is ambiguous and the finger nervous"):
        encounter.handle({"cmd": "resolve"})
    with pytest.raises(InvalidDie, match="2 dice expected, 1 typed"):
        encounter.handle({"cmd": "sang_froid", "actor": "ann", "dice": [5]})
    encounter.handle({"cmd": "sang_froid", "actor": "ann", "dice": [4, 2]})  # no 5+: she fires
    assert state_json(encounter)["prompts"] == []
    encounter.handle({"cmd": "resolve"})
    assert state_json(encounter)["done"][0]["tags"] == ["ambiguous", "fires"]


def test_steady_sang_froid_and_no_roll_below_four_tension_W8() -> None:
    encounter = run(
        [
            system(nervous_finger=True),
            add("ann", 3, 3, 4, sang_froid=2),
            add("bob", 3, 2, 1),
            {"cmd": "draw"},
            declare("ann", ambiguous=True),
            declare("bob", ambiguous=[0]),
        ]
    )
    encounter.handle({"cmd": "sang_froid", "actor": "ann", "successes": 1})
    assert "steady" in state_json(encounter)["order"][0][0]["tags"]
    with pytest.raises(Refused, match="Bob has 1 Tension die: below 4"):
        encounter.handle({"cmd": "sang_froid", "actor": "bob", "successes": 1})
    encounter.handle({"cmd": "tension", "actor": "bob", "delta": 3})
    with pytest.raises(Refused, match=r"Bob's Sang-froid: 0 dice cannot show 1 success\."):
        encounter.handle({"cmd": "sang_froid", "actor": "bob", "successes": 1})
    encounter.handle({"cmd": "sang_froid", "actor": "bob", "dice": []})
    assert state_json(encounter)["prompts"] == []


def test_tension_dice_change_during_the_fight_W11() -> None:
    encounter = run([*DUO, {"cmd": "tension", "actor": "ann", "delta": 2}])
    ann = state_json(encounter)["actors"]["ann"]
    assert (ann["tension"], ann["pool"]) == (3, 10)
    encounter.handle({"cmd": "tension", "actor": "ann", "delta": -9})
    assert state_json(encounter)["actors"]["ann"]["tension"] == 0  # never below 0
    with pytest.raises(Refused, match="Ann has no Tension dice to remove"):
        encounter.handle({"cmd": "tension", "actor": "ann", "delta": -1})
    encounter.handle({"cmd": "draw"})
    encounter.handle(declare("ann", 7))
    encounter.handle({"cmd": "tension", "actor": "ann", "delta": 1})
    # A declaration keeps the dice it was made with.
    assert scores(encounter) == {"ann#0": 7}


def test_panache_tokens_can_be_given_back() -> None:
    encounter = run([*DUO, {"cmd": "tokens", "actor": "bob", "delta": 2}])
    assert state_json(encounter)["actors"]["bob"]["panache"] == 3
    with pytest.raises(Refused, match="A change of 0 Panache tokens changes nothing"):
        encounter.handle({"cmd": "tokens", "actor": "bob", "delta": 0})


def test_redeclare_before_reveal_only_if_nothing_was_rolled_on_it_W3() -> None:
    encounter = run([*DRAWN, declare("ann", 5, 3), declare("ann", 4, 4)])
    assert scores(encounter) == {"ann#0": 4, "ann#1": 4}
    encounter.handle({"cmd": "sacrifice", "actor": "ann", "dice": [2]})
    with pytest.raises(Refused, match="already rolled or held on these actions: undo that first"):
        encounter.handle(declare("ann", 8))
    encounter.handle({"cmd": "reveal"})
    with pytest.raises(Refused, match="The scores are revealed: Bob's declaration stands"):
        encounter.handle(declare("bob", 7))


def test_bob_is_added_before_ann_keeps_added_order_in_a_tie_W6() -> None:
    encounter = run([SYSTEM, BOB, ANN, {"cmd": "draw"}, declare("ann", 7, 1)])
    encounter.handle({"cmd": "reveal"})
    assert keys(encounter)[0] == ["bob#0", "ann#0"]
