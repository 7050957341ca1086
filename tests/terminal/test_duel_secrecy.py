"""Duel secrecy in a real terminal (W10): keys typed in one burst while a player holds
the keyboard in DÉGAINER never reach the GM's board, nor what it would tell.

Esc (or b) asks the GM; the keys that came in the same write as the one that asked
are dropped, so a player's Esc then Enter, or Esc then y, leaves nothing behind.
"""

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.terminal.harness import ENTER, ESC, TAB, Terminal
from tests.tui.scenes import DUEL_DRAWING, commands_store

#: What the board would tell of Ann's hidden entries, and her Panache and pool.
SECRETS = ("shoot Bart", "dive", "(hidden)", "6 (1T)", "+5", "d6=5", "pool 10")
ASKED = "Leave the duel for the"


@pytest.fixture
def duel(tmp_path: Path) -> Iterator[Terminal]:
    """The duel screen of DUEL_DRAWING, Black Bart at the keyboard."""
    commands_store(tmp_path / "store.sqlite3", DUEL_DRAWING).close()
    with Terminal(tmp_path) as term:
        term.wait_for("undo")
        term.write("M")
        term.wait_for("Black Bart has the keyboard")
        yield term


def burst(term: Terminal, *keys: bytes) -> str:
    """Send ``keys`` in one write; the screen once quiet."""
    term.send(*keys)
    return term.settle(0.6)


def still_running(term: Terminal) -> None:
    assert term.process.poll() is None, term.text()
    assert b"Traceback" not in term.output, term.text()


@pytest.mark.parametrize(
    "keys",
    [
        (ESC, ENTER),
        (ESC, b"y"),
        (b"b", b"y"),
        (b"b", b"y", b"v"),
        (ESC, ESC, b"y"),
        (b"b", b"y", ENTER, b"M", TAB),
    ],
    ids=["esc-enter", "esc-y", "b-y", "b-y-v", "esc-esc-y", "b-y-enter-M-tab"],
)
def test_a_burst_through_the_question_reveals_nothing_W10(
    duel: Terminal, keys: tuple[bytes, ...]
) -> None:
    screen = burst(duel, *keys)
    still_running(duel)
    # The duel, or the GM's question over it: never the board, never a reveal.
    assert "Black Bart has the keyboard" in screen or ASKED in screen, screen
    assert "D Draw" not in screen  # the board's footer
    # Nothing was sent: Bart at the keyboard has no step of his own, and a reveal would
    # give the keyboard (and every step) back to the GM.
    assert "undo 0 · redo 0" in screen
    assert [secret for secret in SECRETS if secret in screen] == []


def test_the_gm_y_typed_after_the_question_shows_the_masked_board_W10(duel: Terminal) -> None:
    duel.write("b")
    duel.wait_for(ASKED)
    duel.write("y")
    screen = duel.wait_for("D Draw")
    screen = duel.settle(0.4)
    still_running(duel)
    assert "duel DÉGAINER" in screen
    assert "░ declared" in screen
    assert [secret for secret in SECRETS if secret in screen] == []
    # M: the keyboard back with Black Bart, whose turn it was.
    duel.write("M")
    duel.wait_for("Black Bart has the keyboard")
