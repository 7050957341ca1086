"""The GM's status line says the board is shared, and how many watch (issue 13).

``degaine share`` keeps a status file beside the store; here the test writes it as the
share does (tui/share/status_file.py), and the GM's app shows what it says within its
one-second check, on whichever screen shows the status bar.
"""

import asyncio
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from rules.journal import JournalStore
from tests.tui.pilot_helpers import screen_text
from tests.tui.scenes import SCENES, commands_store
from tui.app import DegaineApp
from tui.paths import share_status_path
from tui.share.status_file import StatusReader, StatusWriter


async def wait_shown(app: DegaineApp, needle: str | None, timeout: float = 5.0) -> str:
    """The screen once ``needle`` is on it (None: once nothing of a sharing is)."""
    deadline = time.monotonic() + timeout
    while True:
        text = screen_text(app)
        if (needle in text) if needle is not None else ("Shared:" not in text):
            return text
        assert time.monotonic() < deadline, f"{needle!r} never showed:\n{text}"
        await asyncio.sleep(0.1)


async def test_the_status_line_shows_the_sharing_and_its_count_and_nothing_once_stopped(
    tmp_path: Path,
) -> None:
    path = tmp_path / "store.sqlite3"
    commands_store(path, SCENES["vampire"]).close()
    app = DegaineApp(store=JournalStore(path), resume=True)
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "The alley" in text and "Shared:" not in text
        status = StatusWriter(share_status_path(path))
        status.write(0)
        await wait_shown(app, "Shared: 0 watching · undo")
        status.write(3)
        await wait_shown(app, "Shared: 3 watching · undo")
        status.write(1)
        await wait_shown(app, "Shared: 1 watching · undo")
        status.remove()
        await wait_shown(app, None)


async def test_a_status_file_left_by_a_share_that_was_killed_shows_nothing(
    tmp_path: Path,
) -> None:
    path = tmp_path / "store.sqlite3"
    commands_store(path, SCENES["vampire"]).close()
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], check=True,
                          capture_output=True, text=True)  # fmt: skip
    share_status_path(path).write_text(f'{{"pid": {int(dead.stdout)}, "watching": 2}}')
    app = DegaineApp(store=JournalStore(path), resume=True)
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        await asyncio.sleep(1.2)  # past one more check
        text = screen_text(app)
        assert "The alley" in text and "Shared:" not in text


BAD_FILES = ("", "[]", '{"pid": true, "watching": 1}', '{"pid": 1}', '{"pid": 5, "watching": -1}')


def test_the_reader_takes_only_a_whole_valid_file_and_reads_it_again_only_on_change(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "store.sqlite3-shared"
    reader = StatusReader(path)
    assert reader.watching() is None
    for bad in BAD_FILES:
        path.write_text(bad)
        assert reader.watching() is None, bad
    reads: list[Path] = []
    read_text = Path.read_text

    def counted(self: Path, *args: Any, **kwargs: Any) -> str:
        reads.append(self)
        return read_text(self, *args, **kwargs)

    monkeypatch.setattr(Path, "read_text", counted)
    StatusWriter(path).write(4)
    assert reader.watching() == 4
    # Written within the last 2 s: read again (a change within the clock's grain of the
    # last read would look the same).
    assert reader.watching() == 4 and len(reads) == 2
    long_ago = time.time_ns() - 10_000_000_000
    os.utime(path, ns=(long_ago, long_ago))
    assert reader.watching() == 4 and len(reads) == 3
    # Unchanged on disk since (same inode, time and size): one stat, not read again.
    assert reader.watching() == 4 and reader.watching() == 4
    assert reads == [path] * 3
    StatusWriter(path).write(12)
    assert reader.watching() == 12 and len(reads) == 4
