"""A resumed board's first frame is the complete one, and keys are live from the start.

Told that the terminal draws frames whole (Textual asks, DECRQM 2026, and the test
answers in the same burst as the GM's first key), degaine wraps every frame it draws in
the synchronized-output marks: the screen can then be read frame by frame, and the
first one that shows the board is the one judged.
"""

import re
from collections.abc import Iterator
from pathlib import Path

import pyte

from bench.fixtures import vampire_store
from tests.terminal.harness import Terminal

SYNC_END = b"\x1b[?2026l"
#: A terminal's answer to "do you draw frames whole?": yes (mode 2026 is known, reset).
SUPPORTS_SYNC = b"\x1b[?2026;2$y"
COLUMNS, LINES = 120, 40
COMBATANTS = 20


def frames(output: bytes) -> Iterator[str]:
    """The screen after each frame in ``output`` (what came before the first mark counts
    as one: a frame drawn before the answer was read would be judged at its end)."""
    screen = pyte.Screen(COLUMNS, LINES)
    stream = pyte.ByteStream(screen)
    start = 0
    while (end := output.find(SYNC_END, start)) >= 0:
        stream.feed(output[start : end + len(SYNC_END)])
        start = end + len(SYNC_END)
        yield "\n".join(line.rstrip() for line in screen.display)


def test_the_first_frame_has_every_name_whole_and_the_footer_and_a_key_sent_at_start_is_answered(
    tmp_path: Path,
) -> None:
    vampire_store(tmp_path / "store.sqlite3", COMBATANTS)  # the harness's DEGAINE_DB
    with Terminal(tmp_path, columns=COLUMNS, lines=LINES) as term:
        term.send(SUPPORTS_SYNC, b"u")  # one burst with the start: undo the roll
        term.wait_for("undo 22 · redo 1")
        first = next(screen for screen in frames(bytes(term.output)) if "20 combatants" in screen)
    # Every name whole in the order, side and all (not "Combatan" over "t 19").
    shown = {int(n) for n in re.findall(r"Combatant (\d+) \((?:NPC|PC)\)", first)}
    assert shown == set(range(COMBATANTS)), first
    footer = first.splitlines()[-1]
    assert "u Undo" in footer and "^p palette" in footer, first
    assert "undo 23 · redo 0" in first  # the encounter as stored: the key came after
