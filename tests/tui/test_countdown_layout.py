"""The countdown's pure layouts: markers and labels on one axis, or a bar per row."""

import re

from hypothesis import given
from hypothesis import strategies as st

from tui.presenters.countdown_rows import CounterBar, draw_bar, layout_rows
from tui.presenters.countdown_scale import (
    ScaleLayout,
    ScaleMarker,
    choose_ticks,
    column_of,
    label_parts,
    layout_scale,
    scale_bounds,
)


def text_of(layout: ScaleLayout, lane: int) -> str:
    """A lane as text, labels written in, for readable assertions."""
    row = [" "] * layout.width
    for label in layout.labels:
        if label.lane == lane:
            text = "".join(part.text for part in label.parts)
            row[label.start : label.start + len(text)] = list(text)
    return "".join(row).rstrip()


def test_the_scale_runs_from_the_top_at_the_left_to_below_zero_at_the_right() -> None:
    assert scale_bounds([13, 11, 10, 18]) == (18, -2)
    assert scale_bounds([40, -7]) == (40, -7)
    assert scale_bounds([]) == (1, -2)
    assert (column_of(18, 18, -2, 21), column_of(0, 18, -2, 21), column_of(-2, 18, -2, 21)) == (
        0,
        18,
        20,
    )
    assert column_of(99, 18, -2, 21) == 0  # outside the bounds: at the nearer edge


def test_several_at_one_value_share_a_label_and_neighbours_merge_when_lanes_run_out() -> None:
    ann, bob = ScaleMarker("ann", "▶Ann", 11), ScaleMarker("bob", "Bob", 11)
    assert "".join(p.text for p in label_parts([ann, bob])) == "▶Ann, Bob 11"
    cid = ScaleMarker("cid", "Cid", 10)
    assert "".join(p.text for p in label_parts([ann, bob, cid])) == "▶Ann, Bob 11 · Cid 10"
    crowded = layout_scale([ann, bob, cid], 12, -2, 30, max_lanes=1)
    assert [text_of(crowded, 0)] == ["  ▶Ann, Bob 11 · Cid 10"]
    roomy = layout_scale([ann, bob, cid], 12, -2, 30, max_lanes=3)
    assert [text_of(roomy, 1), text_of(roomy, 0)] == ["  ▶Ann, Bob 11", "    Cid 10"]


def test_a_label_too_long_for_the_width_says_how_many_names_it_hides() -> None:
    crowd = [ScaleMarker(f"a{i}", f"Name{i}", 20 - i) for i in range(8)]
    layout = layout_scale(crowd, 20, -2, 30, max_lanes=1)
    (label,) = layout.labels
    text = "".join(part.text for part in label.parts)
    shown = sum(1 for part in label.parts if part.actor)
    assert len(text) <= 30 and text.endswith(f"…+{8 - shown}")


def test_ticks_are_round_numbers_with_zero_and_the_top() -> None:
    ticks = [value for _column, value in choose_ticks(18, -2, 60)]
    assert 0 in ticks and 18 in ticks
    assert all(value % 5 == 0 for value in ticks if value != 18)


markers = st.lists(
    st.tuples(st.text("abcdefghij", min_size=1, max_size=12), st.integers(-10, 40)),
    max_size=25,
)


@given(markers=markers, width=st.integers(20, 160), lanes=st.integers(1, 6))
def test_labels_never_overlap_and_every_name_is_shown_or_counted(
    markers: list[tuple[str, int]], width: int, lanes: int
) -> None:
    placed = [ScaleMarker(f"id{i}", name, value) for i, (name, value) in enumerate(markers)]
    top, bottom = scale_bounds([marker.value for marker in placed])
    layout = layout_scale(placed, top, bottom, width, lanes)
    assert layout.lanes <= lanes
    taken: dict[tuple[int, int], str] = {}
    for label in layout.labels:
        assert 0 <= label.start <= label.anchor < label.start + label.width <= layout.width
        for column in range(label.start - 1, label.start + label.width + 1):
            assert (label.lane, column) not in taken, "labels touch in a lane"
        for column in range(label.start, label.start + label.width):
            taken[(label.lane, column)] = "label"
    for label in layout.labels:
        for lane in range(label.lane):  # its connector runs down to the axis unhindered
            assert taken.get((lane, label.anchor)) != "label"
    named = sum(1 for label in layout.labels for part in label.parts if part.actor)
    hidden = sum(
        int(found.group(1))
        for label in layout.labels
        for part in label.parts
        if (found := re.fullmatch(r"…\+(\d+)", part.text))
    )
    assert named + hidden == len(placed)
    assert {column for column, _actor in layout.points} == {
        column_of(marker.value, top, bottom, layout.axis) for marker in placed
    }


def test_a_bar_runs_from_the_start_notched_at_each_action_to_the_counter_now() -> None:
    ann = CounterBar("ann", "▶", "Ann", 6, 18, ((13, "strike"), (6, "charge")))
    assert draw_bar(ann, 18, -2, 41) == "├━strike━━┿━━━charge━━━━●┈┈┈┈┈┈┈┈┈┈┈┊    "
    # Too short a stretch for its name: the bar alone.
    assert draw_bar(ann, 18, -2, 21) == "├━━━━┿━━━━━━●┈┈┈┈┈┊  "


def test_a_bar_past_zero_and_a_carried_overspend_Z8() -> None:
    spent = CounterBar("bob", "✓", "Bob", -1, 6, ((-1, "run"),))
    assert draw_bar(spent, 18, -2, 21) == "            ├━run━━● "
    carried = CounterBar("ann", "", "Ann", 12, 12, (), carried=6)
    assert draw_bar(carried, 18, -2, 21) == "╌╌−6╌╌●┈┈┈┈┈┈┈┈┈┈┈┊  "


def test_rows_align_names_after_their_glyphs_and_numbers_on_the_right() -> None:
    bars = [
        CounterBar("ann", "▶", "Ann", 13, 18, ()),
        CounterBar("bob", "", "Bob the Long-Named Bosun", 9, 15, ()),
        CounterBar("cid", "✓◌", "Cid", -4, 10, ()),
    ]
    layout = layout_rows(bars, 18, -4, 80)
    assert layout.labels == (
        "▶  Ann              13 ",
        "   Bob the Long-Na…  9 ",
        "✓◌ Cid              −4 ",
    )
    assert {len(bar) for bar in layout.bars} == {80 - layout.label_width}
