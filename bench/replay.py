"""Replay a 10,000-command journal from SQLite; time per command as it is handled.

The journal is a long vampire fight: 12 combatants, then turns of roll,
declarations, resolutions and end of turn, with wounds and GM overrides.
Each figure has its CPU time beside it (the work itself, whatever else the machine
is running: see ``bench.keypress``).
"""

import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.journal import JournalStore
from rules.view import state_json

TARGET = 10_000
CAST = [f"c{n:02d}" for n in range(12)]


def fight_commands(encounter: Encounter) -> list[dict[str, Any]]:
    """The next commands of the fight, given where it stands."""
    data = state_json(encounter)
    if data["phase"] == "between":
        return [{"cmd": "roll"}]
    if data["phase"] == "declare":
        return [{"cmd": "declare", "actor": data["declare_next"][0], "action": "strike"}]
    if data["order"]:
        return [{"cmd": "resolve"}]
    return [{"cmd": "end_turn"}]


def build(path: Path) -> tuple[int, list[float], list[float]]:
    store = JournalStore(path)
    encounter = Encounter(store=store, dice=DiceSource(seed=7))
    timings: list[float] = []
    cpu: list[float] = []
    setup: list[dict[str, Any]] = [{"cmd": "system", "name": "vampire"}] + [
        {"cmd": "add", "id": actor, "name": actor.upper(), "stats": {"dexterity": 3, "wits": 2}}
        for actor in CAST
    ]
    queue = list(setup)
    while len(encounter.records) < TARGET:
        if not queue:
            queue = fight_commands(encounter)
        command = queue.pop(0)
        started, started_cpu = time.perf_counter(), time.thread_time()
        encounter.handle(command)
        timings.append(time.perf_counter() - started)
        cpu.append(time.thread_time() - started_cpu)
    assert encounter.id is not None
    store.close()
    return encounter.id, timings, cpu


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.sqlite3"
        encounter_id, timings, cpu = build(path)
        replays, replays_cpu = [], []
        for _ in range(3):
            store = JournalStore(path)
            started, started_cpu = time.perf_counter(), time.thread_time()
            encounter = Encounter(store=store, encounter_id=encounter_id)
            replays.append(time.perf_counter() - started)
            replays_cpu.append(time.thread_time() - started_cpu)
            assert len(encounter.records) == TARGET
            store.close()
    ms = [t * 1000 for t in timings]
    print(
        f"replay of a {TARGET:,}-command journal from SQLite: best {min(replays):.3f} s "
        f"(runs: {', '.join(f'{r:.3f}' for r in replays)}); CPU best {min(replays_cpu):.3f} s"
    )
    print(
        f"per command, handled and committed: median {statistics.median(ms):.3f} ms, "
        f"p95 {statistics.quantiles(ms, n=20)[-1]:.3f} ms, max {max(ms):.3f} ms; "
        f"CPU median {statistics.median(cpu) * 1000:.3f} ms"
    )


if __name__ == "__main__":
    main()
