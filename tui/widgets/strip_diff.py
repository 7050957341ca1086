"""Which cells of a line changed: a repaint then writes those, not the whole line.

Textual writes every cell of a dirty region. A widget that knows the line it drew
last can mark only the changed run of cells dirty (``widget.refresh(region)``), and
the compositor writes just that run: a 200-row order whose rows move up by one
rewrites the names and numbers that changed, not 166 columns of each line.
"""

from collections.abc import Sequence

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual.strip import Strip

CellRun = tuple[int, int]


def changed_span(old: Strip | None, new: Strip) -> CellRun | None:
    """The cells ``[start, end)`` where ``new`` differs from ``old``; None when the same.

    The run found may be wider than the cells that differ (where two lines cut the
    same text into other segments), never narrower: a repaint of it is exact. A
    line drawn for the first time, or of another length, changed everywhere.
    """
    if old is new:
        return None
    length = new.cell_length
    if old is None or old.cell_length != length:
        return (0, length)
    old_segments, new_segments = list(old), list(new)
    if old_segments == new_segments:
        return None
    if _accent_opens_a_segment(old_segments) or _accent_opens_a_segment(new_segments):
        # The accent belongs to the last character of the segment before: comparing
        # segment by segment would miss that this character changed.
        return _changed_clusters(_clusters(old_segments), _clusters(new_segments), length)
    start = _same_cells(old_segments, new_segments, from_end=False)
    end = length - _same_cells(old_segments[::-1], new_segments[::-1], from_end=True)
    # Every cell is in the same start or the same end: the text is only cut otherwise.
    return (start, end) if start < end else None


def _accent_opens_a_segment(segments: Sequence[Segment]) -> bool:
    """Whether a segment after the first starts with a zero-width character (an accent,
    a joiner): rare, a name that starts with a combining mark."""
    return any(segment.text and not cell_len(segment.text[0]) for segment in segments[1:])


_Cluster = tuple[str, Style | None, int]


def _clusters(segments: Sequence[Segment]) -> list[_Cluster]:
    """Each character the terminal draws, with the zero-width ones after it (across
    segments), its style and its width; a leading zero-width character stands alone."""
    clusters: list[_Cluster] = []
    for segment in segments:
        for char in segment.text:
            width = cell_len(char)
            if not width and clusters:
                text, style, cells = clusters[-1]
                clusters[-1] = (text + char, style, cells)
            else:
                clusters.append((char, segment.style, width))
    return clusters


def _changed_clusters(old: list[_Cluster], new: list[_Cluster], length: int) -> CellRun | None:
    """The cells between the clusters both lines start with and those they end with."""
    same_start = 0
    for old_cluster, new_cluster in zip(old, new, strict=False):
        if old_cluster != new_cluster:
            break
        same_start += 1
    same_end = 0
    limit = min(len(old), len(new)) - same_start
    while same_end < limit and old[-1 - same_end] == new[-1 - same_end]:
        same_end += 1
    start = sum(cells for _, _, cells in new[:same_start])
    end = length - sum(cells for _, _, cells in new[len(new) - same_end :])
    # Empty only where a lone zero-width character opening the line differs: nothing drawn.
    return (start, end) if start < end else None


def _same_cells(old: Sequence[Segment], new: Sequence[Segment], *, from_end: bool) -> int:
    """How many cells the two lines share from their start (their end: ``from_end``,
    the segments then given last first)."""
    cells = 0
    for old_segment, new_segment in zip(old, new, strict=False):
        if old_segment == new_segment:
            cells += cell_len(old_segment.text)
            continue
        if (
            old_segment.style == new_segment.style
            and not old_segment.control
            and not new_segment.control
        ):
            # The same style: the characters both begin (or end) with are the same cells.
            if from_end:
                shared = _shared_start(old_segment.text[::-1], new_segment.text[::-1])
            else:
                shared = _whole_cells(old_segment.text, new_segment.text)
            cells += cell_len(shared)
        break
    return cells


def _whole_cells(old: str, new: str) -> str:
    """The characters both texts begin with, short of a cell whose accent (a combining
    mark after it) differs: "e" then U+0301 is another cell than "e"."""
    shared = _shared_start(old, new)
    while shared and any(
        len(text) > len(shared) and cell_len(text[len(shared)]) == 0 for text in (old, new)
    ):
        shared = shared[:-1]
    return shared


def changed_text_span(old: str | None, new: str, width: int) -> tuple[int, int] | None:
    """The cells ``[start, end)`` where two lines of plain text, each drawn in one style
    and padded to ``width``, differ; None when they look the same."""
    if old is None:
        return (0, width)
    old, new = old.ljust(width), new.ljust(width)  # the padding is drawn too
    if old == new:
        return None
    shared = _whole_cells(old, new)
    start = cell_len(shared)
    tail = _shared_start(old[len(shared) :][::-1], new[len(shared) :][::-1])
    end = cell_len(new) - cell_len(tail)
    return (min(start, width), min(max(end, start + 1), width))


def _shared_start(old: str, new: str) -> str:
    """The characters both texts begin with."""
    for index, (old_char, new_char) in enumerate(zip(old, new, strict=False)):
        if old_char != new_char:
            return new[:index]
    return new[: min(len(old), len(new))]
