"""Snapshots of the players' board: each system's scene at 80×24 and 120×40, in two themes.

The scenes hide a combatant (the vampire Ghoul, zebra's Cid, western's Cid) and
label an action after it ("shoot Ghoul"): none of it may show.
"""

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from rules.encounter import Encounter
from rules.journal import JournalStore
from tests.tui.looks import LOOKS
from tests.tui.scenes import SCENES, scene_store
from tui.players.app import PlayersApp


@pytest.mark.parametrize(("theme", "size"), LOOKS)
@pytest.mark.parametrize("system", sorted(SCENES))
def test_players_board(
    snap_compare: Any, tmp_path: Path, system: str, size: tuple[int, int], theme: str
) -> None:
    path = tmp_path / "s.sqlite3"
    scene_store(path, system)
    assert snap_compare(PlayersApp(path, theme_name=theme), terminal_size=size)


def test_players_board_waiting_for_the_gm(snap_compare: Any, tmp_path: Path) -> None:
    assert snap_compare(PlayersApp(tmp_path / "none.sqlite3"), terminal_size=(80, 24))


def test_players_board_in_a_duel_before_the_reveal_W10(snap_compare: Any, tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    store = JournalStore(path)
    encounter = Encounter(store=store)
    for command in [
        *SCENES["western"][:5],
        {"cmd": "duel", "duelists": ["ann", "bob"]},
        {"cmd": "declare", "actor": "ann", "actions": [5, 3], "labels": ["secret", "plan"]},
    ]:
        encounter.handle(command)
    assert snap_compare(PlayersApp(path), terminal_size=(80, 24))


def test_players_board_help(snap_compare: Any, tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    scene_store(path, "zebra")

    async def open_help(pilot: Pilot[None]) -> None:
        await pilot.press("f1")
        await pilot.pause()

    assert snap_compare(PlayersApp(path), terminal_size=(80, 24), run_before=open_help)
