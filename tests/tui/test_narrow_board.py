"""Narrow boards: whole footer entries, wrapped headlines, marks kept with the name."""

from pathlib import Path

import pytest
from rich.console import Console
from textual.widgets._footer import FooterKey

from rules.encounter import Encounter
from rules.systems.western.views import WesternView
from rules.systems.zebra.views import ZebraView
from rules.view import state_json
from tests.tui.pilot_helpers import resumed, screen_text
from tests.tui.scenes import AMBUSH_SPRUNG, SCENES, scene_store
from tui.app import DegaineApp
from tui.bridge import EncounterBridge
from tui.presenters import build_view
from tui.presenters.western import WesternPresenter
from tui.presenters.zebra import ZebraPresenter
from tui.screens.setup import SetupScreen
from tui.widgets.footer import WholeFooter
from tui.widgets.status_bar import Headlines


def state_of(commands: list[dict[str, object]]) -> dict[str, object]:
    encounter = Encounter()
    for command in commands:
        encounter.handle(command)
    return state_json(encounter)


@pytest.mark.parametrize("system", sorted(SCENES))
async def test_the_footer_shows_whole_entries_then_the_palette_key_at_the_edge(
    tmp_path: Path, system: str
) -> None:
    store = scene_store(tmp_path / "s.sqlite3", system)
    # One app through the widths, narrow to wide and back: the footer fits each one
    # as it is reached (a started app and a resized one lay it out the same way).
    async with resumed(store, size=(60, 24)) as (app, pilot):
        for width in (60, 80, 100, 120, 80, 60):
            await pilot.resize_terminal(width, 24)
            await pilot.pause()
            footer = app.screen.query_one(WholeFooter)
            palette = footer.query_one(".-command-palette")
            keys = [key for key in footer.query_children(FooterKey) if key is not palette]
            shown = [key for key in keys if key.display]
            # No column after the palette key for a cut entry to show through ("paletteU").
            assert palette.region.right == width
            # The entries kept are the first ones, each ending before the palette key.
            assert shown == keys[: len(shown)] and len(shown) >= 4, width
            assert all(key.region.right <= palette.region.x for key in shown), width
            assert [key.key_display for key in shown[:2]] == ["F1", "L"]  # help, then the log
    store.close()


def test_a_prompt_too_long_for_the_bar_wraps_and_keeps_its_end() -> None:
    hint = "a: Ann acts (cost from the table), c: typed cost."
    console = Console(width=40, color_system=None, legacy_windows=False)
    with console.capture() as captured:
        console.print(Headlines("The rope bridge", "Zebra Island", hint, "undo 9 · redo 0"))
    lines = captured.get().splitlines()
    assert all(len(line) <= 40 for line in lines)
    text = " ".join(line.strip() for line in lines)
    assert "→ a: Ann acts (cost from the table), c: typed cost." in text
    assert lines[-1].endswith("undo 9 · redo 0") and "…" not in text


def test_the_counter_formula_counts_what_the_actions_cost_Z3_Z8() -> None:
    view = ZebraView(state_of(SCENES["zebra"]))
    details = ZebraPresenter().details(view, "ann")
    # Ann's 18 (8 + d20 10) less the strike's 5: the sum reads true, 13.
    assert "counter 13 = 8 + d20 10 (typed) − 5 spent" in details
    assert "engaged by Bob" in details  # a name, not the id "bob"


def test_sonne_is_a_mark_of_the_name_and_the_tension_column_a_number_W9_G6() -> None:
    view = WesternView(state_of(AMBUSH_SPRUNG))
    board = build_view(view, WesternPresenter(), "Ambush")
    ann = next(row for row in board.rows if row.actor == "ann")
    assert ann.name == "Ann (PC) ◆Sonné"  # a public condition (G6), glyph and word
    tension = WesternPresenter.columns.index("Tension")
    assert ann.cells[tension] == "2"


async def test_the_setup_footer_keeps_every_entry_that_fits_whole(tmp_path: Path) -> None:
    store = scene_store(tmp_path / "s.sqlite3", "vampire")
    app = DegaineApp(store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        encounter = Encounter(store=store, encounter_id=store.encounters()[0].id)
        await app.push_screen(SetupScreen(EncounterBridge(encounter)))
        for _ in range(5):  # the footer fills once the screen's bindings are known
            await pilot.pause(0.1)
        footer = app.screen.query_one(WholeFooter)
        palette = footer.query_one(".-command-palette")
        shown = [key for key in footer.children if key.display and key is not palette]
        assert shown[-1].region.right <= palette.region.x and palette.region.right == 80
        # "X Remove" (10) fits the 11 columns left before the palette key: it shows.
        assert palette.region.x - shown[-1].region.right < 10
    store.close()


async def test_a_scrolling_order_keeps_its_last_column_clear_of_the_scrollbar(
    tmp_path: Path,
) -> None:
    """64×12: more rows than lines, so the scrollbar shows; it was drawn over the last
    column, "WP" reading "W" and Ann's 5/5 "5" (issue 23)."""
    store = scene_store(tmp_path / "s.sqlite3", "vampire")
    async with resumed(store, size=(64, 12)) as (app, pilot):
        await pilot.pause()
        text = screen_text(app)
        header = next(line for line in text.splitlines() if "Score" in line)
        assert header.split()[-1] in ("Health", "WP", "Rating"), header
        assert "WP 0/0" in text  # what the order left out, in the details line
    store.close()
