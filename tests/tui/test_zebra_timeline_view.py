"""What the zebra timeline says, from the state JSON alone (Z2, Z6, Z8, Z10, G4)."""

from typing import Any

from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.systems.zebra.views import ZebraView
from rules.view import state_json
from tests.rules.zebra_common import act, add
from tests.tui.scenes import SCENES
from tui.presenters.zebra_sections import Line
from tui.presenters.zebra_timeline import TimelineView, build_timeline


def playing(*more: dict[str, Any]) -> Encounter:
    """The zebra scene (Ann 13, Bob 11, Cid 10 after two actions), then ``more``."""
    encounter = Encounter(dice=DiceSource(seed=2))
    for command in [*SCENES["zebra"], *more]:
        encounter.handle(command)
    return encounter


def view_of(encounter: Encounter) -> TimelineView:
    return build_timeline(ZebraView(state_json(encounter)))


def words(line: Line) -> str:
    return "".join(text for text, _meaning in line)


def section(view: TimelineView, title: str) -> list[str]:
    found = next(s for s in view.sections if s.title == title)
    return [words(line) for line in found.lines]


def test_markers_from_the_highest_start_the_head_marked_and_the_hidden_one_too() -> None:
    view = view_of(playing())
    assert [(m.actor, m.text, m.value) for m in view.markers] == [
        ("ann", "▶Ann", 13),
        ("bob", "Bob", 11),
        ("cid", "◌Cid", 10),
    ]
    assert (view.top, view.bottom) == (18, -2)
    assert "highest start 18" in view.heading
    assert [(b.actor, b.start, b.steps) for b in view.bars] == [
        ("ann", 18, ((13, "strike"),)),
        ("bob", 15, ((11, "shoot"),)),
        ("cid", 10, ()),
    ]
    assert view.meanings == {"ann": "current-actor", "bob": "npc", "cid": "hidden-combatant"}


def test_the_track_says_who_what_the_cost_and_the_counter_before_and_after() -> None:
    view = view_of(playing(act("ann", 9, label="swing on the rope")))
    assert [(s.name, s.action, s.cost, s.before, s.after, s.notes) for s in view.track] == [
        ("Ann", "strike", 5, 18, 13, ""),
        ("Bob", "shoot", 4, 15, 11, ""),
        ("Ann", "swing on the rope", 9, 13, 4, "typed"),
    ]


def test_next_and_the_projection_labelled_as_such() -> None:
    view = view_of(playing())
    assert section(view, "Next") == ["▶ Ann 13 acts now"]
    assert section(view, "Projected") == ["Bob 11 · Cid 10 · Ann 8 · Bob 7 · Cid 6"]
    assert view.projection_note == "projected: last cost repeated, else 4"
    assert view_of(playing(act("ann", 20), act("bob", 20), act("cid", 20))).projection_note == ""


def test_who_is_done_who_is_out_and_who_waits_to_join_Z6_Z10_G4() -> None:
    encounter = playing(
        act("ann", 20),
        {"cmd": "out", "actor": "cid", "out": True},
        add("dan", aplomb=1, agilite=1, perception=1, skill=1),
    )
    view = view_of(encounter)
    assert section(view, "Done") == [
        "done this Sequence: Ann −7",
        "out of the fight: Cid",
    ]
    assert view.off_scale == (("cid", "◌Cid (out of the fight)"), ("dan", "Dan (to join: J)"))
    assert view.selectable == ("bob", "ann", "cid", "dan")
    assert [m.text for m in view.markers] == ["▶Bob", "✓Ann"]


def test_overspend_that_will_carry_then_what_was_carried_Z8() -> None:
    encounter = playing(act("ann", 20), act("bob", 12), act("cid", 10))
    view = view_of(encounter)
    assert section(view, "Next") == ["Sequence 1 is over: s starts Sequence 2."]
    assert section(view, "Overspend") == ["into Sequence 2: Ann −7 · Bob −1"]
    encounter.handle({"cmd": "disengage", "actor": "bob", "target": "ann"})
    encounter.handle({"cmd": "sequence", "dice": {"ann": 10, "bob": 10, "cid": 10}})
    view = view_of(encounter)
    assert section(view, "Overspend") == [
        "none into Sequence 3 yet",
        "from Sequence 1: Ann −7 · Bob −1",
    ]
    # Ann: 3 + 3 + 3 + 10 − 7 = 12; the scale reaches up to 19, where she would have started.
    ann = next(bar for bar in view.bars if bar.actor == "ann")
    assert (ann.value, ann.start, ann.carried, view.top) == (12, 12, 7, 19)


def test_engagements_in_words_with_the_positions_they_give_Z2() -> None:
    view = view_of(playing())
    assert section(view, "Melee") == [
        "Bob engages Ann",
        "Contact (Nimbleness): Ann",
        "Shooting (Perception): everyone else",
    ]
    both = view_of(
        playing(
            {"cmd": "engage", "actor": "ann", "target": "bob"},
            {"cmd": "position", "actor": "cid", "position": "contact"},
        )
    )
    assert section(both, "Melee") == [
        "Ann and Bob engage each other",
        "Contact (Nimbleness): Ann · Bob · Cid (set by the GM)",
        "new positions count from Sequence 2",
    ]


def test_before_the_first_Sequence_everyone_is_off_the_scale() -> None:
    encounter = Encounter()
    for command in SCENES["zebra"][:5]:
        encounter.handle(command)
    view = view_of(encounter)
    assert view.markers == () and view.track == ()
    assert [actor for actor, _text in view.off_scale] == ["ann", "bob", "cid"]
    assert section(view, "Melee") == ["no engagement", "Shooting (Perception): everyone"]
