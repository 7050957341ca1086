"""This Sequence's actions as a track: who, what, the cost, the counter before → after."""

from rich.style import Style
from rich.text import Text
from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from i18n import _, ngettext
from rules.number_text import less, numeral
from tui.cells import cell_len
from tui.cells import fitted as fit
from tui.presenters.zebra_timeline import TimelineView, TrackStep
from tui.widgets.theme_style import meaning_style

#: How narrow the action and name columns get on a narrow terminal; how wide a name.
ACTION_MIN, WHO_MIN, NAME_MAX = 6, 4, 14


def counter_text(step: TrackStep) -> str:
    return f"{numeral(step.before)} → {numeral(step.after)}"


class ActionTrack(Widget):
    DEFAULT_CSS = """
    ActionTrack { height: 1fr; padding: 0 1; }
    """

    timeline: reactive[TimelineView | None] = reactive(None, always_update=True)

    def watch_timeline(self, timeline: TimelineView | None) -> None:
        if timeline is not None:
            self.border_title = Content(timeline.track_title)  # a name: never markup

    def render(self) -> Text:
        timeline = self.timeline
        if timeline is None:
            return Text("")
        if not timeline.track:
            return Text(_("No action yet in this Sequence."), style="dim")
        width = self.content_region.width or self.size.width
        # The header takes a line; older actions give way to the newest ones.
        room = max(1, (self.content_region.height or self.size.height) - 1)
        steps = timeline.track
        hidden = len(steps) - room + 1 if len(steps) > room else 0
        shown = steps[hidden:]
        widths = self.widths(timeline.track, width)
        lines = [self.header(widths)]
        if hidden:
            earlier = ngettext("{n} earlier action", "{n} earlier actions", hidden)
            lines.append(Text("… " + earlier.format(n=hidden), style="dim"))
        lines += [self.line(step, widths) for step in shown]
        return Text("\n", no_wrap=True, overflow="crop").join(lines)

    @staticmethod
    def widths(steps: tuple[TrackStep, ...], width: int) -> tuple[int, ...]:
        """#, who, action, cost, counter, notes, and the gap between columns. Narrow:
        the notes go, then the action and the names shrink; wide: the gaps widen."""
        number = len(str(steps[-1].number))
        who = min(NAME_MAX, max(cell_len(_("Who")), *(cell_len(s.name) for s in steps)))
        action = max(cell_len(_("Action")), *(cell_len(s.action) for s in steps))
        cost = max(len(_("Cost")), *(len(less(s.cost)) for s in steps))
        counter = max(len(_("Counter")), *(len(counter_text(s)) for s in steps))
        notes = max((len(s.notes) for s in steps), default=0)
        natural = number + who + action + cost + counter + (notes + 1 if notes else 0)
        gap = 2 if natural + 4 * 2 + (1 if notes else 0) <= width else 1
        fixed = number + cost + counter + 4 * gap
        if notes and fixed + who + action + notes + gap > width:
            notes = 0
        room = width - fixed - (notes + gap if notes else 0)
        excess = who + action - room
        if excess > 0:
            cut = min(excess, max(0, action - ACTION_MIN))
            action, excess = action - cut, excess - cut
            who = max(WHO_MIN, who - max(0, excess))
        # Never wider than its longest name: the numbers stay next to the words.
        action = max(1, min(action, room - who))
        return (number, who, action, cost, counter, notes, gap)

    def header(self, widths: tuple[int, ...]) -> Text:
        number, who, action, cost, counter, _notes, gap = widths
        cells = [
            f"{'#':>{number}}",
            fit(_("Who"), who),
            fit(_("Action"), action),
            f"{_('Cost'):>{cost}}",
            fit(_("Counter"), counter),
        ]
        return Text((" " * gap).join(cells).rstrip(), style="bold")

    def line(self, step: TrackStep, widths: tuple[int, ...]) -> Text:
        number, who, action, cost, counter, notes, gap = widths
        space = " " * gap
        text = Text()
        text.append(f"{step.number:>{number}}{space}", Style(dim=True))
        text.append(fit(step.name, who), meaning_style(self.app, step.meaning))
        text.append(f"{space}{fit(step.action, action)}{space}{less(step.cost):>{cost}}{space}")
        text.append(f"{numeral(step.before)} → ")
        done = Style(bold=True) if step.after <= 0 else Style()
        text.append(fit(numeral(step.after), counter - len(f"{numeral(step.before)} → ")), done)
        if notes and step.notes:
            text.append(space + fit(step.notes, notes), Style(dim=True))
        text.rstrip()
        return text
