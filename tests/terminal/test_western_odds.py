"""The sacrifice dialog's odds line in a real terminal, 80×24 (W4, W6)."""

from pathlib import Path

from tests.terminal.harness import CTRL_G, DOWN, Terminal
from tests.tui.scenes import commands_store
from tests.tui.test_western_odds_line import DRAWN


def test_down_down_x_in_one_write_opens_the_sacrifice_odds_on_one_row_W4_W6(
    tmp_path: Path,
) -> None:
    commands_store(tmp_path / "store.sqlite3", DRAWN).close()
    with Terminal(tmp_path) as term:
        term.wait_for("undo")
        term.send(DOWN, DOWN, b"x")  # Ann's 4 dice, against Bob's 8 and Cid's 10
        line = "Sacrifice 1: 8+ 33%, 10+ 0% · 2: 8+ 72%, 10+ 42%"
        screen = term.wait_for(line)  # on one row: pyte's text is row by row
        assert "Ann sacrifices dice of action 1" in screen, screen
        term.send(CTRL_G)  # cancel: the dialog goes, nothing done
        screen = term.wait_gone("Ann sacrifices dice")
        assert "Ann sacrifices dice" not in screen and "undo 8" in screen, screen
        assert term.process.poll() is None and b"Traceback" not in term.output
