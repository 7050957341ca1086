"""The players' board follower on the cached 1k / 10k / 100k-command journals.

Times the follower alone (no screen), in the measured tree's code, on a copy of each
journal the GM's encounter has resumed: the first catch-up (the follower's first poll),
then, while the GM plays on, each poll that finds one new command (the cost of a GM
command on the players' board), then an undo of 40, then a poll with nothing new (paid
four times a second). Wall time, with the CPU time of the same calls beside it.
"""

import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from bench.report import Row, median, ms
from bench.resume import cached_journal, is_cached, lengths
from bench.tree import progress

COMMANDS = 30


def timed(action: Callable[[], object]) -> tuple[float, float]:
    started, cpu = time.perf_counter(), time.process_time()
    action()
    return time.perf_counter() - started, time.process_time() - cpu


def follow(path: Path) -> dict[str, float]:
    from bench.replay import fight_commands
    from rules.dice import DiceSource
    from rules.encounter import Encounter
    from rules.follower import EncounterFollower
    from rules.journal import JournalStore

    store = JournalStore(path)
    encounter = Encounter(store=store, encounter_id=1, dice=DiceSource(seed=11))
    follower = EncounterFollower(path)
    first, first_cpu = timed(follower.poll)
    steps = []
    for _ in range(COMMANDS):
        encounter.handle(fight_commands(encounter)[0])
        steps.append(timed(follower.poll))
    encounter.handle({"cmd": "undo", "steps": 40})
    undo, _cpu = timed(follower.poll)
    idle = [timed(follower.poll)[0] for _ in range(100)]
    follower.close()
    store.close()
    return {
        "first": first,
        "first_cpu": first_cpu,
        "per_command": median([wall for wall, _cpu in steps]),
        "per_command_cpu": median([cpu for _wall, cpu in steps]),
        "per_command_max": max(wall for wall, _cpu in steps),
        "undo_40": undo,
        "idle_poll": median(idle),
    }


def rows() -> list[Row]:
    """Run in the measured tree (bench.worker)."""
    found = []
    for length in lengths(is_cached):
        progress(f"players' board follower on the {length:,}-command journal")
        with tempfile.TemporaryDirectory() as name:
            copy = Path(name) / "follow.sqlite3"
            shutil.copy(cached_journal(length), copy)
            result = follow(copy)
        last = length == 100_000
        found.append(
            Row(
                f"players' board at {length:,} commands: per GM command, median (CPU)",
                f"{ms(result['per_command'])} ({ms(result['per_command_cpu'])})",
                goal="< 2 ms" if last else "",
                met=result["per_command"] < 0.002 if last else None,
                figures=result,
            )
        )
        found.append(
            Row(
                f"players' board at {length:,} commands: first catch-up (CPU)",
                f"{ms(result['first'])} ({ms(result['first_cpu'])})",
                goal="< 500 ms" if last else "",
                met=result["first"] < 0.5 if last else None,
            )
        )
    return found
