"""A closed terminal ends degaine within 2 s, every time, whatever arrives first.

degaine runs as the session leader of a pty (``ssh host 'exec degaine'``, a tmux pane
running ``exec degaine``); closing the pty's master end is the hangup. Depending on
the case the kernel's SIGHUP (and SIGCONT), EIO on standard input and EIO on the next
frame arrive in a different order. Twenty hangups in all: none may survive 2 s.
"""

import os
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from rules.journal import JournalStore
from tests.terminal.harness import DOWN, UP, Terminal
from tui.demo import create_demo

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")

#: The promise: a closed terminal ends the process within this many seconds.
EXIT_WITHIN = 2.0
REPEATS = 4
#: What a terminal app writes to enter the alternate screen, once per application mode.
ALT_SCREEN_ON = b"\x1b[?1049h"


def demo_board(tmp_path: Path, *, controlling_terminal: bool = True) -> Terminal:
    term = Terminal(tmp_path, controlling_terminal=controlling_terminal)
    term.wait_for("undo")
    term.settle(0.2)
    return term


def hang_up_idle(term: Terminal) -> None:
    term.hang_up()


def hang_up_after_sighup(term: Terminal) -> None:
    # The SIGHUP first, on a terminal still open, then the pty goes.
    term.process.send_signal(signal.SIGHUP)
    term.hang_up()


def hang_up_with_keys_in_flight(term: Terminal) -> None:
    # Commands (hide, out) and moves still being read and committed when the pty goes.
    term.send(b"H", DOWN, b"o", UP, b"H" * 3, DOWN * 5, b"o")
    term.hang_up()


def hang_up_over_a_dialog(term: Terminal) -> None:
    term.write("w")
    term.wait_for("health level")
    term.hang_up()


#: Each case: how the terminal goes, and whether it is the session's controlling
#: terminal (without one, closing it sends no SIGHUP at all: only EIO on both ends).
HANGUPS: dict[str, tuple[Callable[[Terminal], None], bool]] = {
    "idle": (hang_up_idle, True),
    "sighup-first": (hang_up_after_sighup, True),
    "no-sighup": (hang_up_idle, False),
    "keys-in-flight": (hang_up_with_keys_in_flight, True),
    "dialog-open": (hang_up_over_a_dialog, True),
}


def assert_ends_within(term: Terminal, seconds: float) -> int:
    """The exit status, once the process ended within ``seconds``; else it is killed."""
    status = term.wait_exit(seconds)
    if status is None:
        term.close()
        pytest.fail(f"still running {seconds} s after the hangup: a survivor (killed)")
    return status


@pytest.mark.parametrize("attempt", range(REPEATS))
@pytest.mark.parametrize("case", list(HANGUPS))
def test_a_hangup_ends_the_gm_app_within_2_s(tmp_path: Path, case: str, attempt: int) -> None:
    hang_up, controlling = HANGUPS[case]
    with demo_board(tmp_path, controlling_terminal=controlling) as term:
        assert "Traceback" not in term.text()
        hang_up(term)
        # 0, as for SIGTERM: a hangup is how a GM leaves over SSH, and nothing failed.
        assert assert_ends_within(term, EXIT_WITHIN) == 0
    with JournalStore(tmp_path / "store.sqlite3") as store:
        (demo,) = store.encounters()
        records, head = store.load(demo.id)
        assert head == len(records) >= 7  # the demo, and whatever the keys committed


@pytest.mark.parametrize("case", ["idle", "sighup-first", "no-sighup"])
def test_a_hangup_ends_the_players_board_within_2_s(tmp_path: Path, case: str) -> None:
    with JournalStore(tmp_path / "store.sqlite3") as store:
        create_demo(store)
    hang_up, controlling = HANGUPS[case]
    with Terminal(tmp_path, ["board"], controlling_terminal=controlling) as term:
        term.wait_for("Ann")  # following the demo encounter
        term.settle(0.2)
        hang_up(term)
        assert assert_ends_within(term, EXIT_WITHIN) == 0


def test_a_failed_write_alone_ends_the_app_within_2_s(tmp_path: Path) -> None:
    """Input from a pipe that stays open, no controlling terminal: when the screen's
    pty closes, nothing but the next frame's EIO can tell (here, the frame a move
    from the pipe repaints)."""
    read_end, write_end = os.pipe()
    try:
        with Terminal(tmp_path, controlling_terminal=False, stdin=read_end) as term:
            term.wait_for("undo")
            term.settle(0.2)
            term.hang_up()
            os.write(write_end, DOWN)
            assert assert_ends_within(term, EXIT_WITHIN) == 0
    finally:
        os.close(read_end)
        os.close(write_end)


def test_sigterm_on_a_terminal_that_reads_nothing_ends_within_2_s(tmp_path: Path) -> None:
    """The safety net: a terminal still open but unread blocks Textual's writer thread,
    and its shutdown waits for that thread; the exit deadline ends the process anyway."""
    with demo_board(tmp_path) as term:
        # Moves repaint the board; nothing reads them, so the pty's buffer fills up.
        for _burst in range(60):
            term.send((DOWN + UP) * 5)
            time.sleep(0.02)
        time.sleep(0.5)
        term.process.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + EXIT_WITHIN
        while term.process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.02)  # still not reading: the terminal stays full
        status = term.process.poll()
        if status is None:
            term.close()
            pytest.fail(f"still running {EXIT_WITHIN} s after SIGTERM (killed)")
        assert status == 0
    with JournalStore(tmp_path / "store.sqlite3") as store:
        (demo,) = store.encounters()
        assert store.load(demo.id)[1] == 7  # moves are not commands: the demo is intact


def test_a_stray_sigcont_does_not_restart_the_app_on_its_terminal(tmp_path: Path) -> None:
    """The kernel sends SIGCONT with every hangup's SIGHUP. Textual's driver takes any
    SIGCONT for the end of a suspend and starts application mode over: a second input
    thread and writer, on what is by then a dead terminal. Only a suspend may resume."""
    with demo_board(tmp_path) as term:
        entered = term.output.count(ALT_SCREEN_ON)
        term.process.send_signal(signal.SIGCONT)
        term.settle(0.3)
        assert term.output.count(ALT_SCREEN_ON) == entered
        term.write("H")  # the board still answers, with one input thread
        term.wait_for("undo 8")
        term.write("q")
        assert assert_ends_within(term, 10) == 0


def test_a_suspended_app_still_resumes_on_sigcont_and_then_hangs_up_cleanly(
    tmp_path: Path,
) -> None:
    with demo_board(tmp_path) as term:
        term.process.send_signal(signal.SIGTSTP)  # Textual leaves the screen, then stops
        term.settle(0.3)
        term.process.send_signal(signal.SIGCONT)
        term.settle(0.3)
        assert term.output.count(ALT_SCREEN_ON) == 2  # application mode again
        term.write("H")
        term.wait_for("undo 8")
        term.hang_up()
        assert assert_ends_within(term, EXIT_WITHIN) == 0
