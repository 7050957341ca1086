"""Process start to first paint (Textual's Ready event): degaine vs a bare Textual app.

Both run in fresh processes, interleaved, in the same run; the ratio is what
the issue asks for (goal: at most 1.3x).
"""

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.fixtures import vampire_store

RUNS = 7


def time_to_ready(*args: str) -> float:
    started = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-m", "bench.startup_probe", *args],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    elapsed = time.perf_counter() - started
    process.wait()
    if line.strip() != "ready":
        raise RuntimeError(f"probe {args} did not reach Ready")
    return elapsed


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "startup.sqlite3"
        vampire_store(db, 20)
        time_to_ready("bare")  # warm the file cache for both
        time_to_ready("degaine", str(db))
        bare, degaine = [], []
        for _ in range(RUNS):
            bare.append(time_to_ready("bare"))
            degaine.append(time_to_ready("degaine", str(db)))
    bare_ms = statistics.median(bare) * 1000
    degaine_ms = statistics.median(degaine) * 1000
    print(
        f"start to first paint, median of {RUNS}: degaine (20 combatants) {degaine_ms:.0f} ms, "
        f"bare Textual app {bare_ms:.0f} ms, ratio {degaine_ms / bare_ms:.2f}x (goal <= 1.3x)"
    )


if __name__ == "__main__":
    main()
