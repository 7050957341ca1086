"""A fuzz of ``degaine script``: every line applies, or stops the script with ``line N:``.

Lines are valid commands, commands with one field swapped for something else
(bools, huge numbers, numeric strings, floats, nested values, control characters,
unicode), stray JSON, broken JSON, bytes that are not UTF-8 and deep nesting.
Whatever comes, the script exits 0 or 2, says one ``line N:`` line on a refusal,
never raises, and the store holds exactly what the lines before the refused one
made of it.
"""

import io
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tui.script import run_script

ANN_ZEBRA = {"aplomb": 3, "agilite": 2, "skill": 3}
BOB_ZEBRA = {"aplomb": 2, "perception": 4, "skill": 2}
SETUPS: dict[str, list[dict[str, Any]]] = {
    "vampire": [
        {"cmd": "system", "name": "vampire"},
        {"cmd": "add", "id": "ann", "name": "Ann", "stats": {"dexterity": 4, "wits": 3}},
        {"cmd": "add", "id": "bob", "name": "Bob", "stats": {"dexterity": 2, "wits": 2}},
    ],
    "western": [
        {"cmd": "system", "name": "western"},
        {"cmd": "add", "id": "ann", "name": "Ann", "stats": {"attribute": 2, "skill": 3}},
        {"cmd": "add", "id": "bob", "name": "Bob", "stats": {"attribute": 3, "skill": 1}},
    ],
    "zebra": [
        {"cmd": "system", "name": "zebra"},
        {
            "cmd": "add",
            "id": "ann",
            "name": "Ann",
            "stats": {"aplomb": 3, "agilite": 2, "skill": 3},
        },
        {
            "cmd": "add",
            "id": "bob",
            "name": "Bob",
            "stats": {"aplomb": 2, "perception": 4, "skill": 2},
        },
    ],
}

#: A fight that applies line after line; a fuzzed script starts with some of it.
STORIES: dict[str, list[dict[str, Any]]] = {
    "vampire": [
        {"cmd": "roll", "dice": {"ann": 9, "bob": 6}},
        {"cmd": "declare", "actor": "bob", "action": "hit"},
        {"cmd": "declare", "actor": "ann", "action": "dodge"},
        {"cmd": "resolve"},
        {"cmd": "resolve"},
        {"cmd": "end_turn"},
    ],
    "western": [
        {"cmd": "draw"},
        {"cmd": "declare", "actor": "ann", "actions": [3, 2], "labels": ["shoot", "run"]},
        {"cmd": "declare", "actor": "bob", "actions": [4]},
        {"cmd": "reveal"},
        {"cmd": "resolve"},
        {"cmd": "resolve"},
        {"cmd": "end_turn"},
    ],
    "zebra": [
        {"cmd": "position", "actor": "ann", "position": "contact"},
        {"cmd": "sequence", "dice": {"ann": 10, "bob": 7}},
        {"cmd": "act", "actor": "ann", "cost": 3, "label": "kick"},
        {"cmd": "act", "actor": "ann", "action": "aim"},
        {"cmd": "engage", "actor": "bob", "target": "ann"},
    ],
}

#: Commands that can apply at some point of a fight, per system (and the core's).
COMMANDS: dict[str, list[dict[str, Any]]] = {
    "core": [
        {"cmd": "add", "id": "cid", "name": "Cid", "side": "npc", "hidden": False, "stats": {}},
        {"cmd": "name", "name": "Bridge"},
        {"cmd": "hide", "actor": "bob", "hidden": True},
        {"cmd": "out", "actor": "bob", "out": False},
        {"cmd": "set_score", "actor": "ann", "score": 7},
        {"cmd": "move", "actor": "bob", "before": "ann"},
        {"cmd": "undo", "steps": 1},
        {"cmd": "redo", "steps": 1},
    ],
    "vampire": [
        {"cmd": "roll", "dice": {"ann": 9, "bob": 6}, "celerity": {"ann": 0}},
        {"cmd": "declare", "actor": "bob", "action": "hit", "extra": 0},
        {"cmd": "declare", "actor": "ann", "action": "dodge", "delay": False},
        {"cmd": "resolve"},
        {"cmd": "wound", "actor": "ann", "level": "hurt"},
        {"cmd": "end_turn"},
    ],
    "western": [
        {"cmd": "draw"},
        {"cmd": "declare", "actor": "ann", "actions": [3, 2], "labels": ["shoot", "run"]},
        {"cmd": "sacrifice", "actor": "ann", "action": 0, "count": 1, "dice": [4]},
        {"cmd": "reveal"},
        {"cmd": "hold", "actor": "bob", "action": 0, "score": 1},
        {"cmd": "tension", "actor": "ann", "delta": 1},
        {"cmd": "tokens", "actor": "bob", "delta": 2},
        {"cmd": "resolve"},
        {"cmd": "end_turn"},
    ],
    "zebra": [
        {"cmd": "position", "actor": "ann", "position": "contact"},
        {"cmd": "sequence", "dice": {"ann": 10, "bob": 7}},
        {"cmd": "act", "actor": "ann", "action": "strike"},
        {"cmd": "act", "actor": "bob", "cost": 3, "label": "kick"},
        {"cmd": "engage", "actor": "ann", "target": "bob"},
        {"cmd": "costs", "table": {"strike": 4}, "name": "camp", "source": "notes"},
        {"cmd": "join", "actor": "cid", "die": 5},
    ],
}

ESCAPES = ["\x1b]2;PWNED\x07", "\x1b[2J", "\x00", "\u202e", "\x9b1m", "\ud800", "\n", "\x7f"]

junk_text = st.one_of(
    st.text(max_size=30),
    st.lists(st.sampled_from([*ESCAPES, "Zed", "é", "李", " "]), max_size=6).map("".join),
)
junk_scalar = st.one_of(
    st.booleans(),
    st.none(),
    st.integers(min_value=-(10**40), max_value=10**40),
    st.sampled_from([10**30, -(10**30), 2**63, 10_000, 9_999, 0, -1, 1]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(-5, 50).map(str),
    junk_text,
)
junk = st.recursive(
    junk_scalar,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(junk_text, inner, max_size=3),
    max_leaves=8,
)


def deep(depth: int) -> str:
    return "[" * depth + "]" * depth


@st.composite
def mutated(draw: st.DrawFn, commands: list[dict[str, Any]]) -> str:
    """One of ``commands`` with one field (or one of its values) replaced by junk."""
    command = dict(draw(st.sampled_from(commands)))
    keys = [key for key in command if key != "cmd"] or ["extra"]
    key = draw(st.sampled_from([*keys, "cmd", "unknown"]))
    value = command.get(key)
    if isinstance(value, dict) and value and draw(st.booleans()):
        inner = dict(value)
        inner[draw(st.sampled_from(sorted(inner)))] = draw(junk)
        command[key] = inner
    elif isinstance(value, list) and value and draw(st.booleans()):
        command[key] = [draw(junk), *value[1:]]
    elif isinstance(value, str) and draw(st.booleans()):
        command[key] = draw(junk_text)  # text that often still applies, escapes and all
    else:
        command[key] = draw(junk)
    return json.dumps(command)


def fuzz_lines(system: str, upcoming: list[dict[str, Any]]) -> st.SearchStrategy[str]:
    """Lines for a fight of ``system`` whose story goes on with ``upcoming``."""
    known = COMMANDS["core"] + COMMANDS[system]
    next_ones = upcoming[:1] or known
    return st.one_of(
        st.sampled_from(known).map(json.dumps),
        st.sampled_from(next_ones).map(json.dumps),
        mutated(known),
        mutated(next_ones),
        mutated(next_ones),
        junk.map(json.dumps),
        st.text(max_size=40),
        # bytes as read from a file or a pipe, the ones that are not UTF-8 included
        st.binary(max_size=40).map(lambda raw: raw.decode("utf-8", errors="surrogateescape")),
        st.integers(200, 3_000).map(deep),
        st.integers(200, 3_000).map(lambda n: '{"cmd":"add","stats":' + deep(n) + "}"),
        st.integers(4_400, 6_000).map(lambda n: '{"cmd":"undo","steps":' + "9" * n + "}"),
    )


@st.composite
def scripts(draw: st.DrawFn) -> tuple[list[str], int, int]:
    """A script, how many of its first lines are the set-up (all valid), how many fuzzed."""
    system = draw(st.sampled_from(sorted(SETUPS)))
    split = draw(st.integers(0, len(STORIES[system])))
    done, upcoming = STORIES[system][:split], STORIES[system][split:]
    setup = [json.dumps(command) for command in SETUPS[system] + done]
    fuzzed = draw(st.lists(fuzz_lines(system, upcoming), min_size=1, max_size=6))
    # The rest of the story after the fuzzed lines: commands that apply in some states only.
    return [*setup, *fuzzed, *map(json.dumps, upcoming)], len(setup), len(fuzzed)


def store_content(path: Path) -> list[tuple[Any, ...]]:
    """What the store holds, without the write stamps (two runs write at other moments)."""
    if not path.exists():
        return []
    db = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
    try:
        return [
            *db.execute("SELECT id, name, system, head FROM encounters ORDER BY id"),
            *db.execute("SELECT encounter_id, seq, command, events FROM journal ORDER BY 1, 2"),
            *db.execute("SELECT encounter_id, head, format, state FROM snapshots ORDER BY 1, 2"),
        ]
    finally:
        db.close()


def run(lines: list[str], db: Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = run_script(lines, out=out, err=err, db=str(db), seed=7)
    return status, out.getvalue(), err.getvalue()


#: Stores in memory where there is a tmpfs: thousands of commits cost no disk syncs.
FAST_FOLDER = "/dev/shm" if Path("/dev/shm").is_dir() else None
FIGURES = {"scripts": 0, "lines": 0, "refused": 0, "tracebacks": 0}


@pytest.fixture(scope="module", autouse=True)
def report_figures() -> Iterator[None]:
    yield
    print(
        "\nscript fuzz: {scripts} scripts, {lines} fuzzed lines, {refused} refused,"
        " {tracebacks} tracebacks".format(**FIGURES)
    )


@settings(max_examples=int(os.environ.get("DEGAINE_FUZZ_EXAMPLES", "150")))
@given(scripts())
def test_every_line_applies_or_stops_the_script_with_line_n_and_the_store_unchanged(
    script: tuple[list[str], int, int],
) -> None:
    lines, setup, fuzzed = script
    with tempfile.TemporaryDirectory(dir=FAST_FOLDER) as folder:
        try:
            status, out, err = run(lines, Path(folder) / "fuzz.sqlite3")
        except Exception:
            FIGURES["tracebacks"] += 1
            raise
        FIGURES["scripts"] += 1
        assert status in (0, 2)
        if status == 0:
            FIGURES["lines"] += fuzzed
            assert err == ""
            json.loads(out)
            return
        assert out == ""
        assert err.startswith("line ") and err.endswith("\n") and err.count("\n") == 1
        assert "Traceback" not in err
        refused = int(err.removeprefix("line ").split(":", 1)[0])
        assert 1 <= refused <= len(lines)
        assert refused > setup
        FIGURES["lines"] += min(refused - setup, fuzzed)
        FIGURES["refused"] += 1
        before = Path(folder) / "before.sqlite3"
        assert run(lines[: refused - 1], before)[0] == 0
        assert store_content(Path(folder) / "fuzz.sqlite3") == store_content(before)


@pytest.mark.parametrize(
    "line",
    [
        deep(1_000),
        '{"cmd":"add","id":"x","name":"X","stats":' + deep(5_000) + "}",
        '{"cmd":"undo","steps":' + "9" * 5_000 + "}",
        '{"cmd":"roll","dice":{"ann":true}}',
        '{"cmd":"name","name":"\\ud800\\u001b[2J"}',
        '{"cmd":"add","id":"z","name":"\\u001b]2;PWNED\\u0007"}',
    ],
)
def test_the_real_command_never_prints_a_traceback_V1(tmp_path: Path, line: str) -> None:
    script = tmp_path / "s.jsonl"
    setup = [json.dumps(command) for command in SETUPS["vampire"]]
    script.write_text("\n".join([*setup, line]) + "\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "tui.cli", "script", str(script), "--db", str(tmp_path / "s.db")],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith("line 4: ")
    assert len(result.stderr.splitlines()) == 1
