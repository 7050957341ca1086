"""Stores with a vampire encounter of N combatants, built by the measured tree's code.

``python -P -m bench.fixtures rolled|declared PATH N`` (through :meth:`Tree.run`): the
store is written by the same code that will open it, so no migration is timed.
``rolled``: turn 1 rolled, declarations to make (the start-up board). ``declared``: every
combatant has declared, N slots to resolve with ``n`` (the keypress board).
"""

import json
import sys
from pathlib import Path
from typing import Any

from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.journal import JournalStore
from rules.view import state_json


def vampire_store(path: Path, combatants: int, *, declared: bool = False) -> int:
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
    while declared and state_json(encounter)["phase"] == "declare":
        actor = state_json(encounter)["declare_next"][0]
        encounter.handle({"cmd": "declare", "actor": actor, "action": "strike"})
    assert encounter.id is not None
    store.close()
    return encounter.id


if __name__ == "__main__":
    kind, path, count = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
    print(json.dumps({"encounter": vampire_store(path, count, declared=kind == "declared")}))
