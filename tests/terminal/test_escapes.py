"""Escapes in every text field reach neither the GM's terminal nor the players' (issue 9,
item 5, the display half).

The store is written as an old or foreign program could have left it: the names,
the encounter's name and an action's label hold a title-setting OSC, a screen
clear, a C1 OSC and a bidi override, straight in the journal and
the encounter list (no command ever validated them). The real program then runs
in a pty; its raw output must hold none of the data's own sequences, the
terminal's title must never change, and the screen shows each text's printable part.
"""

import re
import sqlite3
from pathlib import Path
from typing import Any

from rules.encounter import Encounter
from rules.journal import JournalStore
from tests.helpers import rewrite_journal
from tests.terminal.harness import F2, Terminal

COLUMNS, LINES = 120, 30

#: What each plain word becomes in the store: sets the title, clears the screen, an 8-bit
#: OSC, a right-to-left override.
ESCAPED = {
    "Alley": "\u001b]2;PWNED\u0007\u001b[2JAlley",
    "Zed": "\u001b]2;PWNED\u0007\u001b[2JZed",
    "Kat": "\u009d0;PWNED\u009c\u202eKat",
    "stab": "\u001b]0;PWNED\u001b\\\u001b[2Jstab",
    "Moe": "\u001bP1$tPWNED\u001b\\\u0000\u001b[2JMoe",  # a DCS string, a NUL
}

#: The data's own sequences, as the program would write them (UTF-8 for C1 and bidi).
FORBIDDEN = [
    b"PWNED",
    b"\x1b[2JZed",
    b"\x1b[2JAlley",
    b"\x1b[2Jstab",
    b"\x1b[2JMoe",
    b"\x1bP",
    b"\x00",
    b"\xc2\x9d",
    b"\xe2\x80\xae",
]


def escaped_store(path: Path) -> None:
    """A vampire fight whose texts are rewritten with escapes, bypassing every command."""
    store = JournalStore(path)
    fight = Encounter(store=store)
    commands: list[dict[str, Any]] = [
        {"cmd": "name", "name": "Alley"},
        {"cmd": "system", "name": "vampire"},
        {
            "cmd": "add",
            "id": "zed",
            "name": "Zed",
            "side": "pc",
            "stats": {"dexterity": 4, "wits": 3},
        },
        {"cmd": "add", "id": "kat", "name": "Kat", "stats": {"dexterity": 2, "wits": 2}},
        {"cmd": "add", "id": "moe", "name": "Moe", "stats": {"dexterity": 1, "wits": 1}},
        {"cmd": "out", "actor": "moe"},
        {"cmd": "roll", "dice": {"zed": 9, "kat": 3}},
        {"cmd": "declare", "actor": "kat", "action": "stab"},
    ]
    for command in commands:
        fight.handle(command)
    store.close()
    rewrite_journal(path, ESCAPED)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE encounters SET name = ?", (ESCAPED["Alley"],))


def assert_no_data_escape(term: Terminal) -> None:
    output = bytes(term.output)
    for sequence in FORBIDDEN:
        assert sequence not in output, sequence
    # Nothing set the title or the icon name (OSC 0, 1, 2); Textual's own OSCs (22, the
    # pointer's shape) are other numbers.
    assert re.search(rb"\x1b\][012];|\x9d[012];", output) is None


def test_the_gm_s_board_details_log_and_list_show_only_printable_text(tmp_path: Path) -> None:
    escaped_store(tmp_path / "store.sqlite3")
    with Terminal(tmp_path, columns=COLUMNS, lines=LINES) as term:
        # The status bar, the details of the selected actor (Zed), the log, the order.
        for shown in ("Alley · Vampire", "Zed · Dex 4 Wits 3", "8 Kat declares “stab”"):
            term.wait_for(shown)
        screen = term.wait_for("Moe (NPC) [out]")
        assert re.search(r"Kat \(NPC\) +7 +stab", screen)
        term.settle()
        term.send(F2)  # the encounter list
        screen = term.wait_for("Enter resumes “Alley”")
        assert "Alley" in screen.split("Enter resumes")[1]
        assert "Traceback" not in term.text()
        assert_no_data_escape(term)
        term.write("q")
        assert term.wait_exit(10) == 0


def test_the_players_board_shows_only_printable_text(tmp_path: Path) -> None:
    escaped_store(tmp_path / "store.sqlite3")
    with Terminal(tmp_path, ["board"], columns=COLUMNS, lines=LINES) as term:
        for shown in ("Alley", "Zed", "Kat", "stab", "Out of the fight: Moe"):  # notes last
            screen = term.wait_for(shown)
        assert "Traceback" not in screen
        assert_no_data_escape(term)
        term.write("q")
        assert term.wait_exit(10) == 0
