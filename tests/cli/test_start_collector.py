"""Start-up holds the cyclic garbage collector until the first frame, and only then."""

import gc
from pathlib import Path

from tui.launch import hold_collector, launch, release_collector


def test_the_collector_is_held_then_released_with_start_up_frozen() -> None:
    assert gc.isenabled()
    try:
        hold_collector()
        assert not gc.isenabled()
        release_collector()
        assert gc.isenabled() and gc.get_freeze_count() > 0
        release_collector()  # once only: a second call changes nothing
        assert gc.isenabled()
    finally:
        gc.enable()
        gc.unfreeze()


def test_a_collector_someone_else_turned_off_stays_off() -> None:
    gc.disable()
    try:
        hold_collector()
        release_collector()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_start_that_never_draws_a_frame_gives_the_collector_back(tmp_path: Path) -> None:
    folder = tmp_path / "a folder"
    folder.mkdir()
    assert launch(db=str(folder)) == 2  # a folder is no store: refused before the app
    assert gc.isenabled()
