"""The boards at 80×24 and 60×20 in a real terminal: nothing cut, markers kept, log reachable."""

import re
from pathlib import Path

import pytest

from tests.terminal.harness import Terminal
from tests.tui.scenes import SCENES, commands_store
from tui.screens.boards import board_for

#: Each scene's names as the order shows them, and a label too long for its column at 60.
NAMES = {
    "vampire": ["Ghoul (NPC) [hidden]", "Ann (PC)", "Bob (PC)", "Cid (NPC)"],
    "zebra": ["Ann (PC)", "Bob (NPC)", "Cid (NPC) [hidden]"],
    "western": ["Bob (NPC)", "Cid (NPC) [hidden]", "Ann (PC)"],
}
#: A letter then "…": a cut text ("extra a…", "c: ty…"); the waiting glyph follows a space.
CUT = re.compile(r"\S…")


def footer_entries(system: str) -> list[str]:
    """The board's footer entries in their order, "key word" each."""
    entries = []
    for binding in board_for(system).BINDINGS:
        assert not isinstance(binding, tuple)
        if binding.show:
            key = binding.key_display or binding.key.split(",")[0]
            entries.append(f"{key} {binding.description}")
    return entries


def open_board(tmp_path: Path, system: str, columns: int, lines: int) -> Terminal:
    commands_store(tmp_path / "store.sqlite3", SCENES[system]).close()
    term = Terminal(tmp_path, columns=columns, lines=lines)
    term.wait_for("undo")
    term.settle()
    return term


def assert_whole_footer(term: Terminal, system: str) -> None:
    footer = term.screen.display[-1].rstrip()
    assert footer.endswith("▏^p palette"), footer  # nothing after it: no "paletteU"
    left = footer[: -len("▏^p palette")].rstrip()
    entries = footer_entries(system)
    prefixes = {" ".join(entries[:count]) for count in range(len(entries) + 1)}
    assert left in prefixes and left.startswith("F1 Help L Log"), footer


def assert_log_reachable(term: Terminal, columns: int) -> None:
    """L shows the log as wide as the screen under the order (which keeps its columns);
    L again hides it."""
    rule = "▔" * columns
    assert rule not in term.text()
    term.write("L")
    screen = term.wait_for(rule)
    below = screen.split(rule, 1)[1]
    assert "Bob declares" in below, screen  # the newest line of the log
    assert "Ghoul (NPC)" in screen.split(rule, 1)[0]  # the order keeps its columns
    term.write("L")
    term.settle()
    assert rule not in term.text()
    assert term.process.poll() is None and b"Traceback" not in term.output


def assert_wrapped_label_on_the_next_line(term: Terminal) -> None:
    """At 60×20 the vampire scene's long label reads on its row's next line, and the
    column WP left is said by the details line (Bob selected with j)."""
    rows = term.screen.display
    first = next(i for i, row in enumerate(rows) if "Bob (PC)" in row)
    column = rows[first].index("shoot Ghoul")
    assert rows[first + 1][column:].startswith("(simultaneous)"), term.text()
    term.write("jj")
    term.wait_for("WP 4/4")


# One program per system and size: the vampire scene's checks of the wrapped label and
# of the log's place come after the checks of what it shows as it starts.
@pytest.mark.parametrize("system", sorted(SCENES))
def test_at_80x24_every_name_label_prompt_and_footer_entry_reads_whole(
    tmp_path: Path, system: str
) -> None:
    with open_board(tmp_path, system, 80, 24) as term:
        screen = term.text()
        for name in NAMES[system]:
            assert name in screen, screen
        assert not CUT.search(screen), screen
        assert_whole_footer(term, system)
        assert b"Traceback" not in term.output
        if system == "vampire":
            assert_log_reachable(term, 80)


@pytest.mark.parametrize("system", sorted(SCENES))
def test_at_60x20_the_hidden_and_current_markers_stay_and_nothing_is_cut(
    tmp_path: Path, system: str
) -> None:
    with open_board(tmp_path, system, 60, 20) as term:
        screen = term.text()
        assert "[hidden]" in screen and "▶" in screen, screen
        assert not CUT.search(screen), screen
        assert_whole_footer(term, system)
        assert b"Traceback" not in term.output
        if system == "vampire":
            assert_wrapped_label_on_the_next_line(term)
            assert_log_reachable(term, 60)
