"""Resume a 1k / 10k / 100k-command journal: time and memory of ``Encounter(store, id)``.

The journals are long vampire fights (see :mod:`bench.replay`), built once by the
current code and cached under the system's temporary folder (building 100k
commands takes minutes); each measure runs in a fresh process on a copy of the
cached store, so a migration or a snapshot written at the first open changes
nothing for the next run. ``python -m bench.resume`` prints one line per length:
the open's wall time (median of three processes), the peak of what Python
allocated during the open (tracemalloc, a separate run: tracing slows it), and
the process's peak RSS after the open; then the first open of the same journal
as a store from before snapshots holds it (a full replay, once).
"""

import json
import os
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

from bench.replay import CAST, fight_commands
from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.journal import SCHEMA_VERSION, JournalStore
from rules.view import state_json

LENGTHS = (1_000, 10_000, 100_000)
CACHE = Path(tempfile.gettempdir()) / "degaine-bench-resume"


def cached_journal(length: int) -> Path:
    """A store holding one ``length``-command fight (encounter 1), built if missing."""
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
    while len(encounter.records) < length:
        if not queue:
            queue = fight_commands(encounter)
        encounter.handle(queue.pop(0))
    store.close()
    building.rename(path)
    return path


def measure(path: Path, traced: bool) -> dict[str, float]:
    """In this process: open encounter 1 of ``path`` to a complete state JSON."""
    store = JournalStore(path)
    if traced:
        tracemalloc.start()
    started = time.perf_counter()
    encounter = Encounter(store=store, encounter_id=1)
    state_json(encounter)  # the complete state a board draws
    seconds = time.perf_counter() - started
    peak = tracemalloc.get_traced_memory()[1] if traced else 0
    rss_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    store.close()
    return {"seconds": seconds, "peak_mib": peak / 2**20, "rss_mib": rss_kib / 1024}


def run_measure(path: Path, traced: bool, *, snapshots: bool = True) -> dict[str, float]:
    """In a fresh process, on a copy; without ``snapshots``, as a store from before them
    (schema 2) opens the first time: migrated, replayed in full, then it saves one."""
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / "resume.sqlite3"
        shutil.copy(path, copy)
        if not snapshots:
            with sqlite3.connect(copy) as db:
                db.execute("DROP TABLE snapshots")
                db.execute("UPDATE meta SET value = '2' WHERE key = 'schema_version'")
            db.close()
        done = subprocess.run(
            [sys.executable, "-m", "bench.resume", "--measure", str(copy), str(int(traced))],
            capture_output=True,
            text=True,
            check=True,
            timeout=600,
            env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
        )
    result: dict[str, float] = json.loads(done.stdout.splitlines()[-1])
    return result


def main() -> None:
    for length in LENGTHS:
        path = cached_journal(length)
        runs = [run_measure(path, traced=False) for _ in range(3)]
        traced = run_measure(path, traced=True)
        seconds = statistics.median(run["seconds"] for run in runs)
        rss = statistics.median(run["rss_mib"] for run in runs)
        each = ", ".join(f"{run['seconds']:.3f}" for run in runs)
        migrated = run_measure(path, traced=False, snapshots=False)
        print(
            f"resume a {length:,}-command journal: {seconds:.3f} s (runs: {each}); "
            f"allocated at peak {traced['peak_mib']:.1f} MiB; process RSS {rss:.0f} MiB; "
            f"first open of it from a schema 2 store (full replay) {migrated['seconds']:.3f} s, "
            f"RSS {migrated['rss_mib']:.0f} MiB"
        )


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--measure":
        print(json.dumps(measure(Path(sys.argv[2]), traced=sys.argv[3] == "1")))
    else:
        main()
