"""Handle a 10,000-command fight, timing each command; then open its journal again.

The journal is a long vampire fight: 12 combatants, then turns of roll,
declarations, resolutions and end of turn, with wounds and GM overrides.
Each figure has its CPU time beside it: the work itself, whatever else the machine is
running. This is the engine's cost under every screen; the screens are measured in a pty.
"""

import tempfile
import time
from pathlib import Path
from typing import Any

from bench.report import Row, median, ms, p95
from bench.tree import progress
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


def rows() -> list[Row]:
    """Run in the measured tree (bench.worker)."""
    progress(f"the engine: handling and committing {TARGET:,} commands")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.sqlite3"
        encounter_id, timings, cpu = build(path)
        opens, opens_cpu = [], []
        for _ in range(3):
            store = JournalStore(path)
            started, started_cpu = time.perf_counter(), time.thread_time()
            encounter = Encounter(store=store, encounter_id=encounter_id)
            opens.append(time.perf_counter() - started)
            opens_cpu.append(time.thread_time() - started_cpu)
            assert len(encounter.records) == TARGET
            store.close()
    return [
        Row(
            "engine: one command handled and committed, median / p95 (CPU median)",
            f"{ms(median(timings))} / {ms(p95(timings))} ({ms(median(cpu))})",
            figures={"max": max(timings), "count": len(timings)},
        ),
        Row(
            f"engine: open a {TARGET:,}-command journal in-process, best of 3 (CPU)",
            f"{ms(min(opens))} ({ms(min(opens_cpu))})",
            figures={"runs": opens, "cpu": opens_cpu},
        ),
    ]
