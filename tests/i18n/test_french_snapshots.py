"""The board of each system and its help (F1) in French at 80×24, as the English ones: the
same scenes, nothing cut that is whole in English (issue 14)."""

from pathlib import Path
from typing import Any

import pytest

from tests.i18n.fresh_modules import attribute

SYSTEMS = ["vampire", "western", "zebra"]


def french_board(tmp_path: Path, system: str) -> Any:
    """The app on ``system``'s snapshot scene (several combatants, mid-round), in French."""
    store = attribute("tests.tui.scenes", "scene_store")(tmp_path / "s.sqlite3", system)
    return attribute("tui.app", "DegaineApp")(store=store, resume=True)


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_board_in_french(snap_compare: Any, tmp_path: Path, system: str, french: None) -> None:
    assert snap_compare(french_board(tmp_path, system), terminal_size=(80, 24))


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_help_in_french(snap_compare: Any, tmp_path: Path, system: str, french: None) -> None:
    assert snap_compare(french_board(tmp_path, system), press=["f1"], terminal_size=(80, 24))
