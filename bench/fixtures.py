"""Stores with a ready encounter of N combatants, for the app benchmarks."""

from pathlib import Path
from typing import Any

from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.journal import JournalStore


def vampire_store(path: Path, combatants: int) -> int:
    """A store holding one rolled vampire turn with ``combatants`` actors; returns its id."""
    store = JournalStore(path)
    encounter = Encounter(store=store, dice=DiceSource(seed=3))
    commands: list[dict[str, Any]] = [
        {"cmd": "system", "name": "vampire"},
        {"cmd": "name", "name": f"Benchmark: {combatants} combatants"},
    ]
    commands += [
        {
            "cmd": "add",
            "id": f"c{n:03d}",
            "name": f"Combatant {n}",
            "side": "pc" if n % 4 == 0 else "npc",
            "stats": {"dexterity": 1 + n % 5, "wits": 1 + n % 4, "willpower": 3},
        }
        for n in range(combatants)
    ]
    commands.append({"cmd": "roll"})
    for command in commands:
        encounter.handle(command)
    assert encounter.id is not None
    store.close()
    return encounter.id
