"""The log pane follows the newest entry, and shows exactly what the whole lines would."""

import pytest
from rich.text import Text
from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.widgets import Static

from tui.widgets.log_pane import LogPane

ROLL = "23 roll · " + ", ".join(f"Combatant {n} d10={n % 10 + 1} (rolled)" for n in range(200))
WORDY = " ".join(["Découpe"] * 40)
UNBROKEN = "x" * 500


class UncutLog(Static):
    """The log as it was drawn before: every line wrapped whole."""

    DEFAULT_CSS = LogPane.DEFAULT_CSS.replace("LogPane", "UncutLog")

    def __init__(self, lines: tuple[str, ...]) -> None:
        super().__init__()
        self.lines = lines

    def render(self) -> Text:
        # Every line wrapped whole, then the last rows, so the newest entry shows; a
        # newest line taller than the pane shows its head.
        height = max(1, self.size.height)
        width = max(1, self.size.width)
        wrapped = [
            [row.plain for row in Text(line).wrap(self.app.console, width, overflow="fold")]
            for line in self.lines
        ]
        if wrapped and len(wrapped[-1]) >= height:
            return Text("\n".join(wrapped[-1][:height]), no_wrap=True)
        rows = [row for line in wrapped for row in line]
        return Text("\n".join(rows[-height:]), no_wrap=True)


class Both(App[None]):
    def __init__(self, lines: tuple[str, ...]) -> None:
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        yield LogPane()
        yield UncutLog(self.lines)

    def on_mount(self) -> None:
        self.query_one(LogPane).lines = self.lines


def shown(widget: LogPane | UncutLog) -> list[str]:
    region = Region(0, 0, widget.outer_size.width, widget.outer_size.height)
    return [strip.text for strip in widget.render_lines(region)]


@pytest.mark.parametrize(
    "lines",
    [
        (*(f"{n:>3} add · Combatant {n}" for n in range(1, 23)), ROLL),
        (ROLL, "24 declare · Ann", WORDY, "26 resolve"),
        ("1 system", UNBROKEN, WORDY, ROLL, UNBROKEN),
        tuple(WORDY for _ in range(30)),
        (),
    ],
    ids=["a roll of 200 dice last", "a roll first", "unbroken words", "many long lines", "empty"],
)
async def test_the_cut_log_shows_what_the_uncut_one_showed(lines: tuple[str, ...]) -> None:
    app = Both(lines)
    async with app.run_test(size=(80, 18)) as pilot:
        await pilot.pause()
        pane, uncut = app.query_one(LogPane), app.query_one(UncutLog)
        assert pane.size == uncut.size
        assert shown(pane) == shown(uncut)
        if lines:
            assert sum(map(len, pane.shown_lines(pane.size.height))) < 2000
