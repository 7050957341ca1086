"""Property tests over random zebra command sequences (Z3, Z6, Z7, G2, refusals)."""

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from rules.encounter import Encounter, fold
from rules.systems.zebra.model import ZebraGame
from rules.view import state_json
from tests.helpers import assert_undo_redo_round_trip, handle_checked, run

ACTORS = ["ann", "bob", "cid", "dan"]


def add(actor: str, aplomb: int, agilite: int, perception: int, skill: int) -> dict[str, Any]:
    stats: dict[str, Any] = {
        "aplomb": aplomb,
        "agilite": agilite,
        "perception": perception,
        "skill": skill,
    }
    if actor == "cid":
        stats["weapons"] = {"knife": 1, "rifle": 4}
    return {"cmd": "add", "id": actor, "name": actor.capitalize(), "stats": stats}


def setup(options: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    return [
        {"cmd": "system", "name": "zebra", "options": options or {}},
        add("ann", 3, 2, 1, 3),
        add("bob", 2, 1, 4, 2),
        add("cid", 1, 3, 3, 0),
        {"cmd": "sequence"},
    ]


HEAD = "@head"
"""Stands for whoever heads the order when the command runs (between Sequences, the
command becomes ``sequence``), so that random scripts play whole Sequences."""

actor = st.sampled_from(ACTORS)
# Mostly faces of a d20, sometimes not (refused, G1).
die = st.integers(min_value=1, max_value=20) | st.sampled_from([-1, 0, 21])
cost = st.integers(min_value=-2, max_value=12)  # a few invalid costs on purpose

commands = st.one_of(
    st.builds(
        lambda dice, override: {"cmd": "sequence", "dice": dice, "override": override},
        st.dictionaries(st.sampled_from(ACTORS[:3]), die, max_size=3),
        st.booleans(),
    ),
    *[st.builds(lambda c: {"cmd": "act", "actor": HEAD, "cost": c}, cost)] * 14,
    st.builds(
        lambda a, c, o: {"cmd": "act", "actor": a, "cost": c, "override": o},
        actor,
        cost,
        st.booleans(),
    ),
    st.builds(
        lambda a, name: {"cmd": "act", "actor": a, "action": name},
        actor,
        st.sampled_from(["strike", "shoot", "reload", "Draw", "fly"]),
    ),
    st.builds(lambda a, d: {"cmd": "join", "actor": a, "die": d}, actor, st.none() | die),
    st.builds(lambda a, b: {"cmd": "engage", "actor": a, "target": b}, actor, actor),
    st.builds(lambda a, b: {"cmd": "disengage", "actor": a, "target": b}, actor, actor),
    st.builds(
        lambda a, p: {"cmd": "position", "actor": a, "position": p},
        actor,
        st.sampled_from([None, "tir", "contact"]),
    ),
    st.builds(
        lambda w: {"cmd": "weapon", "actor": "cid", "weapon": w},
        st.sampled_from([None, "knife", "rifle", "bow"]),
    ),
    st.builds(lambda t: {"cmd": "costs", "table": t}, st.none() | st.just({"strike": 2})),
    st.builds(
        lambda a, s: {"cmd": "set_score", "actor": a, "score": s}, actor, st.integers(-5, 30)
    ),
    st.builds(lambda a, b: {"cmd": "move", "actor": a, "before": b}, actor, st.none() | actor),
    st.builds(lambda a, o: {"cmd": "out", "actor": a, "out": o}, actor, st.booleans()),
    st.just(add("dan", 2, 2, 2, 2)),
    st.builds(lambda a: {"cmd": "remove", "id": a}, st.sampled_from(["dan", "dan", "cid"])),
    st.just({"cmd": "undo"}),
    st.just({"cmd": "redo"}),
)
options = st.fixed_dictionaries(
    {
        "tie": st.sampled_from(["static", "simultaneous"]),
        "engagement": st.sampled_from(["mutual", "one_way"]),
    }
)


def game(encounter: Encounter) -> ZebraGame:
    assert isinstance(encounter.state.game, ZebraGame)
    return encounter.state.game


def resolve(encounter: Encounter, command: dict[str, Any]) -> dict[str, Any]:
    """``command`` with HEAD replaced by the actor at the head of the order."""
    if command.get("actor") != HEAD:
        return command
    order = encounter.order()
    if not order:
        return {"cmd": "sequence"}
    return {**command, "actor": order[0][-1].actor}


def apply_all(encounter: Encounter, script: list[dict[str, Any]]) -> None:
    for command in script:
        handle_checked(encounter, resolve(encounter, command))


@given(options, st.lists(commands, min_size=10, max_size=50))
def test_a_counter_never_goes_up_within_a_sequence_Z3(
    chosen: dict[str, Any], script: list[dict[str, Any]]
) -> None:
    encounter = run(setup(chosen), seed=1)
    for command in script:
        before_round = game(encounter).round
        before = {a: c.value for a, c in game(encounter).counters.items()}
        if not handle_checked(encounter, resolve(encounter, command)):
            continue
        if command["cmd"] in ("set_score", "undo", "redo") or game(encounter).round != before_round:
            continue  # a GM edit (G4), a walk in the journal, or a new Sequence
        for name, counter in game(encounter).counters.items():
            if name in before:
                assert counter.value <= before[name]


@given(options, st.lists(commands, min_size=10, max_size=50))
def test_the_head_of_the_order_has_the_highest_counter_still_in_Z3_Z5(
    chosen: dict[str, Any], script: list[dict[str, Any]]
) -> None:
    encounter = run(setup(chosen), seed=2)
    for command in script:
        if not handle_checked(encounter, resolve(encounter, command)):
            continue
        data = state_json(encounter)
        still_in = [
            numbers["counter"]
            for numbers in data["actors"].values()
            if numbers["in_sequence"] and not numbers["out"]
        ]
        assert (data["phase"] == "sequence") == bool(still_in)  # Z7
        if not still_in:
            assert data["order"] == []
            continue
        scores = [entry["score"] for slot in data["order"] for entry in slot]
        assert sorted(scores) == sorted(still_in)
        assert all(score > 0 for score in scores)  # Z6
        if encounter.state.moves:
            continue  # a GM reorder (G4) overrides Z3 on purpose
        assert {entry["score"] for entry in data["order"][0]} == {max(still_in)}
        if chosen["tie"] == "simultaneous":
            assert len({slot[0]["score"] for slot in data["order"]}) == len(data["order"])


@given(
    st.lists(st.integers(1, 20), min_size=3, max_size=3),
    st.lists(st.integers(1, 12), min_size=1, max_size=8),
    options,
)
def test_a_sequence_ends_after_finitely_many_acts_when_costs_are_at_least_1_Z6_Z7(
    dice: list[int], costs: list[int], chosen: dict[str, Any]
) -> None:
    rolled = dict(zip(ACTORS[:3], dice, strict=True))
    encounter = run([*setup(chosen)[:-1], {"cmd": "sequence", "dice": rolled}])
    bound = sum(max(0, c.value) for c in game(encounter).counters.values())
    acts = 0
    while state_json(encounter)["phase"] == "sequence":
        head = state_json(encounter)["order"][0][-1]["actor"]
        encounter.handle({"cmd": "act", "actor": head, "cost": costs[acts % len(costs)]})
        acts += 1
        assert acts <= bound
    assert all(c.value <= 0 for c in game(encounter).counters.values())
    assert len(state_json(encounter)["done"]) == acts


@given(options, st.lists(commands, min_size=10, max_size=50))
def test_refused_commands_change_nothing_and_undo_redo_restores_G2(
    chosen: dict[str, Any], script: list[dict[str, Any]]
) -> None:
    encounter = run(setup(chosen), seed=3)
    apply_all(encounter, script)
    assert_undo_redo_round_trip(encounter)


@given(options, st.lists(commands, min_size=10, max_size=50))
def test_replaying_the_journal_gives_the_same_state_G2(
    chosen: dict[str, Any], script: list[dict[str, Any]]
) -> None:
    encounter = run(setup(chosen), seed=4)
    apply_all(encounter, script)
    assert fold(list(encounter.records)) == encounter.state
