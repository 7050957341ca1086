"""G7 in the ``degaine script`` contract: ``add`` with ``count`` and ``roll_once``."""

import io
import json

import pytest

from tui.schema import full_schema
from tui.script import run_script

VAMPIRE = [
    '{"cmd":"system","name":"vampire"}',
    '{"cmd":"add","id":"ann","name":"Ann","side":"pc","stats":{"dexterity":4,"wits":3}}',
]
GROUP = (
    '{"cmd":"add","id":"thug","name":"Thug","count":4,"roll_once":true,'
    '"stats":{"dexterity":2,"wits":2}}'
)


def script(lines: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = run_script(lines, out=out, err=err)
    return status, out.getvalue(), err.getvalue()


def test_a_group_line_adds_its_members_and_shows_the_group_G7() -> None:
    status, out, err = script([*VAMPIRE, GROUP, '{"cmd":"roll","dice":{"ann":9,"thug-1":3}}'])
    assert (status, err) == (0, "")
    state = json.loads(out)
    assert state["groups"] == {
        "thug": {
            "name": "Thug",
            "members": ["thug-1", "thug-2", "thug-3", "thug-4"],
            "roll_once": True,
        }
    }
    assert [[e["actor"] for e in slot] for slot in state["order"]] == [
        ["ann"],
        ["thug-1", "thug-2", "thug-3", "thug-4"],
    ]


def test_one_undo_line_removes_the_whole_group_G7() -> None:
    status, out, _err = script([*VAMPIRE, GROUP, '{"cmd":"undo"}'])
    assert status == 0
    state = json.loads(out)
    assert list(state["actors"]) == ["ann"] and "groups" not in state


def test_an_old_add_line_gives_the_same_state_as_before_G7() -> None:
    status, out, _err = script(VAMPIRE)
    assert status == 0
    state = json.loads(out)
    assert "groups" not in state and list(state["actors"]) == ["ann"]


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ('{"cmd":"add","id":"t","name":"T","count":0}', "line 3: add: count: "),
        ('{"cmd":"add","id":"t","name":"T","count":31}', "line 3: add: count: "),
        ('{"cmd":"add","id":"t","name":"T","count":true}', "line 3: add: count: "),
        ('{"cmd":"add","id":"t","name":"T","roll_once":true}', "line 3: add: roll_once needs"),
        ('{"cmd":"add","id":"ann","name":"T","count":2}', "line 3: There is already a combatant"),
    ],
)
def test_a_bad_group_line_gives_one_line_and_exit_2_G7(bad: str, message: str) -> None:
    status, out, err = script([*VAMPIRE, bad])
    assert status == 2 and out == ""
    assert err.startswith(message) and err.count("\n") == 1


def test_the_schema_documents_count_roll_once_and_alone_G7() -> None:
    schema = json.dumps(full_schema(None))
    assert '"count"' in schema and '"roll_once"' in schema
    zebra = json.dumps(full_schema("zebra"))
    assert '"alone"' in zebra
