"""The duel screen's widgets: the step banner, one card per duelist, the resolution order.

Each draws only the view the screen binds to it; colours come from the theme's
meaning variables, and every state also has a glyph or a word.
"""

from rich.style import Style
from rich.text import Text
from textual.content import Content
from textual.reactive import reactive
from textual.widgets import Static

from i18n import _
from tui.presenters.duel import (
    GLYPH_MASK,
    MONTER,
    OVER,
    RESOLVE,
    STEP_NAMES,
    ActionLine,
    CardView,
    DuelView,
    SlotLine,
)
from tui.widgets.theme_style import meaning_style


class StepBanner(Static):
    """MONTER ─ DÉGAINER ─ Reveal & fire, the step at hand marked ▶ and reversed."""

    DEFAULT_CSS = """
    StepBanner { height: 1; padding: 0 1; content-align: center middle; }
    """

    view: reactive[DuelView | None] = reactive(None, layout=True)

    def render(self) -> Text:
        step = self.view.step if self.view is not None else MONTER
        current = RESOLVE if step == OVER else step
        text = Text(justify="center")
        for index, (name, label) in enumerate(STEP_NAMES):
            if index:
                text.append(" ──── ", style="dim")
            if name == current:
                style = meaning_style(self.app, "current-actor") + Style(bold=True, reverse=True)
                text.append(f" ▶ {label} ", style=style)
            else:
                text.append(f"   {label} ", style="dim")
        return text


class DuelCard(Static):
    """One duelist: name and role on the border, the numbers, then each action or a mask."""

    DEFAULT_CSS = """
    DuelCard {
        width: 1fr; min-width: 24; height: auto;
        border: round $foreground 40%; border-title-align: left;
        border-subtitle-align: right; padding: 0 1; background: $surface;
    }
    DuelCard.selected { border: round $primary; }
    DuelCard.holder { border: heavy $current-actor; border-title-style: bold; }
    DuelCard.masked { color: $text-muted; }
    """

    card: reactive[CardView | None] = reactive(None, layout=True)

    @staticmethod
    def lines_for(card: CardView) -> int:
        """How many lines ``card`` draws, so that every card can be given one height."""
        if card.masked:
            return 6
        return 3 + max(1, 2 * len(card.lines))

    def watch_card(self, card: CardView | None) -> None:
        if card is None:
            return
        # Content, not a str: a str is read as markup, and "[hidden]" is a tag to it.
        self.border_title = Content(card.name)
        self.border_subtitle = Content(card.role)
        self.set_class(card.holder, "holder")
        self.set_class(card.selected and not card.holder, "selected")
        self.set_class(card.masked, "masked")

    def render(self) -> Text:
        card = self.card
        if card is None:
            return Text("")
        width = max(8, self.size.width)
        style = "bold" if card.holder else ""
        lines = [Text(card.numbers[0], style=style), Text(card.numbers[1], style=style), Text("")]
        if card.masked:
            shade = GLYPH_MASK * width
            words = _("masked until the reveal")
            words = f" {words if len(words) + 2 <= width else _('masked')} "
            side = max(0, width - len(words))
            middle = Text(GLYPH_MASK * (side // 2), style="dim")
            middle.append(words, style="italic")
            middle.append(GLYPH_MASK * (side - side // 2), style="dim")
            lines += [Text(shade, style="dim"), middle, Text(shade, style="dim")]
        elif not card.lines:
            lines.append(Text(_("nothing declared yet"), style="italic"))
        for action in card.lines:
            lines += self.action_lines(card, action, width)
        for text in lines:
            text.truncate(width, overflow="ellipsis")
        return Text("\n").join(lines)

    def action_lines(self, card: CardView, line: ActionLine, width: int) -> list[Text]:
        """The action's label and score on one line, its dice and notes below."""
        done_style = meaning_style(self.app, "done-entry")
        style = done_style if line.done else Style()
        head = Text(line.label, style=style + Style(bold=not line.done))
        score = Text(
            f"{line.score:>3}",
            style=done_style if line.done else meaning_style(self.app, card.side),
        )
        score.stylize("bold")
        head.truncate(max(1, width - score.cell_len - 1), overflow="ellipsis")
        head.append(" " * max(1, width - head.cell_len - score.cell_len))
        head.append_text(score)
        below = " ".join(part for part in (line.dice, line.bonus) if part)
        if line.notes:
            below += " · " + line.notes
        return [head, Text("  " + below, style=style + Style(dim=not line.done))]


class SlotPanel(Static):
    """The resolution order once revealed: one line per slot, ties in one slot (G3)."""

    DEFAULT_CSS = """
    SlotPanel { height: auto; min-height: 3; padding: 0 1; border-top: solid $primary 50%; }
    """

    view: reactive[DuelView | None] = reactive(None, layout=True)

    def render(self) -> Text:
        view = self.view
        if view is None:
            return Text("")
        if view.guide:
            return self.guide_text(view)
        text = Text(_("Resolution order — equal scores shoot together") + "\n", style="bold")
        width = max(20, self.size.width)
        for slot in view.slots:
            text.append_text(self.slot_text(slot, width))
            text.append("\n")
        text.rstrip()
        return text

    def guide_text(self, view: DuelView) -> Text:
        if view.step == MONTER:
            title = _("MONTER — the stand-off: nobody has drawn yet.")
        else:
            title = _("DÉGAINER — each duelist in turn; the others' entries stay masked.")
        text = Text(title + "\n", style="bold")
        width = max(len(key) for key, _what in view.guide)
        for key, what in view.guide:
            text.append(f"{key:>{width}}  ", style="bold")
            text.append(what + "\n")
        text.rstrip()
        return text

    def slot_text(self, slot: SlotLine, width: int) -> Text:
        """One slot; its notes go on a line of their own when they do not fit beside it."""
        meaning = "current-actor" if slot.current else "done-entry" if slot.done else ""
        if not meaning and slot.simultaneous:
            meaning = "simultaneous"
        style = meaning_style(self.app, meaning) if meaning else Style()
        lead = f"{slot.marker} {slot.number:>2} {slot.score:>4}  "
        text = Text(lead, style=style, no_wrap=True)
        text.append(slot.shooters, style=style + Style(bold=slot.current))
        notes = Text(slot.notes, style=style + Style(italic=True))
        if slot.notes and text.cell_len + 4 + notes.cell_len <= width:
            text.append("  — ", style=style)
            text.append_text(notes)
        elif slot.notes:
            text.append("\n" + " " * len(lead), style=style)
            text.append_text(notes)
        lines = list(text.split("\n"))
        for line in lines:
            line.truncate(width, overflow="ellipsis")
        return Text("\n").join(lines)
