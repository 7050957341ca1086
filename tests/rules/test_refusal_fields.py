"""A refusal about one value names the command's field that held it (for the form)."""

from typing import Any

import pytest

from rules.encounter import Encounter
from rules.errors import InvalidDie, Refused, RuleError

WESTERN: list[dict[str, Any]] = [
    {"cmd": "system", "name": "western"},
    {"cmd": "add", "id": "ann", "name": "Ann", "stats": {"attribute": 4, "skill": 3}},
    {"cmd": "add", "id": "bob", "name": "Bob", "stats": {"attribute": 3, "skill": 2}},
    {"cmd": "draw"},
    {"cmd": "declare", "actor": "ann", "actions": [7]},
    {"cmd": "declare", "actor": "bob", "actions": [5]},
]


def refused(commands: list[dict[str, Any]], command: dict[str, Any]) -> RuleError:
    encounter = Encounter()
    for done in commands:
        encounter.handle(done)
    with pytest.raises(RuleError) as error:
        encounter.handle(command)
    return error.value


def test_a_seven_typed_on_a_d6_names_the_dice_G1_W4() -> None:
    error = refused(WESTERN, {"cmd": "sacrifice", "actor": "ann", "action": 0, "dice": [7]})
    assert isinstance(error, InvalidDie) and error.field == "dice"
    assert "cannot show 7" in error.message


def test_too_few_dice_typed_names_the_dice_and_too_many_sacrificed_the_count_W4() -> None:
    sacrifice = {"cmd": "sacrifice", "actor": "ann", "action": 0}
    assert refused(WESTERN, {**sacrifice, "count": 2, "dice": [3]}).field == "dice"
    error = refused(WESTERN, {**sacrifice, "count": 7})
    assert isinstance(error, Refused) and error.field == "count"


def test_holding_fire_upwards_names_the_score_W7() -> None:
    error = refused([*WESTERN, {"cmd": "reveal"}], {"cmd": "hold", "actor": "ann", "score": 9})
    assert error.field == "score"


def test_an_ambush_s_successes_beyond_its_pool_name_their_field_W9() -> None:
    cast = WESTERN[:3]
    ambush = {"cmd": "ambush", "ambushers": ["ann"], "targets": [{"actor": "bob"}]}
    assert refused(cast, {**ambush, "successes": 9}).field == "successes"
    target = {"actor": "bob", "successes": 9}
    assert refused(cast, {**ambush, "targets": [target]}).field == "targets.0.successes"


def test_a_d10_out_of_its_faces_names_the_actor_s_die_G1() -> None:
    cast: list[dict[str, Any]] = [
        {"cmd": "system", "name": "vampire"},
        {"cmd": "add", "id": "ann", "name": "Ann", "stats": {"dexterity": 3, "wits": 3}},
    ]
    assert refused(cast, {"cmd": "roll", "dice": {"ann": 11}}).field == "dice.ann"


def test_a_refusal_of_the_whole_command_names_no_field() -> None:
    assert refused(WESTERN[:3], {"cmd": "sacrifice", "actor": "ann", "action": 0}).field is None
