"""The toy fourth system (its module and one table row, nothing else) in the app:
the setup offers it, its options and stats forms come from its models, and the
generic board shows its order."""

from pathlib import Path

from rules.journal import JournalStore
from rules.systems import SystemRow
from tests.toy_system import toy_in_table
from tests.tui.pilot_helpers import add_combatant, fill_form, screen_text
from tui.app import DegaineApp
from tui.screens.boards import GenericBoard

__all__ = ["toy_in_table"]  # the fixture, used by name


async def test_setup_offers_the_toy_system_and_its_board_shows_the_order_G3(
    toy_in_table: SystemRow, tmp_path: Path
) -> None:
    store = JournalStore(tmp_path / "toy.sqlite3")
    app = DegaineApp(store=store)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        choices = screen_text(app)
        assert "Which initiative system?" in choices
        assert "4. Toy Initiative" in choices
        await pilot.press("4")
        await pilot.pause()
        assert "Toy Initiative — name and options" in screen_text(app)
        await fill_form(pilot, "Sandbox")
        assert "“Sandbox” · Toy Initiative · options: none" in screen_text(app)
        await add_combatant(pilot, "Ann", "3")
        await add_combatant(pilot, "Bob", "7")
        setup = screen_text(app)
        assert "Ann" in setup and "speed 3" in setup.lower()
        await pilot.press("f5")
        await pilot.pause()
        assert isinstance(app.screen, GenericBoard)
        app.screen.bridge.encounter.handle({"cmd": "round"})
        await pilot.pause()
        board = screen_text(app)
        assert "Round 1 · round" in board
        assert board.index("Bob (NPC)") < board.index("Ann (NPC)")
        await pilot.press("q")
    store.close()
