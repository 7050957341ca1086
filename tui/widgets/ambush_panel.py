"""The ambush screen's body: the party and its pool, then each target and its fate (W9).

Lines are laid out by hand, each column as wide as its longest cell and the
last one taking what is left, so nothing wraps at 80 columns; a target's
consequences go on the line below it, where they have the whole width.
"""

from collections.abc import Sequence

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from i18n import _
from tui.cells import cell_len, fitted
from tui.presenters.ambush import AmbushView
from tui.presenters.board import GLYPH_CURRENT, GLYPH_IDLE
from tui.widgets.theme_style import meaning_style

GAP = 2


def widths(rows: Sequence[tuple[str, ...]], total: int) -> list[int]:
    """Each column's width: the longest cell, the name column shrunk first if too wide."""
    sizes = [max(cell_len(row[i]) for row in rows) for i in range(len(rows[0]))]
    excess = sum(sizes) + GAP * (len(sizes) - 1) - total
    if excess > 0:
        sizes[0] = max(8, sizes[0] - excess)
    return sizes


def cell(text: str, width: int, style: Style | str = "") -> Text:
    return Text(fitted(text, width), style=style)


class AmbushPanel(Static):
    DEFAULT_CSS = """
    AmbushPanel { height: 1fr; padding: 1 2; background: $surface; }
    """

    view: reactive[AmbushView | None] = reactive(None, layout=True)

    def render(self) -> Text:
        view = self.view
        if view is None:
            return Text("")
        width = max(40, self.size.width)
        lines = [*self.party_lines(view, width), Text(""), *self.target_lines(view, width)]
        return Text("\n").join(lines)

    def heading(self, title: str, columns: list[tuple[str, int]]) -> list[Text]:
        header = Text(" " * 2)
        for index, (name, size) in enumerate(columns):
            header.append_text(cell(name, size, "bold underline"))
            if index < len(columns) - 1:
                header.append(" " * GAP)
        return [Text(title, style="bold"), header]

    def party_lines(self, view: AmbushView, width: int) -> list[Text]:
        title = _("Lying in wait — {pool}").format(pool=view.pool)
        if not view.party:
            return [Text(title, style="bold"), Text("  " + _("a: pick who lies in wait"))]
        names = (_("Who"), _("Role"), _("Free initiative") if view.sent else "")
        rows = [names] + [(p.name, p.role, p.bonus) for p in view.party]
        sizes = widths(rows, width - 2)
        sizes[-1] = max(1, width - 2 - sum(sizes[:-1]) - GAP * 2)
        lines = self.heading(title, list(zip(names, sizes, strict=True)))
        for line in view.party:
            text = Text(GLYPH_IDLE + " ")  # plain: no base style to leak into the gaps
            text.append_text(cell(line.name, sizes[0], meaning_style(self.app, line.side)))
            text.append(" " * GAP)
            text.append_text(cell(line.role, sizes[1]))
            text.append(" " * GAP)
            text.append_text(cell(line.bonus, sizes[2], "bold"))
            lines.append(text)
        return lines

    def target_lines(self, view: AmbushView, width: int) -> list[Text]:
        title = _("Targets — one opposition each")
        if not view.targets:
            return [Text(title, style="bold"), Text("  " + _("t: pick the targets"))]
        third = _("Ambush vs target") if view.sent else _("Other skills")
        names = (_("Who"), _("Opposes with"), third, _("Outcome") if view.sent else "")
        rows = [names] + [(t.name, t.opposes, t.roll, t.outcome) for t in view.targets]
        sizes = widths(rows, width - 2)
        sizes[-1] = max(1, width - 2 - sum(sizes[:-1]) - GAP * 3)
        lines = self.heading(title, list(zip(names, sizes, strict=True)))
        surprised = meaning_style(self.app, "current-actor") + Style(bold=True)
        for line in view.targets:
            marker = GLYPH_CURRENT if line.surprised else GLYPH_IDLE
            text = Text()
            text.append(marker + " ", style=surprised if line.surprised else "")
            text.append_text(cell(line.name, sizes[0], meaning_style(self.app, line.side)))
            for value, size in zip((line.opposes, line.roll), sizes[1:3], strict=True):
                text.append(" " * GAP)
                text.append_text(cell(value, size, "" if view.sent else "dim"))
            text.append(" " * GAP)
            text.append_text(cell(line.outcome, sizes[3], surprised if line.surprised else ""))
            lines.append(text)
            if line.effects:
                effects = Text("    " + line.effects, style="" if line.surprised else "dim")
                effects.truncate(width, overflow="ellipsis")
                lines.append(effects)
        return lines
