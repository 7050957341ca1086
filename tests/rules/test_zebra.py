"""Zebra Island RPG initiative, rulings Z1–Z10 (seed 001)."""

from typing import Any

import pytest

from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.errors import InvalidCommand, InvalidDie, Refused, RuleError, UnknownActor
from rules.journal import JournalStore
from rules.view import state_json
from tests.helpers import order_ids, run, snapshot

SYSTEM: dict[str, Any] = {"cmd": "system", "name": "zebra"}


def add(actor: str, **stats: Any) -> dict[str, Any]:
    return {"cmd": "add", "id": actor, "name": actor.capitalize(), "stats": stats}


def act(actor: str, what: str | int, **more: Any) -> dict[str, Any]:
    key = "cost" if isinstance(what, int) else "action"
    return {"cmd": "act", "actor": actor, key: what, **more}


def actor(encounter: Encounter, actor_id: str) -> dict[str, Any]:
    numbers: dict[str, Any] = state_json(encounter)["actors"][actor_id]
    return numbers


def counters(encounter: Encounter) -> dict[str, int]:
    return {key: value["counter"] for key, value in state_json(encounter)["actors"].items()}


# A in contact (3 + 2 + 3 = 8) and B in Shooting position (2 + 4 + 2 = 8): the issue's pair.
ANN = add("ann", aplomb=3, agilite=2, skill=3)
BOB = add("bob", aplomb=2, perception=4, skill=2)
FULL = {"aplomb": 2, "agilite": 3, "perception": 5, "skill": 1}
PAIR = [SYSTEM, ANN, BOB, {"cmd": "position", "actor": "ann", "position": "contact"}]


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


def test_worked_example_with_one_way_engagement_Z2() -> None:
    encounter = run(
        [
            {**SYSTEM, "options": {"engagement": "one_way"}},
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


def test_position_derives_from_engagements_Z2() -> None:
    encounter = run([SYSTEM, ANN, BOB, add("cid", **FULL)])
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
    encounter.handle(act("ann", "strike"))
    done = state_json(encounter)["done"][-1]
    assert (done["action"], done["score"], done["detail"]) == (
        "strike",
        18,
        {"cost": 5, "before": 18, "after": 13, "sequence": 1},
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
    assert run([SYSTEM]).state.options == {"tie": "static", "engagement": "mutual"}


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
        ({"aplomb": 1, "agilite": 1}, "give skill"),
        ({"aplomb": 1, "skill": 1, "weapon": "axe"}, "not one of weapons"),
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
