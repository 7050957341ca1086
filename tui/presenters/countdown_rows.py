"""The countdown with a row per combatant, when the terminal has the height for it.

Each row is a bar on the common scale: from the counter the combatant started the
Sequence with to where it is now, a notch at each action it took, then a dotted
line down to 0 for what it has left. Reading the rows top to bottom follows the
order of play, and nobody's name ever shares a line. A pure layout, drawn as
text the widget only colours.
"""

from dataclasses import dataclass

from rules.number_text import less, numeral
from tui.cells import cell_len, fitted
from tui.presenters.countdown_scale import column_of

START, SPENT, NOTCH, MARKER, LEFT, ZERO, CARRIED = "├", "━", "┿", "●", "┈", "┊", "╌"
#: A long name gives way to the bars beyond this share of the width, or this length.
NAME_SHARE, NAME_MAX = 5, 16


@dataclass(frozen=True)
class CounterBar:
    actor: str
    glyphs: str
    """▶ acts next, ✓ done, ◌ hidden: in a column of their own, so names align."""
    name: str
    value: int
    start: int
    steps: tuple[tuple[int, str], ...]
    """(the counter after it, its name) for each of its actions in this Sequence."""
    carried: int = 0
    """The overspend its counter lost from the last Sequence (Z8), drawn before its start."""


@dataclass(frozen=True)
class RowsLayout:
    label_width: int
    axis: int
    """The width of the bars, right of the labels."""
    zero: int
    """The column of 0 in the bars."""
    labels: tuple[str, ...]
    """Each row's name and counter, padded to ``label_width``."""
    bars: tuple[str, ...]


def label_of(bar: CounterBar, widths: tuple[int, int, int]) -> str:
    glyph_width, name_width, number_width = widths
    name = fitted(bar.name, name_width)
    return f"{bar.glyphs:<{glyph_width}}{name} {numeral(bar.value):>{number_width}} "


def draw_bar(bar: CounterBar, top: int, bottom: int, axis: int) -> str:
    """The bar's cells: ╌ the overspend carried in (Z8), start ├, spent ━ with a ┿
    notch per action and the action's name along its stretch when it fits, ● now,
    ┈ what is left down to 0."""
    cells = [" "] * axis
    zero = column_of(0, top, bottom, axis)
    cells[zero] = ZERO
    now = column_of(bar.value, top, bottom, axis)
    begin = column_of(bar.start, top, bottom, axis)
    for column in range(now + 1, zero):
        cells[column] = LEFT
    for column in range(min(begin, now), max(begin, now)):
        cells[column] = SPENT
    if bar.carried > 0:
        rolled = column_of(bar.start + bar.carried, top, bottom, axis)
        for column in range(rolled, begin):
            cells[column] = CARRIED
        write_along(cells, less(bar.carried), rolled, begin)
    before = begin
    for index, (after, action) in enumerate(bar.steps):
        column = column_of(after, top, bottom, axis)
        write_along(cells, action, before, column)
        if index < len(bar.steps) - 1 and min(begin, now) < column < max(begin, now):
            cells[column] = NOTCH
        before = column
    if begin != now:
        cells[begin] = START
    cells[now] = MARKER
    return "".join(cells)


def write_along(cells: list[str], words: str, left: int, right: int) -> None:
    """``words`` centred between two columns, if a stroke of bar still shows either side."""
    left, right = min(left, right), max(left, right)
    room = right - left - 3
    if not words or len(words) > room:
        return
    start = left + 2 + (room - len(words)) // 2
    cells[start : start + len(words)] = list(words)


def layout_rows(bars: list[CounterBar], top: int, bottom: int, width: int) -> RowsLayout:
    """A row per bar, labels left; the bars share one scale across the rest."""
    glyph_width = max((len(bar.glyphs) for bar in bars), default=0)
    name_width = min(
        max((cell_len(bar.name) for bar in bars), default=0),
        max(4, min(NAME_MAX, width // NAME_SHARE)),
    )
    number_width = max((len(numeral(bar.value)) for bar in bars), default=1)
    widths = (glyph_width + 1 if glyph_width else 0, name_width, number_width)
    label_width = sum(widths) + 2
    axis = max(8, width - label_width)
    return RowsLayout(
        label_width=label_width,
        axis=axis,
        zero=column_of(0, top, bottom, axis),
        labels=tuple(label_of(bar, widths) for bar in bars),
        bars=tuple(draw_bar(bar, top, bottom, axis) for bar in bars),
    )
