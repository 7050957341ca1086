"""Resume a 1k / 10k / 100k-command journal in a pty: time to the complete screen, peak RSS.

The journals are long vampire fights (see :mod:`bench.replay`), built once by the
measured tree's code and cached under the system's temporary folder (never deleted:
the 100k one takes minutes to build; ``DEGAINE_BENCH_QUICK=1`` skips it when it is
not there yet). Each run opens a fresh copy, so a snapshot written at an open changes
nothing for the next; the lengths alternate run after run.

Complete screen: the 12 fighters' names whole and the footer's keys drawn; then a key
(down) must move the cursor. Memory: VmHWM (the resident peak) and VmRSS once quiet.
"""

import gc
import json
import os
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.report import Row, median, ms
from bench.tree import Tree, progress

LENGTHS = (1_000, 10_000, 100_000)
RUNS = 3
CACHE = Path(tempfile.gettempdir()) / "degaine-bench-resume"


def cached_journal(length: int) -> Path:
    """A store holding one ``length``-command fight (encounter 1), built if missing.

    Built with the cyclic GC off (it would walk the growing journal again and again)."""
    from bench.replay import CAST, fight_commands
    from rules.dice import DiceSource
    from rules.encounter import Encounter
    from rules.journal import SCHEMA_VERSION, JournalStore

    path = CACHE / f"journal-{length}-schema{SCHEMA_VERSION}.sqlite3"
    if path.exists():
        return path
    CACHE.mkdir(parents=True, exist_ok=True)
    building = path.with_suffix(".building")
    for leftover in CACHE.glob(building.name + "*"):
        leftover.unlink()
    store = JournalStore(building)
    encounter = Encounter(store=store, dice=DiceSource(seed=7))
    queue: list[dict[str, Any]] = [{"cmd": "system", "name": "vampire"}] + [
        {"cmd": "add", "id": actor, "name": actor.upper(), "stats": {"dexterity": 3, "wits": 2}}
        for actor in CAST
    ]
    gc.disable()
    try:
        while len(encounter.records) < length:
            if not queue:
                queue = fight_commands(encounter)
            encounter.handle(queue.pop(0))
            if len(encounter.records) % 10_000 == 0:
                print(f"bench: built {len(encounter.records):,} of {length:,}", file=sys.stderr)
    finally:
        gc.enable()
    store.close()
    building.rename(path)
    return path


def is_cached(length: int) -> bool:
    from rules.journal import SCHEMA_VERSION

    return (CACHE / f"journal-{length}-schema{SCHEMA_VERSION}.sqlite3").exists()


def lengths(cached: Callable[[int], bool]) -> list[int]:
    """All of them, but not an uncached 100k under ``DEGAINE_BENCH_QUICK=1``."""
    if os.environ.get("DEGAINE_BENCH_QUICK") != "1" or cached(LENGTHS[-1]):
        return list(LENGTHS)
    return list(LENGTHS[:-1])


def rows(tree: Tree) -> list[Row]:
    from bench.replay import CAST
    from bench.startup import board_complete, start_degaine

    measured = lengths(lambda length: bool(tree.run("resume", "--cached", str(length))))
    journals = {}
    for length in measured:
        progress(f"the {length:,}-command journal (built once, then cached in {CACHE})")
        journals[length] = Path(tree.run("resume", "--path", str(length)))
    shown = board_complete([f"{actor.upper()} (" for actor in CAST])
    runs: dict[int, list[dict[str, float]]] = {length: [] for length in measured}
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for run in range(RUNS):
            for length in measured:
                progress(f"resume {length:,}, run {run + 1} of {RUNS}")
                store = folder / "resume.sqlite3"
                for old in folder.glob("resume.sqlite3*"):
                    old.unlink()
                shutil.copy(journals[length], store)
                start = start_degaine(
                    tree, folder, store, shown, f"the {length:,}-command board", 120
                )
                runs[length].append(
                    {
                        "complete": start.complete,
                        "answered": start.answered,
                        "cpu": start.cpu,
                        "rss": start.rss_mib,
                        "hwm": start.hwm_mib,
                    }
                )
    found = []
    for length in measured:
        results = runs[length]
        complete = median([run["complete"] for run in results])
        live = median([run["answered"] for run in results])
        cpu = median([run["cpu"] for run in results])
        hwm = median([run["hwm"] for run in results])
        rss = median([run["rss"] for run in results])
        goal = length == LENGTHS[-1]
        found.append(
            Row(
                f"resume a {length:,}-command journal: complete screen, key answered "
                f"(CPU by the complete screen), median of {RUNS}",
                f"{ms(complete)}, {ms(live)} ({ms(cpu)})",
                goal="< 500 ms" if goal else "",
                met=complete < 0.5 if goal else None,
                figures={"runs": results},
            )
        )
        found.append(
            Row(
                f"resume a {length:,}-command journal: peak RSS (VmHWM), RSS when quiet",
                f"{hwm:.0f} MiB, {rss:.0f} MiB",
                goal="< 80 MiB" if goal else "",
                met=hwm < 80 if goal else None,
            )
        )
    if len(measured) < len(LENGTHS):
        found.append(
            Row(
                f"resume a {LENGTHS[-1]:,}-command journal",
                "skipped: DEGAINE_BENCH_QUICK=1 and no cached journal",
                goal="< 500 ms, < 80 MiB",
            )
        )
    return found


if __name__ == "__main__":
    # Run by Tree.run against the measured tree: build (or find) a cached journal.
    if sys.argv[1] == "--path":
        print(json.dumps(str(cached_journal(int(sys.argv[2])))))
    elif sys.argv[1] == "--cached":
        print(json.dumps(is_cached(int(sys.argv[2]))))
