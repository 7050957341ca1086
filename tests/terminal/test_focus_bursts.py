"""Keys of one write inside a form go to the field the focus is on when each is handled.

Textual queued every key of a burst to the field focused when the burst came in, and
ran Tab's focus move later: ``Y Tab Tab Tab 3 Tab 2 Tab 1`` typed ``Y321`` into the
name. degaine now routes a key only once the one before it is fully handled
(:mod:`tui.typeahead`), so a burst does what the same keys typed slowly do.
"""

import re
from pathlib import Path
from typing import Any

from rules.journal import JournalStore
from tests.terminal.harness import ENTER, F2, TAB, Terminal
from tests.terminal.test_dialog_bursts import burst_then_look, demo, open_board, still_running
from tests.tui.scenes import SCENES

#: The vampire scene's cast, before any turn: ``r`` opens the roll form (V1).
CAST = [command for command in SCENES["vampire"] if command["cmd"] in {"system", "name", "add"}]

SPACE = b" "

__all__ = ["demo"]  # the fixture, shared with the dialog bursts


def last_command(tmp_path: Path) -> dict[str, Any]:
    """The newest command of the only encounter of the store."""
    with JournalStore(tmp_path / "store.sqlite3") as store:
        (encounter, *_others) = store.encounters()
        records, head = store.load(encounter.id)
        return records[head - 1].command


def test_add_form_tab_moves_between_fields_within_a_burst(demo: Terminal, tmp_path: Path) -> None:
    demo.write("i")
    demo.wait_for("Add a combatant")
    screen = burst_then_look(demo, "  1  ", b"Y", TAB, TAB, TAB, b"3", TAB, b"2", TAB, b"1")
    still_running(demo)
    assert "Y321" not in screen
    lines = screen.splitlines()
    for label, value in (("Dexterity", "3"), ("Wits", "2"), ("Celerity", "1")):
        at = next(n for n, line in enumerate(lines) if label in line)
        assert f"  {value}  " in lines[at + 1], screen
    screen = burst_then_look(demo, "Y (NPC)", ENTER)
    still_running(demo)
    command = last_command(tmp_path)
    assert command["cmd"] == "add" and command["name"] == "Y", command


def test_roll_form_tab_then_enter_in_one_write_rolls_each_die_V1(tmp_path: Path) -> None:
    with open_board(tmp_path, CAST) as term:
        term.write("r")
        term.wait_for("Initiative: a new turn")
        burst_then_look(term, "declarations", b"1", TAB, b"9", ENTER)
        still_running(term)
    command = last_command(tmp_path)
    assert command["cmd"] == "roll", command
    assert command["dice"]["ann"] == 1 and command["dice"]["bob"] == 9, command


def test_declare_bursts_tick_the_delay_and_reach_the_form_they_open_V3(
    demo: Terminal, tmp_path: Path
) -> None:
    # Tab, Space, Enter in the form's burst tick the delay of the declaration.
    demo.write("d")
    demo.wait_for("Tab: next field")
    screen = burst_then_look(demo, "d: Bob declares", b"hit", TAB, SPACE, ENTER)
    still_running(demo)
    command = last_command(tmp_path)
    assert command["cmd"] == "declare" and command["action"] == "hit", command
    assert command["delay"] is True, command
    assert "hit" in screen
    # Undone, the Ghoul declares first again: the keys typed with the d that opens the
    # form reach the form.
    burst_then_look(demo, "redo 1", b"u")
    screen = burst_then_look(demo, "d: Bob declares", b"dbite", ENTER)
    still_running(demo)
    assert "bite" in next(line for line in screen.splitlines() if "Ghoul" in line)
    command = last_command(tmp_path)
    assert command["cmd"] == "declare" and command["action"] == "bite", command


def test_setup_form_tab_then_space_opens_the_next_field_in_one_write(demo: Terminal) -> None:
    demo.send(F2)
    demo.wait_for("n New")
    demo.write("n")
    demo.wait_for("Which initiative system?")
    demo.send(ENTER)
    demo.wait_for("name and options")
    # The key after Tab is the abort cost's (its row of keys); before, it went into the name.
    screen = burst_then_look(demo, "◉ [w] a Willpower", b"Crypt", TAB, b"w")
    still_running(demo)
    assert re.search(r"│  Crypt +│", screen), screen  # nothing typed after the name
