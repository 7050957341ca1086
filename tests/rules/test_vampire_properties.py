"""Property tests over random vampire command sequences (V2, G2, refusals)."""

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from rules.encounter import Encounter, fold
from rules.errors import RuleError
from rules.systems.vampire.model import WOUND_PENALTY
from tests.helpers import assert_undo_redo_round_trip, handle_checked, run

ACTORS = ["ann", "bob", "cid", "dan"]

SETUP: list[dict[str, Any]] = [
    {"cmd": "system", "name": "vampire", "options": {"abort_cost": "willpower"}},
    *[
        {
            "cmd": "add",
            "id": actor,
            "name": actor.capitalize(),
            "stats": {"dexterity": dex, "wits": wits, "celerity": cel, "willpower": 2},
        }
        for actor, dex, wits, cel in [
            ("ann", 4, 3, 2),
            ("bob", 3, 3, 0),
            ("cid", 3, 2, 1),
            ("dan", 2, 2, 0),
        ]
    ],
]

actor = st.sampled_from(ACTORS)
die = st.integers(min_value=-1, max_value=11)  # includes invalid faces on purpose

commands = st.one_of(
    st.builds(
        lambda dice, cel: {"cmd": "roll", "dice": dice, "celerity": cel},
        st.dictionaries(actor, die, max_size=4),
        st.dictionaries(actor, st.integers(0, 3), max_size=2),
    ),
    st.builds(
        lambda a, delay, extra, override: {
            "cmd": "declare",
            "actor": a,
            "action": "x",
            "delay": delay,
            "extra": extra,
            "override": override,
        },
        actor,
        st.booleans(),
        st.integers(0, 2),
        st.booleans(),
    ),
    st.just({"cmd": "resolve"}),
    st.just({"cmd": "resolve"}),
    st.builds(lambda a: {"cmd": "act", "actor": a}, actor),
    st.builds(
        lambda a, d: {"cmd": "abort", "actor": a, "defense": d},
        actor,
        st.sampled_from(["dodge", "block", "parry"]),
    ),
    st.builds(
        lambda a, lv: {"cmd": "wound", "actor": a, "level": lv},
        actor,
        st.sampled_from(list(WOUND_PENALTY)),
    ),
    st.just({"cmd": "end_turn"}),
    st.builds(
        lambda a, s: {"cmd": "set_score", "actor": a, "score": s}, actor, st.integers(-5, 30)
    ),
    st.builds(lambda a, b: {"cmd": "move", "actor": a, "before": b}, actor, st.none() | actor),
    st.builds(lambda a: {"cmd": "out", "actor": a}, actor),
    st.just({"cmd": "undo"}),
    st.just({"cmd": "redo"}),
)


def apply_all(encounter: Encounter, script: list[dict[str, Any]]) -> None:
    for command in script:
        handle_checked(encounter, command)


@given(st.lists(commands, max_size=40))
def test_order_is_sorted_as_V2_says(script: list[dict[str, Any]]) -> None:
    encounter = run(SETUP, seed=1)
    for command in script:
        try:
            encounter.handle(command)
        except RuleError:
            continue
        if encounter.state.moves:
            continue  # a GM reorder (G4) overrides V2 on purpose
        keys = [(entry.rank, entry.key) for slot in encounter.order() for entry in slot]
        ranks = [rank for rank, _key in keys]
        assert ranks == sorted(ranks, reverse=True)
        for slot in encounter.order():
            # One slot = equal total and equal rating: simultaneous (G3).
            assert len({entry.rank for entry in slot}) == 1
        game = encounter.state.game
        for slot in encounter.order():
            for entry in slot:
                if entry.key == entry.actor:
                    initiative = game.initiative[entry.actor]  # type: ignore[attr-defined]
                    assert entry.rank == (1, initiative.total, initiative.rating)


@given(st.lists(commands, max_size=40))
def test_refused_commands_change_nothing_and_undo_redo_restores(
    script: list[dict[str, Any]],
) -> None:
    encounter = run(SETUP, seed=2)
    apply_all(encounter, script)
    assert_undo_redo_round_trip(encounter)


@given(st.lists(commands, max_size=40))
def test_replaying_the_journal_gives_the_same_state_G2(script: list[dict[str, Any]]) -> None:
    encounter = run(SETUP, seed=3)
    apply_all(encounter, script)
    assert fold(list(encounter.records)) == encounter.state
