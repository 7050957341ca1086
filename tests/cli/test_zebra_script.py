"""``degaine script`` with the zebra system and ``--costs FILE`` (Z4)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules.encounter import Encounter
from rules.journal import JournalStore
from tui.cli import main

ZEBRA = [
    '{"cmd":"system","name":"zebra"}',
    '{"cmd":"add","id":"a","name":"A","stats":{"aplomb":3,"agilite":2,"skill":3}}',
    '{"cmd":"add","id":"b","name":"B","stats":{"aplomb":2,"perception":4,"skill":2}}',
    '{"cmd":"position","actor":"a","position":"contact"}',
    '{"cmd":"sequence","dice":{"a":10,"b":7}}',
]


def write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_costs_file_is_applied_after_the_system_line_Z4(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    costs = write(tmp_path, "pirates.toml", "[costs]\nfrapper = 6\n")
    act = '{"cmd":"act","actor":"a","action":"frapper"}'
    script = write(tmp_path, "s.jsonl", "\n".join([*ZEBRA, act]))
    db = tmp_path / "s.sqlite3"
    assert main(["script", script, "--costs", costs, "--db", str(db)]) == 0
    state = json.loads(capsys.readouterr().out)
    assert state["costs"]["name"] == "pirates"
    assert state["costs"]["actions"] == {"frapper": 6}
    assert state["actors"]["a"]["counter"] == 18 - 6
    # The table is in the journal: a reopened encounter needs no file.
    store = JournalStore(db)
    encounter = Encounter(store=store, encounter_id=store.encounters()[0].id)
    assert encounter.records[1].command["cmd"] == "costs"
    store.close()


def test_trace_still_prints_one_state_per_line_with_costs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    costs = write(tmp_path, "c.toml", "[costs]\nstrike = 2\n")
    script = write(tmp_path, "s.jsonl", "\n".join(ZEBRA))
    assert main(["script", script, "--costs", costs, "--trace"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(ZEBRA)
    assert json.loads(lines[0])["costs"]["actions"] == {"strike": 2}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[costs]\nstrike = 5\nshoot = 0\n", "line 3: the cost of 'shoot' must be at least 1"),
        ("[costs]\nstrike = \n", "line 2: not valid TOML: Invalid value"),
        ("[cost]\nstrike = 5\n", "line 1: unknown table 'cost'"),
    ],
)
def test_malformed_costs_file_gives_one_line_and_exit_2_Z4(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str
) -> None:
    costs = write(tmp_path, "bad.toml", text)
    script = write(tmp_path, "s.jsonl", "\n".join(ZEBRA))
    assert main(["script", script, "--costs", costs]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"degaine: {costs} {message}")
    assert captured.err.count("\n") == 1


def test_costs_with_another_system_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    costs = write(tmp_path, "c.toml", "[costs]\nstrike = 2\n")
    script = write(tmp_path, "s.jsonl", '{"cmd":"system","name":"vampire"}\n')
    assert main(["script", script, "--costs", costs]) == 2
    err = capsys.readouterr().err
    assert err == "degaine: --costs is for the zebra system; line 1 chose vampire.\n"


def test_missing_costs_file_is_one_line_without_traceback(tmp_path: Path) -> None:
    script = write(tmp_path, "s.jsonl", "\n".join(ZEBRA))
    result = subprocess.run(
        [sys.executable, "-m", "tui.cli", "script", script, "--costs", str(tmp_path / "nope")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr.startswith("degaine: cannot read ")
    assert len(result.stderr.strip().splitlines()) == 1


def test_schema_lists_the_zebra_commands(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema", "--system", "zebra"]) == 0
    mapping = json.loads(capsys.readouterr().out)["systems"]["zebra"]["discriminator"]["mapping"]
    assert {"sequence", "act", "join", "engage", "disengage", "position", "weapon", "costs"} <= set(
        mapping
    )
