"""Digits typed into a pick list in a real terminal: one write, as a laggy link sends them.

The zebra cost table (Z4) numbers its 19 actions 1 to 19 ("another action" is 0): a
burst of digits picks the item it spells, and no key of it reaches the board beneath.
"""

from pathlib import Path

from tests.terminal.test_dialog_bursts import burst_then_look, open_board, still_running
from tests.tui.scenes import SCENES


def test_a_13_in_one_write_picks_grab_the_13th_action_Z4(tmp_path: Path) -> None:
    with open_board(tmp_path, SCENES["zebra"]) as term:
        assert "undo 9" in term.text()
        screen = burst_then_look(term, "undo 10", b"a13")
        still_running(term)
        assert "which action?" not in screen
        assert "grab −5 → 8" in screen and "undo 10" in screen


def test_a_23_in_one_write_records_one_action_and_leaks_nothing_Z4(tmp_path: Path) -> None:
    """2 picks at once (no item 20); the 3 of the same write is dropped, not the board's."""
    with open_board(tmp_path, SCENES["zebra"]) as term:
        screen = burst_then_look(term, "undo 10", b"a23")
        still_running(term)
        assert "shoot −4 → 9" in screen and "undo 10" in screen
        assert "which action?" not in screen
        # Still the board (its title, its footer), not the encounter list's Resume/New.
        assert "The rope bridge · Zebra Island" in screen and "a Act" in screen
        assert "Resume" not in screen


def test_1_waits_on_screen_then_its_second_digit_picks_Z4(tmp_path: Path) -> None:
    with open_board(tmp_path, SCENES["zebra"]) as term:
        screen = burst_then_look(term, "Enter picks it", b"a1")
        assert "1: strike (5) · Enter picks it, or its next digit" in screen
        assert "which action?" in screen  # nothing recorded yet: the list waits
        screen = burst_then_look(term, "undo 10", b"6")
        still_running(term)
        assert "first aid −8 → 5" in screen


def test_a_filtered_list_keeps_its_numbers_Z4(tmp_path: Path) -> None:
    with open_board(tmp_path, SCENES["zebra"]) as term:
        screen = burst_then_look(term, "Filter: rel", b"arel")
        assert "4. reload (6)" in screen and "strike (5)" not in screen
        screen = burst_then_look(term, "undo 10", b"\r")
        still_running(term)
        assert "reload −6 → 7" in screen
