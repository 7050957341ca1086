"""The app opens on the demo encounter's board."""

import sqlite3
from pathlib import Path

from bench.fixtures import vampire_store
from rules.encounter import Encounter
from rules.journal import JournalStore
from rules.view import state_json
from tests.tui.pilot_helpers import notifications
from tui.app import DegaineApp
from tui.demo import create_demo
from tui.screens.home import HomeScreen
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


def long_fight(path: Path) -> None:
    """A stored fight with more records than the log shows, and two steps undone."""
    vampire_store(path, 45)
    store = JournalStore(path)
    encounter = Encounter(store=store, encounter_id=store.encounters()[0].id)
    encounter.handle({"cmd": "declare", "actor": state_json(encounter)["declare_next"][0]})
    encounter.handle({"cmd": "undo", "steps": 2})
    store.close()


async def test_a_resumed_board_is_the_first_screen_with_the_real_encounter_behind_it(
    tmp_path: Path,
) -> None:
    long_fight(tmp_path / "f.sqlite3")
    app = DegaineApp(store=JournalStore(tmp_path / "f.sqlite3"), resume=True)
    async with app.run_test(size=(120, 40)) as pilot:
        board = app.screen
        # The first screen: nothing was pushed over another one, nothing replays later.
        assert isinstance(board, VampireBoard) and app.screen_stack == [board]
        assert app.bridge is board.bridge and len(board.bridge.encounter.records) == 47
        await pilot.pause()
        assert board.undo_depth == 47 and board.redo_depth == 2
        assert board.log_text[-1].startswith(" 47 ") and len(board.data.actors) == 45
        await pilot.press("U")  # redo: the keys reach the encounter at once
        await pilot.pause()
        assert board.undo_depth == 48 and board.redo_depth == 1
        assert len(board.bridge.encounter.records) == 48


async def test_a_damaged_journal_goes_home_with_a_message(
    tmp_path: Path,
) -> None:
    long_fight(tmp_path / "f.sqlite3")
    with sqlite3.connect(tmp_path / "f.sqlite3") as db:
        db.execute('UPDATE journal SET events = \'[{"kind": "no_such_event"}]\' WHERE seq = 3')
    app = DegaineApp(store=JournalStore(tmp_path / "f.sqlite3"), resume=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert any(
            "(no. 1) is damaged at record 3: unknown event kind 'no_such_event'" in text
            for text in notifications(app)
        )
