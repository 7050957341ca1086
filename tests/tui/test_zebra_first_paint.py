"""A resumed zebra board paints its saved view before the rules engine loads."""

import subprocess
import sys
from pathlib import Path

from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.journal import JournalStore
from tests.tui.scenes import SCENES


def test_the_first_paint_of_a_resumed_zebra_board_needs_no_pydantic(tmp_path: Path) -> None:
    # The typed views (rules.systems.zebra.views) are read at the first paint: they,
    # and the zebra package they live in, must not load the pydantic models.
    path = tmp_path / "z.sqlite3"
    store = JournalStore(path)
    encounter = Encounter(store=store, dice=DiceSource(seed=2))
    for command in SCENES["zebra"]:
        encounter.handle(command)
    store.close()
    code = (
        "import sys\n"
        "from tui.launch import prepare_environment\n"
        "prepare_environment()\n"
        "from rules.journal import JournalStore\n"
        "from tui.app import DegaineApp\n"
        "class Probe(DegaineApp):\n"
        "    def on_ready(self):\n"
        "        view = self.screen.view\n"
        "        print(type(self.screen).__name__, 'pydantic' in sys.modules)\n"
        "        print(view.status if view else '')\n"
        "        self.exit()\n"
        f"Probe(store=JournalStore({str(path)!r}), resume=True)"
        ".run(headless=True, size=(80, 24))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert result.stdout.splitlines() == ["ZebraBoard False", "Zebra Island · Sequence 1 running"]
