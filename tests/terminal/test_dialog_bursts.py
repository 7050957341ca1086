"""Two closing keys in one write, for every kind of dialog, in a real terminal.

A dialog answers once: the key that answers it is its, and the keys that came in
the same burst are dropped, never handled by the screen beneath nor by the next
question (see README, "Keys typed in a burst"). Before, the second Enter popped a
screen that was not the dialog's and the app died with ScreenStackError.
"""

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.terminal.harness import CTRL_G, DOWN, ENTER, ESC, F2, Terminal
from tests.tui.scenes import DUEL_DRAWING, SCENES, WESTERN_CAST, commands_store

CTRL_P = b"\x10"
SPACE = b" "


def open_board(tmp_path: Path, commands: list[dict[str, Any]] | None = None) -> Terminal:
    """degaine on the board of ``commands`` (the vampire demo when None), painted."""
    if commands is not None:
        commands_store(tmp_path / "store.sqlite3", commands).close()
    term = Terminal(tmp_path)
    term.wait_for("undo")
    return term


@pytest.fixture
def demo(tmp_path: Path) -> Iterator[Terminal]:
    with open_board(tmp_path) as term:
        yield term


def burst_then_look(term: Terminal, shown: str, *keys: bytes) -> str:
    """Send ``keys`` in one write; the screen once ``shown`` is on it and all is quiet."""
    term.send(*keys)
    term.wait_for(shown)
    return term.settle(0.5)


def still_running(term: Terminal) -> None:
    assert term.process.poll() is None, term.text()
    assert b"Traceback" not in term.output, term.text()


def row(screen: str, name: str) -> str:
    """The first line of the order that names ``name``."""
    return next(line for line in screen.splitlines() if name in line)


# -- choice lists -----------------------------------------------------------------
def test_wound_list_down_enter_enter_wounds_once_V7(demo: Terminal) -> None:
    demo.write("w")
    demo.wait_for("'s health level")
    screen = burst_then_look(demo, "undo 8", DOWN, ENTER, ENTER)  # the list shows Bruised too
    still_running(demo)
    assert "'s health level" not in screen
    assert "Bruised" in row(screen, "Ann (PC)")
    assert "undo 8" in screen  # one wound, nothing else


def test_typing_12_in_the_wound_list_picks_the_first_level_only_V7(demo: Terminal) -> None:
    demo.write("w3")  # a digit typed with the key that opens the list reaches the list
    demo.wait_for("undo 8")
    assert "Hurt" in row(demo.settle(), "Ann (PC)")
    demo.write("w")
    demo.wait_for("'s health level")
    screen = burst_then_look(demo, "undo 9", b"12")
    still_running(demo)
    assert "'s health level" not in screen
    assert "Healthy" in row(screen, "Ann (PC)")  # 1, not 2 (Bruised)


def test_w_3_n_in_one_write_wounds_and_drops_the_n_V7(demo: Terminal) -> None:
    """Typeahead into the list works; the key after its answer is not the board's."""
    # "undo 8", not "Hurt": the list itself shows "3. Hurt" until it has answered.
    screen = burst_then_look(demo, "undo 8", b"w3n")
    still_running(demo)
    assert "Hurt" in row(screen, "Ann (PC)") and "undo 8" in screen
    # n on the board, during the declarations, would have been refused (V2, V3).
    assert "Refused" not in screen


def test_abort_list_enter_enter_aborts_once_V5(demo: Terminal) -> None:
    demo.write("b")
    demo.wait_for("aborts to")
    screen = burst_then_look(demo, "Dodge (abort)", ENTER, ENTER)
    still_running(demo)
    assert "aborts to" not in screen
    assert "Dodge (abort)" in row(screen, "Ann (PC)")
    assert "undo 8" in screen


def test_zebra_cost_list_enter_enter_acts_once_Z4(tmp_path: Path) -> None:
    with open_board(tmp_path, SCENES["zebra"]) as term:
        assert "undo 9" in term.text()
        term.write("a")
        term.wait_for("which action?")
        screen = burst_then_look(term, "undo 10", ENTER, ENTER)
        still_running(term)
        assert "which action?" not in screen
        assert "undo 10" in screen
        assert screen.count("strike −5") == 2  # the scene's, and this one


# -- confirmations and forms ---------------------------------------------------------
def test_end_turn_confirmation_enter_enter_keeps_the_turn_V4(demo: Terminal) -> None:
    """A question that loses something takes y only: Enter answers no, once."""
    demo.write("e")
    demo.wait_for("End the turn?")
    screen = burst_then_look(demo, "undo 7", ENTER, ENTER)
    still_running(demo)
    assert "End the turn?" not in screen
    assert "between turns" not in screen and "undo 7" in screen


def test_end_turn_confirmation_y_y_ends_the_turn_once_V4(demo: Terminal) -> None:
    demo.write("e")
    demo.wait_for("End the turn?")
    screen = burst_then_look(demo, "between turns", b"y", b"y")
    still_running(demo)
    assert "End the turn?" not in screen
    assert "between turns" in screen and "undo 8" in screen


def test_declaration_form_enter_enter_declares_once_V3(demo: Terminal) -> None:
    demo.write("d")
    demo.wait_for("Tab: next field")
    screen = burst_then_look(demo, "d: Bob declares", ENTER, ENTER)
    still_running(demo)
    # Bob is next, and his form did not open: the second Enter was dropped.
    assert "d: Bob declares" in screen and "Tab: next field" not in screen
    assert "undo 8" in screen


def test_keys_after_a_form_s_enter_are_not_typed_into_it_V3(demo: Terminal) -> None:
    demo.write("d")
    demo.wait_for("Tab: next field")
    screen = burst_then_look(demo, "d: Bob declares", b"bite", ENTER, b"xy")
    still_running(demo)
    assert "bite " in row(screen, "Ghoul") and "bitexy" not in screen


def test_setup_system_list_and_options_form_each_take_one_enter(demo: Terminal) -> None:
    demo.send(F2)
    demo.wait_for("n New")
    demo.write("n")
    demo.wait_for("Which initiative system?")
    screen = burst_then_look(demo, "name and options", ENTER, ENTER)
    still_running(demo)
    # The first Enter chose Vampire; the second did not submit the form that followed.
    assert "Vampire: the Masquerade — name and options" in screen and "Required." not in screen
    demo.write("Crypt")
    demo.wait_for("Crypt")
    screen = burst_then_look(demo, "“Crypt” · Vampire", ENTER, ENTER)
    still_running(demo)
    assert "“Crypt” · Vampire" in screen
    assert "name and options" not in screen


# -- help, the command palette, the encounter list -------------------------------------------
def test_help_palette_and_list_take_two_closing_keys_once(demo: Terminal) -> None:
    """One program for five bursts: each of the first four starts from the board and
    leaves the encounter as it was; the palette's undo, which changes it, comes last."""
    # The help: q q closes it and does not quit.
    demo.write("?")
    demo.wait_for("Keys of the order board")
    screen = burst_then_look(demo, "Ann (PC)", b"qq")
    still_running(demo)
    assert "Keys of the order board" not in screen and "Ann (PC)" in screen, "help, q q"

    # The help: Ctrl+G first (an Escape followed by another key reads as Alt+that key).
    demo.write("?")
    demo.wait_for("Keys of the order board")
    screen = burst_then_look(demo, "Ann (PC)", CTRL_G, ESC)
    still_running(demo)
    assert "Keys of the order board" not in screen and "Ann (PC)" in screen, "help, ^G Esc"

    # Ctrl+G closes the palette as it closes every dialog.
    demo.send(CTRL_P)
    demo.wait_for("🔎")
    screen = burst_then_look(demo, "Ann (PC)", CTRL_G, CTRL_G)
    still_running(demo)
    assert "🔎" not in screen and "Ann (PC)" in screen, "palette, ^G ^G"

    # F2 twice shows the encounter list; Enter Enter resumes the encounter, once.
    screen = burst_then_look(demo, "n New", F2, F2)
    still_running(demo)
    assert "Demo: the alley behind the Elysium" in screen
    screen = burst_then_look(demo, "undo 7", ENTER, ENTER)
    still_running(demo)
    assert "Ghoul declares" in screen

    # The palette's Enter Enter runs its command once.
    demo.send(CTRL_P)
    demo.wait_for("🔎")
    demo.write("undo")
    demo.wait_for("Undo the last command.")
    screen = burst_then_look(demo, "redo 1", ENTER, ENTER)
    still_running(demo)
    assert "undo 6 · redo 1" in screen  # once, not twice


# -- the western procedures ----------------------------------------------------------------
def test_duelists_pick_list_enter_enter_opens_the_duel_in_monter_W10(tmp_path: Path) -> None:
    with open_board(tmp_path, WESTERN_CAST) as term:
        term.write("M")
        term.wait_for("Who fights the duel?")
        screen = burst_then_look(term, "MONTER", DOWN, SPACE, ENTER, ENTER)
        still_running(term)
        # The duel opened; the second Enter, DÉGAINER on the duel screen, was dropped.
        assert "Duel · turn 1 · MONTER" in screen
        assert "Doc Holloway (PC)" in screen
        assert "nobody has drawn yet" in screen


def test_duel_back_twice_in_one_write_leaves_the_duel_only_W10(tmp_path: Path) -> None:
    with open_board(tmp_path, DUEL_DRAWING) as term:
        term.write("M")
        term.wait_for("Reveal & fire")  # the duel screen's phases
        term.write("\t")  # nobody holds the keyboard: b asks no question (see test_duel_secrecy)
        term.wait_for("Every entry is masked")
        screen = burst_then_look(term, "D Draw", b"bb")
        still_running(term)
        assert "D Draw" in screen and "Reveal & fire" not in screen  # the board, once


def test_ambush_pick_enter_enter_leaves_the_next_pick_open_W9(tmp_path: Path) -> None:
    with open_board(tmp_path, WESTERN_CAST) as term:
        term.write("A")  # the ambush screen opens on its first pick: who lies in wait
        term.wait_for("[ ] The Kid")
        screen = burst_then_look(term, "leads", DOWN, DOWN, SPACE, DOWN, SPACE, ENTER, ENTER)
        still_running(term)
        # Bart and the Kid lie in wait; the accomplices' pick that follows was not answered.
        assert "Black Bart (NPC)  leads" in screen
        assert "Useful accomplices, +1 die each (none: Enter)" in screen


def test_ambush_back_twice_in_one_write_leaves_the_ambush_only_W9(tmp_path: Path) -> None:
    with open_board(tmp_path, WESTERN_CAST) as term:
        term.write("A")
        term.wait_for("[ ] The Kid")
        term.send(CTRL_G)  # no pick: the ambush screen itself
        assert "Who lies in wait?" not in term.settle(0.5)
        screen = burst_then_look(term, "D Draw", b"bb")
        still_running(term)
        assert "Ambush · surprise" not in screen and "D Draw" in screen


# -- going back and forth ---------------------------------------------------------------------
def test_zebra_timeline_back_and_forth_in_one_write(tmp_path: Path) -> None:
    with open_board(tmp_path, SCENES["zebra"]) as term:
        screen = burst_then_look(term, "t Timeline", b"ttt")
        still_running(term)
        # The timeline, then back to the board, which ends the burst: the third t is dropped.
        assert "t Timeline" in screen and "t Order board" not in screen
