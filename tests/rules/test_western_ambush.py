"""Surprise, W9: Discrétion against Sang-froid, Poker or Survie, one roll per target."""

from typing import Any

import pytest

from rules.encounter import fold
from rules.errors import InvalidDie, Refused, RuleError
from rules.view import state_json
from tests.helpers import run, snapshot
from tests.rules.western_fixtures import ANN, BOB, SYSTEM, add, declare, scores, system

CID = add("cid", 2, 1, discretion=3)
DAN = add("dan", 2, 2, discretion=1)
CAST = [ANN, BOB, CID, DAN]


def ambush(*targets: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return {"cmd": "ambush", "ambushers": ["cid", "dan"], "targets": list(targets), **fields}


def target(actor: str = "ann", successes: int = 0, **fields: Any) -> dict[str, Any]:
    return {"actor": actor, "skill": "sang_froid", "successes": successes, **fields}


SPRUNG = ambush(target(), successes=2, initiative={"cid": [5], "dan": [3]})


def test_a_beaten_target_gives_each_ambusher_a_free_d6_on_its_first_action_W9() -> None:
    encounter = run([SYSTEM, *CAST, SPRUNG, {"cmd": "draw"}, declare("cid", 2, 1)])
    # Cid: 2 dice + the free 5, not a lost die; its second action has no bonus.
    assert scores(encounter) == {"cid#0": 7, "cid#1": 1}
    encounter.handle({"cmd": "reveal"})
    assert scores(encounter)["dan#0"] == 4 + 3
    tags = {e["key"]: e.get("tags", []) for s in state_json(encounter)["order"] for e in s}
    assert (tags["cid#0"], tags["cid#1"], tags["ann#0"]) == (["surprise"], [], [])
    result = state_json(encounter)["surprise"]["results"][0]
    assert result == {
        "actor": "ann",
        "skill": "sang_froid",
        "successes": 0,
        "ambush_successes": 2,
        "margin": 2,
        "beaten": True,
    }


def test_the_surprised_target_takes_a_tension_die_that_does_not_count_this_turn_W9() -> None:
    encounter = run([SYSTEM, *CAST, SPRUNG])
    ann = state_json(encounter)["actors"]["ann"]
    assert (ann["tension"], ann["pool"], ann["surprised"]) == (2, 9, True)
    encounter.handle({"cmd": "draw"})
    encounter.handle(declare("ann", 4, 5, tension=[0, 2]))
    entry = next(e for s in state_json(encounter)["order"] for e in s if e["key"] == "ann#1")
    assert (entry["score"], entry["detail"]["uncounted"], entry["detail"]["tension"]) == (4, 1, 2)
    encounter.handle({"cmd": "end_turn"})
    encounter.handle({"cmd": "draw"})
    encounter.handle({"cmd": "reveal"})
    # The next turn the Tension die counts like any other, and the ambushers' d6 is gone.
    assert scores(encounter)["ann#0"] == 9
    assert scores(encounter)["cid#0"] == 3
    assert state_json(encounter)["surprise"] is None


def test_option_more_d6s_per_success_of_margin_best_margin_W9() -> None:
    encounter = run(
        [
            system(surprise_margin=True),
            *CAST,
            ambush(
                target("ann", 1),
                target("bob", 0, skill="survie"),
                successes=3,
                initiative={"cid": [1, 1, 1, 1], "dan": [2, 2, 2, 2]},
            ),
        ]
    )
    # Margins 2 and 3: the best, 3, gives 1 + 3 d6s to each ambusher.
    assert state_json(encounter)["surprise"]["bonus"] == {"cid": [1, 1, 1, 1], "dan": [2] * 4}
    with pytest.raises(InvalidDie, match="Cid: 4 dice expected, 1 typed"):
        run(
            [
                system(surprise_margin=True),
                *CAST,
                ambush(target(), successes=3, initiative={"cid": [1]}),
            ]
        )


def test_successes_are_dice_at_the_success_face_W9() -> None:
    # Cid's Discrétion 3 + 1 die for Dan, a useful accomplice = 4 dice.
    command = {
        "cmd": "ambush",
        "ambushers": ["cid"],
        "accomplices": ["dan"],
        "targets": [{"actor": "ann", "dice": [6, 4]}],
        "dice": [5, 4, 4, 1],
        "initiative": {"cid": [2], "dan": [2]},
    }
    encounter = run([SYSTEM, *CAST, command])
    result = state_json(encounter)["surprise"]["results"][0]
    assert (result["ambush_successes"], result["successes"], result["beaten"]) == (1, 1, False)
    assert state_json(encounter)["surprise"]["bonus"] == {}  # a tie does not surprise
    lenient = run([system(success_face=4), *CAST, command])
    result = state_json(lenient)["surprise"]["results"][0]
    assert (result["ambush_successes"], result["successes"], result["beaten"]) == (3, 2, True)
    assert state_json(lenient)["surprise"]["bonus"] == {"cid": [2], "dan": [2]}
    with pytest.raises(InvalidDie, match="Cid's ambush: 4 dice expected, 3 typed"):
        run([SYSTEM, *CAST, {**command, "dice": [5, 5, 5]}])


def test_one_roll_per_target_when_the_pools_are_rolled_W9() -> None:
    encounter = run(
        [
            SYSTEM,
            *CAST,
            {"cmd": "ambush", "ambushers": ["cid"], "targets": {"ann": "poker", "bob": "survie"}},
        ],
        seed=7,
    )
    event = encounter.records[-1].events[0]
    results = event.surprise.results  # type: ignore[attr-defined]
    assert [(r.actor, r.skill, r.ambush_pool, len(r.ambush_dice)) for r in results] == [
        ("ann", "poker", 3, 3),
        ("bob", "survie", 3, 3),
    ]
    assert all(not die.typed for r in results for die in r.ambush_dice)
    assert fold(list(encounter.records)) == encounter.state  # replay never re-rolls (G2)


def test_an_ambush_during_the_declarations_reaches_actions_already_declared_W9() -> None:
    encounter = run([SYSTEM, *CAST, {"cmd": "draw"}, declare("cid", 2, 1), declare("ann")])
    encounter.handle(SPRUNG)
    assert scores(encounter)["cid#0"] == 7
    assert scores(encounter)["ann#0"] == 8  # declared before the surprise: her pool stands
    encounter.handle({"cmd": "reveal"})
    with pytest.raises(Refused, match="an ambush is sprung before the shooting"):
        encounter.handle(ambush(target("bob"), successes=1))


def test_surprise_never_removes_a_character_at_worst_sonne_W9() -> None:
    encounter = run(
        [
            SYSTEM,
            *CAST,
            ambush(target(sonne=True), target("bob", sonne=True, ambush_successes=0), successes=2),
        ]
    )
    actors = state_json(encounter)["actors"]
    assert (actors["ann"]["sonne"], actors["ann"]["out"]) == (True, False)
    assert actors["bob"]["sonne"] is False  # Bob was not beaten (0 against 0)
    encounter.handle({"cmd": "draw"})
    encounter.handle({"cmd": "reveal"})
    assert "ann#0" in scores(encounter)
    encounter.handle({"cmd": "snag", "actor": "ann", "sonne": False})
    encounter.handle({"cmd": "snag", "actor": "bob"})
    actors = state_json(encounter)["actors"]
    assert (actors["ann"]["sonne"], actors["bob"]["sonne"]) == (False, True)
    with pytest.raises(Refused, match="Bob is already Sonné"):
        encounter.handle({"cmd": "snag", "actor": "bob"})


@pytest.mark.parametrize(
    ("command", "message"),
    [
        (ambush(target("cid")), "Cid cannot both lie in wait and be surprised."),
        (ambush(target(successes=3)), "Ann: 2 dice cannot show 3 successes."),
        (ambush(target(), successes=1, dice=[5, 5, 5]), "give the successes or the dice, not both"),
        (
            ambush(target(), successes=1, initiative={"bob": [3]}),
            "Bob is not one of the ambushers.",
        ),
        (ambush(target(), target()), "Name each ambusher and each target once."),
        (
            ambush(target(successes=0, dice=[1, 1])),
            "Ann: give the successes or the dice, not both.",
        ),
    ],
)
def test_bad_ambushes_are_refused_and_change_nothing_W9(
    command: dict[str, Any], message: str
) -> None:
    encounter = run([SYSTEM, *CAST])
    before = snapshot(encounter)
    with pytest.raises(RuleError, match=message):
        encounter.handle(command)
    assert snapshot(encounter) == before


def test_nobody_is_ambushed_twice_for_the_same_turn_W9() -> None:
    encounter = run([SYSTEM, *CAST, SPRUNG])
    with pytest.raises(Refused, match="Cid already has a surprise die for that turn"):
        encounter.handle(ambush(target("bob"), successes=1))
    with pytest.raises(Refused, match="Ann has already faced an ambush for that turn"):
        encounter.handle({"cmd": "ambush", "ambushers": ["bob"], "targets": [target()]})
