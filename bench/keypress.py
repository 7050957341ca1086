"""Keypress to the last byte of its repaint, 200 combatants, at 200×60 and at 80×24.

degaine resumes a board where all 200 combatants have declared (200 slots to resolve).
In each size, on a fresh copy of that store, 50 presses of each key, in this order:
down (the cursor walks down the board), ``n`` (resolve the acting slot: 50 new
commands), ``u`` 50 times in a row (each undo reaches a state the board has not shown
for a while: nothing alternates), ``U`` 50 times in a row (redo them all). Each press
waits for the previous answer's quiet gap (bench/answer.py), so answers never overlap.
The anchor for the cursor: a Textual ``DataTable`` with the same rows, same size.
"""

import re
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bench.answer import QUIET_GAP, Answer
from bench.report import Row, median, ms, p95, ratio
from bench.session import Session
from bench.startup import ANCHORS, FOOTER_KEYS
from bench.tree import Tree, progress
from tests.terminal.harness import DOWN, environment

COMBATANTS = 200
PRESSES = 50
SIZES = ((200, 60), (80, 24))
KEYS = (
    ("down arrow", DOWN),
    ("resolve n", b"n"),
    (f"undo u, {PRESSES} in a row", b"u"),
    (f"redo U, {PRESSES} in a row", b"U"),
)


@dataclass(frozen=True)
class Presses:
    answers: list[Answer]
    #: The program's CPU (user + system) over all the presses, per press.
    cpu_per_press: float

    def latencies(self) -> list[float]:
        return [answer.last for answer in self.answers if answer.last is not None]

    def sizes(self) -> list[int]:
        return [answer.size for answer in self.answers]


def press_many(session: Session, key: bytes, what: str) -> Presses:
    cpu = session.cpu_seconds()
    answers = [session.press(key) for _ in range(PRESSES)]
    silent = sum(answer.last is None for answer in answers)
    if silent:
        raise RuntimeError(f"{what}: {silent} of {PRESSES} presses had no answer")
    return Presses(answers, (session.cpu_seconds() - cpu) / PRESSES)


def settled(session: Session, what: str) -> int:
    """Wait for the first screen and its quiet; the bytes written in a further idle second
    (must be 0, or the quiet gap could be filled by a clock rather than a repaint)."""
    session.until(lambda text: all(key in text for key in FOOTER_KEYS[:1]), what)
    session.drain(1.0)
    return session.drain(1.0)


def measure_degaine(
    tree: Tree, folder: Path, store: Path, columns: int, lines: int
) -> tuple[dict[str, Presses], int, tuple[float, float]]:
    with Session(
        folder,
        tree.program("--db", str(store)),
        cwd=tree.root,
        env=tree.environment(**environment(folder)),
        columns=columns,
        lines=lines,
    ) as session:
        idle = settled(session, f"degaine's board at {columns}×{lines}")
        results = {}
        for what, key in KEYS:
            progress(f"{PRESSES} × {what} at {columns}×{lines}")
            results[what] = press_many(session, key, what)
            session.drain(0.5)
            check_counts(session.text(), what, key)
        return results, idle, session.memory_mib()


def check_counts(text: str, what: str, key: bytes) -> None:
    """Every undo and redo happened (where the header's counts are on screen)."""
    match = re.search(r"redo (\d+)", text)
    expected = {b"u": PRESSES, b"U": 0}.get(key)
    if match is not None and expected is not None and int(match[1]) != expected:
        raise RuntimeError(f"{what}: redo {match[1]}, not {expected}; the screen:\n{text}")


def measure_table(tree: Tree, folder: Path, columns: int, lines: int) -> Presses:
    with Session(
        folder,
        [sys.executable, str(ANCHORS), "table", str(COMBATANTS)],
        cwd=folder,
        env=tree.environment(**environment(folder)),
        columns=columns,
        lines=lines,
    ) as session:
        session.until(lambda text: "Combatant 1 (NPC)" in text, "the DataTable")
        session.drain(1.0)
        progress(f"{PRESSES} × down arrow in the DataTable at {columns}×{lines}")
        return press_many(session, DOWN, "the DataTable's down arrow")


def rows(tree: Tree) -> list[Row]:
    found: list[Row] = []
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        built = folder / "built.sqlite3"
        progress(f"building a store of {COMBATANTS} declared combatants")
        tree.run("fixtures", "declared", str(built), str(COMBATANTS))
        for columns, lines in SIZES:
            store = folder / f"keys-{columns}x{lines}.sqlite3"
            shutil.copy(built, store)
            results, idle, memory = measure_degaine(tree, folder, store, columns, lines)
            table = measure_table(tree, folder, columns, lines)
            found += size_rows(columns, lines, results, table, idle)
            if (columns, lines) == SIZES[0]:
                found.append(
                    Row(
                        f"memory after the keys, {COMBATANTS} combatants: VmRSS / VmHWM",
                        f"{memory[0]:.0f} / {memory[1]:.0f} MiB",
                        figures={"rss_mib": memory[0], "hwm_mib": memory[1]},
                    )
                )
    return found


def time_limit(large: bool, cursor: bool) -> float | None:
    """Issue 15's p95 goals, at 200×60 only: 16 ms for the cursor, 33 ms for the rest."""
    if not large:
        return None
    return 0.016 if cursor else 0.033


def byte_goal(large: bool, cursor: bool, sizes: list[int]) -> tuple[str, bool]:
    """Issue 15's byte goals as written: "cursor ≤ 2.5 KB", "resolve/undo ≤ 12 KB" (a
    typical key: the median) at 200×60; "every key ≤ 4 KB" (the max) at 80×24."""
    if not large:
        return "every key ≤ 4,000 B", max(sizes) <= 4_000
    budget = 2_500 if cursor else 12_000
    return f"median ≤ {budget:,} B", median(sizes) <= budget


def size_rows(
    columns: int, lines: int, results: dict[str, Presses], table: Presses, idle: int
) -> list[Row]:
    large = (columns, lines) == SIZES[0]
    found = []
    for what, _key in KEYS:
        presses = results[what]
        times, sizes = presses.latencies(), presses.sizes()
        cursor = what == KEYS[0][0]
        anchor = table if cursor else None
        limit = time_limit(large, cursor)
        goal, met = byte_goal(large, cursor, sizes)
        figures = {
            "seconds": times,
            "cpu_per_press": presses.cpu_per_press,
            "idle_bytes_per_second": idle,
            "quiet_gap": QUIET_GAP,
        }
        found.append(
            Row(
                f"{what}, {columns}×{lines}: median / p95 (CPU a key)",
                latency(presses),
                "" if anchor is None else f"DataTable {latency(anchor)}",
                "" if anchor is None else ratio(median(times), median(anchor.latencies())),
                "" if limit is None else f"p95 < {limit * 1000:.0f} ms",
                None if limit is None else p95(times) < limit,
                figures | ({} if anchor is None else {"anchor_seconds": anchor.latencies()}),
            )
        )
        found.append(
            Row(
                f"{what}, {columns}×{lines}: bytes written a key, median / max",
                byte_sizes(presses),
                "" if anchor is None else f"DataTable {byte_sizes(anchor)}",
                "" if anchor is None else ratio(median(sizes), median(anchor.sizes())),
                goal,
                met,
                {"bytes": sizes} | ({} if anchor is None else {"anchor_bytes": anchor.sizes()}),
            )
        )
    return found


def latency(presses: Presses) -> str:
    times = presses.latencies()
    return f"{ms(median(times))} / {ms(p95(times))} ({ms(presses.cpu_per_press)})"


def byte_sizes(presses: Presses) -> str:
    sizes = presses.sizes()
    return f"{median(sizes):,.0f} / {max(sizes):,} B"
