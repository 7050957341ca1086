"""The app opens on the demo encounter's board."""

import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

from bench.fixtures import vampire_store
from rules.commands import Redo
from rules.encounter import Encounter
from rules.journal import JournalStore
from rules.view import VIEW_FORMAT, state_json
from tests.tui.pilot_helpers import notifications
from tui.app import DegaineApp
from tui.bridge import EncounterBridge
from tui.config import Config, save_config
from tui.demo import create_demo
from tui.paths import config_path
from tui.screens.board import BoardScreen
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


class RecordingApp(DegaineApp):
    """Remembers what the board showed when the journal replay began."""

    shown_before_replay: tuple[Any, ...] | None = None

    def finish_opening(self, bridge: EncounterBridge) -> None:
        board = self.screen
        if isinstance(board, BoardScreen) and not bridge.loaded:
            self.shown_before_replay = shown(board)
        super().finish_opening(bridge)


def shown(board: BoardScreen[Any]) -> tuple[Any, ...]:
    view = board.view
    assert view is not None
    # The details lines are made on demand: compared as the lines they make.
    details = {actor: view.detail(actor) for actor in board.data.actors}
    return (
        (view.title, view.status, view.hint, view.columns, view.rows),
        details,
        board.log_text,
        board.undo_depth,
        board.redo_depth,
        board.data.json,
    )


def long_fight(path: Path) -> None:
    """A stored fight with more records than the log shows, and two steps undone."""
    vampire_store(path, 45)
    store = JournalStore(path)
    encounter = Encounter(store=store, encounter_id=store.encounters()[0].id)
    encounter.handle({"cmd": "declare", "actor": state_json(encounter)["declare_next"][0]})
    encounter.handle({"cmd": "undo", "steps": 2})
    store.close()


async def test_a_resumed_board_paints_the_saved_view_then_replays_to_the_same_board(
    tmp_path: Path,
) -> None:
    long_fight(tmp_path / "f.sqlite3")
    app = RecordingApp(store=JournalStore(tmp_path / "f.sqlite3"), resume=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        board = app.screen
        assert isinstance(board, BoardScreen) and board.bridge.loaded
        assert app.shown_before_replay is not None, "the board did not paint the saved view"
        assert shown(board) == app.shown_before_replay
        assert board.redo_depth == 2 and board.log_text[-1].startswith(" 47 ")


async def test_keys_sent_before_the_replay_reach_the_real_encounter(tmp_path: Path) -> None:
    long_fight(tmp_path / "f.sqlite3")
    store = JournalStore(tmp_path / "f.sqlite3")
    stored = store.view(1, VIEW_FORMAT)
    assert stored is not None
    bridge = EncounterBridge.deferred(lambda: Encounter(store=store, encounter_id=1), stored)
    assert not bridge.loaded and bridge.system == "vampire"
    assert bridge.send(Redo) is None
    assert bridge.loaded and len(bridge.encounter.records) == 48


async def test_a_damaged_journal_behind_a_saved_view_goes_home_with_a_message(
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


def test_the_first_paint_of_a_resumed_board_needs_no_pydantic(tmp_path: Path) -> None:
    # The rules engine (pydantic models) loads after the first frame: start-up speed.
    long_fight(tmp_path / "f.sqlite3")
    save_config(Config(theme="degaine-light", keys={"undo": "u,ctrl+z"}), config_path())
    code = (
        "import sys\n"
        "from tui.launch import prepare_environment\n"
        "prepare_environment()\n"
        "from rules.journal import JournalStore\n"
        "from tui.app import DegaineApp\n"
        "class Probe(DegaineApp):\n"
        "    def on_ready(self):\n"
        "        print(type(self.screen).__name__, self.theme, 'pydantic' in sys.modules)\n"
        "        self.exit()\n"
        f"Probe(store=JournalStore({str(tmp_path / 'f.sqlite3')!r}), resume=True)"
        ".run(headless=True, size=(80, 24))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.split() == ["VampireBoard", "degaine-light", "False"]


async def test_a_saved_view_the_board_cannot_read_is_replaced_by_the_replay(
    tmp_path: Path,
) -> None:
    # As if saved by another version of degaine whose state JSON had another shape.
    long_fight(tmp_path / "f.sqlite3")
    with sqlite3.connect(tmp_path / "f.sqlite3") as db:
        db.execute("""UPDATE views SET state = '{"system": "vampire", "actors": {"x": {}}}'""")
    app = DegaineApp(store=JournalStore(tmp_path / "f.sqlite3"), resume=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        board = app.screen
        assert isinstance(board, VampireBoard) and board.bridge.loaded
        assert board.undo_depth == 47 and len(board.data.actors) == 45
