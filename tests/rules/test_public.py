"""The players' view, system by system: what the table is told, and what stays the GM's."""

import json
from typing import Any

from rules.public import public_state
from tests.helpers import run
from tests.rules.western_fixtures import DUO, add, declare


def keys(view: dict[str, object]) -> list[list[str]]:
    order = view["order"]
    assert isinstance(order, list)
    return [[entry["key"] for entry in slot] for slot in order]


GHOUL = {"dexterity": 3, "wits": 3}
VAMPIRE: list[dict[str, Any]] = [
    {"cmd": "system", "name": "vampire"},
    {"cmd": "name", "name": "The Ghoul's alley"},
    {"cmd": "add", "id": "ann", "name": "Ann", "side": "pc", "stats": {"dexterity": 3, "wits": 3}},
    {"cmd": "add", "id": "bob", "name": "Bob", "stats": {"dexterity": 2, "wits": 2}},
    {
        "cmd": "add",
        "id": "gh",
        "name": "Ghoul",
        "hidden": True,
        "stats": {"dexterity": 3, "wits": 3},
    },
    {"cmd": "roll", "dice": {"ann": 5, "bob": 4, "gh": 5}},
]


def test_vampire_totals_and_declarations_are_public_the_gm_numbers_are_not_V3_G5() -> None:
    encounter = run(VAMPIRE)
    encounter.handle({"cmd": "declare", "actor": "bob", "action": "shoot the Ghoul"})
    view = public_state(encounter)
    assert view["name"] == "The …'s alley"
    assert view["actors"] == {
        "ann": {"name": "Ann", "side": "pc", "out_of_fight": False, "total": 11},
        "bob": {
            "name": "Bob",
            "side": "npc",
            "out_of_fight": False,
            "total": 8,
            "declared": "shoot the …",
            "delay": False,
        },
    }
    # Ann and the Ghoul tie (11, rating 6: one slot, G3): the players see Ann alone.
    assert keys(view) == [["ann"], ["bob"]]
    assert view["declare_next"] == ["ann"]  # Ann and the Ghoul declare next: only Ann is said
    assert "ghoul" not in json.dumps(view).lower()


def test_resolved_together_with_a_hidden_combatant_shows_no_simultaneous_tag_G3_G5() -> None:
    encounter = run(VAMPIRE)
    for actor in ("bob", "gh", "ann"):
        encounter.handle({"cmd": "declare", "actor": actor, "action": "strike"})
    encounter.handle({"cmd": "resolve"})
    done = public_state(encounter)["done"]
    assert done == [{"actor": "ann", "action": "strike", "score": 11, "key": "ann"}]
    encounter.handle({"cmd": "hide", "actor": "gh", "hidden": False})
    tags = [entry.get("tags") for entry in public_state(encounter)["done"]]
    assert tags == [["simultaneous"], ["simultaneous"]]


def test_vampire_delays_and_lost_actions_are_public_without_hidden_ones_V4() -> None:
    encounter = run(VAMPIRE)
    for actor in ("bob", "gh", "ann"):
        encounter.handle({"cmd": "declare", "actor": actor, "action": "wait", "delay": True})
    encounter.handle({"cmd": "resolve"})
    view = public_state(encounter)
    assert [entry["actor"] for entry in view["delayed"]] == ["ann", "bob"]
    encounter.handle({"cmd": "end_turn"})
    assert public_state(encounter)["lost"] == ["ann", "bob"]


def test_zebra_counters_and_costs_are_public_stats_positions_engagements_are_not_Z3() -> None:
    stats = {"aplomb": 3, "agilite": 2, "perception": 3, "skill": 3}
    encounter = run(
        [
            {"cmd": "system", "name": "zebra"},
            {"cmd": "add", "id": "ann", "name": "Ann", "side": "pc", "stats": stats},
            {"cmd": "add", "id": "lurk", "name": "Lurker", "hidden": True, "stats": stats},
            {"cmd": "engage", "actor": "lurk", "target": "ann"},
            {"cmd": "sequence", "dice": {"ann": 10, "lurk": 1}},
            {"cmd": "act", "actor": "ann", "action": "strike", "label": "at Lurker"},
        ]
    )
    view = public_state(encounter)
    assert view["actors"] == {
        "ann": {
            "name": "Ann",
            "side": "pc",
            "out_of_fight": False,
            "counter": 13,
            "out": False,
            "in_sequence": True,
        }
    }
    assert view["done"][0]["detail"] == {"cost": 5, "after": 13, "label": "at …"}
    assert keys(view) == [["ann"]]
    assert "engagements" not in view and "costs" not in view
    encounter.handle({"cmd": "add", "id": "cid", "name": "Cid", "hidden": True, "stats": stats})
    encounter.handle({"cmd": "add", "id": "dan", "name": "Dan", "stats": stats})
    assert public_state(encounter)["to_join"] == ["dan"]  # Z10, without the hidden latecomer


def test_western_scores_are_told_at_the_reveal_even_outside_a_duel_W5_W10() -> None:
    encounter = run([*DUO, {"cmd": "draw"}, declare("ann", 5, 3)])
    view = public_state(encounter)
    assert view["order"] == [] and view["masked"] == ["ann"] and view["undeclared"] == ["bob"]
    assert "ann#" not in json.dumps(view)
    encounter.handle({"cmd": "reveal"})
    view = public_state(encounter)
    assert keys(view) == [["bob#0"], ["ann#0"], ["ann#1"]]
    assert [entry["score"] for slot in view["order"] for entry in slot] == [7, 5, 3]
    assert view["masked"] == [] and view["revealed"] is True
    assert view["actors"]["ann"] == {
        "name": "Ann",
        "side": "npc",
        "out_of_fight": False,
        "declared": True,
        "sonne": False,
        "surprised": False,
    }


def test_a_duel_ended_before_its_reveal_does_not_tell_the_split_W7_W10() -> None:
    encounter = run([*DUO, {"cmd": "duel", "duelists": ["ann", "bob"]}, declare("ann", 5, 3)])
    assert public_state(encounter)["duel"] == {"duelists": ["ann", "bob"], "step": "degainer"}
    encounter.handle({"cmd": "end_turn"})
    view = public_state(encounter)
    assert view["lost"] == ["ann"]  # not ann#0 and ann#1: that would tell her split
    assert "#" not in json.dumps(view)


def test_a_hidden_duelist_is_not_named_among_the_duelists_G5_W10() -> None:
    encounter = run(
        [*DUO, {**add("cid", 2, 2), "hidden": True}, {"cmd": "duel", "duelists": ["ann", "cid"]}]
    )
    encounter.handle(declare("cid"))
    view = public_state(encounter)
    assert view["duel"] == {"duelists": ["ann"], "step": "degainer"}
    assert view["masked"] == [] and view["undeclared"] == ["ann"]


def test_an_encounter_without_a_system_shows_an_empty_board() -> None:
    assert public_state(run([])) == {
        "system": None,
        "round": 0,
        "phase": "setup",
        "order": [],
        "done": [],
        "actors": {},
        "masked": [],
    }
