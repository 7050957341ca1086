"""Numbers entering the rules are whole numbers within bounds: no bool, no "9", no 2.5, no 10**30.

Each refusal names the field and says what is wrong in words, and changes nothing.
"""

from typing import Any

import pytest
from pydantic import ValidationError

from rules.dice import DieRoll
from rules.encounter import Encounter
from rules.errors import InvalidCommand
from rules.numbers import COST_MAX, NUMBER_MAX
from rules.systems.zebra.costs import CostFileError, parse_costs
from rules.systems.zebra.model import CostTable
from tests.helpers import handle_checked, run
from tests.rules import western_fixtures as western
from tests.rules import zebra_common as zebra

HUGE = 10**30

VAMPIRE: list[dict[str, Any]] = [
    {"cmd": "system", "name": "vampire"},
    {"cmd": "add", "id": "ann", "name": "Ann", "stats": {"dexterity": 4, "wits": 3}},
    {"cmd": "add", "id": "bob", "name": "Bob", "stats": {"dexterity": 2, "wits": 2}},
]


def refused(encounter: Encounter, command: dict[str, Any], message: str) -> None:
    """``command`` is refused with ``message`` in its text, and the encounter is unchanged."""
    with pytest.raises(InvalidCommand) as caught:
        encounter.handle(command)
    assert message in caught.value.message
    assert not handle_checked(encounter, command)


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        (True, "roll: dice.ann: must be a whole number, not true"),
        ("9", 'roll: dice.ann: must be a whole number, not the text "9"'),
        (9.0, "roll: dice.ann: must be a whole number, not 9.0"),
        (HUGE, f"roll: dice.ann: at most {NUMBER_MAX}"),
    ],
)
def test_a_typed_d10_is_a_whole_number_V1(typed: object, message: str) -> None:
    refused(run(VAMPIRE), {"cmd": "roll", "dice": {"ann": typed}}, message)


def test_a_typed_d10_within_bounds_is_still_checked_against_its_faces_V1_G1() -> None:
    refused_die = run(VAMPIRE)
    with pytest.raises(Exception, match="a d10 cannot show 11"):
        refused_die.handle({"cmd": "roll", "dice": {"ann": 11}})


@pytest.mark.parametrize(
    ("stats", "message"),
    [
        ({"dexterity": True, "wits": 3}, "add.stats: dexterity: must be a whole number, not true"),
        ({"dexterity": 4, "wits": "3"}, "wits: must be a whole number"),
        ({"dexterity": 11, "wits": 3}, "dexterity: at most 10"),
        ({"dexterity": 4, "wits": 3, "celerity": -1}, "celerity: at least 0"),
    ],
)
def test_vampire_traits_are_whole_dots_from_0_to_10_V1(stats: dict[str, Any], message: str) -> None:
    refused(run(VAMPIRE), {"cmd": "add", "id": "cid", "name": "Cid", "stats": stats}, message)


def test_celerity_and_extra_actions_are_whole_numbers_V8() -> None:
    encounter = run(VAMPIRE)
    refused(encounter, {"cmd": "roll", "celerity": {"ann": True}}, "must be a whole number")
    encounter.handle({"cmd": "roll", "dice": {"ann": 9, "bob": 6}})
    refused(encounter, {"cmd": "declare", "actor": "bob", "extra": True}, "extra: must be a whole")


@pytest.mark.parametrize(
    ("command", "message"),
    [
        ({"cmd": "set_score", "actor": "ann", "score": True}, "score: must be a whole number"),
        ({"cmd": "set_score", "actor": "ann", "score": HUGE}, f"score: at most {NUMBER_MAX}"),
        ({"cmd": "set_score", "actor": "ann", "score": -HUGE}, f"at least {-NUMBER_MAX}"),
        ({"cmd": "undo", "steps": True}, "undo: steps: must be a whole number, not true"),
        ({"cmd": "redo", "steps": "1"}, "redo: steps: must be a whole number"),
        ({"cmd": "undo", "steps": HUGE}, f"undo: steps: at most {NUMBER_MAX}"),
    ],
)
def test_gm_overrides_and_undo_take_whole_numbers_G4(command: dict[str, Any], message: str) -> None:
    encounter = run([*VAMPIRE, {"cmd": "roll", "dice": {"ann": 9, "bob": 6}}])
    refused(encounter, command, message)


@pytest.mark.parametrize(
    ("command", "message"),
    [
        (western.declare("ann", True, 2), "declare: actions.0: must be a whole number, not true"),
        ({**western.declare("ann", 3), "actions": [3, "2"]}, "actions.1: must be a whole number"),
        (western.declare("ann", 3, HUGE), f"actions.1: at most {NUMBER_MAX}"),
        (western.declare("ann", 8, tension=[True]), "tension.0: must be a whole number"),
        ({"cmd": "sacrifice", "actor": "ann", "count": True}, "count: must be a whole number"),
        ({"cmd": "sacrifice", "actor": "ann", "dice": [True]}, "dice.0: must be a whole number"),
        ({"cmd": "panache", "actor": "ann", "die": "6"}, "die: must be a whole number"),
        ({"cmd": "tension", "actor": "ann", "delta": HUGE}, "delta: at most 30"),
        ({"cmd": "tokens", "actor": "ann", "delta": True}, "delta: must be a whole number"),
        ({"cmd": "hold", "actor": "ann", "score": True}, "score: must be a whole number"),
        ({"cmd": "hold", "actor": "ann", "action": True, "score": 1}, "action"),
    ],
)
def test_western_dice_counts_are_whole_numbers_within_a_pool_W3_W4_W5_W7_W11(
    command: dict[str, Any], message: str
) -> None:
    encounter = run([*western.DUO, {"cmd": "draw"}])
    refused(encounter, command, message)


def test_ambush_successes_and_the_success_face_are_whole_numbers_W9() -> None:
    refused(
        run(western.DUO),
        {"cmd": "ambush", "ambushers": ["ann"], "targets": {"bob": "poker"}, "successes": "2"},
        "successes: must be a whole number",
    )
    refused(Encounter(), western.system(success_face=True), "success_face: must be a whole")
    refused(Encounter(), western.system(success_face=7), "success_face: at most 6")


def test_western_ratings_are_whole_numbers_W2() -> None:
    refused(run([western.SYSTEM]), western.add("cid", True, 2), "attribute: must be a whole")
    refused(run([western.SYSTEM]), western.add("cid", 2, 2, HUGE), "tension: at most 30")


@pytest.mark.parametrize(
    ("stats", "message"),
    [
        ({"aplomb": True, "skill": 3}, "aplomb: must be a whole number, not true"),
        ({"aplomb": 3, "skill": "3"}, "skill: must be a whole number"),
        ({"aplomb": 3, "agilite": HUGE, "skill": 3}, "agilite: at most 100"),
        ({"aplomb": 3, "weapons": {"pistol": True}}, "must be a whole number"),
    ],
)
def test_zebra_stats_are_whole_numbers_Z1(stats: dict[str, Any], message: str) -> None:
    refused(run([zebra.SYSTEM]), zebra.add("cid", **stats), message)


def test_zebra_typed_d20s_and_costs_are_whole_numbers_Z1_Z3() -> None:
    bob = zebra.add("bob", aplomb=2, perception=4, skill=2)
    contact = {"cmd": "position", "actor": "ann", "position": "contact"}
    encounter = run([zebra.SYSTEM, zebra.ANN, bob, contact])
    refused(encounter, {"cmd": "sequence", "dice": {"ann": "9"}}, "must be a whole number")
    encounter.handle({"cmd": "sequence", "dice": {"ann": 10, "bob": 7}})
    refused(encounter, zebra.act("ann", True), "must be a whole number")
    refused(encounter, zebra.act("ann", HUGE), f"at most {NUMBER_MAX}")
    refused(
        encounter,
        zebra.act("ann", COST_MAX + 1),
        f"A cost must be at most {COST_MAX} Initiative points (got {COST_MAX + 1}).",
    )


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ({"strike": True}, "costs: table.strike: must be a whole number, not true"),
        ({"strike": "5"}, "table.strike: must be a whole number"),
        ({"strike": HUGE}, f"table.strike: at most {NUMBER_MAX}"),
        ({"strike": COST_MAX + 1}, f"the cost of 'strike' must be at most {COST_MAX}"),
    ],
)
def test_a_cost_table_command_takes_whole_costs_Z4(table: dict[str, Any], message: str) -> None:
    refused(run([zebra.SYSTEM]), {"cmd": "costs", "table": table}, message)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[costs]\nstrike = 1000000000000000000000000000000\n", "must be at most 999"),
        ("[costs]\nstrike = 1000\n", "the cost of 'strike' must be at most 999 (got 1000)"),
        ("[costs]\nstrike = inf\n", "must be a whole number, not inf"),
        ("a = " + "[" * 2_000 + "]" * 2_000 + "\n", "nested too deeply"),
    ],
)
def test_a_cost_file_takes_whole_costs_within_bounds_Z4(text: str, message: str) -> None:
    with pytest.raises(CostFileError) as caught:
        parse_costs(text)
    assert message in str(caught.value)


def test_the_cost_table_and_the_dice_records_are_strict_models_Z4_G1() -> None:
    with pytest.raises(ValidationError):
        CostTable(name="camp", costs={"strike": True})
    with pytest.raises(ValidationError):
        CostTable(name="camp", costs={"strike": HUGE})
    with pytest.raises(ValidationError):
        DieRoll(faces=10, value=True)
    with pytest.raises(ValidationError):
        DieRoll.model_validate({"faces": "10", "value": 3})
    assert DieRoll(faces=10, value=3).value == 3


@pytest.mark.parametrize(
    ("command", "message"),
    [
        (
            {"cmd": "hide", "actor": "ann", "hidden": 1},
            "hide: hidden: must be true or false, not 1",
        ),
        (
            {"cmd": "out", "actor": "ann", "out": "yes"},
            'out: out: must be true or false, not the text "yes"',
        ),
        (
            {"cmd": "declare", "actor": "ann", "action": "shoot", "delay": 0},
            "declare: delay: must be true or false, not 0",
        ),
    ],
)
def test_a_yes_or_no_is_true_or_false_only_G4_G5(command: dict[str, Any], message: str) -> None:
    refused(run(VAMPIRE), command, message)


def test_a_western_option_is_true_or_false_only_W8() -> None:
    with pytest.raises(InvalidCommand) as caught:
        Encounter().handle({"cmd": "system", "name": "western", "options": {"nervous_finger": 1}})
    assert "nervous_finger: must be true or false, not 1" in caught.value.message
