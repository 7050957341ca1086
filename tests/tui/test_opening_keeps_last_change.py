"""Opening an encounter does not move its "last change" (issue 23)."""

from pathlib import Path

from rules.journal import JournalStore
from tests.tui.pilot_helpers import burst, screen_text
from tests.tui.scenes import FIXED_TIME, scene_store
from tui.app import DegaineApp
from tui.screens.board import BoardScreen


def listed(app: DegaineApp) -> list[str]:
    return [line for line in screen_text(app).splitlines() if "The alley  Vampire" in line]


async def test_opening_an_encounter_leaves_its_last_change(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    scene_store(path, "vampire").close()
    store = JournalStore(path)
    app = DegaineApp(store=store)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        before = listed(app)
        assert len(before) == 1
        await burst(pilot, "enter")
        assert isinstance(app.screen, BoardScreen)
        await burst(pilot, "f2")
        assert listed(app) == before
    [info] = store.encounters()
    assert info.updated_at == FIXED_TIME
    store.close()
