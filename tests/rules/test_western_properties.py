"""Property tests over random western command sequences (W3, W5, W6, G2, refusals)."""

from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from hypothesis import given
from hypothesis import strategies as st

from rules.encounter import Encounter, fold
from rules.errors import RuleError
from rules.view import state_json
from tests.helpers import run, snapshot

T = TypeVar("T")

ACTORS = ["ann", "bob", "cid"]

CAST: list[dict[str, Any]] = [
    {
        "cmd": "add",
        "id": actor,
        "name": actor.capitalize(),
        "stats": {
            "attribute": attribute,
            "skill": skill,
            "tension": tension,
            "panache": 2,
            "discretion": 2,
            "sang_froid": 2,
            "survie": 1,
        },
    }
    for actor, attribute, skill, tension in [("ann", 4, 3, 1), ("bob", 3, 2, 4), ("cid", 2, 1, 0)]
]

options = st.fixed_dictionaries(
    {
        "nervous_finger": st.booleans(),
        "surprise_margin": st.booleans(),
        "sacrifice_to_zero": st.booleans(),
        "success_face": st.integers(3, 6),
    }
)

actor = st.sampled_from(ACTORS)
index = st.sampled_from([0, 0, 0, 1, 2])
die = st.integers(min_value=-1, max_value=7)  # invalid faces on purpose (G1)


def declare(
    who: str, dice: list[int], tension: list[int] | None, override: bool, ambiguous: bool
) -> dict[str, Any]:
    command: dict[str, Any] = {"cmd": "declare", "actor": who, "override": override}
    if dice:
        command["actions"] = dice
    if tension is not None:
        command["tension"] = tension
    if ambiguous:
        command["ambiguous"] = True
    return command


def concrete(encounter: Encounter, command: dict[str, Any]) -> dict[str, Any]:
    """Turn ``{"cmd": "declare", "split": k, "excess": e}`` into a split of the actor's
    current pool + e dice (e = 0: a valid split; else just off the pool, W3)."""
    if "split" not in command:
        return command
    actors = state_json(encounter)["actors"]
    pool = actors[command["actor"]]["pool"] if command["actor"] in actors else 0
    pool += command["excess"]
    parts = max(1, min(command["split"], pool))
    size, extra = divmod(pool, parts)
    dice = [size + (1 if part < extra else 0) for part in range(parts)]
    return {"cmd": "declare", "actor": command["actor"], "actions": dice, "override": False}


good_declare = st.builds(
    lambda a, k, e: {"cmd": "declare", "actor": a, "split": k, "excess": e},
    actor,
    st.integers(1, 3),
    st.sampled_from([0, 0, 0, -1, 1, 2]),
)
raw_declare = st.builds(
    declare,
    actor,
    st.lists(st.integers(0, 6), max_size=3),
    st.none() | st.lists(st.integers(0, 2), min_size=1, max_size=3),
    st.booleans(),
    st.booleans(),
)
sacrifice = st.builds(
    lambda a, i, d: {"cmd": "sacrifice", "actor": a, "action": i, "dice": d},
    actor,
    index,
    st.lists(die, min_size=1, max_size=2),
)
panache = st.builds(
    lambda a, i, d: {"cmd": "panache", "actor": a, "action": i, "die": d},
    actor,
    index,
    st.none() | st.integers(1, 6) | die,
)
hold = st.builds(
    lambda a, i, s: {"cmd": "hold", "actor": a, "action": i, "score": s},
    actor,
    index,
    st.integers(0, 12),
)
sang_froid = st.builds(
    lambda a, i, s: {"cmd": "sang_froid", "actor": a, "action": i, "successes": s},
    actor,
    index,
    st.integers(0, 2),
)
ambush = st.builds(
    lambda a, t, us, them: {
        "cmd": "ambush",
        "ambushers": [a],
        "targets": [{"actor": t, "skill": "survie", "successes": them}],
        "successes": us,
    },
    actor,
    actor,
    st.integers(0, 3),
    st.integers(0, 1),
)
#: GM overrides and other commands that may come at any moment.
anytime = st.one_of(
    st.builds(lambda a, d: {"cmd": "tension", "actor": a, "delta": d}, actor, st.integers(-3, 3)),
    st.builds(lambda a, d: {"cmd": "tokens", "actor": a, "delta": d}, actor, st.integers(-1, 2)),
    st.builds(
        lambda a, s: {"cmd": "set_score", "actor": a, "score": s}, actor, st.integers(-2, 20)
    ),
    st.builds(lambda a, b: {"cmd": "move", "actor": a, "before": b}, actor, st.none() | actor),
    st.builds(lambda a, out: {"cmd": "out", "actor": a, "out": out}, actor, st.booleans()),
    st.just({"cmd": "undo"}),
    st.just({"cmd": "redo"}),
)
opener = st.just({"cmd": "draw"}) | st.permutations(ACTORS).map(
    lambda actors: {"cmd": "duel", "duelists": actors[:2]}
)
before_reveal = st.one_of(good_declare, good_declare, raw_declare, sacrifice, panache, hold)
after_reveal = st.one_of(
    st.just({"cmd": "resolve"}), st.just({"cmd": "resolve"}), panache, hold, sang_froid
)
turn = st.tuples(
    st.lists(ambush, max_size=1),
    opener,
    st.lists(
        st.one_of(before_reveal, before_reveal, before_reveal, anytime), min_size=2, max_size=10
    ),
    st.lists(st.one_of(after_reveal, after_reveal, after_reveal, anytime), min_size=2, max_size=10),
).map(
    lambda parts: [
        *parts[0],
        parts[1],
        *parts[2],
        {"cmd": "reveal"},
        *parts[3],
        {"cmd": "end_turn"},
    ]
)
scripts = st.lists(turn, min_size=1, max_size=3).map(
    lambda turns: [command for one in turns for command in one]
)


def start(chosen: dict[str, Any], seed: int) -> Encounter:
    return run([{"cmd": "system", "name": "western", "options": chosen}, *CAST], seed=seed)


def done_keys(encounter: Encounter) -> list[str]:
    return [entry.key for entry in encounter.state.game.done]


def accepted(
    encounter: Encounter,
    script: list[dict[str, Any]],
    remember: Callable[[Encounter, dict[str, Any]], T],
) -> Iterator[tuple[dict[str, Any], T]]:
    """Apply the script; yield each command accepted, with what ``remember`` saw before it."""
    for command in script:
        command = concrete(encounter, command)
        before = remember(encounter, command)
        try:
            encounter.handle(command)
        except RuleError:
            continue
        yield command, before


def apply_all(encounter: Encounter, script: list[dict[str, Any]]) -> None:
    for command in script:
        command = concrete(encounter, command)
        before = snapshot(encounter)
        try:
            encounter.handle(command)
        except RuleError:
            # A refused command changes nothing.
            assert snapshot(encounter) == before


@given(options, scripts)
def test_scores_are_sorted_and_ties_share_one_slot_W6(
    chosen: dict[str, Any], script: list[dict[str, Any]]
) -> None:
    encounter = start(chosen, seed=1)
    for _command, _before in accepted(encounter, script, lambda _e, _c: None):
        order = encounter.order()
        for slot in order:
            assert len({entry.score for entry in slot}) == 1
            assert all(entry.rank == (entry.score,) for entry in slot)
        if encounter.state.moves:
            continue  # a GM reorder (G4) overrides W6 on purpose
        heads = [slot[0].score for slot in order]
        assert heads == sorted(heads, reverse=True)
        assert len(set(heads)) == len(heads)  # equal scores are never split over two slots


@given(options, scripts)
def test_panache_never_places_an_action_before_one_already_resolved_W5(
    chosen: dict[str, Any], script: list[dict[str, Any]]
) -> None:
    def remember(encounter: Encounter, _command: Any) -> tuple[list[str], list[str]]:
        return done_keys(encounter), [e.key for e in (encounter.order() or [[]])[0]]

    encounter = start(chosen, seed=2)
    for command, (done, head) in accepted(encounter, script, remember):
        pending = {entry.key for slot in encounter.order() for entry in slot}
        assert not pending & set(done_keys(encounter))
        if command["cmd"] in ("draw", "duel", "undo", "redo"):
            continue
        # What was resolved stays resolved, in the same order.
        assert done_keys(encounter)[: len(done)] == done
        if command["cmd"] == "panache":
            assert done_keys(encounter) == done
            key = f"{command['actor']}#{command['action']}"
            assert key in pending
        if command["cmd"] == "resolve":
            assert done_keys(encounter) == done + head


@given(options, scripts)
def test_the_dice_of_a_split_never_exceed_the_pool_unless_overridden_W3(
    chosen: dict[str, Any], script: list[dict[str, Any]]
) -> None:
    def remember(encounter: Encounter, command: dict[str, Any]) -> int:
        actors = state_json(encounter)["actors"]
        pool: int = actors.get(command.get("actor"), {}).get("pool", 0)
        return pool

    encounter = start(chosen, seed=3)
    for command, pool in accepted(encounter, script, remember):
        if command["cmd"] == "declare" and not command["override"]:
            declared = encounter.state.game.actions[command["actor"]]  # type: ignore[attr-defined]
            assert sum(action.dice for action in declared) == pool
            assert all(action.dice >= 1 for action in declared)
            tension = state_json(encounter)["actors"][command["actor"]]["tension"]
            assert sum(action.tension for action in declared) == tension


@given(options, scripts)
def test_refused_commands_change_nothing_and_undo_redo_restores_G2(
    chosen: dict[str, Any], script: list[dict[str, Any]]
) -> None:
    encounter = start(chosen, seed=4)
    apply_all(encounter, script)
    final = snapshot(encounter)["json"]
    steps = len(encounter.records)
    if steps:
        encounter.handle({"cmd": "undo", "steps": steps})
        assert state_json(encounter)["actors"] == {}
        encounter.handle({"cmd": "redo", "steps": steps})
    assert snapshot(encounter)["json"] == final


@given(options, scripts)
def test_replaying_the_journal_gives_the_same_state_G2(
    chosen: dict[str, Any], script: list[dict[str, Any]]
) -> None:
    encounter = start(chosen, seed=5)
    apply_all(encounter, script)
    assert fold(list(encounter.records)) == encounter.state
