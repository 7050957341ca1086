"""Snapshots of the history screen at 80×24 and 120×40, in two themes, and searching."""

from pathlib import Path
from typing import Any

import pytest

from rules.encounter import Encounter
from tests.tui.looks import LOOKS
from tests.tui.scenes import scene_store
from tui.app import DegaineApp


def vampire_app(tmp_path: Path, theme: str) -> DegaineApp:
    """The vampire scene with its last step undone: the history shows one [undone] step."""
    store = scene_store(tmp_path / "s.sqlite3", "vampire")
    Encounter(store=store, encounter_id=store.encounters()[0].id).undo(1)
    store._db.execute("UPDATE encounters SET updated_at = created_at")
    return DegaineApp(store=store, theme_name=theme, resume=True)


@pytest.mark.parametrize(("theme", "size"), LOOKS)
def test_history(snap_compare: Any, tmp_path: Path, size: tuple[int, int], theme: str) -> None:
    assert snap_compare(vampire_app(tmp_path, theme), press=["R"], terminal_size=size)


def test_history_searching(snap_compare: Any, tmp_path: Path) -> None:
    app = vampire_app(tmp_path, "degaine-dark")
    assert snap_compare(app, press=["R", *"ghoul"], terminal_size=(80, 24))
