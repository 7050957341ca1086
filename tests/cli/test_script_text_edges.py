"""Text edge cases of ``degaine script`` (issue 22, item 7): what a line is, a JSON object
that gives a key twice, a name that shows nothing, a line too long to parse.

The contract holds throughout: a bad line is ``line N: …`` on stderr and exit 2, and
the line numbers are the file's own.
"""

import io
import json
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.journal import JournalStore
from tests.cli.test_script_store_errors import one_line
from tui.cli import main
from tui.script import run_script
from tui.script_input import MAX_LINE_CHARS, nesting, parse_line, read_lines

WESTERN = [
    '{"cmd":"system","name":"western"}',
    '{"cmd":"add","id":"ann","name":"Ann","side":"pc","stats":{}}',
]


def run(lines: list[str]) -> tuple[int, dict[str, Any] | None, str]:
    out, err = io.StringIO(), io.StringIO()
    status = run_script(lines, out=out, err=err)
    state = json.loads(out.getvalue()) if out.getvalue() else None
    return status, state, err.getvalue()


@pytest.mark.parametrize("separator", ["\u2028", "\u2029", "\u0085"])
def test_a_line_separator_inside_a_json_string_is_text_of_one_line(
    tmp_path: Path, separator: str, capsys: pytest.CaptureFixture[str]
) -> None:
    text = {"cmd": "note", "actor": "ann", "text": f"left{separator}right"}
    note = json.dumps(text, ensure_ascii=False)  # the separator itself, not its escape
    assert separator in note
    script = tmp_path / "lines.jsonl"
    script.write_text("\n".join([*WESTERN, note, '{"cmd":"bogus"}']) + "\n", encoding="utf-8")
    assert main(["script", str(script)]) == 2
    # The note applied (its separator made a space) and the bad line is still line 4.
    assert one_line(capsys.readouterr().err).startswith("line 4: Unknown command 'bogus'.")
    lines = read_lines(str(script), io.StringIO())
    assert lines is not None and len(lines) == 4
    status, state, _err = run(lines[:3])
    assert status == 0 and state is not None
    assert state["actors"]["ann"]["note"] == "left right"


@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_every_line_end_counts_one_line(tmp_path: Path, end: str) -> None:
    script = tmp_path / "lines.jsonl"
    script.write_bytes(end.join([*WESTERN, "", '{"cmd":"bogus"}', ""]).encode())
    lines = read_lines(str(script), io.StringIO())
    assert lines == [*WESTERN, "", '{"cmd":"bogus"}']


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ('{"cmd":"roll","cmd":"undo"}', "cmd"),
        ('{"cmd":"note","actor":"ann","actor":"bob","text":"x"}', "actor"),
        ('{"cmd":"add","id":"bob","name":"Bob","stats":{"tension":1,"tension":2}}', "tension"),
        ('{"cmd":"add","id":"bob","name":"Bob","name":"Bob"}', "name"),
    ],
)
def test_a_key_given_twice_is_refused_naming_it_G2(line: str, key: str) -> None:
    status, state, err = run([*WESTERN, '{"cmd":"note","actor":"ann","text":"kept"}', line])
    assert (status, state) == (2, None)
    assert one_line(err) == f"line 4: not valid JSON: the key “{key}” comes twice in one object"


def test_a_key_given_twice_runs_nothing_of_its_line_G2(tmp_path: Path) -> None:
    # The last one used to win: this line undid the note.
    db = tmp_path / "s.sqlite3"
    lines = [*WESTERN, '{"cmd":"note","actor":"ann","text":"kept"}', '{"cmd":"roll","cmd":"undo"}']
    assert run_script(lines, out=io.StringIO(), err=io.StringIO(), db=str(db)) == 2
    with JournalStore(db) as store:
        (encounter,) = store.encounters()
        records, head = store.load(encounter.id)
    assert ([record.command["cmd"] for record in records], head) == (["system", "add", "note"], 3)


@pytest.mark.parametrize(
    "name",
    ["\u200b", "\u00ad", "\ufeff", "\u034f", "\u180e", "\u200b\u200c\u200d", "\u3164", "   "],
)
def test_a_name_of_only_invisible_characters_is_refused(name: str) -> None:
    add = json.dumps({"cmd": "add", "id": "bob", "name": name, "side": "pc", "stats": {}})
    status, _state, err = run([*WESTERN, add])
    assert status == 2
    assert one_line(err) in (
        "line 3: add: name: has no printable characters",
        "line 3: add: name: has only spaces or invisible characters",
    )


def test_a_condition_named_with_an_invisible_character_is_the_same_condition_G6() -> None:
    give = '{"cmd":"condition_add","actor":"ann","name":"Sonné"}'
    take = json.dumps({"cmd": "condition_remove", "actor": "ann", "name": "ＳＯＮＮÉ\u200b"})
    status, state, err = run([*WESTERN, give, take])
    assert (status, err) == (0, "")
    assert state is not None and state["actors"]["ann"]["conditions"] == []


def test_a_line_longer_than_the_bound_is_refused_before_it_is_parsed() -> None:
    huge = json.dumps({"cmd": "note", "actor": "ann", "text": "A" * MAX_LINE_CHARS})
    status, _state, err = run([*WESTERN, huge])
    assert status == 2
    assert one_line(err) == (
        f"line 3: {len(huge)} characters long; a command line has at most {MAX_LINE_CHARS}"
    )


def test_a_long_text_costs_about_its_size_before_it_is_refused() -> None:
    # A regular expression over the line's strings once took 125 bytes a character.
    line = json.dumps({"cmd": "note", "actor": "ann", "text": "A" * (MAX_LINE_CHARS - 100)})
    tracemalloc.start()
    try:
        nesting(line)
        parse_line(line)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 10 * len(line)


def depth(value: Any) -> int:
    if isinstance(value, dict):
        return 1 + max((depth(item) for item in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((depth(item) for item in value), default=0)
    return 0


JSON_VALUES = st.recursive(
    st.none() | st.integers() | st.text(alphabet='ab[]{}"\\\u2028'),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner),
    max_leaves=12,
)


@given(JSON_VALUES, st.booleans())
def test_nesting_counts_brackets_outside_strings_only(value: Any, ascii_only: bool) -> None:
    assert nesting(json.dumps(value, ensure_ascii=ascii_only)) == depth(value)
