"""The projection of who acts next (Z3, Z5, G4): a forecast that the rules then bear out."""

import copy
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.systems.zebra.costs import default_costs
from rules.systems.zebra.projection import median_cost, project_turns
from rules.systems.zebra.views import ZebraView
from rules.view import state_json
from tests.rules.zebra_common import SYSTEM, act, add


def encounter(commands: list[dict[str, Any]]) -> Encounter:
    playing = Encounter(dice=DiceSource(seed=5))
    for command in commands:
        playing.handle(command)
    return playing


def zebra_view(playing: Encounter) -> ZebraView:
    """What the projection reads: the state JSON, through its typed view."""
    return ZebraView(state_json(playing))


# Counters: Ann 3+3+3+10 = 19, Bob 2+4+2+7 = 15, Cid 2+2+2+4 = 10 (all shooting).
TRIO = [
    SYSTEM,
    add("ann", aplomb=3, perception=3, skill=3),
    add("bob", aplomb=2, perception=4, skill=2),
    add("cid", aplomb=2, perception=2, skill=2),
    {"cmd": "sequence", "dice": {"ann": 10, "bob": 7, "cid": 4}},
]


def test_the_median_of_the_house_table_is_four_and_an_even_table_takes_the_lower() -> None:
    assert median_cost(default_costs().costs) == 4
    assert median_cost({"a": 2, "b": 6}) == 2
    assert median_cost({}) == 1


def test_the_head_comes_first_then_each_repeats_its_last_cost_or_the_median_Z3() -> None:
    playing = encounter([*TRIO, act("ann", "charge")])  # Ann 19 → 12
    turns = project_turns(zebra_view(playing), 5)
    assert [(t.actor, t.before, t.cost, t.after, t.source) for t in turns] == [
        ("bob", 15, 4, 11, "median"),
        ("ann", 12, 7, 5, "last"),
        ("bob", 11, 4, 7, "median"),
        ("cid", 10, 4, 6, "median"),
        ("bob", 7, 4, 3, "median"),
    ]


def test_the_projection_stops_when_every_counter_is_spent_Z7() -> None:
    playing = encounter([*TRIO, act("ann", 18), act("bob", 14), act("cid", 9)])
    turns = project_turns(zebra_view(playing), 10)
    # Ann 1, Bob 1, Cid 1: each repeats a cost that ends its Sequence.
    assert [(t.actor, t.after) for t in turns] == [("ann", -17), ("bob", -13), ("cid", -8)]
    playing.handle(act("ann", 18))
    playing.handle(act("bob", 14))
    playing.handle(act("cid", 9))
    assert project_turns(zebra_view(playing), 10) == []


def test_a_move_holds_until_the_moved_actor_has_acted_G4() -> None:
    playing = encounter([*TRIO, {"cmd": "move", "actor": "cid", "before": "ann"}])
    turns = project_turns(zebra_view(playing), 4)
    # Then the countdown as usual: Ann 19 → 15 ties Bob's 15 and wins on her static part.
    assert [t.actor for t in turns] == ["cid", "ann", "ann", "bob"]


def test_equal_counters_share_the_head_slot_Z5() -> None:
    same = [
        {"cmd": "system", "name": "zebra", "options": {"tie": "simultaneous"}},
        add("ann", aplomb=3, perception=3, skill=3),
        add("bob", aplomb=3, perception=3, skill=3),
        {"cmd": "sequence", "dice": {"ann": 5, "bob": 5}},
    ]
    turns = project_turns(zebra_view(encounter(same)), 2)
    assert [(t.actor, t.shared) for t in turns] == [("ann", True), ("bob", False)]


def test_nothing_is_projected_between_Sequences() -> None:
    assert project_turns(zebra_view(encounter([SYSTEM, add("ann", aplomb=1, skill=1)])), 3) == []


stats = st.fixed_dictionaries(
    {
        "aplomb": st.integers(0, 4),
        "agilite": st.integers(0, 4),
        "perception": st.integers(0, 4),
        "skill": st.integers(0, 4),
    }
)


@given(
    team=st.lists(stats, min_size=2, max_size=5),
    dice=st.lists(st.integers(1, 20), min_size=5, max_size=5),
    tie=st.sampled_from(["static", "simultaneous"]),
    played=st.lists(st.integers(1, 9), max_size=6),
    moved=st.none() | st.tuples(st.integers(0, 4), st.integers(0, 4)),
)
def test_playing_the_projected_turns_follows_the_projection_exactly(
    team: list[dict[str, int]],
    dice: list[int],
    tie: str,
    played: list[int],
    moved: tuple[int, int] | None,
) -> None:
    """Act as projected (the head, the projected cost): the rules agree at every turn."""
    ids = [f"c{index}" for index in range(len(team))]
    commands: list[dict[str, Any]] = [
        {"cmd": "system", "name": "zebra", "options": {"tie": tie}},
        *({"cmd": "add", "id": i, "name": i, "stats": s} for i, s in zip(ids, team, strict=True)),
        {"cmd": "sequence", "dice": dict(zip(ids, dice, strict=False))},
    ]
    playing = encounter(commands)
    for cost in played:
        order = state_json(playing)["order"]
        if order:
            playing.handle(act(order[0][0]["actor"], cost))
    if moved is not None:
        actor, before = ids[moved[0] % len(ids)], ids[moved[1] % len(ids)]
        pending = {e["actor"] for slot in state_json(playing)["order"] for e in slot}
        if actor != before and {actor, before} <= pending:
            playing.handle({"cmd": "move", "actor": actor, "before": before})
    data = state_json(playing)
    untouched = copy.deepcopy(data)
    turns = project_turns(ZebraView(data), 8)
    assert data == untouched
    for turn in turns:
        now = state_json(playing)
        head = now["order"][0]
        assert head[0]["actor"] == turn.actor
        assert (now["actors"][turn.actor]["counter"], len(head) > 1) == (turn.before, turn.shared)
        playing.handle(act(turn.actor, turn.cost))
        assert state_json(playing)["actors"][turn.actor]["counter"] == turn.after
    if len(turns) < 8:
        assert state_json(playing)["phase"] == "between"
