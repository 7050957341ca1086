"""The order list's column budget: which columns show, how wide, how a cell wraps.

A line is the cursor column, then each column as " cell", joined by " ": a column
costs its width + 2. Marker, slot, score and the system's numbers keep their width;
Name and Action take what is left, and a name or a label wider than its column wraps
at its spaces onto the row's next lines: nothing is ever cut (a cut "[hidden]" or a
cut label hides what the GM needs).

The budget, worked out on the snapshot scenes:

- 80 columns, vampire: marker 2, # 4, Score 5, Health 7, WP 3, Rating 6 = 27,
  + 2 × 8 columns = 43; Name and Action share the 37 left: every name (20) whole,
  the action 17 ("shoot Ghoul (simultaneous)" wraps after "Ghoul").
- 80 columns, western: marker 2, # 1, Score 5, Dice 6, +d6 3, Tension 7, Panache 7
  = 31, + 2 × 9 = 49: 31 left. With labels of 6, "Doc Holloway (PC)" (17) is whole;
  with "shoot Bart (hidden)" (19) the action keeps ACTION_MIN, 16, and the name
  gets 15 ("Doc Holloway" / "(PC)").
- 60 columns, vampire: the 43 fixed leave 17, less than NAME_MIN + ACTION_MIN (28):
  the system's columns go from the last (Rating 8, then WP 5): 30 fixed, Name 14 and
  Action 16. The details line below the order names what the dropped columns held.
- 60 columns, zebra: marker 2, # 1, Score 5, Position 8, Carries 7, Skill 5 = 28,
  + 16 = 44: Skill (7) then Carries (9) go, 32 left: the names (18) and the labels
  (14) whole.

Below about 46 columns nothing is left to drop: Name and Action shrink to their
floors and the line is cut at the right edge.
"""

from collections.abc import Sequence
from typing import NamedTuple

from tui.cells import wrapped

#: The columns every board has, before the system's own.
MARKER, SLOT, NAME, SCORE, ACTION = range(5)
FIRST_SYSTEM_COLUMN = 5
WORDY = (NAME, ACTION)

#: The widths Name and Action keep before a system column is dropped.
NAME_MIN = 12
ACTION_MIN = 16
#: The widths they shrink to when every system column is gone already.
NAME_FLOOR = 8
ACTION_FLOOR = 8


class Columns(NamedTuple):
    """The width of every column (0 for a dropped one) and the columns shown, in order."""

    widths: tuple[int, ...]
    shown: tuple[int, ...]

    @property
    def dropped(self) -> tuple[int, ...]:
        return tuple(index for index in range(len(self.widths)) if index not in self.shown)


def line_width(widths: Sequence[int], shown: Sequence[int]) -> int:
    """The characters a line takes: the cursor column, then " cell" for each, joined by " "."""
    return sum(widths[index] for index in shown) + 2 * len(shown)


def fit(natural: Sequence[int], available: int) -> Columns:
    """The columns for a widget ``available`` characters wide, from each one's widest cell."""
    shown = list(range(len(natural)))
    if len(natural) < FIRST_SYSTEM_COLUMN or line_width(natural, shown) <= available:
        return Columns(tuple(natural), tuple(shown))

    def fixed(columns: Sequence[int]) -> int:
        return line_width(natural, [i for i in columns if i not in WORDY]) + 2 * len(WORDY)

    name_min = min(natural[NAME], NAME_MIN)
    action_min = min(natural[ACTION], ACTION_MIN)
    while fixed(shown) + name_min + action_min > available and shown[-1] >= FIRST_SYSTEM_COLUMN:
        shown.pop()
    space = available - fixed(shown)
    if space < name_min + action_min:
        name_min = min(name_min, NAME_FLOOR)
        action_min = min(action_min, ACTION_FLOOR)
    # The name first: a name cut short hides who acts; a label wraps more gracefully.
    name = min(natural[NAME], max(name_min, space - action_min))
    action = min(natural[ACTION], max(action_min, space - name))
    widths = [width if index in shown else 0 for index, width in enumerate(natural)]
    widths[NAME], widths[ACTION] = name, action
    return Columns(tuple(widths), tuple(shown))


def wrap_cell(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` cells, broken at spaces where it can be."""
    return wrapped(text, width)


def row_lines(cells: Sequence[str], columns: Columns) -> list[tuple[str, ...]]:
    """A row's cells as the lines it takes: the wordy cells wrapped, the others on line one."""
    parts = {index: wrap_cell(cells[index], columns.widths[index]) for index in WORDY}
    height = max(len(lines) for lines in parts.values())
    lines = []
    for line in range(height):
        lines.append(
            tuple(
                (parts[index][line] if line < len(parts[index]) else "")
                if index in parts
                else (cell if line == 0 else "")
                for index, cell in enumerate(cells)
            )
        )
    return lines
