"""End-of-file on standard input ends degaine cleanly: it never spins on a closed input.

The screen is still a live terminal here (only the input ended), so the exit must
also give it back: the alternate screen left, no traceback.
"""

import os
import sys
from pathlib import Path

import pytest

from rules.journal import JournalStore
from tests.terminal.harness import Terminal

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")

#: Starting up included, on a busy machine: only a hang or a spin takes longer.
START_AND_EXIT_WITHIN = 30.0
#: Once the board is up, end-of-input ends it within the promise made for hangups.
EXIT_WITHIN = 2.0
ALT_SCREEN_OFF = b"\x1b[?1049l"


def assert_left_cleanly(term: Terminal, status: int | None) -> None:
    if status is None:
        term.close()
        pytest.fail("still running after end-of-input (killed)")
    assert status == 0
    term.settle(0.2)
    assert b"Traceback" not in term.output
    assert ALT_SCREEN_OFF in term.output


def test_stdin_from_dev_null_exits(tmp_path: Path) -> None:
    with Path(os.devnull).open("rb") as null, Terminal(tmp_path, stdin=null.fileno()) as term:
        assert_left_cleanly(term, term.wait_exit(START_AND_EXIT_WITHIN))


def test_stdin_from_a_pipe_already_closed_exits(tmp_path: Path) -> None:
    read_end, write_end = os.pipe()
    os.close(write_end)
    try:
        with Terminal(tmp_path, stdin=read_end) as term:
            assert_left_cleanly(term, term.wait_exit(START_AND_EXIT_WITHIN))
    finally:
        os.close(read_end)


def test_a_pipe_closed_under_the_board_ends_it_within_2_s(tmp_path: Path) -> None:
    read_end, write_end = os.pipe()
    try:
        with Terminal(tmp_path, stdin=read_end) as term:
            term.wait_for("undo 7")
            os.write(write_end, b"H")  # a key read from the pipe: Ann hidden (G5)
            term.wait_for("undo 8")
            os.close(write_end)
            write_end = -1
            assert_left_cleanly(term, term.wait_exit(EXIT_WITHIN))
    finally:
        os.close(read_end)
        if write_end >= 0:
            os.close(write_end)
    with JournalStore(tmp_path / "store.sqlite3") as store:
        (demo,) = store.encounters()
        assert store.load(demo.id)[1] == 8  # the command the screen showed is kept
