"""The players' board following a 200-combatant, 1,000-command journal.

Times the follower alone (no screen): the first catch-up (a full replay), then,
while the GM plays on, each poll that finds one new command (fold it, rebuild
the public view), an undo (rebuilt from a checkpoint), and a poll that finds
nothing new (the cost paid four times a second).
"""

import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.replay import fight_commands
from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.follower import EncounterFollower
from rules.journal import JournalStore

COMBATANTS = 200
COMMANDS = 1_000


def setup() -> list[dict[str, Any]]:
    return [
        {"cmd": "system", "name": "vampire"},
        *[
            {
                "cmd": "add",
                "id": f"c{n:03d}",
                "name": f"Combatant {n}",
                "hidden": n % 10 == 0,
                "stats": {"dexterity": 1 + n % 5, "wits": 1 + n % 4},
            }
            for n in range(COMBATANTS)
        ],
    ]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "follow.sqlite3"
        store = JournalStore(path)
        encounter = Encounter(store=store, dice=DiceSource(seed=11))
        for command in setup():
            encounter.handle(command)
        while len(encounter.records) < COMMANDS:
            encounter.handle(fight_commands(encounter)[0])
        follower = EncounterFollower(path)
        started = time.perf_counter()
        follower.poll()
        first = time.perf_counter() - started
        steps = []
        for _ in range(50):
            encounter.handle(fight_commands(encounter)[0])
            started = time.perf_counter()
            follower.poll()
            steps.append(time.perf_counter() - started)
        encounter.handle({"cmd": "undo", "steps": 40})
        started = time.perf_counter()
        follower.poll()
        undo = time.perf_counter() - started
        idle = []
        for _ in range(200):
            started = time.perf_counter()
            follower.poll()
            idle.append(time.perf_counter() - started)
        follower.close()
        store.close()
    print(
        f"players' board, {COMBATANTS} combatants, {COMMANDS:,}-command journal: "
        f"first catch-up {ms(first)}; one new command median {ms(statistics.median(steps))}, "
        f"max {ms(max(steps))}; undo of 40 {ms(undo)}; "
        f"poll with nothing new {statistics.median(idle) * 1e6:.0f} µs"
    )


if __name__ == "__main__":
    main()
