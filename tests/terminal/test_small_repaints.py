"""A key repaints what it changed, not the screen: bytes written, in a real terminal.

200 combatants on a vampire board, every one declared (V3), so ``n`` resolves. The
bytes degaine writes from a key until it goes quiet are counted (bytes, not time:
no clock in these checks), and what the partial repaints left on screen is compared
with a full repaint of the same state (a resize out and back redraws every cell).
"""

import shutil
import time
from pathlib import Path

import pytest

from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.journal import JournalStore
from rules.view import state_json
from tests.terminal.harness import DOWN, UP, Terminal, environment

COMBATANTS = 200
#: Nothing written for this long: the key's repaint is over. (Were a repaint to pause
#: longer, its end would count for the next key: a check could fail, never pass wrongly.)
QUIET = 0.2


def declared_board(path: Path) -> None:
    """A store whose vampire turn is rolled and declared by all, slowest first (V3)."""
    with JournalStore(path) as store:
        encounter = Encounter(store=store, dice=DiceSource(seed=3))
        encounter.handle({"cmd": "system", "name": "vampire"})
        encounter.handle({"cmd": "name", "name": "Two hundred"})
        for n in range(COMBATANTS):
            stats = {"dexterity": 1 + n % 5, "wits": 1 + n % 4, "willpower": 3}
            side = "pc" if n % 4 == 0 else "npc"
            actor = {"id": f"c{n:03d}", "name": f"Combatant {n}", "side": side, "stats": stats}
            encounter.handle({"cmd": "add", **actor})
        encounter.handle({"cmd": "roll"})
        slots = state_json(encounter)["order"]
        for slot in reversed(slots):  # slowest first
            for entry in slot:
                encounter.handle({"cmd": "declare", "actor": entry["actor"], "action": "strike"})
        assert state_json(encounter)["phase"] == "resolve"


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("repaints") / "store.sqlite3"
    declared_board(path)
    return path


def open_board(store: Path, tmp_path: Path, columns: int, lines: int) -> Terminal:
    """degaine on a copy of ``store`` (each run's keys change its own), its keys live
    and the cursor on the first row."""
    folder = tmp_path / f"{columns}x{lines}"
    folder.mkdir()
    for part in store.parent.glob(store.name + "*"):  # with its write-ahead log, if any
        shutil.copy(part, folder / part.name)
    env = environment(folder, DEGAINE_DB=str(folder / store.name))
    term = Terminal(folder, columns=columns, lines=lines, env=env)
    term.wait_for("undo ")
    term.send(DOWN)  # answered once the journal behind the first frame is replayed
    term.wait_for("› ")
    term.settle(QUIET)
    return term


def written_by(term: Terminal, key: bytes, shows: str | None = None) -> int:
    """The bytes degaine writes for ``key``: until it ``shows`` its effect (the cursor's
    line changed, where None) and has then been quiet for a while."""
    before = len(term.output)
    cursor_line = cursor_row(term.text())
    term.send(key)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        screen = term.text()
        if shows in screen if shows is not None else cursor_row(screen) != cursor_line:
            break
        term.pump(0.05)
    term.settle(QUIET)
    return len(term.output) - before


def cursor_row(screen: str) -> str | None:
    """The order's line under the cursor (its first character is "›")."""
    return next((line for line in screen.splitlines() if line.startswith("›")), None)


def redrawn_whole(term: Terminal, columns: int, lines: int) -> str:
    """The screen after a full repaint: one column more, then the size it had."""
    term.resize(columns + 1, lines)
    term.settle(QUIET)
    term.resize(columns, lines)
    return term.settle(QUIET)


def keys_written(term: Terminal, keys: tuple[tuple[str, bytes, str | None], ...]) -> dict[str, int]:
    return {name: written_by(term, key, shows) for name, key, shows in keys}


def test_keys_write_a_few_lines_and_leave_what_a_full_repaint_draws_V3(
    store: Path, tmp_path: Path
) -> None:
    with open_board(store, tmp_path, 80, 24) as term:
        for _ in range(3):  # the cursor on a row mid-screen: no command scrolls the order
            written_by(term, DOWN)
        narrow = keys_written(
            term,
            (
                ("down", DOWN, None),
                ("up", UP, None),
                ("resolve", b"n", "undo 404 · redo 0"),
                ("undo", b"u", "undo 403 · redo 1"),
            ),
        )
        shown = term.text()
        assert shown.count("› ") == 1
        assert redrawn_whole(term, 80, 24) == shown
    with open_board(store, tmp_path, 200, 60) as term:
        for _ in range(3):
            written_by(term, DOWN)
        wide = keys_written(
            term,
            (
                ("down", DOWN, None),
                ("up", UP, None),
                ("resolve", b"n", "undo 404 · redo 0"),
                ("undo", b"u", "undo 403 · redo 1"),
                ("redo", b"U", "undo 404 · redo 0"),
            ),
        )
        shown = term.text()
        assert shown.count("› ") == 1
        assert redrawn_whole(term, 200, 60) == shown
    assert wide["down"] <= 2_500 and wide["up"] <= 2_500, wide
    assert max(wide.values()) <= 12_000, wide
    assert max(narrow["down"], narrow["up"], narrow["resolve"]) <= 4_000, narrow
    # The goal is 4 KB for undo too; Textual draws its notice twice (as it is mounted,
    # then laid out) and the order's whole scrollbar: some 1.5 KB at 80×24.
    assert narrow["undo"] <= 5_000, narrow
