"""The app opens on the demo encounter and shows its order."""

from pathlib import Path

from rules.journal import JournalStore
from tui.app import DegaineApp
from tui.demo import create_demo


async def test_app_opens_on_the_demo_encounter(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "d.sqlite3")
    create_demo(store)
    app = DegaineApp(store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = app.render_order()
        assert "Ann (16)" in text
        assert "Cid (14)" in text and "Bob (12)" in text
        await pilot.press("q")
    assert app.return_code == 0
