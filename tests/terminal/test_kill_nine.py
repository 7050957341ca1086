"""kill -9 at random moments of a fight driven by keys: no acknowledged command is lost.

The GM's proof that a command happened is the board: its undo counter is the
journal's head once the command is committed. Each system's fight is killed four
times (seeded delays, so a failure replays), and after each kill the store must hold
every command the screen had shown; the next start resumes at exactly that head.
"""

import os
import random
import re
import signal
import sys
import time
from pathlib import Path

import pytest

from rules.encounter import Encounter
from rules.journal import JournalStore
from tests.terminal.harness import DOWN, UP, Terminal
from tests.tui.scenes import SCENES

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")

KILLS_PER_SYSTEM = 4

#: Keys that each make one command on any board, whatever the phase, and moves between
#: actors: G4 (out of the fight, or back in), G5 (hidden, or revealed). None is ever
#: refused (a refusal's notice would cover the undo counter), none undoes: the journal's
#: head only grows.
FIGHT_KEYS = (b"H", DOWN, b"o", UP, b"H", b"o")
SYSTEMS = ("vampire", "western", "zebra")

UNDO_COUNTER = re.compile(r"undo (\d+) · redo 0$")


def shown_head(screen: str) -> int:
    """The undo counter at the end of the status bar's last line (the bar grows with a
    long hint, so that is its second line or one of the next few)."""
    found = (UNDO_COUNTER.search(line) for line in screen.splitlines()[1:7])
    match = next((m for m in found if m is not None), None)
    assert match is not None, f"no undo counter on the board:\n{screen}"
    return int(match.group(1))


def read_for(term: Terminal, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and term.pump(0.02):
        pass


def fight_then_kill(term: Terminal, head: int, rng: random.Random) -> int:
    """Send keys in bursts of one to three for a random while, kill -9, and return the
    head the screen showed last (everything the process wrote before it died)."""
    # The first command waits for the board to answer (its journal replays after the
    # first frame): from then on, every moment is a command in flight or just shown.
    term.write("H")
    term.wait_for(f"undo {head + 1} · redo 0")
    stop_at = time.monotonic() + rng.uniform(0.0, 1.0)
    while time.monotonic() < stop_at:
        term.send(*rng.choices(FIGHT_KEYS, k=rng.randint(1, 3)))
        read_for(term, rng.uniform(0.0, 0.12))
    os.killpg(term.process.pid, signal.SIGKILL)
    term.process.wait(timeout=5)
    term.settle(quiet=0.2, timeout=5)  # the frames written before the kill
    return shown_head(term.text())


@pytest.mark.parametrize("system", SYSTEMS)
def test_kill_9_mid_fight_loses_no_acknowledged_command(tmp_path: Path, system: str) -> None:
    rng = random.Random(f"kill -9 {system}")
    path = tmp_path / "store.sqlite3"
    with JournalStore(path) as store:
        encounter = Encounter(store=store)
        for command in SCENES[system]:  # every die typed
            encounter.handle(command)
        head = store.load(store.encounters()[0].id)[1]
    commands_shown = 0
    for _kill in range(KILLS_PER_SYSTEM):
        with Terminal(tmp_path) as term:
            term.wait_for(f"undo {head} · redo 0")  # resumed exactly at the stored head
            shown = fight_then_kill(term, head, rng)
        commands_shown += shown - head
        with JournalStore(path) as store:
            (info,) = store.encounters()
            records, head = store.load(info.id)
        assert head >= shown, f"the screen showed undo {shown}, the store keeps {head}"
        assert [record.seq for record in records] == list(range(1, head + 1))
        fought = [record.command["cmd"] for record in records[len(SCENES[system]) :]]
        assert set(fought) <= {"hide", "out"}  # the keys' commands, nothing else
    assert commands_shown > KILLS_PER_SYSTEM  # the fights did more than their first key
