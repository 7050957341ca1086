"""A damaged journal in a real terminal (issue 9, item 4): where the app crashed with a
MarkupError, or left a blank screen on which q did nothing, the GM reads one line naming
the encounter and the record, on the encounter list, and q quits."""

import sqlite3
import time
from pathlib import Path

import pytest

from rules.encounter import Encounter
from rules.journal import JournalStore
from tests.terminal.harness import Terminal

DAMAGE = {
    "fails validation": """UPDATE journal SET events = replace(events, '"npc"', '"martian"')
        WHERE seq = 3""",
    "not JSON": "UPDATE journal SET events = '{oops' WHERE seq = 3",
}


def damaged_store(path: Path, damage: str) -> None:
    store = JournalStore(path)
    fight = Encounter(store=store)
    fight.handle({"cmd": "name", "name": "Alley fight"})
    fight.handle({"cmd": "system", "name": "vampire"})
    fight.handle({"cmd": "add", "id": "bob", "name": "Bob", "stats": {"dexterity": 3, "wits": 3}})
    store.close()
    with sqlite3.connect(path) as db:
        db.execute(damage)


def one_line(screen: str) -> str:
    """The screen's words on one line: a toast wraps its sentence over several rows."""
    return " ".join(word for word in screen.replace("▌", " ").split())


def wait_for_words(term: Terminal, words: str, timeout: float = 20.0) -> str:
    """Read until ``words`` show, wrapped over rows or not; the screen as one line."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if words in one_line(term.text()):
            return one_line(term.text())
        if not term.pump(0.05) and term.process.poll() is not None:
            break
    raise AssertionError(f"{words!r} never showed; the screen:\n{term.text()}")


@pytest.mark.parametrize("damage", DAMAGE)
def test_the_gm_reads_what_is_damaged_on_the_list_and_q_quits(tmp_path: Path, damage: str) -> None:
    damaged_store(tmp_path / "store.sqlite3", DAMAGE[damage])
    with Terminal(tmp_path, columns=100, lines=30) as term:
        term.wait_for("Enter resumes")
        wait_for_words(term, "Encounter “Alley fight” (no. 1) is damaged at record 3:")
        assert "Traceback" not in term.text() and "MarkupError" not in term.text()
        term.write("q")
        assert term.wait_exit(10) == 0


def test_the_players_board_reads_what_is_damaged(tmp_path: Path) -> None:
    damaged_store(tmp_path / "store.sqlite3", DAMAGE["fails validation"])
    with Terminal(tmp_path, ["board"], columns=100, lines=30) as term:
        wait_for_words(term, "(no. 1) is damaged at record 3: combatant.side:")
        assert "Traceback" not in term.text() and "MarkupError" not in term.text()
        term.write("q")
        assert term.wait_exit(10) == 0
