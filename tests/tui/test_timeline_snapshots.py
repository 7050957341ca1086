"""Snapshots of the zebra timeline at 80×24 and 120×40, in two themes."""

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from rules.encounter import Encounter
from tests.rules.zebra_common import act
from tests.tui.looks import LOOKS
from tests.tui.scenes import scene_store
from tui.app import DegaineApp

#: After the scene: the first Sequence played out, Ann and Bob overspent, the second
#: rolled with the overspend off their counters (Z8), and one action in it.
SECOND_SEQUENCE = [
    act("ann", "charge"),  # Ann 13 → 6
    act("bob", "aim"),  # Bob 11 → 8
    act("cid", 8, label="climb the rope"),  # Cid 10 → 2
    act("bob", "reload"),  # Bob 8 → 2
    act("ann", "strike"),  # Ann 6 → 1
    act("bob", "shoot"),  # Bob 2 → −2
    act("cid", "look"),  # Cid 2 → 0
    act("ann", "shoot"),  # Ann 1 → −3
    {"cmd": "engage", "actor": "ann", "target": "bob"},
    {"cmd": "position", "actor": "bob", "position": "tir"},
    # Ann 3+2+3+11 − 3 = 16, Bob 2+4+2+14 − 2 = 20, Cid 2+2+2+9 = 15.
    {"cmd": "sequence", "dice": {"ann": 11, "bob": 14, "cid": 9}},
    act("bob", "shoot"),
]


@pytest.mark.parametrize(("theme", "size"), LOOKS)
def test_timeline(snap_compare: Any, tmp_path: Path, size: tuple[int, int], theme: str) -> None:
    store = scene_store(tmp_path / "s.sqlite3", "zebra")
    app = DegaineApp(store=store, theme_name=theme, resume=True)
    assert snap_compare(app, press=["t"], terminal_size=size)


@pytest.mark.parametrize(("theme", "size"), LOOKS)
def test_timeline_second_Sequence_carries_the_overspend_Z8(
    snap_compare: Any, tmp_path: Path, size: tuple[int, int], theme: str
) -> None:
    store = scene_store(tmp_path / "s.sqlite3", "zebra")
    encounter = Encounter(store=store, encounter_id=store.encounters()[0].id)
    for command in SECOND_SEQUENCE:
        encounter.handle(command)
    store._db.execute("UPDATE encounters SET updated_at = created_at")
    app = DegaineApp(store=store, theme_name=theme, resume=True)

    async def open_timeline(pilot: Pilot[None]) -> None:
        await pilot.press("t")
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=open_timeline)
