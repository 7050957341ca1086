"""The timeline's side panel: next and projected, who is out, overspend, engagements."""

from rich.cells import cell_len
from rich.console import RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from tui.presenters.zebra_sections import Line, pack_items
from tui.presenters.zebra_timeline import TimelineView
from tui.widgets.theme_style import meaning_style


class TimelineSummary(Widget):
    DEFAULT_CSS = """
    TimelineSummary { height: 1fr; padding: 0 1; }
    """

    timeline: reactive[TimelineView | None] = reactive(None, always_update=True)

    def span_style(self, meaning: str) -> Style:
        if meaning == "muted":
            return Style(dim=True)
        return meaning_style(self.app, meaning) if meaning else Style()

    def watch_timeline(self, timeline: TimelineView | None) -> None:
        self.border_subtitle = Content(timeline.projection_note if timeline else "")

    def line_text(self, line: Line) -> Text:
        text = Text(overflow="fold")
        for words, meaning in line:
            text.append(words, self.span_style(meaning))
        return text

    def render(self) -> RenderableType:
        timeline = self.timeline
        if timeline is None:
            return Text("")
        # A grid: each title once, its lines wrapping under each other beside it.
        grid = Table.grid(padding=(0, 1))
        grid.add_column(style="bold", no_wrap=True)
        grid.add_column(ratio=1)
        titles = max((cell_len(section.title) for section in timeline.sections), default=0)
        width = max(1, self.size.width - titles - 1)
        for section in timeline.sections:
            rows = [
                row
                for line in section.lines
                for row in ((line,) if section.wrap else pack_items(line, width))
            ]
            for index, row in enumerate(rows):
                grid.add_row(section.title if index == 0 else "", self.line_text(row))
        return grid
