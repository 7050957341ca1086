"""The status bar and the details line are as tall as their words, and only their height
changing lays the screen out again (a layout repaints every widget: the whole order)."""

from typing import NamedTuple

from rich.console import Console
from textual.app import App, ComposeResult

from tui.widgets.actor_details import ActorDetails
from tui.widgets.status_bar import Headlines, StatusBar

SHORT = "n: Ann acts."
LONG = "a: Ann, Bob, Cid, Dee, Eve and the Kid act (cost from the table), c: typed cost."


class Headline(NamedTuple):
    title: str
    status: str
    hint: str


class Bars(App[None]):
    def compose(self) -> ComposeResult:
        yield StatusBar()
        yield ActorDetails()


def screen_lines(app: App[None]) -> list[str]:
    """The screen's lines as the GM reads them."""
    strips = app.screen._compositor.render_strips()
    return ["".join(segment.text for segment in strip).rstrip() for strip in strips]


async def test_the_bar_grows_with_a_long_prompt_and_shrinks_back() -> None:
    app = Bars()
    async with app.run_test(size=(40, 12)) as pilot:
        bar = app.screen.query_one(StatusBar)
        bar.view = Headline("Bridge", "Zebra", SHORT)
        await pilot.pause()
        assert bar.size.height == 2
        bar.view = Headline("Bridge", "Zebra", LONG)
        bar.undo_depth = 3
        await pilot.pause()
        assert bar.size.height == 4
        shown = " ".join(line.strip() for line in screen_lines(app)[:4])
        assert "→ a: Ann, Bob, Cid, Dee, Eve and the Kid act" in shown
        assert shown.endswith("undo 3 · redo 0")
        bar.view = Headline("Bridge", "Zebra", SHORT)
        await pilot.pause()
        assert bar.size.height == 2
        assert screen_lines(app)[1].strip().startswith("→ n: Ann acts.")


async def test_the_details_line_wraps_a_long_text_then_takes_one_line_again() -> None:
    app = Bars()
    async with app.run_test(size=(40, 12)) as pilot:
        details = app.screen.query_one(ActorDetails)
        details.text = "Ann · Dex 3 Wits 2 Celerity 1 · initiative 14 (d10 9 rolled, rating 5)"
        await pilot.pause()
        assert details.size.height == 2
        details.text = "Bob · Dex 2"
        await pilot.pause()
        assert details.size.height == 1


async def test_new_words_of_the_same_height_lay_nothing_out_again() -> None:
    app = Bars()
    async with app.run_test(size=(60, 12)) as pilot:
        bar = app.screen.query_one(StatusBar)
        bar.view = Headline("Bridge", "Zebra", SHORT)
        await pilot.pause()
        layouts: list[bool] = []
        refresh = bar.refresh

        def counted(*regions: object, layout: bool = False, **flags: bool) -> StatusBar:
            layouts.append(layout)
            return refresh(*regions, layout=layout, **flags)  # type: ignore[arg-type]

        bar.refresh = counted  # type: ignore[method-assign]
        for depth in range(1, 4):
            bar.view = Headline("Bridge", "Zebra", f"n: Ann acts ({depth}).")
            bar.undo_depth = depth
            await pilot.pause()
        assert layouts and not any(layouts)
        assert "n: Ann acts (3)." in screen_lines(app)[1]


def test_headlines_drawn_twice_read_the_same() -> None:
    """A line that fits is not wrapped: it must be copied, not grown at each drawing."""
    headlines = Headlines("Bridge", "Zebra", SHORT, "undo 1 · redo 0")
    console = Console(width=60, color_system=None, legacy_windows=False)
    drawn = []
    for _ in range(2):
        with console.capture() as captured:
            console.print(headlines)
        drawn.append(captured.get())
    assert drawn[0] == drawn[1]
    assert drawn[0].splitlines()[1].endswith("undo 1 · redo 0")


async def test_words_seen_before_take_their_height_again_at_each_width() -> None:
    """Undo and redo bring back the words of a moment ago: their height, measured then,
    is the one they take, at the width it was measured at only."""
    long = "Ann · Dex 3 Wits 2 Celerity 1 · initiative 14 (d10 9 rolled, rating 5)"
    app = Bars()
    async with app.run_test(size=(80, 12)) as pilot:
        details = app.screen.query_one(ActorDetails)
        heights = []
        for text in (long, "Bob · Dex 2", long, "Bob · Dex 2"):
            details.text = text
            await pilot.pause()
            heights.append(details.size.height)
        assert heights == [1, 1, 1, 1]
        await pilot.resize_terminal(40, 12)
        await pilot.pause()
        for text in ("Bob · Dex 2", long):
            details.text = text
            await pilot.pause()
            heights.append(details.size.height)
        assert heights[4:] == [1, 2]
        assert "rating 5)" in " ".join(screen_lines(app))


async def test_a_longer_undo_depth_takes_a_line_of_its_own_when_it_no_longer_fits() -> None:
    """Heights are kept by the words and the length of "undo N · redo M": a depth that
    grows a digit is measured again."""
    hint = "n: Ann and Bob acts."  # "→ " and these: 22 of the bar's 38 columns
    app = Bars()
    async with app.run_test(size=(40, 12)) as pilot:
        bar = app.screen.query_one(StatusBar)
        bar.view = Headline("Bridge", "Zebra", hint)
        heights = []
        for depth in (8, 9, 10, 9):
            bar.undo_depth = depth
            await pilot.pause()
            heights.append(bar.size.height)
        assert heights == [2, 2, 3, 2]
        bar.undo_depth = 10
        await pilot.pause()
        assert screen_lines(app)[2].strip() == "undo 10 · redo 0"
