"""Refusals known before a command's fields: the same words from a script and a screen.

A screen asks :func:`rules.core.refusal` before opening a dialog; the encounter asks it
before deciding. Each test checks that the refusal the screen would show is the one the
encounter raises for the command, whatever its fields.
"""

from typing import Any

import pytest

from rules.commands import Command, MoveEntry, SetScore
from rules.core import refusal
from rules.encounter import Encounter
from rules.errors import Refused, RuleError
from rules.systems.vampire import commands as vampire
from rules.systems.western import commands as western
from rules.systems.zebra import commands as zebra
from rules.view import state_json
from tests.helpers import run
from tests.rules import western_fixtures as wf
from tests.rules import zebra_common as zc
from tests.rules.test_vampire import TRIO, declare_all


def refused_alike(
    encounter: Encounter, command: type[Command], actor: str | None, sent: dict[str, Any]
) -> str:
    """The refusal asked beforehand, checked to be the one the command gets."""
    text = refusal(encounter.state, command, actor)
    assert text is not None
    with pytest.raises(Refused) as raised:
        encounter.handle(sent)
    assert raised.value.message == text
    return text


# -- vampire ------------------------------------------------------------------------------
ROLLED = [*TRIO, {"cmd": "roll", "dice": {"ann": 9, "bob": 6, "cid": 2}}]


def test_vampire_declare_and_abort_before_the_roll_V3_V5() -> None:
    encounter = run(TRIO)
    text = refused_alike(
        encounter, vampire.Declare, "ann", {"cmd": "declare", "actor": "ann", "action": "x"}
    )
    assert text == "No turn is open: roll initiative first."
    refused_alike(
        encounter, vampire.Abort, "ann", {"cmd": "abort", "actor": "ann", "defense": "dodge"}
    )
    refused_alike(encounter, SetScore, "ann", {"cmd": "set_score", "actor": "ann", "score": 3})


def test_vampire_redeclares_until_the_resolution_begins_V3() -> None:
    encounter = run(ROLLED)
    declare_all(encounter)
    assert refusal(encounter.state, vampire.Declare, "cid") is None
    encounter.handle({"cmd": "declare", "actor": "cid", "action": "flee", "delay": True})
    assert state_json(encounter)["actors"]["cid"]["declared"] == "flee"
    assert state_json(encounter)["actors"]["cid"]["delay"] is True
    encounter.handle({"cmd": "resolve"})
    text = refused_alike(
        encounter, vampire.Declare, "bob", {"cmd": "declare", "actor": "bob", "action": "hide"}
    )
    assert text == "The resolution has begun: Bob's declaration stands."


def test_vampire_redeclaring_spends_willpower_once_V3() -> None:
    ann = {**TRIO[1], "stats": {"dexterity": 4, "wits": 3, "willpower": 1}}
    encounter = run([TRIO[0], ann, {"cmd": "roll", "dice": {"ann": 9}}])
    encounter.handle({"cmd": "declare", "actor": "ann", "willpower": True})
    assert state_json(encounter)["actors"]["ann"]["willpower"] == 0
    encounter.handle({"cmd": "declare", "actor": "ann", "action": "again", "willpower": True})
    assert state_json(encounter)["actors"]["ann"]["willpower"] == 0
    encounter.handle({"cmd": "declare", "actor": "ann", "action": "no point"})
    assert state_json(encounter)["actors"]["ann"]["willpower"] == 1


def test_vampire_act_with_nobody_delaying_V4() -> None:
    encounter = run(ROLLED)
    assert refusal(encounter.state, vampire.Act, None) == "Declarations are not finished yet."
    declare_all(encounter)
    assert refusal(encounter.state, vampire.Act, None) == "Nobody is delaying whose rank has come."


def test_vampire_abort_with_no_action_left_V5() -> None:
    encounter = run(ROLLED)
    declare_all(encounter)
    encounter.handle({"cmd": "resolve"})
    text = refused_alike(
        encounter, vampire.Abort, "ann", {"cmd": "abort", "actor": "ann", "defense": "dodge"}
    )
    assert text == "Ann has no action left this turn to abort."


def test_vampire_abort_costing_willpower_without_any_V5() -> None:
    setup = {**TRIO[0], "options": {"abort_cost": "willpower"}}
    encounter = run([setup, *TRIO[1:], {"cmd": "roll", "dice": {"ann": 9, "bob": 6, "cid": 2}}])
    text = refused_alike(
        encounter, vampire.Abort, "bob", {"cmd": "abort", "actor": "bob", "defense": "block"}
    )
    assert text == "Bob has no Willpower left to abort."


# -- western ------------------------------------------------------------------------------
def test_western_declare_before_the_draw_W1() -> None:
    encounter = run(wf.DUO)
    text = refused_alike(encounter, western.Declare, "ann", wf.declare("ann"))
    assert text == "No gunfight is under way: draw first, or open a duel."


def test_western_after_the_reveal_W3_W4_W9() -> None:
    encounter = run([*wf.DUO, {"cmd": "draw"}, {"cmd": "reveal"}])
    text = refused_alike(encounter, western.Declare, "ann", wf.declare("ann", 4, 4))
    assert text == "The scores are revealed: Ann's declaration stands."
    sacrifice = {"cmd": "sacrifice", "actor": "ann", "action": 0}
    assert "too late to sacrifice" in refused_alike(encounter, western.Sacrifice, "ann", sacrifice)
    ambush = {"cmd": "ambush", "ambushers": ["ann"], "targets": {"bob": "sang_froid"}}
    text = refused_alike(encounter, western.Ambush, None, ambush)
    assert text == "The scores are revealed: an ambush is sprung before the shooting."


def test_western_panache_with_no_token_W5() -> None:
    encounter = run([wf.SYSTEM, wf.add("cid", 3, 2), {"cmd": "draw"}, wf.declare("cid")])
    panache = {"cmd": "panache", "actor": "cid", "action": 0}
    assert refused_alike(encounter, western.Panache, "cid", panache) == (
        "Cid has no Panache token left."
    )


def test_western_redeclares_before_the_reveal_W3() -> None:
    encounter = run([*wf.DUO, {"cmd": "draw"}, wf.declare("ann", 4, 4)])
    assert refusal(encounter.state, western.Declare, "ann") is None
    encounter.handle({"cmd": "sacrifice", "actor": "ann", "action": 0, "dice": [3]})
    text = refused_alike(encounter, western.Declare, "ann", wf.declare("ann"))
    assert "undo that first" in text


def test_western_nervous_finger_cannot_hold_W8() -> None:
    nervous = [wf.system(nervous_finger=True), wf.add("ann", 2, 2, 4), {"cmd": "draw"}]
    encounter = run([*nervous, wf.declare("ann"), {"cmd": "reveal"}])
    hold = {"cmd": "hold", "actor": "ann", "action": 0, "score": 1}
    assert "nervous finger cannot hold" in refused_alike(encounter, western.Hold, "ann", hold)


def test_western_draw_and_duel_while_a_turn_is_open_W10() -> None:
    encounter = run([*wf.DUO, {"cmd": "draw"}])
    duel = {"cmd": "duel", "duelists": ["ann", "bob"]}
    assert refused_alike(encounter, western.Duel, None, duel).startswith("The turn is still open")
    assert refusal(encounter.state, western.Draw, None) == refusal(
        encounter.state, western.Duel, None
    )


def test_move_with_no_action_waiting_G4() -> None:
    encounter = run([*wf.DUO, {"cmd": "draw"}])
    text = refused_alike(encounter, MoveEntry, "ann", {"cmd": "move", "actor": "ann"})
    assert text == "Ann has no action waiting to be moved."


# -- zebra --------------------------------------------------------------------------------
def test_zebra_acting_before_any_sequence_Z3() -> None:
    encounter = run(zc.PAIR)
    text = refused_alike(encounter, zebra.Act, "ann", zc.act("ann", 3))
    assert text == "No Sequence has started yet: start one first."
    refused_alike(encounter, SetScore, "ann", {"cmd": "set_score", "actor": "ann", "score": 3})


def test_zebra_join_outside_a_sequence_Z10() -> None:
    encounter = run(zc.PAIR)
    text = refused_alike(encounter, zebra.Join, "bob", {"cmd": "join", "actor": "bob"})
    assert text == "No Sequence is running: Bob rolls with everyone at the next sequence."


def test_zebra_new_sequence_while_one_runs_is_the_gms_override_Z7_G4() -> None:
    from rules.systems.zebra.refusals import running_refusal
    from rules.systems.zebra.system import SYSTEM as ZEBRA

    encounter = run([*zc.PAIR, {"cmd": "sequence", "dice": {"ann": 10, "bob": 10}}])
    text = running_refusal(encounter.state, ZEBRA.game(encounter.state))
    assert text is not None and text.startswith("Sequence 1 is still running")
    assert refusal(encounter.state, zebra.StartSequence, None) is None  # the GM may override
    with pytest.raises(Refused) as raised:
        encounter.handle({"cmd": "sequence"})
    assert raised.value.message == text
    encounter.handle({"cmd": "sequence", "override": True})
    assert state_json(encounter)["round"] == 2


def test_unknown_actor_is_the_decide_steps_to_refuse() -> None:
    encounter = run(zc.PAIR)
    assert refusal(encounter.state, zebra.Act, "nobody") is None
    with pytest.raises(RuleError, match="nobody"):
        encounter.handle(zc.act("nobody", 3))
