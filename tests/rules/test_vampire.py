"""Vampire: the Masquerade initiative, rulings V1–V8 (seed 002)."""

from typing import Any

import pytest

from rules.errors import Refused, RuleError
from rules.view import state_json
from tests.helpers import order_ids, run

SYSTEM: dict[str, Any] = {"cmd": "system", "name": "vampire"}


def add(actor: str, dex: int, wits: int, **stats: int) -> dict[str, Any]:
    return {
        "cmd": "add",
        "id": actor,
        "name": actor.capitalize(),
        "side": "pc",
        "stats": {"dexterity": dex, "wits": wits, **stats},
    }


TRIO = [SYSTEM, add("ann", 4, 3), add("bob", 3, 3), add("cid", 3, 3)]


def declare_all(encounter: Any, **labels: str) -> None:
    """Declare every actor, slowest first, as V3 requires."""
    while state_json(encounter)["phase"] == "declare":
        actor = state_json(encounter)["declare_next"][0]
        encounter.handle({"cmd": "declare", "actor": actor, "action": labels.get(actor, "shoot")})


def test_issue_example_tie_with_same_rating_is_one_slot_V2_G3() -> None:
    encounter = run([*TRIO, {"cmd": "roll", "dice": {"ann": 9, "bob": 6, "cid": 6}}])
    assert order_ids(encounter) == [[("ann", 16)], [("bob", 12), ("cid", 12)]]


def test_issue_example_equal_total_higher_rating_first_V2() -> None:
    encounter = run(
        [
            SYSTEM,
            add("ann", 4, 3),
            add("bob", 3, 3),
            add("cid", 3, 2),
            {"cmd": "roll", "dice": {"ann": 9, "bob": 6, "cid": 7}},
        ]
    )
    assert order_ids(encounter) == [[("ann", 16)], [("bob", 12)], [("cid", 12)]]


def test_initiative_formula_and_fresh_roll_each_turn_V1() -> None:
    encounter = run([SYSTEM, add("ann", 2, 3, celerity=2), {"cmd": "roll", "dice": {"ann": 4}}])
    actor = state_json(encounter)["actors"]["ann"]
    assert (actor["total"], actor["rating"]) == (4 + 2 + 3 + 2, 2 + 3 + 2)
    encounter.handle({"cmd": "end_turn"})
    encounter.handle({"cmd": "roll", "dice": {"ann": 10}})
    data = state_json(encounter)
    assert data["round"] == 2
    assert data["actors"]["ann"]["total"] == 10 + 7


def test_rolled_dice_are_d10_and_recorded_V1_G1() -> None:
    encounter = run([*TRIO, {"cmd": "roll"}], seed=3)
    event = encounter.records[-1].events[0]
    dice = [roll.initiative.die for roll in event.rolls]  # type: ignore[attr-defined]
    assert all(die is not None and 1 <= die.value <= 10 and not die.typed for die in dice)


def test_declaration_runs_slowest_first_and_resolution_fastest_first_V3() -> None:
    encounter = run([*TRIO, {"cmd": "roll", "dice": {"ann": 9, "bob": 6, "cid": 2}}])
    assert state_json(encounter)["phase"] == "declare"
    assert state_json(encounter)["declare_next"] == ["cid"]
    with pytest.raises(Refused, match="Slowest first: Cid declares before Ann"):
        encounter.handle({"cmd": "declare", "actor": "ann", "action": "shoot"})
    with pytest.raises(Refused, match="Declarations are not finished"):
        encounter.handle({"cmd": "resolve"})
    declare_all(encounter)
    assert state_json(encounter)["phase"] == "resolve"
    acted = []
    for _ in range(3):
        encounter.handle({"cmd": "resolve"})
        acted.append(state_json(encounter)["done"][-1]["actor"])
    assert acted == ["ann", "bob", "cid"]


def test_gm_may_declare_out_of_order_with_override_V3_G4() -> None:
    encounter = run([*TRIO, {"cmd": "roll", "dice": {"ann": 9, "bob": 6, "cid": 2}}])
    encounter.handle({"cmd": "declare", "actor": "ann", "action": "flee", "override": True})
    assert state_json(encounter)["actors"]["ann"]["declared"] == "flee"


def test_willpower_spent_is_declared_V3() -> None:
    encounter = run([SYSTEM, add("ann", 2, 2, willpower=1), {"cmd": "roll", "dice": {"ann": 1}}])
    encounter.handle({"cmd": "declare", "actor": "ann", "action": "leap", "willpower": True})
    assert state_json(encounter)["actors"]["ann"]["willpower"] == 0


def test_delay_waits_then_interrupts_a_slower_actor_V4() -> None:
    encounter = run([*TRIO, {"cmd": "roll", "dice": {"ann": 9, "bob": 6, "cid": 2}}])
    encounter.handle({"cmd": "declare", "actor": "cid", "action": "run"})
    encounter.handle({"cmd": "declare", "actor": "bob", "action": "shoot"})
    with pytest.raises(Refused, match="Declarations are not finished"):
        encounter.handle({"cmd": "act", "actor": "ann"})
    encounter.handle({"cmd": "declare", "actor": "ann", "action": "wait", "delay": True})
    assert state_json(encounter)["order"][0][0]["tags"] == ["delayed"]
    encounter.handle({"cmd": "resolve"})  # Ann's rank passes: she waits; Bob acts
    data = state_json(encounter)
    assert [e["actor"] for e in data["done"]] == ["bob"]
    assert [e["actor"] for e in data["delayed"]] == ["ann"]
    encounter.handle({"cmd": "act", "actor": "ann"})  # interrupts Cid
    encounter.handle({"cmd": "resolve"})
    assert [e["actor"] for e in state_json(encounter)["done"]] == ["bob", "ann", "cid"]


def test_delayed_actor_cannot_act_before_its_rank_V4() -> None:
    encounter = run([*TRIO, {"cmd": "roll", "dice": {"ann": 9, "bob": 6, "cid": 2}}])
    encounter.handle({"cmd": "declare", "actor": "cid", "action": "wait", "delay": True})
    declare_all(encounter)
    with pytest.raises(Refused, match=r"Cid's rank \(8\) has not come yet"):
        encounter.handle({"cmd": "act", "actor": "cid"})


def test_two_delayed_acting_together_higher_rating_first_V4() -> None:
    encounter = run(
        [
            SYSTEM,
            add("ann", 2, 2),
            add("bob", 4, 4),
            add("cid", 1, 1),
            {"cmd": "roll", "dice": {"ann": 10, "bob": 6, "cid": 1}},
        ]
    )
    encounter.handle({"cmd": "declare", "actor": "cid", "action": "x"})
    encounter.handle({"cmd": "declare", "actor": "ann", "action": "x", "delay": True})
    encounter.handle({"cmd": "declare", "actor": "bob", "action": "x", "delay": True})
    encounter.handle({"cmd": "resolve"})  # both 14: both wait, Cid acts
    encounter.handle({"cmd": "act", "actor": ["ann", "bob"]})
    assert [e["actor"] for e in state_json(encounter)["done"]] == ["cid", "bob", "ann"]


def test_delayed_action_not_taken_is_lost_at_end_of_turn_V4() -> None:
    encounter = run([*TRIO, {"cmd": "roll", "dice": {"ann": 9, "bob": 6, "cid": 2}}])
    encounter.handle({"cmd": "declare", "actor": "cid", "action": "x"})
    encounter.handle({"cmd": "declare", "actor": "bob", "action": "x"})
    encounter.handle({"cmd": "declare", "actor": "ann", "action": "x", "delay": True})
    for _ in range(2):
        encounter.handle({"cmd": "resolve"})
    with pytest.raises(Refused, match="Only delayed actors remain"):
        encounter.handle({"cmd": "resolve"})
    encounter.handle({"cmd": "end_turn"})
    data = state_json(encounter)
    assert data["lost"] == ["ann"]
    assert data["phase"] == "between"
    assert data["order"] == []


def test_abort_to_defense_while_an_action_remains_V5() -> None:
    encounter = run([*TRIO, {"cmd": "roll", "dice": {"ann": 9, "bob": 6, "cid": 2}}])
    declare_all(encounter)
    encounter.handle({"cmd": "resolve"})
    encounter.handle({"cmd": "abort", "actor": "cid", "defense": "dodge"})
    data = state_json(encounter)
    assert data["done"][-1] == {
        "actor": "cid",
        "action": "dodge",
        "score": 8,
        "key": "cid",
        "tags": ["abort"],
    }
    assert [e["actor"] for slot in data["order"] for e in slot] == ["bob"]
    with pytest.raises(Refused, match="Ann has no action left this turn"):
        encounter.handle({"cmd": "abort", "actor": "ann", "defense": "parry"})


def test_abort_cost_willpower_point_option_V5() -> None:
    commands = [
        {"cmd": "system", "name": "vampire", "options": {"abort_cost": "willpower"}},
        add("ann", 2, 2, willpower=1),
        add("bob", 1, 1),
        {"cmd": "roll", "dice": {"ann": 5, "bob": 5}},
    ]
    encounter = run(commands)
    encounter.handle({"cmd": "abort", "actor": "ann", "defense": "block"})
    assert state_json(encounter)["actors"]["ann"]["willpower"] == 0
    with pytest.raises(Refused, match="Bob has no Willpower left"):
        encounter.handle({"cmd": "abort", "actor": "bob", "defense": "block"})


def test_abort_cost_willpower_roll_typed_by_gm_V5() -> None:
    encounter = run(
        [
            {"cmd": "system", "name": "vampire", "options": {"abort_cost": "willpower_roll"}},
            add("ann", 2, 2),
            {"cmd": "roll", "dice": {"ann": 5}},
        ]
    )
    with pytest.raises(Refused, match="type its result"):
        encounter.handle({"cmd": "abort", "actor": "ann", "defense": "dodge"})
    encounter.handle({"cmd": "abort", "actor": "ann", "defense": "dodge", "success": False})
    assert state_json(encounter)["done"] == []  # the roll failed: the action stands
    encounter.handle({"cmd": "abort", "actor": "ann", "defense": "dodge", "success": True})
    assert state_json(encounter)["done"][0]["action"] == "dodge"


def test_abort_option_defaults_to_free_V5() -> None:
    encounter = run([SYSTEM])
    assert encounter.state.options == {"abort_cost": "free"}


def test_extra_actions_come_at_end_of_turn_in_initiative_order_V6_V8() -> None:
    """V6 and V8: extra actions come last, in initiative order; committed dots add no speed."""
    encounter = run(
        [
            SYSTEM,
            add("ann", 4, 3, celerity=2),
            add("bob", 3, 3),
            add("cid", 1, 1),
            {"cmd": "roll", "dice": {"ann": 9, "bob": 6, "cid": 1}, "celerity": {"ann": 2}},
        ]
    )
    encounter.handle({"cmd": "declare", "actor": "cid", "action": "x"})
    encounter.handle({"cmd": "declare", "actor": "bob", "action": "x", "extra": 1})
    encounter.handle({"cmd": "declare", "actor": "ann", "action": "x"})
    keys = [[e["key"] for e in slot] for slot in state_json(encounter)["order"]]
    # Ann's committed dots do not add to her speed (V1, V8): 9+7 = 16 > Bob's 12.
    assert keys == [["ann"], ["bob"], ["cid"], ["ann+1"], ["bob+1"], ["ann+2"]]


def test_multiple_dodges_are_aborts_that_resolve_at_once_V6() -> None:
    """V6: several dodges resolve at once, with the attacks they answer."""
    encounter = run(
        [
            SYSTEM,
            add("ann", 4, 3, celerity=1),
            add("bob", 3, 3),
            {"cmd": "roll", "dice": {"ann": 9, "bob": 6}, "celerity": {"ann": 1}},
        ]
    )
    encounter.handle({"cmd": "abort", "actor": "ann", "defense": "dodge"})
    encounter.handle({"cmd": "abort", "actor": "ann", "defense": "dodge"})
    assert [e["key"] for e in state_json(encounter)["done"]] == ["ann", "ann+1"]


def test_celerity_commitment_is_checked_at_the_roll_V8() -> None:
    encounter = run([SYSTEM, add("ann", 4, 3, celerity=1)])
    with pytest.raises(Refused, match="1 dot of Celerity; cannot commit 2"):
        encounter.handle({"cmd": "roll", "celerity": {"ann": 2}})


@pytest.mark.parametrize(
    ("level", "penalty"),
    [("bruised", 0), ("hurt", 1), ("injured", 1), ("wounded", 2), ("mauled", 2), ("crippled", 5)],
)
def test_wound_penalty_is_subtracted_from_initiative_V7(level: str, penalty: int) -> None:
    encounter = run([SYSTEM, add("ann", 4, 3), {"cmd": "wound", "actor": "ann", "level": level}])
    encounter.handle({"cmd": "roll", "dice": {"ann": 5}})
    assert state_json(encounter)["actors"]["ann"]["total"] == 12 - penalty


def test_incapacitated_cannot_act_V7() -> None:
    encounter = run([*TRIO, {"cmd": "wound", "actor": "bob", "level": "incapacitated"}])
    encounter.handle({"cmd": "roll", "dice": {"ann": 9, "cid": 2}})
    assert [e["actor"] for slot in state_json(encounter)["order"] for e in slot] == ["ann", "cid"]
    with pytest.raises(Refused, match="Bob cannot act"):
        encounter.handle({"cmd": "roll", "actors": ["bob"]})


def test_roll_refused_while_turn_open_and_latecomer_rolls_alone_G4() -> None:
    encounter = run([*TRIO, {"cmd": "roll", "dice": {"ann": 9, "bob": 6, "cid": 2}}])
    with pytest.raises(Refused, match="The turn is still open"):
        encounter.handle({"cmd": "roll"})
    encounter.handle(add("dan", 1, 1))
    encounter.handle({"cmd": "roll", "actors": ["dan"], "dice": {"dan": 3}})
    assert ("dan", 5) in [entry for slot in order_ids(encounter) for entry in slot]


def test_refusals_are_sentences_a_gm_understands() -> None:
    encounter = run([*TRIO, {"cmd": "roll", "dice": {"ann": 9, "bob": 6, "cid": 2}}])
    declare_all(encounter)
    encounter.handle({"cmd": "resolve"})
    with pytest.raises(RuleError) as refused:
        encounter.handle({"cmd": "act", "actor": "ann"})
    assert refused.value.message == "Ann has already acted this turn."
