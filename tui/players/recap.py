"""The players' recap: ``degaine export --public`` writes what the players' board showed,
change by change, to hand to the players after the session.

Built from :func:`rules.public_history.public_steps` only, through the players' board's
own words (:func:`tui.players.view.build_players_view`): no hidden combatant, no GM-only
condition, no note, no score still masked, whatever the GM's journal holds. No Textual
here: the CLI loads none.
"""

import json
import re
from collections.abc import Callable, Sequence
from typing import Any

from i18n import _, ngettext
from rules.follower import Watch
from rules.history import round_words
from rules.history_export import markdown_text
from rules.public_history import PublicStep
from rules.state_views import PublicStateView
from tui.players.columns import Columns
from tui.players.view import Line, PlayersView, build_players_view
from tui.shown import shown_state

#: The width the recap's order is laid out at: a terminal's, a phone's in landscape.
WIDTH = 80
BACKTICKS = re.compile("`+")
#: The version of the public JSON document's shape (``"public": true`` tells it apart).
PUBLIC_JSON_VERSION = 1


def board_of(step: PublicStep) -> PlayersView:
    # Printable only, as the players' board cleans what the store holds.
    return build_players_view(shown_state(step.board), Watch.FOLLOWING)


def board_lines(view: PlayersView, width: int = WIDTH) -> list[str]:
    """The board as the players read it: status, who acts now, the order, then the
    delayed, the done and the rest, then the notes."""
    every = view.lines + tuple(line for section in view.sections for line in section.lines)
    columns = Columns.fitting(width, max((len(line.name) for line in every), default=4))

    def row(line: Line) -> str:
        return columns.row(line.number, line.marker, line.name, line.score, line.action).rstrip()

    lines = [view.status]
    if view.now:
        lines.append(view.now)
    if view.lines:
        lines.append(columns.row("#", "", _("Who"), _("Score"), _("Action")).rstrip())
        lines += [row(line) for line in view.lines]
    elif view.empty:
        lines.append(view.empty)
    for section in view.sections:
        lines.append(section.title)
        lines += [row(line) for line in section.lines]
    lines += view.notes
    return lines


def change_count(steps: Sequence[PublicStep]) -> str:
    return ngettext("{count} change", "{count} changes", len(steps)).format(count=len(steps))


def recap_title(steps: Sequence[PublicStep]) -> str:
    """The encounter's name as the players read it last."""
    name = PublicStateView(shown_state(steps[-1].board)).name if steps else None
    return name or _("(unnamed)")


def public_markdown(system: str | None, steps: Sequence[PublicStep]) -> str:
    """A title, one line of summary, then a section per round, each change the players
    saw as a numbered board in a fenced block (Markdown keeps its columns as they are)."""
    from rules.systems import system_title

    lines = [f"# {markdown_text(recap_title(steps))}", ""]
    title = system_title(system) if system else _("no system chosen yet")
    lines.append(
        markdown_text(
            _("{system} · the players' board, {changes}").format(
                system=title, changes=change_count(steps)
            )
        )
    )
    if not steps:
        lines += ["", _("The players saw nothing of this encounter yet.")]
    for number, step in enumerate(steps, start=1):
        if number == 1 or steps[number - 2].round != step.round:
            lines += ["", f"## {markdown_text(round_words(system, step.round))}"]
        board = board_lines(board_of(step))
        lines += ["", f"{number}\\.", "", *fenced(board)]
    return "\n".join(lines) + "\n"


def fenced(lines: list[str]) -> list[str]:
    """``lines`` as a fenced block whose fence is longer than any run of backticks in
    them: a name holding ``` cannot end the block early."""
    longest = max((len(run) for line in lines for run in BACKTICKS.findall(line)), default=0)
    fence = "`" * max(3, longest + 1)
    return [fence, *lines, fence]


def public_json(system: str | None, steps: Sequence[PublicStep]) -> str:
    """For tools: each change's round, its board in words, and the public view itself."""
    document: dict[str, Any] = {
        "version": PUBLIC_JSON_VERSION,
        "public": True,
        "encounter": {"name": recap_title(steps), "system": system},
        "steps": [
            {
                "n": number,
                "round": step.round,
                "unit": round_words(system, step.round),
                "lines": board_lines(board_of(step)),
                "board": shown_state(step.board),
            }
            for number, step in enumerate(steps, start=1)
        ],
    }
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


#: A recap's writer: the encounter's system and what the players saw, as text.
PublicRender = Callable[[str | None, Sequence[PublicStep]], str]
#: The formats ``degaine export --public`` writes, by the name ``--format`` takes.
PUBLIC_FORMATS: dict[str, PublicRender] = {"md": public_markdown, "json": public_json}
