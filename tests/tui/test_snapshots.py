"""Snapshots of each screen, for each system, at 80×24 and 120×40, in two themes (the
looks of tests/tui/looks.py)."""

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from rules.encounter import Encounter
from tests.tui.looks import ALL_LOOKS, LOOKS
from tests.tui.scenes import SCENES, scene_store
from tui.app import DegaineApp
from tui.bridge import EncounterBridge
from tui.screens.setup import SetupScreen


@pytest.mark.parametrize(("theme", "size"), LOOKS)
def test_home(snap_compare: Any, tmp_path: Path, size: tuple[int, int], theme: str) -> None:
    store = scene_store(tmp_path / "s.sqlite3", "vampire")
    assert snap_compare(DegaineApp(store=store, theme_name=theme), terminal_size=size)


@pytest.mark.parametrize(("theme", "size"), ALL_LOOKS)
@pytest.mark.parametrize("system", sorted(SCENES))
def test_board(
    snap_compare: Any, tmp_path: Path, system: str, size: tuple[int, int], theme: str
) -> None:
    store = scene_store(tmp_path / "s.sqlite3", system)
    app = DegaineApp(store=store, theme_name=theme, resume=True)
    assert snap_compare(app, terminal_size=size)


@pytest.mark.parametrize(("theme", "size"), LOOKS)
@pytest.mark.parametrize("system", sorted(SCENES))
def test_setup(
    snap_compare: Any, tmp_path: Path, system: str, size: tuple[int, int], theme: str
) -> None:
    store = scene_store(tmp_path / "s.sqlite3", system)
    app = DegaineApp(store=store, theme_name=theme)

    async def open_setup(pilot: Pilot[None]) -> None:
        encounter_id = store.encounters()[0].id
        bridge = EncounterBridge(Encounter(store=store, encounter_id=encounter_id))
        await app.push_screen(SetupScreen(bridge))
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=open_setup)


@pytest.mark.parametrize("system", sorted(SCENES))
def test_help_lists_the_board_keys(snap_compare: Any, tmp_path: Path, system: str) -> None:
    store = scene_store(tmp_path / "s.sqlite3", system)
    app = DegaineApp(store=store, resume=True)
    assert snap_compare(app, press=["f1"], terminal_size=(100, 40))
