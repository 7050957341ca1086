"""The zebra views read the GM's state JSON as the rules write it (Z1–Z10, G4).

``tests/rules/test_state_views.py`` proves that every key is declared and readable;
these tests pin what a key missing from the JSON reads as, and the typed values a
presenter gets, for the states where the JSON's shape changes.
"""

from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.systems import view_class
from rules.systems.zebra.views import ZebraView
from rules.view import state_json
from tests.rules.zebra_common import PAIR, act


def zebra(*commands: dict[str, object]) -> ZebraView:
    playing = Encounter(dice=DiceSource(seed=3))
    for command in [*PAIR, *commands]:
        playing.handle(command)
    view = view_class("zebra")(state_json(playing))
    assert isinstance(view, ZebraView)
    return view


def test_before_the_first_Sequence_an_actor_has_no_counter_and_its_keys_read_as_none_Z1() -> None:
    view = zebra()
    ann = view.actors["ann"]
    assert (ann.counter, ann.in_sequence, ann.out) == (None, False, False)
    assert (ann.start, ann.base, ann.d20, ann.typed, ann.static) == (None, None, None, None, None)
    assert (ann.carried, ann.joined, ann.edited, ann.rolled_in) == (0, False, False, None)
    assert (ann.position, ann.position_override, ann.skill) == ("contact", True, 3)
    assert (view.phase, view.sequence_over, view.to_join) == ("between", False, ())
    assert view.costs.house_defaults and view.costs.actions
    assert view.options.tie == "static" and not view.options.simultaneous


def test_a_rolled_counter_and_a_done_action_read_typed_Z1_Z3_Z5() -> None:
    view = zebra(
        {"cmd": "sequence", "dice": {"ann": 10, "bob": 7}}, act("ann", "strike", label="leap")
    )
    ann, bob = view.actors["ann"], view.actors["bob"]
    # Ann 8 + 10 = 18, then a strike (5, Z4); Bob 8 + 7 = 15.
    assert (ann.start, ann.base, ann.d20, ann.typed, ann.counter) == (18, 8, 10, True, 13)
    assert (ann.rolled_in, bob.rolled_in, ann.static) == ("contact", "tir", 8)
    done = view.done[0].detail
    assert (done.cost, done.before, done.after, done.sequence, done.label) == (5, 18, 13, 1, "leap")
    assert (done.static, done.d20) == (None, None)
    pending = view.head()[0]
    assert (pending.actor, pending.score, pending.detail.static, pending.detail.d20) == (
        "bob",
        15,
        8,
        7,
    )
    assert pending.detail.cost is None
