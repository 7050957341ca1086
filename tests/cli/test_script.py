"""``degaine script`` and ``degaine schema``: the headless contract."""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules.journal import JournalStore
from tui.cli import main
from tui.script import run_script

EXAMPLE = [
    '{"cmd":"system","name":"vampire"}',
    '{"cmd":"add","id":"ann","name":"Ann","side":"pc","stats":{"dexterity":4,"wits":3}}',
    '{"cmd":"add","id":"bob","name":"Bob","side":"pc","stats":{"dexterity":3,"wits":3}}',
    '{"cmd":"add","id":"cid","name":"Cid","side":"npc","stats":{"dexterity":3,"wits":3}}',
    '{"cmd":"roll","dice":{"ann":9,"bob":6,"cid":6}}',
]


def script(lines: list[str], **options: object) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = run_script(lines, out=out, err=err, **options)  # type: ignore[arg-type]
    return status, out.getvalue(), err.getvalue()


def test_script_prints_the_final_state_V2() -> None:
    status, out, err = script(EXAMPLE)
    assert (status, err) == (0, "")
    state = json.loads(out)
    assert set(state) >= {"system", "round", "phase", "order", "done", "actors"}
    order = [[(e["actor"], e["score"]) for e in slot] for slot in state["order"]]
    assert order == [[("ann", 16)], [("bob", 12), ("cid", 12)]]


def test_trace_prints_one_state_per_command() -> None:
    status, out, _err = script(EXAMPLE, trace=True)
    assert status == 0
    assert len(out.splitlines()) == len(EXAMPLE)


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ("{not json", "line 5: not valid JSON"),
        ('{"cmd":"teleport"}', "line 5: Unknown command 'teleport'"),
        ('{"cmd":"roll","dice":{"zed":4}}', "line 5: No combatant 'zed' in this encounter."),
        ('{"cmd":"roll","dice":{"ann":11}}', "line 5: Ann: a d10 cannot show 11 (only 1 to 10)."),
        ("[1, 2]", "line 5: A command must be a JSON object"),
    ],
)
def test_bad_line_gives_one_line_message_and_exit_2_G1(bad: str, message: str) -> None:
    status, out, err = script([*EXAMPLE[:4], bad, EXAMPLE[4]])
    assert status == 2
    assert out == ""
    assert err.startswith(message) and err.count("\n") == 1


def test_nothing_after_a_bad_line_is_applied(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite3"
    status, _out, _err = script([*EXAMPLE[:2], '{"cmd":"nope"}', EXAMPLE[2]], db=str(db))
    assert status == 2
    store = JournalStore(db)
    assert store.encounters()[0].head == 2


def test_seed_makes_rolled_dice_reproducible() -> None:
    lines = [*EXAMPLE[:4], '{"cmd":"roll"}']
    assert script(lines, seed=42)[1] == script(lines, seed=42)[1]


def test_schema_lists_every_command_of_every_system(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema"]) == 0
    schema = json.loads(capsys.readouterr().out)
    vampire = schema["systems"]["vampire"]["discriminator"]["mapping"]
    assert {
        "system",
        "add",
        "remove",
        "undo",
        "redo",
        "roll",
        "declare",
        "resolve",
        "act",
        "abort",
        "wound",
        "end_turn",
    } <= set(vampire)


def test_cli_errors_never_show_a_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"cmd":"system","name":"vampire"}\n{"cmd":"roll","dice":{"x":0}}\n')
    for args in (
        ["script", str(bad)],
        ["script", str(tmp_path / "missing")],
        ["schema", "--system", "x"],
    ):
        result = subprocess.run(
            [sys.executable, "-m", "tui.cli", *args], capture_output=True, text=True, check=False
        )
        assert result.returncode == 2
        assert "Traceback" not in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1
