"""The real program on a pseudo-terminal: end-of-file, SIGHUP and SIGTERM end it cleanly."""

import os
import pty
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")


def start(tmp_path: Path, stdin_devnull: bool) -> tuple[subprocess.Popen[bytes], int]:
    master, slave = pty.openpty()
    env = {
        **os.environ,
        "DEGAINE_DB": str(tmp_path / "store.sqlite3"),
        "DEGAINE_CONFIG": str(tmp_path / "config.toml"),
        "TERM": "xterm-256color",
        "COLUMNS": "80",
        "LINES": "24",
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "tui.cli"],
        stdin=subprocess.DEVNULL if stdin_devnull else slave,
        stdout=slave,
        stderr=slave,
        env=env,
        start_new_session=True,
    )
    os.close(slave)
    return process, master


def read_until(master: int, needle: bytes, timeout: float) -> bytes:
    seen = b""
    deadline = time.monotonic() + timeout
    while needle not in seen and time.monotonic() < deadline:
        ready, _w, _x = select.select([master], [], [], 0.1)
        if ready:
            try:
                seen += os.read(master, 65536)
            except OSError:
                break
    return seen


def drain(master: int, process: subprocess.Popen[bytes], timeout: float) -> bytes:
    seen = b""
    deadline = time.monotonic() + timeout
    while process.poll() is None and time.monotonic() < deadline:
        ready, _w, _x = select.select([master], [], [], 0.1)
        if ready:
            try:
                seen += os.read(master, 65536)
            except OSError:
                break
    return seen


def test_end_of_input_exits_cleanly_instead_of_spinning(tmp_path: Path) -> None:
    process, master = start(tmp_path, stdin_devnull=True)
    output = drain(master, process, timeout=20)
    assert process.wait(timeout=5) == 0
    assert b"Traceback" not in output
    os.close(master)


@pytest.mark.parametrize("signum", [signal.SIGHUP, signal.SIGTERM])
def test_hangup_and_terminate_exit_cleanly_with_everything_saved(
    tmp_path: Path, signum: signal.Signals
) -> None:
    process, master = start(tmp_path, stdin_devnull=False)
    assert b"undo" in read_until(master, b"undo", timeout=20)  # the board is on screen
    process.send_signal(signum)
    output = drain(master, process, timeout=10)
    assert process.wait(timeout=5) == 0
    assert b"Traceback" not in output
    os.close(master)
    from rules.journal import JournalStore

    store = JournalStore(tmp_path / "store.sqlite3")
    assert store.encounters()[0].head > 0  # the demo encounter was committed
