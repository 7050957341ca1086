"""The history in a real terminal: R and a search typed in one burst, Enter back, at 80×24."""

from pathlib import Path

from tests.terminal.harness import ENTER, Terminal
from tests.tui.scenes import SCENES, commands_store


def test_a_burst_opens_the_history_and_types_the_search_then_Enter_goes_back(
    tmp_path: Path,
) -> None:
    commands_store(tmp_path / "store.sqlite3", SCENES["vampire"]).close()
    with Terminal(tmp_path) as term:
        term.wait_for("undo")
        term.settle()
        term.send(b"R", b"bite")  # the key and the search in one write, as SSH delivers them
        term.wait_for("Search: bite")
        screen = term.settle()  # the steps may paint after the search line
        assert "History of The alley" in screen and "Ghoul declares “bite”" in screen
        assert "Bob declares" not in screen
        term.send(b"\x7f" * 4)  # Backspace, as a terminal sends it
        term.wait_for("Type to search")
        term.wait_for("Bob declares “shoot Ghoul”")
        term.send(ENTER)
        screen = term.wait_for("undo 13")
        assert "History of" not in screen and "Traceback" not in screen
        term.write("q")
        assert term.wait_exit(10) == 0
