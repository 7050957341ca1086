"""The formal duel, W10: MONTER, then DÉGAINER with hidden declarations."""

import json

import pytest

from rules.errors import InvalidCommand, Refused, RuleError, UnknownActor
from rules.public import public_state
from rules.view import state_json
from tests.helpers import order_ids, run
from tests.rules.western_fixtures import DUO, add, declare, done_keys, keys

DUEL = [*DUO, add("cid", 2, 2), {"cmd": "duel", "duelists": ["ann", "bob"]}]


def test_duel_opens_a_turn_among_the_duelists_in_monter_W10() -> None:
    encounter = run(DUEL)
    data = state_json(encounter)
    assert (data["phase"], data["round"]) == ("declare", 1)
    assert data["duel"] == {"duelists": ["ann", "bob"], "step": "monter"}
    assert data["undeclared"] == ["ann", "bob"]
    encounter.handle({"cmd": "tension", "actor": "bob", "delta": 1})  # the stare-down
    encounter.handle(declare("ann", 5, 3))
    assert state_json(encounter)["duel"]["step"] == "degainer"


def test_duel_declarations_and_sacrifices_stay_hidden_until_the_reveal_W10() -> None:
    encounter = run([*DUEL, declare("ann", 5, 3), declare("bob")])
    encounter.handle({"cmd": "sacrifice", "actor": "ann", "action": 0, "dice": [4]})
    encounter.handle({"cmd": "panache", "actor": "bob", "die": 6})
    data = state_json(encounter)
    assert data["phase"] == "reveal"
    entries = [entry for slot in data["order"] for entry in slot]
    assert len(entries) == 3 and all("hidden" in entry["tags"] for entry in entries)
    public = public_state(encounter)
    assert public["order"] == [] and public["masked"] == ["ann", "bob"]
    text = json.dumps(public)
    assert '"score"' not in text and "ann#" not in text and "bob#" not in text


def test_duel_reveal_then_panache_interruptions_then_resolution_W10() -> None:
    encounter = run([*DUEL, declare("ann", 5, 3), declare("bob")])
    encounter.handle({"cmd": "sacrifice", "actor": "ann", "action": 0, "dice": [4]})
    assert state_json(encounter)["phase"] == "reveal"
    encounter.handle({"cmd": "reveal"})
    data = state_json(encounter)
    assert data["phase"] == "resolve"
    assert all("hidden" not in entry.get("tags", []) for slot in data["order"] for entry in slot)
    assert [[e["key"] for e in slot] for slot in public_state(encounter)["order"]] == [
        [e["key"] for e in slot] for slot in data["order"]
    ]
    assert order_ids(encounter) == [[("ann", 8)], [("bob", 7)], [("ann", 3)]]
    encounter.handle({"cmd": "panache", "actor": "bob", "die": 1})  # interruption: 7 + 1 = 8
    assert order_ids(encounter)[0] == [("ann", 8), ("bob", 8)]
    encounter.handle({"cmd": "resolve"})
    assert done_keys(encounter) == ["ann#0", "bob#0"]  # both shots cross
    encounter.handle({"cmd": "resolve"})
    encounter.handle({"cmd": "end_turn"})
    assert state_json(encounter)["duel"] is None


def test_only_the_duelists_take_part_W10() -> None:
    encounter = run(DUEL)
    with pytest.raises(Refused, match="Cid is not one of the duelists"):
        encounter.handle(declare("cid"))
    encounter.handle({"cmd": "reveal"})
    assert keys(encounter) == [["ann#0"], ["bob#0"]]


@pytest.mark.parametrize(
    ("duelists", "error", "message"),
    [
        (["ann", "ann"], Refused, "Name each combatant once."),
        (["ann", "zed"], UnknownActor, "No combatant 'zed'"),
        (["ann"], InvalidCommand, "duelists: at least 2 items"),
    ],
)
def test_a_duel_needs_two_known_duelists_W10(
    duelists: list[str], error: type[RuleError], message: str
) -> None:
    encounter = run(DUO)
    with pytest.raises(error, match=message):
        encounter.handle({"cmd": "duel", "duelists": duelists})


def test_no_ambush_in_a_formal_duel_W10_W9() -> None:
    encounter = run(DUEL)
    with pytest.raises(Refused, match="A formal duel is no ambush"):
        encounter.handle(
            {"cmd": "ambush", "ambushers": ["cid"], "targets": [{"actor": "ann", "successes": 0}]}
        )


def test_players_view_leaves_hidden_combatants_out_G5() -> None:
    encounter = run([*DUO, {**add("cid", 2, 2), "hidden": True}, {"cmd": "draw"}])
    encounter.handle({"cmd": "reveal"})
    public = public_state(encounter)
    assert "cid" not in public["actors"]
    assert [[e["actor"] for e in slot] for slot in public["order"]] == [["ann"], ["bob"]]
