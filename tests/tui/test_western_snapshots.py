"""Snapshots of the duel (W10) and ambush (W9) screens at 80×24 and 120×40, in two themes."""

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from tests.tui.looks import LOOKS, SIZES, THEMES
from tests.tui.scenes import AMBUSH_KEYS, DUEL_DRAWING, DUEL_REVEALED, WESTERN_CAST, commands_store
from tui.app import DegaineApp


@pytest.mark.parametrize(("theme", "size"), LOOKS)
def test_duel_degainer_masks_the_other_duelist_W10(
    snap_compare: Any, tmp_path: Path, size: tuple[int, int], theme: str
) -> None:
    # Black Bart, the first still to declare, holds the keyboard: Ann's split and
    # sacrifice, her pool, Tension and Panache are masked.
    store = commands_store(tmp_path / "s.sqlite3", DUEL_DRAWING)
    app = DegaineApp(store=store, theme_name=theme, resume=True)
    assert snap_compare(app, press=["M"], terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_board_masks_the_duelists_in_degainer_W10(
    snap_compare: Any, tmp_path: Path, size: tuple[int, int]
) -> None:
    # One masked row per duelist, no score, no dice, the log stopped at the duel.
    store = commands_store(tmp_path / "s.sqlite3", DUEL_DRAWING)
    app = DegaineApp(store=store, resume=True)
    assert snap_compare(app, terminal_size=size)


@pytest.mark.parametrize("theme", THEMES)
def test_duel_revealed_tie_is_one_slot_W5_G3(snap_compare: Any, tmp_path: Path, theme: str) -> None:
    store = commands_store(tmp_path / "s.sqlite3", DUEL_REVEALED)
    app = DegaineApp(store=store, theme_name=theme, resume=True)
    assert snap_compare(app, press=["M"], terminal_size=(80, 24))


@pytest.mark.parametrize(("theme", "size"), LOOKS)
def test_ambush_who_is_surprised_W9(
    snap_compare: Any, tmp_path: Path, size: tuple[int, int], theme: str
) -> None:
    store = commands_store(tmp_path / "s.sqlite3", WESTERN_CAST)
    app = DegaineApp(store=store, theme_name=theme, resume=True)

    async def spring(pilot: Pilot[None]) -> None:
        await pilot.press(*AMBUSH_KEYS.split())

    assert snap_compare(app, terminal_size=size, run_before=spring)
