"""What undo and redo keep or copy to answer fast is what the journal says (G2).

The state copy they fold into equals the state it was made from, to the last field,
and shares no mutable object with it; the records that name everyone, kept between
undos, are those the store finds at the head the encounter is at.
"""

import tempfile
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from rules.dice import DiceSource
from rules.encounter import Encounter, fold
from rules.errors import RuleError
from rules.journal import JournalStore
from rules.journal_snapshots import encode_snapshot
from rules.state_copy import copy_state
from tests.rules import test_vampire_properties as vampire


def mutable_parts(value: object, found: dict[int, object]) -> dict[int, object]:
    """Every model, dict and list inside ``value``, by identity."""
    if isinstance(value, BaseModel):
        found[id(value)] = value
        for part in value.__dict__.values():
            mutable_parts(part, found)
    elif isinstance(value, dict):
        found[id(value)] = value
        for part in value.values():
            mutable_parts(part, found)
    elif isinstance(value, list | tuple | set):
        if not isinstance(value, tuple):
            found[id(value)] = value
        for part in value:
            mutable_parts(part, found)
    return found


def test_a_copy_is_the_state_to_the_last_field_and_shares_nothing_in_every_system(
    tmp_path: Path,
) -> None:
    """The journal fixture's encounters: every system, every event kind."""
    from tests.rules.test_journal_fixture import load_fixture

    ids = load_fixture(tmp_path / "s.sqlite3")
    with JournalStore(tmp_path / "s.sqlite3") as store:
        for encounter_id in ids.values():
            encounter = Encounter(store, encounter_id)
            state = encounter.state
            copied = copy_state(state)
            assert type(copied.game) is type(state.game)
            assert copied == state and encode_snapshot(copied) == encode_snapshot(state)
            assert not mutable_parts(copied, {}).keys() & mutable_parts(state, {}).keys()
            # Folding into the copy leaves the original as it was: an undo's copy of a
            # checkpoint never changes the checkpoint.
            before = encode_snapshot(state)
            fold(encounter.records, copied)
            assert encode_snapshot(state) == before


ADD = {"cmd": "add another"}
steps = st.lists(
    st.sampled_from([ADD, {"cmd": "undo"}, {"cmd": "redo"}, {"cmd": "undo", "steps": 3}]),
    min_size=5,
    max_size=30,
)


@settings(max_examples=10, deadline=None)
@given(steps)
def test_the_records_that_name_everyone_are_the_stores_at_every_head_G2(
    walk: list[dict[str, Any]],
) -> None:
    """Kept between undos and redos, found again once a command or a rewrite changed
    the records: always what the store finds up to the head."""
    with tempfile.TemporaryDirectory() as folder:
        store = JournalStore(Path(folder) / "s.sqlite3")
        encounter = Encounter(store=store, dice=DiceSource(5))
        for command in vampire.SETUP:
            encounter.handle(command)
        assert encounter.id is not None
        for number, step in enumerate(walk):
            command = step
            if step is ADD:
                command = {"cmd": "add", "id": f"extra{number}", "name": f"Extra {number}"}
                command["stats"] = {"dexterity": 2, "wits": 2, "willpower": 3}
            try:
                encounter.handle(command)
            except RuleError:
                continue
            head = len(encounter.records)
            kept = [record.command for record in encounter.added()]
            assert kept == [r.command for r in store.added(encounter.id, head)]
            named = [r.command["id"] for r in encounter.records if r.command["cmd"] == "add"]
            assert [command["id"] for command in kept] == named
        store.close()
