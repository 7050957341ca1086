"""The log pane keeps each row's styled line between repaints (a new entry moves every
row up one line): what it shows is always what Textual styles anew, colours included."""

from rich.style import Style
from textual.geometry import Region

from tests.tui.test_log_pane import ROLL, WORDY, Both, UncutLog
from tui.widgets.log_pane import LogPane


def styled(widget: LogPane | UncutLog) -> list[list[tuple[str, Style | None]]]:
    """Every cell of the widget, border and padding included, with its looks, as the
    screen gets it (however the line is cut into segments). Without the styles' meta:
    the places a mouse selection reads, which the pane does not offer (no mouse)."""
    region = Region(0, 0, widget.outer_size.width, widget.outer_size.height)
    return [
        [(character, looks(segment.style)) for segment in strip for character in segment.text]
        for strip in widget.render_lines(region)
    ]


def looks(style: Style | None) -> Style | None:
    return None if style is None else style.clear_meta_and_links()


def entries(count: int) -> tuple[str, ...]:
    return tuple(f"{n:>3} resolve · Combatant {n} strikes" for n in range(1, count + 1))


async def test_rows_that_moved_up_show_what_a_fresh_styling_shows() -> None:
    app = Both(entries(30))
    async with app.run_test(size=(80, 18)) as pilot:
        await pilot.pause()
        pane, uncut = app.query_one(LogPane), app.query_one(UncutLog)
        for lines in (entries(31), entries(32), (*entries(32), ROLL), (*entries(20), WORDY)):
            pane.lines = uncut.lines = lines
            uncut.refresh()
            await pilot.pause()
            assert styled(pane) == styled(uncut), lines[-1]
        assert pane.styled, "the styled rows were kept"
        before = styled(pane)
        # A new theme: the kept rows have the old theme's colours, which must not show.
        app.theme = next(name for name in app.available_themes if name != app.theme)
        await pilot.pause()
        uncut.refresh()
        after = styled(pane)
        assert after == styled(uncut)
        assert [[c for c, _style in line] for line in after] == [
            [c for c, _style in line] for line in before
        ]
        assert after != before, "the rows kept the old theme's colours"
