"""Stores with a vampire encounter of N combatants, built by the measured tree's code.

``python -P -m bench.fixtures rolled|declared PATH N`` (through :meth:`Tree.run`): the
store is written by the same code that will open it, so no migration is timed.
``rolled``: turn 1 rolled, declarations to make (the start-up board). ``declared``: every
combatant has declared, N slots to resolve with ``n`` (the keypress board).
``python -P -m bench.fixtures declared PATH N TURNS``: TURNS whole turns played first
(declared, resolved, ended), so that 50 undos in a row at a table of 20 walk back
through play, not through the setup.
"""

import json
import sys
from pathlib import Path
from typing import Any

from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.journal import JournalStore
from rules.view import state_json


def vampire_store(path: Path, combatants: int, *, declared: bool = False, turns: int = 0) -> int:
    """A store holding one rolled vampire turn with ``combatants`` actors, after ``turns``
    whole turns played; returns its id."""
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
    for command in commands:
        encounter.handle(command)
    for _turn in range(turns):
        encounter.handle({"cmd": "roll"})
        declare_all(encounter)
        while state_json(encounter)["order"]:
            encounter.handle({"cmd": "resolve"})
        encounter.handle({"cmd": "end_turn"})
    encounter.handle({"cmd": "roll"})
    if declared:
        declare_all(encounter)
    assert encounter.id is not None
    store.close()
    return encounter.id


def declare_all(encounter: Encounter) -> None:
    while state_json(encounter)["phase"] == "declare":
        actor = state_json(encounter)["declare_next"][0]
        encounter.handle({"cmd": "declare", "actor": actor, "action": "strike"})


if __name__ == "__main__":
    kind, path, count = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
    turns = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    made = vampire_store(path, count, declared=kind == "declared", turns=turns)
    print(json.dumps({"encounter": made}))
