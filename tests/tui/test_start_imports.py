"""Opening a board imports only what its first frame needs (issue 15: start-up CPU).

Each module below costs start-up time and is needed only once the GM asks for it: the
dialogs and forms when one opens, the list, the history, the roster and the share
when they are shown, the other systems never. A fresh interpreter opens a stored
vampire board and says which of them it loaded.
"""

import json
import subprocess
import sys
from pathlib import Path

from bench.fixtures import vampire_store
from tests.rules.module_graph import ROOT

#: Loaded by no resumed board before the GM asks for what they do.
NOT_AT_START = (
    "tui.screens.choice",
    "tui.screens.dialog",
    "tui.screens.form",
    "tui.screens.help",
    "tui.screens.history",
    "tui.screens.home",
    "tui.screens.roster",
    "tui.screens.setup",
    "tui.share.command",
    "rules.history",
    "rules.systems.western",
    "rules.systems.zebra",
)

OPEN_THE_BOARD = """
import asyncio, json, sys
from pathlib import Path
from rules.journal import JournalStore
from tui.app import DegaineApp

watched = json.loads(sys.argv[2])

async def main() -> None:
    app = DegaineApp(store=JournalStore(Path(sys.argv[1])), resume=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        shown = type(app.screen).__name__
        at_start = [name for name in watched if name in sys.modules]
        await pilot.press("f1")
        await pilot.pause()
        after_help = [name for name in watched if name in sys.modules]
        await pilot.press("escape", "q")
    print(json.dumps({"screen": shown, "at_start": at_start, "after_help": after_help}))

asyncio.run(main())
"""


def test_a_resumed_board_loads_no_dialog_no_other_screen_and_no_other_system(
    tmp_path: Path,
) -> None:
    store = tmp_path / "board.sqlite3"
    vampire_store(store, 6)
    done = subprocess.run(
        [sys.executable, "-c", OPEN_THE_BOARD, str(store), json.dumps(NOT_AT_START)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["screen"] == "VampireBoard"
    assert found["at_start"] == []
    # The check sees a module once it is used: F1 brings the help screen, and its module.
    assert "tui.screens.help" in found["after_help"]
