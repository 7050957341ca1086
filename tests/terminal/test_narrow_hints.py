"""At 80×24 in a real terminal the hints and the timeline's side pane read whole (issue 11).

The western hint ends with "h: hold fire.", the duel's with "e: end the turn": both wrap
rather than lose their end, even under a long encounter name. The zebra timeline's
"At a glance" pane breaks its projected turns between turns, never inside "Bob 7".
"""

import re
from pathlib import Path
from typing import Any

from tests.terminal.harness import Terminal
from tests.tui.scenes import DUEL_REVEALED, SCENES, WESTERN_CAST, commands_store

#: A letter then "…": a text cut short.
CUT = re.compile(r"\S…")
LONG_NAME = "The long shoot-out at the Tombstone livery stable and corral"


def open_board(tmp_path: Path, commands: list[dict[str, Any]]) -> Terminal:
    commands_store(tmp_path / "store.sqlite3", commands).close()
    term = Terminal(tmp_path, columns=80, lines=24)
    term.wait_for("undo")
    term.settle()
    return term


def squeezed(screen: str) -> str:
    """The screen's words in one line: a wrapped hint reads across its rows."""
    return " ".join(screen.split())


def test_the_western_and_duel_hints_read_whole_under_a_long_name_W5_W10(
    tmp_path: Path,
) -> None:
    named = [*DUEL_REVEALED, {"cmd": "name", "name": LONG_NAME}]
    with open_board(tmp_path, named) as term:
        screen = term.text()
        hint = "→ n: Ann, Black Bart fire · p: a Panache interruption · h: hold fire."
        assert hint in squeezed(screen), screen
        assert LONG_NAME in squeezed(screen) and "undo 13 · redo 0" in screen
        assert not CUT.search(screen), screen
        term.write("M")
        screen = term.wait_for("Reveal & fire")
        screen = term.settle()
        assert "→ n: Ann, Black Bart fire · p: Panache · h: hold · e: end the turn" in squeezed(
            screen
        ), screen
        assert "undo 13 · redo 0" in screen and not CUT.search(screen), screen
        assert b"Traceback" not in term.output


def test_the_timeline_glance_pane_breaks_between_projected_turns_Z3(tmp_path: Path) -> None:
    with open_board(tmp_path, SCENES["zebra"]) as term:
        term.write("t")
        term.wait_for("At a glance")
        rows = term.settle().splitlines()
        pane = [row[row.index("││") + 2 :] for row in rows if "││" in row]
        glance = " ".join(part.strip(" │") for part in pane)
        # Every projected turn is there whole: a name and its counter, side by side.
        assert "Projected Bob 11 · Cid 10 · Ann 8 · Bob 7" in glance, "\n".join(rows)
        assert "Cid 6" in glance and not CUT.search("\n".join(pane)), "\n".join(rows)
        assert b"Traceback" not in term.output


def test_a_hint_naming_many_under_a_long_name_keeps_its_end_and_the_undo_depth_W3(
    tmp_path: Path,
) -> None:
    """Two lines of title and three of hint: the bar grows to hold them all."""
    crowd = [
        *WESTERN_CAST,
        *(
            {"cmd": "add", "id": key, "name": name, "stats": {"attribute": 3, "skill": 1}}
            for key, name in (
                ("jane", "Calamity Jane Cannary"),
                ("bill", "Wild Bill Hickok"),
                ("wyatt", "Wyatt Earp"),
            )
        ),
        {"cmd": "name", "name": LONG_NAME},
        {"cmd": "draw"},
    ]
    with open_board(tmp_path, crowd) as term:
        screen = term.text()
        assert "Wyatt Earp to declare · v reveals (the rest fire with their whole pool)." in (
            squeezed(screen)
        ), screen
        assert "undo 11 · redo 0" in screen and "Ann (PC)" in screen, screen
