"""The real-terminal layer itself: the demo paints in a pty and q ends it."""

from pathlib import Path

from tests.terminal.harness import Terminal


def test_the_demo_board_paints_and_q_quits(tmp_path: Path) -> None:
    with Terminal(tmp_path) as term:
        screen = term.wait_for("undo")
        assert "Traceback" not in screen
        term.write("q")
        assert term.wait_exit(10) == 0
