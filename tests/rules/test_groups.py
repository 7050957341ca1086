"""G7: groups of identical combatants, in all three systems.

A group is added in one step (one command, one undo), each member its own combatant;
with ``roll_once`` the members share one roll and act in one slot, and a member that
leaves the group keeps the group's score for the rest of the round, then rolls its own.
"""

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.errors import InvalidCommand, Refused
from rules.groups import duplicate_of
from rules.view import state_json
from tests.helpers import run, snapshot

VAMPIRE: dict[str, Any] = {"cmd": "system", "name": "vampire"}
ZEBRA: dict[str, Any] = {"cmd": "system", "name": "zebra"}
WESTERN: dict[str, Any] = {"cmd": "system", "name": "western"}

STATS = {
    "vampire": {"dexterity": 2, "wits": 2},
    "zebra": {"aplomb": 2, "agilite": 2, "perception": 2, "skill": 2},
    "western": {"attribute": 2, "skill": 2},
}
ANN = {
    "vampire": {"dexterity": 4, "wits": 3},
    "zebra": {"aplomb": 3, "agilite": 3, "perception": 3, "skill": 3},
    "western": {"attribute": 3, "skill": 3},
}


def thugs(system: str, count: int = 4, roll_once: bool = False) -> dict[str, Any]:
    return {
        "cmd": "add",
        "id": "thug",
        "name": "Thug",
        "count": count,
        "roll_once": roll_once,
        "stats": STATS[system],
    }


def ann(system: str) -> dict[str, Any]:
    return {"cmd": "add", "id": "ann", "name": "Ann", "side": "pc", "stats": ANN[system]}


def slots(encounter: Any) -> list[list[str]]:
    return [[entry["actor"] for entry in slot] for slot in state_json(encounter)["order"]]


def score(encounter: Any, actor: str) -> int:
    return int(
        next(
            entry["score"]
            for slot in state_json(encounter)["order"]
            for entry in slot
            if entry["actor"] == actor
        )
    )


# -- adding a group ------------------------------------------------------------------


@pytest.mark.parametrize("system", ["vampire", "zebra", "western"])
@settings(max_examples=15, deadline=None)
@given(count=st.integers(min_value=2, max_value=30), roll_once=st.booleans())
def test_a_group_adds_its_members_in_one_command_and_one_undo_removes_them_G7(
    system: str, count: int, roll_once: bool
) -> None:
    encounter = run([{"cmd": "system", "name": system}, ann(system)])
    before = snapshot(encounter)
    encounter.handle(thugs(system, count, roll_once))
    actors = state_json(encounter)["actors"]
    members = [f"thug-{n}" for n in range(1, count + 1)]
    assert [a for a in actors if a != "ann"] == members
    assert [actors[m]["name"] for m in members] == [f"Thug {n}" for n in range(1, count + 1)]
    assert len(encounter.records) == 3  # system, Ann, the whole group: one command
    group = state_json(encounter)["groups"]["thug"]
    assert group == {"name": "Thug", "members": members, "roll_once": roll_once}
    encounter.undo()
    assert snapshot(encounter)["json"] == before["json"]
    assert "groups" not in state_json(encounter)


def test_a_plain_add_is_journaled_as_before_groups_existed_G7() -> None:
    encounter = run([VAMPIRE, ann("vampire")])
    assert "count" not in encounter.records[-1].command
    assert "roll_once" not in encounter.records[-1].command


def test_a_group_whose_member_id_is_taken_is_refused_and_changes_nothing_G7() -> None:
    encounter = run(
        [VAMPIRE, {"cmd": "add", "id": "thug-3", "name": "X", "stats": STATS["vampire"]}]
    )
    before = snapshot(encounter)
    with pytest.raises(Refused, match="already a combatant with id 'thug-3'"):
        encounter.handle(thugs("vampire"))
    assert snapshot(encounter) == before


def test_roll_once_without_a_group_is_refused_G7() -> None:
    encounter = run([VAMPIRE])
    with pytest.raises(InvalidCommand, match="roll_once needs a count of 2 or more"):
        encounter.handle({**thugs("vampire", 1, True)})


def test_a_group_too_long_to_number_is_refused_in_words_G7() -> None:
    encounter = run([VAMPIRE])
    with pytest.raises(InvalidCommand, match="too long for a group of 12"):
        encounter.handle({**thugs("vampire", 12), "name": "T" * 59})


def test_duplicate_takes_the_next_free_name_and_the_same_stats_G7() -> None:
    encounter = run([VAMPIRE, ann("vampire"), thugs("vampire", 3)])
    copy = duplicate_of(encounter.state, "thug-2")
    assert (copy.id, copy.name, copy.count) == ("thug-4", "Thug 4", 1)
    assert copy.stats == encounter.state.combatants["thug-2"].stats
    encounter.handle(copy)
    assert duplicate_of(encounter.state, "ann").name == "Ann 2"
    assert duplicate_of(encounter.state, "ann").side == "pc"
    # The copy is its own combatant, in no group: a group is added in one step.
    assert state_json(encounter)["groups"]["thug"]["members"] == ["thug-1", "thug-2", "thug-3"]


# -- vampire: one d10 for the group -----------------------------------------------------


def test_vampire_without_roll_once_each_member_rolls_its_own_die_G7() -> None:
    encounter = run([VAMPIRE, thugs("vampire", 3)])
    encounter.handle({"cmd": "roll", "dice": {"thug-1": 1, "thug-2": 5, "thug-3": 9}})
    assert slots(encounter) == [["thug-3"], ["thug-2"], ["thug-1"]]


def test_vampire_roll_once_is_one_die_and_one_slot_G7() -> None:
    encounter = run([VAMPIRE, ann("vampire"), thugs("vampire", 4, True)], seed=3)
    encounter.handle({"cmd": "roll", "dice": {"ann": 5, "thug-3": 6}})
    assert slots(encounter) == [["ann"], ["thug-1", "thug-2", "thug-3", "thug-4"]]
    assert score(encounter, "thug-4") == 2 + 2 + 6
    rolled = encounter.records[-1].events[0].rolls  # type: ignore[attr-defined]
    dice = {roll.actor: roll.initiative.die for roll in rolled}
    assert {dice[f"thug-{n}"].value for n in range(1, 5)} == {6}
    assert all(dice[f"thug-{n}"].typed for n in range(1, 5))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10_000), count=st.integers(2, 8))
def test_vampire_a_rolled_group_always_shares_one_slot_G7(seed: int, count: int) -> None:
    encounter = run([VAMPIRE, ann("vampire"), thugs("vampire", count, True)], seed=seed)
    encounter.handle({"cmd": "roll"})
    members = [f"thug-{n}" for n in range(1, count + 1)]
    assert members in slots(encounter)


def test_vampire_two_dice_for_one_roll_once_group_are_refused_G7() -> None:
    encounter = run([VAMPIRE, thugs("vampire", 3, True)])
    before = snapshot(encounter)
    with pytest.raises(Refused, match="The group Thug rolls once"):
        encounter.handle({"cmd": "roll", "dice": {"thug-1": 3, "thug-2": 4}})
    assert snapshot(encounter) == before


def test_vampire_one_declaration_is_the_groups_and_one_resolve_acts_it_G7() -> None:
    encounter = run([VAMPIRE, thugs("vampire", 3, True), {"cmd": "roll", "dice": {"thug-1": 4}}])
    encounter.handle({"cmd": "declare", "actor": "thug-2", "action": "punch"})
    assert state_json(encounter)["phase"] == "resolve"
    encounter.handle({"cmd": "resolve"})
    done = state_json(encounter)["done"]
    assert [(e["actor"], e["action"]) for e in done] == [
        ("thug-1", "punch"),
        ("thug-2", "punch"),
        ("thug-3", "punch"),
    ]


def test_vampire_a_wounded_member_keeps_the_score_for_the_turn_then_rolls_its_own_G7() -> None:
    encounter = run([VAMPIRE, thugs("vampire", 3, True), {"cmd": "roll", "dice": {"thug-1": 4}}])
    encounter.handle({"cmd": "wound", "actor": "thug-2", "level": "hurt"})
    assert state_json(encounter)["groups"]["thug"]["members"] == ["thug-1", "thug-3"]
    assert score(encounter, "thug-2") == score(encounter, "thug-1") == 8
    assert slots(encounter) == [["thug-1", "thug-2", "thug-3"]]
    encounter.handle({"cmd": "end_turn"})
    encounter.handle({"cmd": "roll", "dice": {"thug-1": 2, "thug-2": 9}})
    assert slots(encounter) == [["thug-2"], ["thug-1", "thug-3"]]
    assert score(encounter, "thug-2") == 4 - 1 + 9  # its own die, its own wound (V7)


@pytest.mark.parametrize(
    "override",
    [
        {"cmd": "set_score", "actor": "thug-2", "score": 3},
        {"cmd": "move", "actor": "thug-2"},
        {"cmd": "out", "actor": "thug-2"},
    ],
)
def test_vampire_an_override_takes_the_member_out_of_the_group_G7(
    override: dict[str, Any],
) -> None:
    encounter = run([VAMPIRE, thugs("vampire", 3, True), {"cmd": "roll", "dice": {"thug-1": 4}}])
    encounter.handle(override)
    assert state_json(encounter)["groups"]["thug"]["members"] == ["thug-1", "thug-3"]
    encounter.undo()
    assert state_json(encounter)["groups"]["thug"]["members"] == ["thug-1", "thug-2", "thug-3"]


def test_vampire_a_group_keeps_rolling_once_after_a_member_is_gone_G7() -> None:
    encounter = run([VAMPIRE, thugs("vampire", 3, True), {"cmd": "remove", "id": "thug-1"}])
    encounter.handle({"cmd": "roll"})
    assert slots(encounter) == [["thug-2", "thug-3"]]


# -- zebra: one d20, one counter --------------------------------------------------------


def test_zebra_roll_once_is_one_counter_and_the_group_acts_as_one_G7() -> None:
    encounter = run([ZEBRA, ann("zebra"), thugs("zebra", 3, True)])
    encounter.handle({"cmd": "sequence", "dice": {"ann": 5, "thug-2": 15}})
    assert slots(encounter) == [["thug-1", "thug-2", "thug-3"], ["ann"]]
    encounter.handle({"cmd": "act", "actor": "thug-1", "cost": 5})
    assert slots(encounter) == [["thug-1", "thug-2", "thug-3"], ["ann"]]
    assert score(encounter, "thug-3") == 2 + 2 + 2 + 15 - 5
    assert [e["actor"] for e in state_json(encounter)["done"]] == ["thug-1", "thug-2", "thug-3"]


def test_zebra_without_roll_once_each_member_rolls_and_acts_alone_G7() -> None:
    encounter = run([ZEBRA, thugs("zebra", 2)])
    encounter.handle({"cmd": "sequence", "dice": {"thug-1": 15, "thug-2": 3}})
    encounter.handle({"cmd": "act", "actor": "thug-1", "cost": 5})
    assert [e["actor"] for e in state_json(encounter)["done"]] == ["thug-1"]


def test_zebra_a_member_acting_alone_leaves_with_the_groups_counter_G7() -> None:
    encounter = run([ZEBRA, ann("zebra"), thugs("zebra", 3, True)])
    encounter.handle({"cmd": "sequence", "dice": {"ann": 5, "thug-1": 15}})
    encounter.handle({"cmd": "act", "actor": "thug-3", "cost": 3, "alone": True})
    assert state_json(encounter)["groups"]["thug"]["members"] == ["thug-1", "thug-2"]
    assert score(encounter, "thug-3") == 21 - 3
    assert slots(encounter) == [["thug-1", "thug-2"], ["thug-3"], ["ann"]]
    # Next Sequence: the group rolls once, the member that left rolls its own.
    encounter.handle(
        {"cmd": "sequence", "override": True, "dice": {"ann": 1, "thug-1": 1, "thug-3": 20}}
    )
    assert slots(encounter) == [["thug-3"], ["ann"], ["thug-1", "thug-2"]]


def test_zebra_a_member_joining_mid_sequence_takes_its_groups_counter_G7() -> None:
    encounter = run([ZEBRA, thugs("zebra", 2, True), {"cmd": "out", "actor": "thug-2"}])
    encounter.handle({"cmd": "sequence", "dice": {"thug-1": 10}})
    encounter.handle({"cmd": "out", "actor": "thug-2", "out": False})
    # Marked out, it left the group: it joins with its own die (Z10).
    encounter.handle({"cmd": "join", "actor": "thug-2", "die": 3})
    assert score(encounter, "thug-2") == 6 + 3
    encounter = run([ZEBRA, ann("zebra"), {"cmd": "sequence", "dice": {"ann": 4}}])
    encounter.handle(thugs("zebra", 2, True))
    encounter.handle({"cmd": "join", "actor": "thug-1", "die": 12})
    encounter.handle({"cmd": "join", "actor": "thug-2"})
    assert score(encounter, "thug-2") == score(encounter, "thug-1") == 6 + 12
    # A die typed for it would be a second roll for the group: refused, nothing changes.
    encounter.undo()
    before = snapshot(encounter)
    with pytest.raises(Refused, match="takes the counter its group rolled"):
        encounter.handle({"cmd": "join", "actor": "thug-2", "die": 5})
    assert snapshot(encounter) == before


def test_zebra_a_member_with_its_own_position_leaves_the_group_G7() -> None:
    encounter = run([ZEBRA, thugs("zebra", 2, True)])
    encounter.handle({"cmd": "position", "actor": "thug-2", "position": "tir"})
    assert state_json(encounter)["groups"]["thug"]["members"] == ["thug-1"]


# -- western: one declaration, one roll of the sacrificed dice ---------------------------


def test_western_roll_once_declares_for_the_group_one_slot_per_action_G7() -> None:
    encounter = run([WESTERN, ann("western"), thugs("western", 3, True), {"cmd": "draw"}])
    encounter.handle({"cmd": "declare", "actor": "thug-2", "actions": [3, 1]})
    encounter.handle({"cmd": "declare", "actor": "ann"})
    assert slots(encounter) == [
        ["ann"],
        ["thug-1", "thug-2", "thug-3"],
        ["thug-1", "thug-2", "thug-3"],
    ]


def test_western_a_sacrifice_rolls_once_for_the_group_G7() -> None:
    encounter = run([WESTERN, thugs("western", 3, True), {"cmd": "draw"}])
    encounter.handle({"cmd": "declare", "actor": "thug-1"})
    encounter.handle({"cmd": "sacrifice", "actor": "thug-3", "count": 2, "dice": [6, 4]})
    assert slots(encounter) == [["thug-1", "thug-2", "thug-3"]]
    assert score(encounter, "thug-1") == 4 - 2 + 6 + 4


def test_western_holding_fire_is_the_members_own_it_leaves_the_group_G7() -> None:
    encounter = run([WESTERN, thugs("western", 3, True), {"cmd": "draw"}])
    encounter.handle({"cmd": "declare", "actor": "thug-1"})
    encounter.handle({"cmd": "hold", "actor": "thug-2", "score": 1})
    assert state_json(encounter)["groups"]["thug"]["members"] == ["thug-1", "thug-3"]
    encounter.handle({"cmd": "sacrifice", "actor": "thug-1", "dice": [5]})
    assert slots(encounter) == [["thug-1", "thug-3"], ["thug-2"]]
    assert score(encounter, "thug-2") == 1


def test_western_without_roll_once_each_member_declares_its_own_G7() -> None:
    encounter = run([WESTERN, thugs("western", 2), {"cmd": "draw"}])
    encounter.handle({"cmd": "declare", "actor": "thug-1", "actions": [3, 1]})
    assert state_json(encounter)["undeclared"] == ["thug-2"]


LEAVING = {
    "vampire": [
        {"cmd": "wound", "level": "hurt"},
        {"cmd": "wound", "level": "bruised"},
        {"cmd": "move"},
    ],
    "zebra": [{"cmd": "position", "position": "contact"}, {"cmd": "move"}],
}
NEW_ROUND = {
    "vampire": lambda dice: [{"cmd": "end_turn"}, {"cmd": "roll", "dice": dice}],
    "zebra": lambda dice: [{"cmd": "sequence", "override": True, "dice": dice}],
}
FIRST_ROUND = {
    "vampire": lambda die: {"cmd": "roll", "dice": {"thug-1": die}},
    "zebra": lambda die: {"cmd": "sequence", "dice": {"thug-1": die}},
}


@pytest.mark.parametrize("system", ["vampire", "zebra"])
@settings(max_examples=20, deadline=None)
@given(
    count=st.integers(2, 6),
    leaver=st.integers(0, 5),
    how=st.integers(0, 2),
    dice=st.tuples(st.integers(1, 10), st.integers(1, 10), st.integers(1, 10)),
)
def test_a_member_leaving_keeps_the_groups_score_for_the_round_then_rolls_its_own_G7(
    system: str, count: int, leaver: int, how: int, dice: tuple[int, int, int]
) -> None:
    first, group_die, own_die = dice
    member = f"thug-{leaver % count + 1}"
    encounter = run([{"cmd": "system", "name": system}, thugs(system, count, True)])
    encounter.handle(FIRST_ROUND[system](first))
    shared = score(encounter, "thug-1")
    leave = LEAVING[system][how % len(LEAVING[system])]
    encounter.handle({**leave, "actor": member})
    assert member not in state_json(encounter)["groups"]["thug"]["members"]
    assert score(encounter, member) == shared  # the rest of the round at the group's score
    stayed = [f"thug-{n}" for n in range(1, count + 1) if f"thug-{n}" != member]
    assert all(score(encounter, m) == shared for m in stayed)
    for command in NEW_ROUND[system]({stayed[0]: group_die, member: own_die}):
        encounter.handle(command)
    # Next round: the group rolls once, the member that left its own die.
    assert len({score(encounter, m) for m in stayed}) == 1
    rolled = encounter.records[-1].events[-1]
    counters = getattr(rolled, "rolls", None) or getattr(rolled, "counters", [])
    die_of = {
        item.actor: (item.initiative.die if system == "vampire" else item.counter.die)
        for item in counters
    }
    assert die_of[member].value == own_die
    assert all(die_of[m].value == group_die for m in stayed)
