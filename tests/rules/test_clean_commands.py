"""Free text in commands is cleaned where it enters the rules, so the store holds clean text.

A name such as ``ESC ] 2 ; PWNED BEL ESC [ 2 J Zed`` would set the GM's terminal
title and clear the screen wherever it is drawn; the rules keep ``Zed``.
"""

import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from rules.encounter import Encounter
from rules.errors import InvalidCommand
from rules.journal import JournalStore
from rules.roster import RosterCharacter
from rules.view import state_json
from tests.helpers import handle_checked, run
from tests.rules import western_fixtures as western
from tests.rules import zebra_common as zebra

ATTACK = "\u001b]2;PWNED\u0007\u001b[2J"
DIRTY = ATTACK + "Zed\u202e\x00\x9b1m"
FORBIDDEN = ("\x1b", "\x07", "\x00", "\u202e", "\x9b")

VAMPIRE: list[dict[str, Any]] = [
    {"cmd": "system", "name": "vampire"},
    {"cmd": "add", "id": "ann", "name": "Ann", "stats": {"dexterity": 4, "wits": 3}},
]


def assert_clean(value: Any) -> None:
    text = json.dumps(value, ensure_ascii=False)
    assert not any(bad in text for bad in FORBIDDEN), text


def stored(store: JournalStore, encounter: Encounter) -> list[Any]:
    """The journal as the store holds it: each command and its events."""
    assert encounter.id is not None
    records, _head = store.load(encounter.id)
    return [[record.command, record.events] for record in records]


def test_a_combatant_name_with_escapes_is_stored_clean_G4(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "s.sqlite3")
    encounter = run(
        [
            *VAMPIRE,
            {"cmd": "add", "id": "zed", "name": DIRTY, "stats": {"dexterity": 1, "wits": 1}},
        ],
        store=store,
    )
    assert state_json(encounter)["actors"]["zed"]["name"] == "Zed"
    assert_clean(stored(store, encounter))
    assert_clean(store.encounters())


def test_an_encounter_name_is_stored_clean(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "s.sqlite3")
    encounter = run(
        [*VAMPIRE, {"cmd": "name", "name": "Bridge" + ATTACK + "\nat\tnight"}], store=store
    )
    assert store.encounters()[0].name == "Bridge at night"
    assert_clean(stored(store, encounter))


@pytest.mark.parametrize(
    "command",
    [
        {"cmd": "add", "id": "zed", "name": ATTACK, "stats": {"dexterity": 1, "wits": 1}},
        {"cmd": "name", "name": "\x00\u202e"},
        {"cmd": "add", "id": "zed", "name": "\x7f", "stats": {"dexterity": 1, "wits": 1}},
    ],
)
def test_a_name_with_nothing_printable_is_refused_and_changes_nothing(
    command: dict[str, Any],
) -> None:
    encounter = run(VAMPIRE)
    with pytest.raises(InvalidCommand, match="has no printable characters"):
        encounter.handle(command)
    assert not handle_checked(encounter, command)


def test_a_lone_surrogate_is_refused_as_not_text() -> None:
    encounter = run(VAMPIRE)
    command = {"cmd": "add", "id": "zed", "name": "Z\ud800", "stats": {"dexterity": 1, "wits": 1}}
    with pytest.raises(InvalidCommand, match="name: must be valid Unicode text"):
        encounter.handle(command)
    assert not handle_checked(encounter, command)
    # Inside free-form stats, where no model types the text, it is cleaned, then refused.
    in_stats = {**command, "name": "Zed", "stats": {"dexterity": 1, "wits": 1, "\ud800": 1}}
    with pytest.raises(InvalidCommand, match="stats: has no printable characters"):
        encounter.handle(in_stats)


def test_a_vampire_declaration_is_stored_clean_V3() -> None:
    encounter = run(
        [
            *VAMPIRE,
            {"cmd": "roll", "dice": {"ann": 9}},
            {"cmd": "declare", "actor": "ann", "action": DIRTY},
        ]
    )
    assert_clean(encounter.state.model_dump(mode="json"))
    assert_clean([record.command for record in encounter.records])


def test_western_action_labels_are_stored_clean_W3() -> None:
    encounter = run(
        [*western.DUO, {"cmd": "draw"}, western.declare("ann", 4, 4, labels=[DIRTY, "run"])]
    )
    events = [[e.model_dump(mode="json") for e in r.events] for r in encounter.records]
    assert_clean(events)
    assert_clean([record.command for record in encounter.records])
    assert '"label": "Zed"' in json.dumps(events)


def test_zebra_labels_weapons_and_cost_tables_are_stored_clean_Z4() -> None:
    encounter = run(
        [
            zebra.SYSTEM,
            zebra.add("ann", aplomb=3, agilite=2, weapons={DIRTY: 3}),
            {"cmd": "position", "actor": "ann", "position": "contact"},
            {"cmd": "costs", "table": {DIRTY: 3}, "name": DIRTY, "source": DIRTY},
            {"cmd": "sequence", "dice": {"ann": 10}},
            zebra.act("ann", 2, label=DIRTY),
        ]
    )
    assert_clean(encounter.state.model_dump(mode="json"))
    assert_clean(state_json(encounter))
    assert_clean([record.command for record in encounter.records])
    assert_clean([[e.model_dump(mode="json") for e in r.events] for r in encounter.records])


def test_a_roster_character_keeps_only_printable_text() -> None:
    character = RosterCharacter(system="zebra", id="zed", name=DIRTY, stats={"weapons": {DIRTY: 3}})
    assert character.name == "Zed"
    assert character.stats == {"weapons": {"Zed": 3}}
    with pytest.raises(ValidationError):
        RosterCharacter(system="vampire", id="\x1b[2J", name="Zed", stats={})
    with pytest.raises(ValidationError):
        RosterCharacter(system="vampire", id="zed", name=ATTACK, stats={})
