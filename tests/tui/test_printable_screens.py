"""Every system's screens draw texts from any store as printable text only (issue 9,
item 5): the board, the zebra timeline, the western duel and ambush.

The stores' names and labels are rewritten with escapes in the journal itself, as an
old or foreign program could have left them; ``tests/terminal/test_escapes.py`` checks
the raw bytes a real terminal receives, this checks each screen's text.
"""

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from tests.tui.pilot_helpers import screen_text
from tests.tui.scenes import AMBUSH_KEYS, DUEL_REVEALED, SCENES, WESTERN_CAST, commands_store
from tui.app import DegaineApp

ESCAPES = "\u001b]2;PWNED\u0007\u001b[2J\u009d0;PWNED\u009c\u202e"
#: The fields that hold a person's words: names, action labels.
TEXT_FIELDS = {"name", "label", "labels", "action"}


def escaped(value: Any, field: str = "") -> Any:
    """The journal's JSON with ESCAPES before every text a person typed."""
    if isinstance(value, str):
        return ESCAPES + value if field in TEXT_FIELDS else value
    if isinstance(value, dict):
        return {key: escaped(item, key) for key, item in value.items()}
    if isinstance(value, list):
        return [escaped(item, field) for item in value]
    return value


def escaped_store(path: Path, commands: list[dict[str, Any]]) -> None:
    commands_store(path, commands).close()
    with sqlite3.connect(path) as db:
        rows = db.execute("SELECT seq, command, events FROM journal").fetchall()
        for seq, command, events in rows:
            db.execute(
                "UPDATE journal SET command = ?, events = ? WHERE seq = ?",
                (
                    json.dumps(escaped(json.loads(command))),
                    json.dumps(escaped(json.loads(events))),
                    seq,
                ),
            )
        db.execute("UPDATE encounters SET name = ? || name", (ESCAPES,))


CASES = {
    "vampire board": (SCENES["vampire"], "", ["The alley", "Ghoul", "shoot Ghoul"]),
    "zebra board": (SCENES["zebra"], "", ["The rope bridge", "Bob", "shoot"]),
    "zebra timeline": (SCENES["zebra"], "t", ["The rope bridge", "Ann", "strike"]),
    "western board": (SCENES["western"], "", ["Main street at noon", "Ann", "shoot Bob"]),
    "western duel": (DUEL_REVEALED, "M", ["High noon at Tombstone", "Black Bart", "shoot Ann"]),
    "western ambush": (WESTERN_CAST, AMBUSH_KEYS, ["High noon at Tombstone", "Black Bart", "Doc"]),
}


@pytest.mark.parametrize("case", CASES)
async def test_texts_from_the_store_show_only_their_printable_part(
    tmp_path: Path, case: str
) -> None:
    commands, keys, shown = CASES[case]
    escaped_store(tmp_path / "s.sqlite3", commands)
    from rules.journal import JournalStore

    app = DegaineApp(store=JournalStore(tmp_path / "s.sqlite3"), resume=True)
    async with app.run_test(size=(140, 40)) as pilot:
        await pilot.pause()
        for key in keys.split():
            await pilot.press(key)
            await pilot.pause()
        text = screen_text(app)
        for expected in shown:
            assert expected in text, (expected, text)
        assert "PWNED" not in text
        assert not any(c in text for c in "\x1b\x07\x9c\x9d\u202e"), text
