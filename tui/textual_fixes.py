"""Work-arounds for Textual 8.2.8 bugs: a burst of keys turns one into a crash, the
other repaints more of the screen than changed.

Applied once, on import of the app (``tui.app``): they touch Textual's classes, so
every list of degaine (its own, the command palette's, a form's drop-down) gets them.
"""

from collections.abc import Callable
from typing import Any

from textual.geometry import Size
from textual.scroll_view import ScrollView
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


def apply() -> None:
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
