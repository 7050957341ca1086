"""Random bursts of keys on each system's board, in a real terminal: nothing crashes.

Every key the boards, their dialogs and their procedure screens bind (and Enter,
Esc, Ctrl+G, digits, letters, arrows, page keys), sent a few at a time in single
writes, as a fast typist or a laggy link delivers them. The seeds are fixed; the
keys that end the program (q, Ctrl+Q) and the command palette (whose Quit and
Screenshot entries random typing finds) are left out: the palette has its own
burst tests.
"""

import random
import time
from pathlib import Path
from typing import Any

import pytest

from tests.terminal.harness import Terminal
from tests.tui.scenes import SCENES, commands_store

NAMED_KEYS = [
    b"\r",  # Enter
    b"\x1b",  # Esc
    b"\x07",  # Ctrl+G
    b"\t",  # Tab
    b"\x1b[Z",  # Shift+Tab
    b"\x1b[A",  # arrows
    b"\x1b[B",
    b"\x1b[C",
    b"\x1b[D",
    b"\x1bOP",  # F1
    b"\x1bOQ",  # F2
    b"\x1b[15~",  # F5
    b"\x13",  # Ctrl+S
    b"\x12",  # Ctrl+R
    b"\x1a",  # Ctrl+Z
    b"\x19",  # Ctrl+Y
    b"\x0f",  # Ctrl+O
    b" ",
    b"\x7f",  # Backspace
    b"\x1b[3~",  # Delete
    b"\x1b[5~",  # Page Up
    b"\x1b[6~",  # Page Down
    b"\x1b[H",  # Home
    b"\x1b[F",  # End
]
#: Every letter but q and Q (quit), digits, and the punctuation the boards bind.
TYPED_KEYS = [
    bytes([c]) for c in b"abcdefghijklmnoprstuvwxyzABCDEFGHIJKLMNOPRSTUVWXYZ0123456789=?-,"
]
KEYS = NAMED_KEYS + TYPED_KEYS

#: About this many keys per system, each run bounded in time.
KEY_COUNT = 300
TIME_LIMIT = 20.0

BOARDS: dict[str, list[dict[str, Any]] | None] = {
    "vampire": None,  # the demo a new store starts with
    "western": SCENES["western"],
    "zebra": SCENES["zebra"],
}


def run_bursts(term: Terminal, seed: int) -> list[bytes]:
    """Random bursts of 1 to 6 keys, read back between them; the keys sent."""
    rng = random.Random(seed)
    sent: list[bytes] = []
    deadline = time.monotonic() + TIME_LIMIT
    while len(sent) < KEY_COUNT and time.monotonic() < deadline:
        burst = [rng.choice(KEYS) for _ in range(rng.randint(1, 6))]
        term.send(*burst)
        sent += burst
        # Sometimes the next burst comes at once, sometimes after the screen caught up.
        for _ in range(rng.randint(0, 3)):
            term.pump(0.03)
        if term.process.poll() is not None:
            break
    return sent


@pytest.mark.parametrize("system", BOARDS)
def test_random_key_bursts_never_crash_the_board(tmp_path: Path, system: str) -> None:
    commands = BOARDS[system]
    if commands is not None:
        commands_store(tmp_path / "store.sqlite3", commands).close()
    with Terminal(tmp_path) as term:
        term.wait_for("undo")
        sent = run_bursts(term, seed=sum(map(ord, system)))
        screen = term.settle(0.5)
        last = b" ".join(sent[-20:])
        assert term.process.poll() is None, f"exited after …{last!r}:\n{screen}"
        assert b"Traceback" not in term.output, f"a traceback after …{last!r}:\n{screen}"
        assert len(sent) >= 100, "too few keys sent in the time allowed"
