"""An emoji sequence or a zero-width character in a name shifts no column (issue 22).

Textual counts 👨‍👩‍👧 as one glyph of 2 cells; a terminal that does not join emoji (pyte
here, tmux, many others) draws its three pictographs in 6, and every cell after the name
moved 4 to the right: the score column and the box borders no longer lined up. The store
is written as an older degaine left it (joiners, a zero-width space and a variation
selector kept in the journal); the real program runs in a pty, and the score of each row
must stand in one column of the terminal's own cells.
"""

import re
from pathlib import Path

from rules.encounter import Encounter
from rules.journal import JournalStore
from tests.helpers import rewrite_journal
from tests.terminal.harness import Terminal

COLUMNS, LINES = 110, 26
#: What each plain name becomes in the store.
RAW = {
    "Fam": "\U0001f468\u200d\U0001f469\u200d\U0001f467 Fam",
    "Zoe": "Zo\u200be \u2764\ufe0f",
}


def store_with_wide_names(path: Path) -> None:
    """A vampire turn in declarations: Fam (the family emoji) the slowest, so it declares."""
    store = JournalStore(path)
    fight = Encounter(store=store)
    for command in (
        {"cmd": "system", "name": "vampire"},
        {"cmd": "add", "id": "fam", "name": "Fam", "stats": {"dexterity": 1, "wits": 1}},
        {"cmd": "add", "id": "zoe", "name": "Zoe", "stats": {"dexterity": 2, "wits": 2}},
        {"cmd": "add", "id": "kat", "name": "Kat", "stats": {"dexterity": 4, "wits": 3}},
        {"cmd": "roll", "dice": {"fam": 1, "zoe": 2, "kat": 3}},
    ):
        fight.handle(command)
    store.close()
    rewrite_journal(path, RAW)


def rows(term: Terminal) -> list[str]:
    """The screen one character per terminal cell: a wide character's second cell is "·"."""
    width = term.screen.columns
    return [
        "".join(term.screen.buffer[y][x].data[:1] or "·" for x in range(width))
        for y in range(term.screen.lines)
    ]


def order_rows(lines: list[str], header: str) -> tuple[str, list[str]]:
    """The order's header line (the one holding ``header``) and its three rows."""
    at = next(y for y, line in enumerate(lines) if header in line)
    return lines[at], lines[at + 1 : at + 4]


def score_spans(order: list[str]) -> list[tuple[int, int]]:
    """Where each row's score is, in cells: Kat's 10, Zoe's 6, Fam's 3 (fastest first)."""
    spans = []
    for line, score in zip(order, ("10", "6", "3"), strict=True):
        found = re.search(rf"(?<= ){score}(?= )", line[9:])
        assert found is not None, line
        spans.append((found.start() + 9, found.end() + 9))
    return spans


def test_the_gm_s_columns_stand_in_the_same_cells_on_every_row(tmp_path: Path) -> None:
    store_with_wide_names(tmp_path / "store.sqlite3")
    with Terminal(tmp_path, columns=COLUMNS, lines=LINES) as term:
        term.wait_for("Kat (NPC)")
        term.settle()
        lines = rows(term)
        header, order = order_rows(lines, "Score")
        starts = [start for start, _end in score_spans(order)]  # scores are left-aligned
        assert starts == [header.index("Score")] * 3, "\n".join(lines)
        borders = {line.index("▏") for line in (header, *order)}  # the log pane's left edge
        assert len(borders) == 1, "\n".join(lines)
        term.write("q")
        assert term.wait_exit(10) == 0


def test_the_players_declaring_box_keeps_its_border_where_the_name_is_wide(
    tmp_path: Path,
) -> None:
    store_with_wide_names(tmp_path / "store.sqlite3")
    with Terminal(tmp_path, ["board"], columns=COLUMNS, lines=LINES) as term:
        term.wait_for("Declaring now")
        term.wait_for("Kat")
        term.settle()
        lines = rows(term)
        declaring = next(line for line in lines if "Declaring now" in line)
        assert "Fam" in declaring
        bottom = next(line for line in lines if "╰" in line)
        assert declaring.rindex("│") == bottom.rindex("╯"), "\n".join(lines)
        header, order = order_rows(lines, "Score")
        ends = [end for _start, end in score_spans(order)]  # scores are right-aligned
        assert ends == [header.index("Score") + len("Score")] * 3, "\n".join(lines)
        term.write("q")
        assert term.wait_exit(10) == 0
