"""Zebra Island RPG initiative, rulings Z1–Z10 (seed 001)."""

import pytest

from rules.errors import InvalidCommand, Refused
from rules.view import state_json
from tests.helpers import order_ids, run, snapshot
from tests.rules.zebra_common import ANN, BOB, FULL, PAIR, SYSTEM, act, actor, add, counters


def test_issue_worked_example_step_by_step_Z1_Z3_Z6_Z7_Z8() -> None:
    encounter = run([*PAIR, {"cmd": "sequence", "dice": {"ann": 10, "bob": 7}}])
    data = state_json(encounter)
    assert (data["phase"], data["round"]) == ("sequence", 1)
    assert order_ids(encounter) == [[("ann", 18)], [("bob", 15)]]
    assert (actor(encounter, "ann")["position"], actor(encounter, "bob")["position"]) == (
        "contact",
        "tir",
    )
    encounter.handle(act("ann", 5))
    assert counters(encounter) == {"ann": 13, "bob": 15}
    assert order_ids(encounter)[0] == [("bob", 15)]
    encounter.handle(act("bob", 4))
    assert counters(encounter) == {"ann": 13, "bob": 11}
    encounter.handle(act("ann", 14))
    ann = actor(encounter, "ann")
    assert (ann["counter"], ann["overspend"], ann["out"]) == (-1, 1, True)
    assert order_ids(encounter) == [[("bob", 11)]]
    steps = 0
    while state_json(encounter)["phase"] == "sequence":
        encounter.handle(act("bob", 4))
        steps += 1
    assert (steps, counters(encounter)["bob"]) == (3, -1)
    data = state_json(encounter)
    assert (data["phase"], data["sequence_over"], data["order"]) == ("between", True, [])
    assert [(e["actor"], e["detail"]["cost"], e["detail"]["after"]) for e in data["done"]] == [
        ("ann", 5, 13),
        ("bob", 4, 11),
        ("ann", 14, -1),
        ("bob", 4, 7),
        ("bob", 4, 3),
        ("bob", 4, -1),
    ]
    encounter.handle({"cmd": "sequence", "dice": {"ann": 6, "bob": 2}})
    ann = actor(encounter, "ann")
    assert (ann["counter"], ann["base"], ann["d20"], ann["carried"]) == (8 + 6 - 1, 8, 6, 1)
    assert state_json(encounter)["done"] == []
    assert state_json(encounter)["round"] == 2


def test_worked_example_with_the_default_one_way_engagement_Z2() -> None:
    encounter = run(
        [
            SYSTEM,
            ANN,
            BOB,
            {"cmd": "engage", "actor": "bob", "target": "ann"},
            {"cmd": "sequence", "dice": {"ann": 10, "bob": 7}},
        ]
    )
    assert order_ids(encounter) == [[("ann", 18)], [("bob", 15)]]


def test_counter_in_contact_uses_nimbleness_Z1() -> None:
    encounter = run(
        [
            SYSTEM,
            add("cid", **FULL),
            add("dan", **FULL),
            {"cmd": "engage", "actor": "dan", "target": "cid"},
            {"cmd": "sequence", "dice": {"cid": 4, "dan": 4}},
        ]
    )
    cid = actor(encounter, "cid")
    assert (cid["counter"], cid["base"], cid["rolled_in"]) == (2 + 3 + 1 + 4, 6, "contact")


def test_counter_in_shooting_position_uses_perception_Z1() -> None:
    encounter = run([SYSTEM, add("cid", **FULL), {"cmd": "sequence", "dice": {"cid": 4}}])
    cid = actor(encounter, "cid")
    assert (cid["counter"], cid["position"], cid["rolled_in"]) == (2 + 5 + 1 + 4, "tir", "tir")


def test_rolled_d20s_are_recorded_so_replay_never_rerolls_Z1_G1_G2() -> None:
    encounter = run([*PAIR, {"cmd": "sequence", "dice": {"ann": 3}}], seed=9)
    event = encounter.records[-1].events[0]
    dice = {item.actor: item.counter.die for item in event.counters}  # type: ignore[attr-defined]
    assert dice["ann"].typed and dice["ann"].value == 3
    assert not dice["bob"].typed and 1 <= dice["bob"].value <= 20
    assert actor(encounter, "bob")["counter"] == 8 + dice["bob"].value


def test_weapon_in_use_gives_the_skill_and_a_switch_counts_next_sequence_Z1() -> None:
    armed = add("cid", aplomb=1, agilite=1, perception=1, weapons={"knife": 2, "rifle": 5})
    encounter = run([SYSTEM, armed, {"cmd": "sequence", "dice": {"cid": 10}}])
    cid = actor(encounter, "cid")
    assert (cid["weapon"], cid["skill"], cid["counter"]) == ("knife", 2, 1 + 1 + 2 + 10)
    encounter.handle({"cmd": "weapon", "actor": "cid", "weapon": "rifle"})
    assert actor(encounter, "cid")["counter"] == 14  # no reroll mid-Sequence
    encounter.handle({"cmd": "sequence", "dice": {"cid": 10}, "override": True})
    cid = actor(encounter, "cid")
    assert (cid["rolled_with"], cid["counter"]) == ("rifle", 1 + 1 + 5 + 10)
    with pytest.raises(Refused, match="Cid carries no 'bow' \\(weapons: knife, rifle\\)"):
        encounter.handle({"cmd": "weapon", "actor": "cid", "weapon": "bow"})


def test_position_derives_from_engagements_mutual_option_Z2() -> None:
    encounter = run([{**SYSTEM, "options": {"engagement": "mutual"}}, ANN, BOB, add("cid", **FULL)])
    assert {a: actor(encounter, a)["position"] for a in ("ann", "bob", "cid")} == {
        "ann": "tir",
        "bob": "tir",
        "cid": "tir",
    }
    encounter.handle({"cmd": "engage", "actor": "ann", "target": "bob"})
    positions = {a: actor(encounter, a)["position"] for a in ("ann", "bob", "cid")}
    # The target is engaged by an adversary; the engager is in melee too (option "mutual").
    assert positions == {"ann": "contact", "bob": "contact", "cid": "tir"}
    assert state_json(encounter)["engagements"] == [{"actor": "ann", "target": "bob"}]
    assert actor(encounter, "bob")["engaged_by"] == ["ann"]
    with pytest.raises(Refused, match="Bob and Ann are already engaged"):
        encounter.handle({"cmd": "engage", "actor": "bob", "target": "ann"})
    encounter.handle({"cmd": "disengage", "actor": "bob", "target": "ann"})
    assert actor(encounter, "bob")["position"] == "tir"
    with pytest.raises(Refused, match="Bob and Ann are not engaged"):
        encounter.handle({"cmd": "disengage", "actor": "bob", "target": "ann"})


def test_one_way_engagement_leaves_the_engager_in_shooting_position_Z2() -> None:
    encounter = run([{**SYSTEM, "options": {"engagement": "one_way"}}, ANN, BOB])
    encounter.handle({"cmd": "engage", "actor": "ann", "target": "bob"})
    assert (actor(encounter, "ann")["position"], actor(encounter, "bob")["position"]) == (
        "tir",
        "contact",
    )
    encounter.handle({"cmd": "engage", "actor": "bob", "target": "ann"})
    assert actor(encounter, "ann")["position"] == "contact"


def test_gm_overrides_the_position_until_cleared_Z2_G4() -> None:
    encounter = run([SYSTEM, ANN, BOB])
    encounter.handle({"cmd": "position", "actor": "ann", "position": "contact"})
    assert (actor(encounter, "ann")["position"], actor(encounter, "ann")["position_override"]) == (
        "contact",
        True,
    )
    with pytest.raises(Refused, match="Ann is already set in contact"):
        encounter.handle({"cmd": "position", "actor": "ann", "position": "contact"})
    encounter.handle({"cmd": "position", "actor": "ann", "position": None})
    assert actor(encounter, "ann")["position"] == "tir"
    with pytest.raises(Refused, match="no override to clear"):
        encounter.handle({"cmd": "position", "actor": "ann", "position": None})


def test_missing_stat_for_the_position_is_refused_before_any_roll_Z1_Z2() -> None:
    encounter = run([SYSTEM, ANN, BOB])  # Ann has no Perception and nobody engages her
    before = snapshot(encounter)
    with pytest.raises(Refused, match="Ann is in Shooting position, which uses Perception"):
        encounter.handle({"cmd": "sequence"})
    assert snapshot(encounter) == before


def test_highest_counter_acts_and_pays_without_reroll_Z3() -> None:
    encounter = run([*PAIR, {"cmd": "sequence", "dice": {"ann": 10, "bob": 7}}])
    encounter.handle(act("ann", "strike", label="the sabre"))
    done = state_json(encounter)["done"][-1]
    assert (done["action"], done["score"], done["detail"]) == (
        "strike",
        18,
        {"cost": 5, "before": 18, "after": 13, "sequence": 1, "label": "the sabre"},
    )
    assert actor(encounter, "ann")["d20"] == 10  # the same d20: no reroll


def test_an_actor_may_act_several_times_in_a_row_Z3() -> None:
    encounter = run([*PAIR, {"cmd": "sequence", "dice": {"ann": 20, "bob": 1}}])
    for _ in range(3):
        assert order_ids(encounter)[0][0][0] == "ann"
        encounter.handle(act("ann", "shout"))
    assert [e["actor"] for e in state_json(encounter)["done"]] == ["ann"] * 3


def test_default_cost_table_is_marked_house_defaults_Z4() -> None:
    costs = state_json(run([SYSTEM]))["costs"]
    assert costs["house_defaults"] is True
    assert "house defaults" in costs["source"]
    for action in ("strike", "shoot", "reload", "aim", "move", "draw", "parry", "dodge", "help"):
        assert costs["actions"][action] >= 1
    assert "use" in costs["actions"]


def test_gm_types_the_cost_of_any_other_action_Z4() -> None:
    encounter = run([*PAIR, {"cmd": "sequence", "dice": {"ann": 10, "bob": 1}}])
    encounter.handle(act("ann", 7, label="swing from the chandelier"))
    done = state_json(encounter)["done"][-1]
    assert (done["action"], done["tags"], done["detail"]["after"]) == (
        "swing from the chandelier",
        ["custom"],
        11,
    )


def test_campaign_cost_table_replaces_the_defaults_and_undo_restores_Z4() -> None:
    encounter = run([*PAIR, {"cmd": "sequence", "dice": {"ann": 10, "bob": 1}}])
    encounter.handle({"cmd": "costs", "table": {"frapper": 6}, "name": "Campagne"})
    costs = state_json(encounter)["costs"]
    assert (costs["name"], costs["house_defaults"], costs["actions"]) == (
        "Campagne",
        False,
        {"frapper": 6},
    )
    with pytest.raises(InvalidCommand, match="Unknown action 'strike'"):
        encounter.handle(act("ann", "strike"))
    encounter.handle(act("ann", "Frapper"))  # names match whatever the case
    assert counters(encounter)["ann"] == 12
    encounter.handle({"cmd": "costs"})
    assert state_json(encounter)["costs"]["house_defaults"] is True


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ({"strike": 0}, "costs: the cost of 'strike' must be at least 1 \\(got 0\\)."),
        ({"strike": -2}, "at least 1 \\(got -2\\)"),
        ({}, "costs: the table lists no actions."),
        ({" ": 3}, "an action's name must be 1 to 40 characters"),
    ],
)
def test_bad_cost_table_is_refused_Z4(table: dict[str, int], message: str) -> None:
    encounter = run([SYSTEM])
    before = snapshot(encounter)
    with pytest.raises(InvalidCommand, match=message):
        encounter.handle({"cmd": "costs", "table": table})
    assert snapshot(encounter) == before


def test_ties_go_to_the_higher_static_part_then_the_higher_d20_Z5() -> None:
    cid = add("cid", aplomb=5, agilite=3, perception=3, skill=2)  # base 10
    encounter = run([*PAIR, cid, {"cmd": "sequence", "dice": {"ann": 10, "bob": 7, "cid": 8}}])
    # Ann 8 + 10 = 18 and Cid 10 + 8 = 18: Cid's static part 10 beats Ann's 8.
    assert order_ids(encounter)[:2] == [[("cid", 18)], [("ann", 18)]]
    encounter.handle(act("cid", 10))
    encounter.handle(act("ann", 3))
    # Ann 15 (static 8, d20 10) and Bob 15 (static 8, d20 7): the higher d20 first.
    assert order_ids(encounter)[:2] == [[("ann", 15)], [("bob", 15)]]


def test_exact_ties_share_a_slot_and_the_gm_chooses_Z5_G3() -> None:
    encounter = run([*PAIR, {"cmd": "sequence", "dice": {"ann": 7, "bob": 7}}])
    assert order_ids(encounter) == [[("ann", 15), ("bob", 15)]]
    encounter.handle(act("bob", "shoot"))  # either may act
    assert state_json(encounter)["done"][-1]["tags"] == ["tie"]
    assert order_ids(encounter) == [[("ann", 15)], [("bob", 11)]]


def test_simultaneous_option_puts_equal_counters_in_one_slot_Z5_G3() -> None:
    cid = add("cid", aplomb=5, agilite=3, perception=3, skill=2)
    encounter = run(
        [
            {**SYSTEM, "options": {"tie": "simultaneous"}},
            *PAIR[1:],
            cid,
            {"cmd": "sequence", "dice": {"ann": 10, "bob": 1, "cid": 8}},
        ]
    )
    assert order_ids(encounter)[0] == [("ann", 18), ("cid", 18)]
    encounter.handle(act("cid", "draw"))
    assert state_json(encounter)["done"][-1]["tags"] == ["simultaneous"]


def test_invalid_option_is_refused() -> None:
    with pytest.raises(InvalidCommand, match="tie"):
        run([{**SYSTEM, "options": {"tie": "coin"}}])
    assert run([SYSTEM]).state.options == {"tie": "static", "engagement": "one_way"}


def test_action_to_zero_or_below_is_carried_out_then_no_more_Z6() -> None:
    encounter = run([*PAIR, {"cmd": "sequence", "dice": {"ann": 4, "bob": 1}}])
    encounter.handle(act("ann", 12))  # 12 → 0: carried out, and Ann is done
    done = state_json(encounter)["done"][-1]
    assert (done["detail"]["after"], done["tags"]) == (0, ["custom", "last"])
    ann = actor(encounter, "ann")
    assert (ann["counter"], ann["out"], ann["overspend"]) == (0, True, 0)
    with pytest.raises(Refused, match="Ann is done for this Sequence \\(counter 0\\)"):
        encounter.handle(act("ann", 1, override=True))


def test_sequence_ends_when_every_counter_is_at_or_below_zero_Z7() -> None:
    encounter = run(
        [*PAIR, add("cid", **FULL), {"cmd": "sequence", "dice": {"ann": 1, "bob": 1, "cid": 20}}]
    )
    encounter.handle(act("cid", 30))
    encounter.handle(act("ann", 9))
    assert state_json(encounter)["phase"] == "sequence"
    encounter.handle({"cmd": "out", "actor": "bob"})  # out of the fight: does not count
    data = state_json(encounter)
    assert (data["phase"], data["sequence_over"]) == ("between", True)
    assert data["actors"]["bob"]["out_of_fight"] is True
    with pytest.raises(Refused, match="Sequence 1 is over: start the next one"):
        encounter.handle(act("cid", 1))


def test_overspend_slows_the_next_sequence_Z8() -> None:
    encounter = run([*PAIR, {"cmd": "sequence", "dice": {"ann": 2, "bob": 2}}])
    encounter.handle(act("ann", 16))  # 10 → −6: an overspend of 6
    encounter.handle(act("bob", 10))  # 10 → 0: no overspend
    assert (actor(encounter, "ann")["overspend"], actor(encounter, "bob")["overspend"]) == (6, 0)
    encounter.handle({"cmd": "sequence", "dice": {"ann": 5, "bob": 5}})
    ann, bob = actor(encounter, "ann"), actor(encounter, "bob")
    # The text's "− previous score" would add 6; Z8 subtracts the overspend instead.
    assert (ann["counter"], ann["carried"], ann["static"]) == (8 + 5 - 6, 6, 8 - 6)
    assert (bob["counter"], bob["carried"]) == (8 + 5, 0)


def test_a_start_at_or_below_zero_sits_the_sequence_out_and_carries_on_Z8() -> None:
    encounter = run([*PAIR, {"cmd": "sequence", "dice": {"ann": 2, "bob": 1}}])
    encounter.handle(act("ann", 30))  # 10 → −20
    encounter.handle({"cmd": "sequence", "dice": {"ann": 3, "bob": 1}, "override": True})
    assert actor(encounter, "ann")["counter"] == 8 + 3 - 20
    assert [entry[0] for slot in order_ids(encounter) for entry in slot] == ["bob"]
    assert actor(encounter, "ann")["overspend"] == 9


def test_position_rule_applies_again_at_each_sequence_Z9() -> None:
    """Z9: the position rule of Z1 holds in every later Sequence too."""
    encounter = run([SYSTEM, add("cid", **FULL), add("dan", **FULL)])
    encounter.handle({"cmd": "sequence", "dice": {"cid": 10, "dan": 10}})
    assert actor(encounter, "cid")["counter"] == 2 + 5 + 1 + 10  # Perception
    encounter.handle({"cmd": "engage", "actor": "dan", "target": "cid"})
    assert actor(encounter, "cid")["counter"] == 18  # no recount mid-Sequence
    encounter.handle(act("cid", 18))
    encounter.handle(act("dan", 18))
    encounter.handle({"cmd": "sequence", "dice": {"cid": 10, "dan": 10}})
    assert actor(encounter, "cid")["counter"] == 2 + 3 + 1 + 10  # Nimbleness now
    assert actor(encounter, "cid")["rolled_in"] == "contact"


def test_latecomer_joins_mid_sequence_and_rolls_then_Z10() -> None:
    encounter = run([*PAIR, {"cmd": "sequence", "dice": {"ann": 10, "bob": 7}}])
    encounter.handle(add("cid", **FULL))
    assert state_json(encounter)["to_join"] == ["cid"]
    assert actor(encounter, "cid")["in_sequence"] is False
    with pytest.raises(Refused, match="Cid has no Initiative Counter in this Sequence: join"):
        encounter.handle(act("cid", 1, override=True))
    encounter.handle({"cmd": "join", "actor": "cid", "die": 12})
    cid = actor(encounter, "cid")
    assert (cid["counter"], cid["joined"]) == (2 + 5 + 1 + 12, True)
    assert order_ids(encounter)[0] == [("cid", 20)]
    with pytest.raises(Refused, match="Cid already has a counter in this Sequence \\(20\\)"):
        encounter.handle({"cmd": "join", "actor": "cid"})


def test_combatant_added_between_sequences_waits_for_the_next_Z10() -> None:
    encounter = run([SYSTEM, add("cid", **FULL)])
    with pytest.raises(Refused, match="No Sequence is running: Cid rolls with everyone"):
        encounter.handle({"cmd": "join", "actor": "cid"})
    encounter.handle({"cmd": "sequence", "dice": {"cid": 1}})
    assert actor(encounter, "cid")["counter"] == 9
