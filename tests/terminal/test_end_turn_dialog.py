"""The end-of-turn confirmation in a real terminal at 80×24: every lost action, whole (W7)."""

from pathlib import Path

from tests.terminal.harness import Terminal
from tests.tui.scenes import commands_store
from tests.tui.test_feedback import SPLIT


def test_e_lists_every_lost_action_and_the_question_whole_at_80x24_W7(tmp_path: Path) -> None:
    commands_store(tmp_path / "store.sqlite3", [*SPLIT, {"cmd": "reveal"}]).close()
    with Terminal(tmp_path, columns=80, lines=24) as term:
        term.wait_for("undo 9")
        term.send(b"e")
        screen = term.wait_for("End the turn?")
        assert "These 5 actions will be lost:" in screen, screen
        for lost in (
            "• Ann, action 1 “shoot”",
            "• Ann, action 2 “dive”",
            "• Doc Holloway",
            "• Black Bart",
            "• The Kid",
        ):
            assert lost in screen, screen
        # Issue 27: the question loses actions, so Enter (typed on habit) answers no.
        assert "y: yes · n/Enter/Esc: no" in screen
        term.send(b"\r")
        term.wait_gone("End the turn?")
        assert "undo 9" in term.text()
        term.send(b"e")
        term.wait_for("End the turn?")
        term.send(b"y")
        # The dialog goes and the board counts the command: two changes, which a loaded
        # machine may deliver in separate reads, so each is waited for.
        term.wait_gone("End the turn?")
        screen = term.wait_for("undo 10")
        assert "End the turn?" not in screen
        assert term.process.poll() is None and b"Traceback" not in term.output
