"""The app opens on the demo encounter's board."""

from pathlib import Path

from rules.journal import JournalStore
from tui.app import DegaineApp
from tui.demo import create_demo
from tui.screens.vampire_board import VampireBoard


async def test_app_resumes_the_demo_encounter_on_its_board(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "d.sqlite3")
    create_demo(store)
    app = DegaineApp(store=store, resume=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, VampireBoard)
        rows = [row.name for row in app.screen.view.rows] if app.screen.view else []
        assert rows[:2] == ["Ann (PC)", "Cid (NPC)"]
        await pilot.press("q")
    assert app.return_code == 0
