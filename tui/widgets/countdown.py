"""The countdown scale: every Initiative Counter as a marker, highest on the left.

The cursor selects a combatant (←→), on the scale or in the line below it that
lists those without a counter; the screen's commands apply to it.
"""

from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from i18n import _
from rules.number_text import numeral
from tui.presenters.countdown_rows import (
    CARRIED,
    LEFT,
    MARKER,
    NOTCH,
    SPENT,
    START,
    ZERO,
    RowsLayout,
    layout_rows,
)
from tui.presenters.countdown_scale import ScaleLayout, choose_ticks, layout_scale
from tui.presenters.zebra_timeline import TimelineView
from tui.widgets.theme_style import meaning_style

#: Lanes of labels above the axis, or rows of bars: more on a tall terminal.
LANES_SHORT, LANES_TALL, TALL = 3, 6, 32
ROWS_SHORT, ROWS_TALL = 6, 14
LEGEND = _("▶ next · ✓ done · ◌ hidden · past 0: overspend")
#: Marks the selected row without colour, as on the order board.
CURSOR = "›"
AXIS, AXIS_ZERO, BELOW, TICK, POINT, CONNECTOR = "─", "┼", "╌", "┴", "●", "│"


class CountdownScale(Widget, can_focus=True):
    DEFAULT_CSS = """
    CountdownScale { height: auto; padding: 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,up,k", "cursor(-1)", _("Previous"), show=False, id="timeline.previous"),
        Binding("right,down,j", "cursor(1)", _("Next"), show=False, id="timeline.next"),
        Binding("home", "jump(0)", _("First"), show=False, id="timeline.first"),
        Binding("end", "jump(-1)", _("Last"), show=False, id="timeline.last"),
    ]

    class Selected(Message):
        """The cursor moved to ``actor``."""

        def __init__(self, actor: str | None) -> None:
            super().__init__()
            self.actor = actor

    timeline: reactive[TimelineView | None] = reactive(None, always_update=True)
    cursor: reactive[int] = reactive(0)

    def __init__(self, selected: str | None = None, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.wanted = selected
        # The combatant under the cursor, by id: a new timeline moves the rows, and the
        # cursor follows the combatant, not the row it was on.
        self.chosen: str | None = None

    @property
    def selected_actor(self) -> str | None:
        selectable = self.timeline.selectable if self.timeline else ()
        return selectable[self.cursor] if 0 <= self.cursor < len(selectable) else None

    def watch_timeline(self, timeline: TimelineView | None) -> None:
        if timeline is None:
            return
        actor = self.wanted or self.chosen
        self.wanted = None
        if actor in timeline.selectable:
            self.cursor = timeline.selectable.index(actor)
        else:
            self.cursor = max(0, min(self.cursor, len(timeline.selectable) - 1))
        self.announce()
        self.border_title = Content(timeline.heading)  # names: never markup
        self.border_subtitle = Content(LEGEND if timeline.markers else "")
        self.refresh(layout=True)

    def action_cursor(self, delta: int) -> None:
        self.move_to(self.cursor + delta)

    def action_jump(self, index: int) -> None:
        self.move_to(
            index if index >= 0 else len(self.timeline.selectable if self.timeline else ())
        )

    def move_to(self, index: int) -> None:
        count = len(self.timeline.selectable) if self.timeline else 0
        self.cursor = max(0, min(index, count - 1))
        self.announce()

    def announce(self) -> None:
        """Keep who is under the cursor and tell the screen."""
        self.chosen = self.selected_actor
        self.post_message(self.Selected(self.chosen))

    def watch_cursor(self) -> None:
        self.refresh()

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    # -- drawing ---------------------------------------------------------------
    def layout_for(self, width: int) -> ScaleLayout | RowsLayout | None:
        """A row per combatant when they fit, else markers on one axis with labels."""
        timeline = self.timeline
        if timeline is None or not timeline.markers:
            return None
        tall = self.app.size.height >= TALL
        top, bottom = timeline.top, timeline.bottom
        if len(timeline.bars) <= (ROWS_TALL if tall else ROWS_SHORT):
            return layout_rows(list(timeline.bars), top, bottom, width - len(CURSOR))
        lanes = LANES_TALL if tall else LANES_SHORT
        return layout_scale(list(timeline.markers), top, bottom, width, lanes)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines(width))

    def render(self) -> Text:
        return Text("\n").join(self.lines(self.content_region.width or self.size.width))

    def name_style(self, actor: str | None) -> Style:
        if actor is None or self.timeline is None:
            return Style()
        style = meaning_style(self.app, self.timeline.meanings.get(actor, "npc"))
        if actor == self.selected_actor:
            # Underlined too: a theme may already show the current actor reversed.
            style += Style(reverse=self.has_focus, underline=True)
        return style

    def lines(self, width: int) -> list[Text]:
        timeline = self.timeline
        if timeline is None:
            return [Text("")]
        lines: list[Text] = []
        layout = self.layout_for(width)
        if layout is None:
            lines.append(Text(timeline.empty, style="dim"))
        elif isinstance(layout, RowsLayout):
            rows = self.row_lines(layout)
            if self.app.size.height >= TALL and 2 * len(rows) <= ROWS_TALL:
                # Room to breathe: a line between the rows, the 0 line running through.
                spacer = Text(" " * (layout.label_width + len(CURSOR) + layout.zero))
                spacer.append(ZERO, Style(bold=True))
                rows = [line for row in rows for line in (row, spacer)][:-1]
            lines += rows
            ticks = choose_ticks(timeline.top, timeline.bottom, layout.axis)
            # One column more for the cursor glyph in front of each row.
            indent = Text(" " * (layout.label_width + len(CURSOR)))
            lines.append(indent + self.tick_line(ticks, layout.axis))
        else:
            lines += self.lane_lines(layout)
            lines.append(self.axis_line(layout))
            lines.append(self.tick_line(layout.ticks, layout.axis))
        if timeline.off_scale:
            lines.append(self.off_scale_line(layout is None))
        return lines

    def row_lines(self, layout: RowsLayout) -> list[Text]:
        assert self.timeline is not None
        lines = []
        warning = meaning_style(self.app, "warning")
        for bar, label, cells in zip(self.timeline.bars, layout.labels, layout.bars, strict=True):
            # The bar takes the colour only: a reversed text style would make it a block.
            meaning = self.timeline.meanings.get(bar.actor, "npc")
            plain = Style(color=meaning_style(self.app, meaning).color)
            text = Text(CURSOR if bar.actor == self.selected_actor else " ", style="bold")
            text.append(label, self.name_style(bar.actor))
            for column, character in enumerate(cells):
                if character == MARKER:
                    style = plain + Style(bold=True)
                elif character in (LEFT, " "):
                    style = Style(dim=True)
                elif character == ZERO:
                    style = Style(bold=True)
                elif character == CARRIED:
                    style = warning
                elif character in (SPENT, NOTCH, START):
                    # The spent bar; past 0 it is overspend that will carry (Z8).
                    style = warning if column > layout.zero else plain
                else:  # an action's name along its stretch of the bar
                    style = Style(italic=True)
                text.append(character, style)
            lines.append(text)
        return lines

    def lane_lines(self, layout: ScaleLayout) -> list[Text]:
        rows = [Text(" " * layout.width) for _lane in range(layout.lanes)]
        dim = Style(dim=True)
        for label in layout.labels:
            row = rows[layout.lanes - 1 - label.lane]
            column = label.start
            for part in label.parts:
                row = (
                    row[:column]
                    + Text(part.text, style=self.name_style(part.actor))
                    + row[column + len(part.text) :]
                )
                column += len(part.text)
            rows[layout.lanes - 1 - label.lane] = row
            for lane in range(label.lane):
                index = layout.lanes - 1 - lane
                rows[index] = (
                    rows[index][: label.anchor]
                    + Text(CONNECTOR, style=dim)
                    + rows[index][label.anchor + 1 :]
                )
        return rows

    def axis_line(self, layout: ScaleLayout) -> Text:
        above, below = Style(dim=True), meaning_style(self.app, "warning")
        cells = [
            (AXIS, above) if column < layout.zero else (BELOW, below)
            for column in range(layout.axis)
        ]
        for column, _value in layout.ticks:
            if column < layout.zero:
                cells[column] = (TICK, above)
        cells[layout.zero] = (AXIS_ZERO, Style(bold=True))
        for column, actor in layout.points:
            cells[column] = (POINT, self.name_style(actor) + Style(bold=True))
        text = Text()
        for character, style in cells:
            text.append(character, style)
        return text

    def tick_line(self, ticks: tuple[tuple[int, int], ...], axis: int) -> Text:
        row = Text(" " * axis)
        for column, value in ticks:
            shown = numeral(value)
            start = max(0, min(column - len(shown) // 2, axis - len(shown)))
            style = Style(bold=True) if value == 0 else Style(dim=True)
            row = row[:start] + Text(shown, style=style) + row[start + len(shown) :]
        return row

    def off_scale_line(self, everyone: bool) -> Text:
        timeline = self.timeline
        assert timeline is not None
        label = _("Combatants (←→): ") if everyone else _("Not on the scale: ")
        text = Text(label, style="dim")
        for index, (actor, words) in enumerate(timeline.off_scale):
            if index:
                text.append(" · ", style="dim")
            text.append(words, style=self.name_style(actor))
        return text
