"""The roster screen at 80×24: the list, the filter line, the details and the footer."""

from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from rules.journal import JournalStore
from rules.roster import character
from tests.tui.test_roster_screen import shown
from tui.app import DegaineApp


def test_roster_80x24(snap_compare: Any, tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "s.sqlite3")
    store.create_encounter("The saloon")
    for saved in (
        character("western", "ann", "Annie Oakley", "pc", {"attribute": 3, "skill": 4}),
        character("western", "bart", "Black Bart", "npc", {"attribute": 4, "skill": 2}),
        character("western", "doc", "Doc Holliday", "pc", {"attribute": 2, "skill": 5}),
        character("zebra", "zed", "Zed", "npc", {"aplomb": 5, "skill": 2}),
    ):
        store.save_character(saved)

    async def open_western(pilot: Pilot[None]) -> None:
        await pilot.press("R", "right", "down")
        # Black Bart's details once they are drawn (a loaded machine takes more frames).
        await shown(pilot, "Black Bart · NPC")

    app = DegaineApp(store=store, theme_name="degaine-dark")
    assert snap_compare(app, terminal_size=(80, 24), run_before=open_western)
