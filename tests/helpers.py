"""Small helpers shared by the tests."""

import json
import sqlite3
from pathlib import Path
from typing import Any

from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.errors import RuleError
from rules.journal import JournalStore
from rules.view import state_json


def run(
    commands: list[dict[str, Any]], seed: int = 0, store: JournalStore | None = None
) -> Encounter:
    """A new encounter with ``commands`` applied (any refusal propagates)."""
    encounter = Encounter(store=store, dice=DiceSource(seed))
    for command in commands:
        encounter.handle(command)
    return encounter


def order_ids(encounter: Encounter) -> list[list[tuple[str, int]]]:
    """The order as ``[[(actor, score), ...], ...]``."""
    return [[(e["actor"], e["score"]) for e in slot] for slot in state_json(encounter)["order"]]


def snapshot(encounter: Encounter) -> dict[str, Any]:
    """Everything observable about the encounter, for before/after comparisons."""
    return {
        "state": encounter.state.model_dump(mode="json"),
        "json": state_json(encounter),
        "records": len(encounter.records),
        "redo": encounter.can_redo,
    }


def handle_checked(encounter: Encounter, command: dict[str, Any]) -> bool:
    """Apply ``command``; True if it was applied, False if refused (having changed nothing)."""
    before = snapshot(encounter)
    try:
        encounter.handle(command)
    except RuleError:
        assert snapshot(encounter) == before  # a refused command changes nothing
        return False
    return True


def assert_undo_redo_round_trip(encounter: Encounter) -> None:
    """Undoing every step empties the encounter; redoing them all restores it exactly (G2)."""
    final = snapshot(encounter)["json"]
    steps = len(encounter.records)
    if steps == 0:  # a script that undid everything: nothing left to walk
        assert state_json(encounter)["actors"] == {}
        return
    encounter.handle({"cmd": "undo", "steps": steps})
    assert state_json(encounter)["actors"] == {}
    encounter.handle({"cmd": "redo", "steps": steps})
    assert snapshot(encounter)["json"] == final


def replaced(value: Any, words: dict[str, str]) -> Any:
    """``value`` (journal or view JSON) with every string that is a key of ``words``
    replaced by its value."""
    if isinstance(value, str):
        return words.get(value, value)
    if isinstance(value, dict):
        return {key: replaced(item, words) for key, item in value.items()}
    if isinstance(value, list):
        return [replaced(item, words) for item in value]
    return value


def rewrite_journal(path: Path, words: dict[str, str]) -> None:
    """Every record of the store at ``path`` with its strings replaced as :func:`replaced`
    says, bypassing every command: a store as an older or foreign program left it."""
    with sqlite3.connect(path) as db:
        rows = db.execute("SELECT encounter_id, seq, command, events FROM journal").fetchall()
        for encounter_id, seq, command, events in rows:
            db.execute(
                "UPDATE journal SET command = ?, events = ? WHERE encounter_id = ? AND seq = ?",
                (
                    json.dumps(replaced(json.loads(command), words)),
                    json.dumps(replaced(json.loads(events), words)),
                    encounter_id,
                    seq,
                ),
            )
