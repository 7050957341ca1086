"""A fourth system added by its own module and one table row: ``degaine`` runs it."""

import json
from pathlib import Path

import pytest

from rules.encounter import Encounter
from rules.journal import JournalStore
from rules.systems import SystemRow, system_names
from rules.view import state_json
from tests.toy_system import toy_in_table
from tui.cli import main

__all__ = ["toy_in_table"]  # the fixture, used by name

TOY_SCRIPT = [
    '{"cmd":"system","name":"toy"}',
    '{"cmd":"add","id":"ann","name":"Ann","side":"pc","stats":{"speed":3}}',
    '{"cmd":"add","id":"bob","name":"Bob","stats":{"speed":7}}',
    '{"cmd":"add","id":"cid","name":"Cid","stats":{"speed":3}}',
    '{"cmd":"round"}',
]


def run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lines: list[str], *args: str
) -> tuple[int, str, str]:
    script = tmp_path / "fight.jsonl"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    status = main(["script", str(script), *args])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_the_toy_system_is_listed_once_its_row_is_in_the_table(toy_in_table: SystemRow) -> None:
    assert system_names()[-1] == "toy"


def test_degaine_script_runs_the_toy_system_G3(
    toy_in_table: SystemRow, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run(tmp_path, capsys, TOY_SCRIPT)
    assert (status, err) == (0, "")
    state = json.loads(out)
    assert (state["system"], state["round"], state["phase"]) == ("toy", 1, "round")
    # By speed, fastest first; equal speeds share a slot (G3).
    order = [[(entry["actor"], entry["score"]) for entry in slot] for slot in state["order"]]
    assert order == [[("bob", 7)], [("ann", 3), ("cid", 3)]]
    assert state["actors"]["bob"]["speed"] == 7


def test_a_bad_toy_line_is_refused_with_its_line_number(
    toy_in_table: SystemRow, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = '{"cmd":"add","id":"dan","name":"Dan","stats":{"speed":11}}'
    status, out, err = run(tmp_path, capsys, [*TOY_SCRIPT[:4], bad])
    assert (status, out) == (2, "")
    assert err.startswith("line 5: ") and err.count("\n") == 1


def test_the_toy_journal_replays_from_the_store(toy_in_table: SystemRow, tmp_path: Path) -> None:
    path = tmp_path / "toy.sqlite3"
    store = JournalStore(path)
    encounter = Encounter(store=store)
    for line in TOY_SCRIPT:
        encounter.handle(json.loads(line))
    expected = state_json(encounter)
    store.close()
    store = JournalStore(path)
    reopened = Encounter(store=store, encounter_id=encounter.id)
    assert state_json(reopened) == expected
    store.close()


def test_without_its_row_the_toy_system_is_unknown(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run(tmp_path, capsys, TOY_SCRIPT[:1])
    assert (status, out) == (2, "")
    assert err.startswith("line 1: Unknown system 'toy'.")
