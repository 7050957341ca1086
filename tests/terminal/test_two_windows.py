"""Two real GM processes on one store (issue 9, item 7): each follows the other, and a
stale one is told and overwrites nothing. Pilot runs both apps in one event loop; here
they are two programs with their own connections, as two SSH sessions would be."""

import sqlite3
from pathlib import Path

from tests.terminal.harness import CTRL_G, ENTER, Terminal

COLUMNS = 120  # wide enough for the log pane, which names each declaration


def declarations(tmp_path: Path) -> list[str]:
    with sqlite3.connect(tmp_path / "store.sqlite3") as db:
        rows = db.execute("SELECT command FROM journal ORDER BY encounter_id, seq").fetchall()
    return [text for (text,) in rows if '"declare"' in text]


def test_two_gm_processes_follow_each_other_and_a_stale_one_loses_nothing(
    tmp_path: Path,
) -> None:
    with Terminal(tmp_path, columns=COLUMNS, lines=30) as a:
        a.wait_for("undo")  # the first one created the demo
        with Terminal(tmp_path, columns=COLUMNS, lines=30) as b:
            b.wait_for("undo")
            # A declares: B shows it without a key pressed.
            a.write("d")
            a.wait_for("Delay: act later")  # the form, not the status line naming Ghoul
            a.send(b"A1", ENTER)
            a.wait_for("declares “A1”")
            b.wait_for("declares “A1”", timeout=5)

            # B opens its dialog; meanwhile A declares again: B is stale when it sends.
            b.write("d")
            b.wait_for("Delay: act later")
            a.write("d")
            a.wait_for("Delay: act later")
            a.send(b"A2", ENTER)
            a.wait_for("declares “A2”")
            b.send(b"B2", ENTER)
            screen = b.wait_for("Another window changed", timeout=5)
            b.wait_for("declares “A2”", timeout=5)
            # Nothing of B's was applied, here or in the store (below). That B's form stays
            # with "B2" typed is the Pilot test's to check (tests/tui/test_two_windows.py):
            # in a real terminal B's half-second follow may redraw first, closing it.
            assert "Another window changed" in screen and "declares “B2”" not in b.text()
            assert [("A1" in d, "A2" in d) for d in declarations(tmp_path)] == [
                (True, False),
                (False, True),
            ]
            assert "Traceback" not in a.text() + b.text()
            b.send(CTRL_G)  # B leaves its form
            # Gone, not the footer's "d Declare": the board's footer shows under the form
            # too, and a q sent while the form still closes is the form's key.
            b.wait_gone("Enter/^S: OK")
            b.write("q")
            assert b.wait_exit(10) == 0
        a.write("q")
        assert a.wait_exit(10) == 0
