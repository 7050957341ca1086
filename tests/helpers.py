"""Small helpers shared by the tests."""

from typing import Any

from rules.dice import DiceSource
from rules.encounter import Encounter
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
