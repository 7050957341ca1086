"""The western system and the GM: overrides (G4), bad input, options, schema, journal (G2)."""

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from rules.errors import InvalidCommand, InvalidDie, Refused, RuleError
from rules.journal import JournalStore
from rules.view import state_json
from tests.helpers import run, snapshot
from tests.rules.western_fixtures import DUO, SYSTEM, add, declare, keys, scores, system

DRAWN = [*DUO, {"cmd": "draw"}]


def test_latecomer_declares_after_the_reveal_G4() -> None:
    encounter = run([*DRAWN, {"cmd": "reveal"}, {"cmd": "resolve"}, add("cid", 5, 5)])
    encounter.handle(declare("cid"))
    assert keys(encounter) == [["cid#0"], ["bob#0"]]


def test_gm_sets_a_score_and_moves_an_action_G4() -> None:
    encounter = run([*DRAWN, declare("ann", 5, 3), {"cmd": "reveal"}])
    encounter.handle({"cmd": "set_score", "actor": "ann", "entry": "ann#1", "score": 12})
    assert scores(encounter)["ann#1"] == 12
    encounter.handle({"cmd": "panache", "actor": "ann", "action": 1, "die": 1})
    assert scores(encounter)["ann#1"] == 13  # the edit is kept, later dice still add
    encounter.handle({"cmd": "set_score", "actor": "bob", "score": 2})
    encounter.handle({"cmd": "move", "actor": "bob", "entry": "bob#0", "before": "ann#1"})
    assert keys(encounter) == [["bob#0"], ["ann#1"], ["ann#0"]]
    with pytest.raises(Refused, match="Ann has 2 actions this turn; there is no action ann#7"):
        encounter.handle({"cmd": "set_score", "actor": "ann", "entry": "ann#7", "score": 1})


def test_marking_out_drops_the_actions_G4() -> None:
    encounter = run([*DRAWN, {"cmd": "reveal"}, {"cmd": "out", "actor": "ann"}])
    assert keys(encounter) == [["bob#0"]]
    encounter.handle({"cmd": "out", "actor": "ann", "out": False})
    encounter.handle(declare("ann"))
    assert keys(encounter) == [["ann#0"], ["bob#0"]]


def test_options_default_and_success_face_is_a_d6_face() -> None:
    assert run([SYSTEM]).state.options == {
        "nervous_finger": False,
        "surprise_margin": False,
        "success_face": 5,
        "sacrifice_to_zero": False,
    }
    for face in (0, 7):
        with pytest.raises(InvalidCommand, match="success_face"):
            run([system(success_face=face)])


@pytest.mark.parametrize(
    ("command", "error", "message"),
    [
        (declare("ann", 6, 3), Refused, "Ann's pool is 8 dice; a split of 9 is too many."),
        (
            {"cmd": "sacrifice", "actor": "bob", "count": 7},
            Refused,
            "Bob's action 1 has 7 dice: at most 6 can be sacrificed, one must stay.",
        ),
        ({"cmd": "panache", "actor": "cid"}, Refused, "Cid has no Panache token left."),
        (
            {"cmd": "hold", "actor": "bob", "score": 8},
            Refused,
            "Bob's action 1 scores 7; holding fire means a lower score, not 8.",
        ),
        (
            {"cmd": "sacrifice", "actor": "bob", "dice": [0]},
            InvalidDie,
            "Bob: a d6 cannot show 0 (only 1 to 6).",
        ),
        (
            {"cmd": "panache", "actor": "bob", "die": 7},
            InvalidDie,
            "Bob: a d6 cannot show 7 (only 1 to 6).",
        ),
        ({"cmd": "declare", "actor": "zed"}, RuleError, "No combatant 'zed' in this encounter."),
        (
            {"cmd": "tension", "actor": "zed", "delta": 1},
            RuleError,
            "No combatant 'zed' in this encounter.",
        ),
        ({"cmd": "hold", "actor": "bob"}, InvalidCommand, "hold: score: this field is required"),
    ],
)
def test_bad_input_gets_one_line_and_changes_nothing(
    command: dict[str, Any], error: type[RuleError], message: str
) -> None:
    encounter = run([*DUO, add("cid", 1, 1), {"cmd": "draw"}, declare("bob"), declare("cid")])
    before = snapshot(encounter)
    with pytest.raises(error) as refused:
        encounter.handle(command)
    assert refused.value.message == message
    assert "\n" not in refused.value.message
    assert snapshot(encounter) == before


def test_western_commands_appear_in_the_schema() -> None:
    from tui.schema import full_schema

    mapping = full_schema("western")["systems"]["western"]["discriminator"]["mapping"]
    assert {
        "draw",
        "duel",
        "declare",
        "sacrifice",
        "panache",
        "reveal",
        "hold",
        "resolve",
        "tension",
        "ambush",
        "end_turn",
        "set_score",
    } <= set(mapping)


def test_a_western_journal_reloads_in_a_fresh_process_G2(tmp_path: Path) -> None:
    """Reopening a store must import the system whose events it holds."""
    db = tmp_path / "w.sqlite3"
    store = JournalStore(db)
    encounter = run([*DRAWN, declare("ann", 5, 3), {"cmd": "reveal"}], seed=9, store=store)
    store.close()
    code = (
        "import json, sys\n"
        "from rules.encounter import Encounter\n"
        "from rules.journal import JournalStore\n"
        "from rules.view import state_json\n"
        f"store = JournalStore({str(db)!r})\n"
        "encounter = Encounter(store=store, encounter_id=store.encounters()[0].id)\n"
        "print(json.dumps(state_json(encounter)))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert json.loads(result.stdout) == state_json(encounter)
