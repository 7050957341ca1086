"""Work-arounds for Textual 8.2.8 bugs that a burst of keys turns into a crash.

Applied once, on import of the app (``tui.app``): they touch Textual's classes, so
every list of degaine (its own, the command palette's, a form's drop-down) gets them.
"""

from collections.abc import Callable
from typing import Any

from textual.widgets import OptionList


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


def apply() -> None:
    if not getattr(OptionList._move_page, "degaine_fixed", False):
        fixed = _page_only_when_laid_out(OptionList._move_page)
        fixed.degaine_fixed = True  # type: ignore[attr-defined]
        OptionList._move_page = fixed  # type: ignore[method-assign,assignment]
