"""Text measured, cut and padded in terminal cells, not characters.

A name may hold wide characters (李, an emoji: two cells each) or combining ones (no
cell): padding it with ``f"{name:<12}"`` counts characters, so every column after it
moved. No Textual here: the CLI's list and the players' recap use these too.
"""

import textwrap

from rich.cells import cell_len, chop_cells, set_cell_size

__all__ = ["cell_len", "fitted", "padded", "wrapped"]


def padded(text: str, width: int) -> str:
    """``text`` followed by blanks up to ``width`` cells (as it is if already wider)."""
    return text + " " * (width - cell_len(text))


def fitted(text: str, width: int) -> str:
    """``text`` in exactly ``width`` cells, cut with an ellipsis when too long."""
    if cell_len(text) > width:
        return set_cell_size(text, max(0, width - 1)) + "…"
    return set_cell_size(text, width)


def wrapped(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` cells, broken at spaces where it can be."""
    if cell_len(text) <= width:
        return [text]
    width = max(1, width)
    if text.isascii():  # a character is a cell
        return textwrap.wrap(text, width, break_on_hyphens=False) or [""]
    lines: list[str] = []
    line = ""
    for word in text.split():
        joined = f"{line} {word}" if line else word
        if cell_len(joined) <= width:
            line = joined
            continue
        if line:
            lines.append(line)
        # A word of no width (a lone combining mark) chops to nothing: it stays whole.
        *whole, line = chop_cells(word, width) or [word]
        lines.extend(whole)
    return [*lines, line] if line else lines or [""]
