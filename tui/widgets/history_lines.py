"""The history's steps as a virtual list: only the visible lines are drawn.

A long evening is a thousand steps or more; laying them all out as one rich
table at every key of a search took seconds. Here each step is wrapped once
per width (the search only marks the lines, so the wraps are kept), and a
repaint draws only the rows on screen. The search marks its hits within each
line (one that a wrap cuts in two is not marked: the step still shows).
"""

from typing import NamedTuple

from rich.segment import Segment
from rich.text import Text
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from i18n import _
from rules.history import History, Step

#: Wraps kept between repaints; past this many the cache starts again.
WRAPS_KEPT = 4096


def step_words(step: Step) -> str:
    """A step's sentence (printable already); an undone one says so in words, so that it
    reads as undone in any theme, not by its style alone."""
    return _("[undone] {text}").format(text=step.text) if step.undone else step.text


class Row(NamedTuple):
    """One line on screen: a round's heading, a message, or one wrapped line of a step."""

    text: str
    step: Step | None = None
    #: Which of the step's wrapped lines (0: the one after its number).
    part: int = 0
    heading: bool = False


class HistoryLines(ScrollView, can_focus=False):
    """The steps that match the search, under the heading of their round, each after its
    number in the journal; a long sentence wraps under itself, not under the number."""

    DEFAULT_CSS = """
    HistoryLines { height: 1fr; padding: 0 1; }
    """

    def __init__(self, history: History, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.history = history
        self.search = ""
        self.matching: list[Step] = list(history.steps)
        self.number_width = len(str(len(history.steps)))
        #: The rows laid out for the current width and search, and the strips drawn of them.
        self.rows: list[Row] = []
        self.strips: dict[int, Strip] = {}
        #: Each step's lines at a width: the search only marks them, so they are kept.
        self.wraps: dict[tuple[int, int], list[str]] = {}

    def show(self, search: str, matching: list[Step]) -> None:
        self.search, self.matching = search, matching
        self.lay_out()

    def on_resize(self) -> None:
        self.lay_out()

    def wrap(self, step: Step, width: int) -> list[str]:
        key = (step.seq, width)
        lines = self.wraps.get(key)
        if lines is None:
            if len(self.wraps) >= WRAPS_KEPT:
                self.wraps.clear()
            wrapped = Text(step_words(step)).wrap(self.app.console, width, overflow="fold")
            lines = self.wraps[key] = [line.plain for line in wrapped]
        return lines

    def lay_out(self) -> None:
        if not self.size.width:
            return  # not laid out by Textual yet: on_resize comes with the width
        width = self.size.width
        rows = self.rows_at(width)
        gutter = self.styles.scrollbar_size_vertical
        if len(rows) > self.size.height and gutter:
            # Taller than the widget: the scrollbar takes the last columns, so the text
            # wraps before them (at 60 columns it hid the ends of the lines).
            rows = self.rows_at(width - gutter)
        self.rows = rows
        self.strips = {}
        self.virtual_size = Size(width, len(rows))
        self.refresh()

    def rows_at(self, width: int) -> list[Row]:
        """The rows of the shown steps, their text wrapped to ``width`` columns in all."""
        text_width = max(8, width - self.number_width - 1)
        rows: list[Row] = []
        if not self.history.steps:
            rows.append(Row(_("Nothing has happened in this encounter yet.")))
        elif not self.matching:
            message = _("No step matches “{search}”. Backspace edits the search.")
            rows.append(Row(message.format(search=self.search)))
        shown = {step.seq for step in self.matching}
        for unit, steps in self.history.rounds():
            kept = [step for step in steps if step.seq in shown]
            if kept:
                rows.append(Row(unit, heading=True))
            for step in kept:
                rows += [
                    Row(line, step, part) for part, line in enumerate(self.wrap(step, text_width))
                ]
        return rows

    def row_text(self, row: Row) -> Text:
        """A row as drawn: never markup; the search's hits and an undone step marked."""
        indent = " " * (self.number_width + 1)
        if row.step is None:
            if row.heading:
                return Text.assemble(indent, (row.text, "bold underline"))
            return Text(row.text)
        text = Text(row.text, style="dim" if row.step.undone else "")
        if row.step.undone and row.part == 0:
            text.stylize("bold", 0, len(_("[undone]")))
        search = self.search.strip()
        if search:
            text.highlight_words([search], "reverse", case_sensitive=False)
        if row.part:
            return Text.assemble(indent, text)
        return Text.assemble((f"{row.step.seq:>{self.number_width}} ", "dim"), text)

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        base = self.rich_style
        index = self.scroll_offset.y + y
        if not 0 <= index < len(self.rows):
            return Strip.blank(width, base)
        strip = self.strips.get(index)
        if strip is None:
            segments = self.row_text(self.rows[index]).render(self.app.console)
            strip = Strip(Segment.apply_style(segments, base)).crop(0, width)
            self.strips[index] = strip = strip.extend_cell_length(width, base)
        return strip

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self.strips = {}  # a new theme: the rows draw again in its colours
