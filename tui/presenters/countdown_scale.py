"""Where the countdown's markers go on a scale of a given width: a pure layout.

The scale runs left to right from the highest counter down to 0 and below, as
time runs in a Sequence. Each marker is a point on the axis and a label in a
lane above it, tied to its point by a connector. Markers that land on the same
column share one label ("Ann, Bob 11"); when the lanes run out, neighbouring
labels merge ("Ann 13 · Bob 11") rather than overlap, so every name stays
readable at any width.
"""

from dataclasses import dataclass
from math import ceil
from typing import NamedTuple

from rules.number_text import numeral

#: A tick label needs this many columns, its gap included.
TICK_ROOM = 6
TICK_STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)
SHARED = ", "
MERGED = " · "
ELLIPSIS = "…"
#: Columns right of the axis where the lowest counters' labels run on.
MARGIN = 12


class ScaleMarker(NamedTuple):
    """One combatant on the scale: ``text`` is its glyph and name, ``value`` its counter."""

    actor: str
    text: str
    value: int


class LabelPart(NamedTuple):
    """A piece of a label: a combatant's name (``actor`` set), or punctuation and numbers."""

    text: str
    actor: str | None = None


@dataclass(frozen=True)
class ScaleLabel:
    anchor: int
    """The column of its point on the axis."""
    start: int
    """The column where its text begins (it always covers ``anchor``)."""
    lane: int
    """0 is the line just above the axis."""
    parts: tuple[LabelPart, ...]

    @property
    def width(self) -> int:
        return sum(len(part.text) for part in self.parts)


@dataclass(frozen=True)
class ScaleLayout:
    width: int
    """The lanes' width; the labels may use all of it."""
    axis: int
    """The axis' width, from ``top`` at column 0 to ``bottom``."""
    lanes: int
    """How many lanes the labels use (at least 1)."""
    labels: tuple[ScaleLabel, ...]
    points: tuple[tuple[int, str], ...]
    """(column, the first combatant there) of each point on the axis."""
    ticks: tuple[tuple[int, int], ...]
    """(column, value) of each number written under the axis."""
    zero: int
    """The column of 0: what lies right of it is overspend (Z8)."""


def scale_bounds(values: list[int]) -> tuple[int, int]:
    """(top, bottom): the highest value, and a little below 0 so that 0 is never the edge."""
    top = max([1, *values])
    bottom = min([*values, -max(2, ceil(top / 10))])
    return top, bottom


def column_of(value: int, top: int, bottom: int, width: int) -> int:
    """The column of ``value``: ``top`` at the left edge, ``bottom`` at the right one
    (a value outside the bounds sits at the nearer edge)."""
    span = max(1, top - bottom)
    column = int((top - value) * (width - 1) / span + 0.5)
    return max(0, min(width - 1, column))


def label_parts(markers: list[ScaleMarker]) -> tuple[LabelPart, ...]:
    """ "Ann, Bob 11" for one value; "Ann 13 · Bob 11" for several in one label."""
    parts: list[LabelPart] = []
    values = list(dict.fromkeys(marker.value for marker in markers))
    for number, value in enumerate(values):
        if number:
            parts.append(LabelPart(MERGED))
        same = [marker for marker in markers if marker.value == value]
        for index, marker in enumerate(same):
            if index:
                parts.append(LabelPart(SHARED))
            parts.append(LabelPart(marker.text, marker.actor))
        parts.append(LabelPart(f" {numeral(value)}"))
    return tuple(parts)


def clip(parts: tuple[LabelPart, ...], width: int) -> tuple[LabelPart, ...]:
    """The parts cut to ``width`` columns; the cut says how many names it hides."""
    if sum(len(part.text) for part in parts) <= width:
        return parts
    names = sum(1 for part in parts if part.actor is not None)
    kept: list[LabelPart] = []
    used = 0
    for part in parts:
        shown = sum(1 for kept_part in kept if kept_part.actor is not None)
        more = LabelPart(f"{ELLIPSIS}+{names - shown}") if names > shown else LabelPart(ELLIPSIS)
        if used + len(part.text) + len(more.text) > width:
            kept.append(more)
            break
        kept.append(part)
        used += len(part.text)
    return tuple(kept)


class Lanes:
    """Which cells of the lanes are taken, by labels or by connectors."""

    def __init__(self, count: int, width: int) -> None:
        self.cells = [bytearray(width) for _ in range(count)]

    def copy(self) -> "Lanes":
        other = Lanes(0, 0)
        other.cells = [bytearray(lane) for lane in self.cells]
        return other

    def place(self, anchor: int, parts: tuple[LabelPart, ...]) -> ScaleLabel | None:
        """The label in the lowest lane where it fits with a gap either side; None if
        it fits nowhere. Its text starts at its point (ends there at the right edge)."""
        width = len(self.cells[0])
        parts = clip(parts, width)
        length = sum(len(part.text) for part in parts)
        start = min(anchor, width - length)
        for lane, cells in enumerate(self.cells):
            if any(below[anchor] for below in self.cells[:lane]):
                return None  # no connector can reach the axis from this lane or above
            if any(cells[max(0, start - 1) : start + length + 1]):
                continue
            cells[start : start + length] = b"\x01" * length
            for below in self.cells[:lane]:
                below[anchor] = 1
            return ScaleLabel(anchor=anchor, start=start, lane=lane, parts=parts)
        return None


def place_labels(
    groups: list[tuple[int, list[ScaleMarker]]], width: int, max_lanes: int
) -> list[ScaleLabel]:
    """Right to left, so each label's connector runs down its left edge, clear of the
    labels already placed to its right; a group that fits nowhere merges with the
    label to its right (anchored at the left one's point).

    Each merge removes a label, and a lone label always fits in an empty lane, so
    this ends; undoing only the last label keeps it linear in the markers.
    """
    lanes = Lanes(max(1, max_lanes), width)
    placed: list[tuple[ScaleLabel, Lanes, list[ScaleMarker]]] = []
    for anchor, markers in sorted(groups, reverse=True):
        while True:
            before = lanes.copy()
            label = lanes.place(anchor, label_parts(markers))
            if label is not None or not placed:
                if label is not None:
                    placed.append((label, before, markers))
                break
            _label, lanes, right = placed.pop()
            markers = markers + right
    return sorted((label for label, _lanes, _markers in placed), key=lambda label: label.anchor)


def choose_ticks(top: int, bottom: int, width: int) -> tuple[tuple[int, int], ...]:
    """Round numbers far enough apart to be written, always 0 and the top."""
    span = max(1, top - bottom)
    per_unit = (width - 1) / span
    step = next((s for s in TICK_STEPS if s * per_unit >= TICK_ROOM), TICK_STEPS[-1])
    # The top is written even off the step; the round numbers next to it make room.
    steps = range(bottom - bottom % step, top + 1, step)
    wanted = [0, top, *(v for v in steps if top - v >= step or v == 0)]
    taken: list[tuple[int, int]] = []
    for value in dict.fromkeys(wanted):
        if not bottom <= value <= top:
            continue
        column = column_of(value, top, bottom, width)
        if all(abs(column - other) >= TICK_ROOM for other, _value in taken):
            taken.append((column, value))
    return tuple(sorted(taken))


def layout_scale(
    markers: list[ScaleMarker], top: int, bottom: int, width: int, max_lanes: int
) -> ScaleLayout:
    """The whole layout: labels in lanes, points on the axis, ticks, the 0 column.

    The axis leaves a margin on the right where the last labels run on, so that
    they seldom have to shift left over their neighbours' points. ``markers`` come
    in the order their names should read inside a shared label.
    """
    width = max(MARGIN + 8, width)
    axis = width - min(MARGIN, width // 8)
    columns: dict[int, list[ScaleMarker]] = {}
    for marker in markers:
        columns.setdefault(column_of(marker.value, top, bottom, axis), []).append(marker)
    groups = sorted(columns.items())
    labels = place_labels(groups, width, max_lanes)
    return ScaleLayout(
        width=width,
        axis=axis,
        lanes=max([1, *(label.lane + 1 for label in labels)]),
        labels=tuple(labels),
        points=tuple((column, markers[0].actor) for column, markers in groups),
        ticks=choose_ticks(top, bottom, axis),
        zero=column_of(0, top, bottom, axis),
    )
