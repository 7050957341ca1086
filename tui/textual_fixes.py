"""Work-arounds for Textual 8.2.8 bugs: a burst of keys turns one into a crash, the
other repaints more of the screen than changed; and Textual's and Rich's wrapping break
lines at a no-break space (French « », : ; left alone at a line's edge).

Applied once, on import of the app (``tui.app``): they touch Textual's classes, so
every list of degaine (its own, the command palette's, a form's drop-down) gets them.
"""

import re
from collections.abc import Callable
from importlib.metadata import version
from typing import Any

from rich.cells import get_character_cell_size
from rich.console import Console
from textual._compositor import ChopsUpdate
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets import OptionList

SizeUpdated = Callable[[ScrollView, Size, Size, Size, bool], bool]


def _page_only_when_laid_out(
    move_page: Callable[[OptionList, Any], None],
) -> Callable[[OptionList, Any], None]:
    # Page Up/Down right after a list gets its options (the palette filling its list as
    # you type, a drop-down just opened) comes before the list is laid out: Textual then
    # looks the highlight up in an empty line table (KeyError). Its own scroll_to_highlight
    # guards that case; a page move with no lines to page through does nothing either.
    def move_page_when_laid_out(option_list: OptionList, direction: Any) -> None:
        lines = option_list._index_to_line
        if (option_list.highlighted or 0) not in lines:
            return
        move_page(option_list, direction)

    return move_page_when_laid_out


def _scrollbars_only_when_resized(size_updated: SizeUpdated) -> SizeUpdated:
    # Every layout of the screen (a toast shown, a status line more) hands each widget its
    # sizes. ScrollView compares the container size it is given with the one it keeps,
    # which it computes otherwise (its size less the scrollbars): they never match, so
    # it repaints its whole scrollbar at every layout, 56 lines at 200×60. Given the
    # very sizes of its last layout, with its own virtual size unchanged, nothing moved.
    def size_updated_when_changed(
        view: ScrollView, size: Size, virtual_size: Size, container_size: Size, layout: bool
    ) -> bool:
        styles = view.styles
        given = (
            (size, virtual_size, container_size, view.virtual_size),
            (styles.overflow_x, styles.overflow_y),
            (styles.scrollbar_size_vertical, styles.scrollbar_size_horizontal),
        )
        if getattr(view, "_degaine_sizes", None) == given:
            return view._container_size != container_size
        resized = size_updated(view, size, virtual_size, container_size, layout)
        view._degaine_sizes = given  # type: ignore[attr-defined]
        return resized

    return size_updated_when_changed


def _render_changed_cells(update: ChopsUpdate, console: Console) -> str:
    """``ChopsUpdate.render_segments``, writing each dirty span from its first cell.

    Textual's writes a widget's line from the widget's left edge to the end of the
    span, whatever cell the span starts at: a line whose cells 20 to 60 changed is
    written from 0 to 60. It also moves the cursor to a widget that starts where the
    span ends, to write nothing there. Here a line is cut at the span's first cell
    (or the start of the character that cell belongs to: a wide one, or one an
    accent follows), and widgets past the span are skipped. Nor does it end each line
    with a newline (two bytes through the terminal): every run starts by placing the
    cursor where it goes.
    """
    sequences: list[str] = []
    append = sequences.append
    chops, chop_ends = update.chops, update.chop_ends
    for y, x1, x2 in update.spans:
        for end, (x, strip) in zip(chop_ends[y], chops[y].items(), strict=False):
            if strip is None or x >= x2 or end <= x1:
                continue
            left = _character_start(strip, x1 - x) if x < x1 else 0
            if left or end > x2:
                strip = strip.crop(left, min(end, x2) - x)
            append(f"\x1b[{y + 1};{x + left + 1}H")
            append(strip.render(console))
    return "".join(sequences)


def _character_start(strip: Strip, cell: int) -> int:
    """The first cell of the character that covers ``cell``: a wide character's first,
    or the character before's when an accent (a character of no width) follows it, so
    that a cut there neither halves a character nor parts it from its accent."""
    position = 0  # cells before the character looked at
    last_start = 0  # where the last character of some width started
    for segment in strip:
        text = segment.text
        if segment.control:
            continue
        if text.isascii():  # the common case: a cell per character
            if position + len(text) > cell:
                return cell
            position += len(text)
            last_start = position - 1 if text else last_start
            continue
        for char in text:
            width = get_character_cell_size(char)
            if not width:
                if position == cell:
                    return last_start  # the accent of the character before the cut
                continue
            if position + width > cell:
                return position
            last_start = position
            position += width
    return position


#: The spaces a line never breaks at: no-break, narrow no-break (French « » : ; ! ?), figure.
NO_BREAK = "\u00a0\u202f\u2007"
#: A space a line may break at: any whitespace but those.
_BREAKABLE = rf"[^\S{NO_BREAK}]"
_WORD = rf"(?:\S|[{NO_BREAK}])+"
#: Textual 8.2.8's chunk (``\S+\s*|\s+``) and Rich 15.0.0's word (``\s*\S+\s*``), with no
#: break at a no-break space: ``\s`` matches U+202F and U+00A0 as well.
TEXTUAL_CHUNK = re.compile(rf"{_WORD}{_BREAKABLE}*|{_BREAKABLE}+")
RICH_WORD = re.compile(rf"{_BREAKABLE}*{_WORD}{_BREAKABLE}*")
#: The versions whose wrapping was read and found to split at ``\s``.
TEXTUAL_WRAP_VERIFIED, RICH_WRAP_VERIFIED = "8.2.8", "15.0.0"


def _keep_no_break_spaces() -> None:
    import rich._wrap
    import textual._wrap

    if version("textual") == TEXTUAL_WRAP_VERIFIED:
        textual._wrap.re_chunk = TEXTUAL_CHUNK
    if version("rich") == RICH_WRAP_VERIFIED:
        rich._wrap.re_word = RICH_WORD


def apply() -> None:
    _keep_no_break_spaces()
    if not getattr(OptionList._move_page, "degaine_fixed", False):
        fixed = _page_only_when_laid_out(OptionList._move_page)
        fixed.degaine_fixed = True  # type: ignore[attr-defined]
        OptionList._move_page = fixed  # type: ignore[method-assign,assignment]
    if not getattr(ScrollView._size_updated, "degaine_fixed", False):
        original: SizeUpdated = ScrollView._size_updated

        def size_updated(
            view: ScrollView,
            size: Size,
            virtual_size: Size,
            container_size: Size,
            layout: bool = True,
        ) -> bool:
            return fixed_size_updated(view, size, virtual_size, container_size, layout)

        fixed_size_updated = _scrollbars_only_when_resized(original)
        size_updated.degaine_fixed = True  # type: ignore[attr-defined]
        ScrollView._size_updated = size_updated  # type: ignore[method-assign,assignment]
    ChopsUpdate.render_segments = _render_changed_cells  # type: ignore[method-assign,assignment]
