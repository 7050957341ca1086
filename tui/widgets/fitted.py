"""A line of words as tall as they need, that lays the screen out only when that changes."""

from collections.abc import Hashable
from typing import ClassVar

from textual.widgets import Static

#: Heights kept per widget: undo and redo go back and forth between two texts.
HEIGHTS_KEPT = 8


class FittedStatic(Static):
    """A ``height: auto`` Static whose words change at every command (a status, a detail).

    A reactive declared with ``layout=True`` lays the whole screen out again at each
    change, and a layout repaints every widget on the screen, the 200-row order too:
    that was a third of a keypress. Its reactives repaint only and call :meth:`refit`,
    which has a layout done only when the new words take another number of lines.
    """

    #: The height its CSS ``max-height`` allows: more lines than that change nothing.
    MOST_LINES: ClassVar[int] = 1_000

    _refit_pending = False

    #: The number of lines measured for each recent (words, sizes), made at the first
    #: measure: measuring renders the words, as much work as drawing them.
    _heights: dict[Hashable, int] | None = None

    def fit_key(self) -> Hashable | None:
        """All the words depend on, for a height measured once per words and sizes
        (None: measured at each change)."""
        return None

    def refit(self) -> None:
        """The words changed: measure them once all of this change has arrived.

        A board sets several reactives of one bar in a row; the measure runs in the
        widget's own queue, after them and before the widget's idle repaint.
        """
        if not self._refit_pending:
            self._refit_pending = True
            self.call_later(self._measure)

    def _measure(self) -> None:
        self._refit_pending = False
        self.refresh()  # first: the new words' size is measured afresh, not from a cache
        size = self.content_size
        if not size.width:
            self.refresh(layout=True)  # never laid out yet: nothing to compare with
            return
        # What the layout itself measures for ``height: auto``, at the width it has now.
        container, screen = self.container_size, self.screen.size
        words = self.fit_key()
        key = None if words is None else (words, container, screen, size.width)
        heights = self._heights
        if heights is None:
            heights = self._heights = {}
        lines = heights.get(key) if key is not None else None
        if lines is None:
            lines = self.get_content_height(container, screen, size.width)
            if key is not None:
                heights[key] = lines
                if len(heights) > HEIGHTS_KEPT:
                    del heights[next(iter(heights))]
        if min(lines, self.MOST_LINES) != size.height:
            self.refresh(layout=True)
