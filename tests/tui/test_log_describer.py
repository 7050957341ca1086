"""The board's log describer remembers each record's line and names between redraws;
what it says is what a new describer says once told everyone named so far."""

from typing import Any

from rules.encounter import Encounter
from rules.view import state_json
from tui.presenters.log import LogDescriber, named_in

STATS = {"dexterity": 2, "wits": 2, "willpower": 3}
COMMANDS: list[dict[str, Any]] = [
    {"cmd": "system", "name": "vampire"},
    {"cmd": "add", "id": "thug", "name": "Thug", "count": 3, "roll_once": True, "stats": STATS},
    {"cmd": "add", "id": "ann", "name": "Ann", "side": "pc", "stats": STATS},
    {"cmd": "roll"},
    {"cmd": "remove", "id": "thug-2"},
    {"cmd": "undo"},
    {"cmd": "redo"},
    {"cmd": "hide", "actor": "thug-1", "hidden": True},
]


def names(encounter: Encounter) -> dict[str, str]:
    return {key: actor["name"] for key, actor in state_json(encounter)["actors"].items()}


def test_a_describer_kept_across_redraws_says_what_a_new_one_says_G7() -> None:
    encounter = Encounter()
    kept = LogDescriber("vampire")
    everyone: dict[str, str] = {}
    said: list[tuple[str, ...]] = []
    for command in COMMANDS:
        encounter.handle(command)
        records = encounter.records
        everyone |= {**named_in(records[-3:]), **names(encounter)}
        lines = kept.lines(records, names(encounter), limit=3)
        new = LogDescriber("vampire")
        new.learn(everyone)
        assert lines == new.lines(records, names(encounter), limit=3), command
        said.append(lines)
    # A group's members are named by the events of its add (G7); one removed keeps its
    # name in the lines about it.
    assert any("Thug 1 to Thug 3" in line for line in said[1])
    assert any("Thug 2" in line for line in said[4])
    assert any("Thug 2" in line for line in said[-1])
