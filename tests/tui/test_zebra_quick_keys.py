"""One key, never waiting, for a zebra fighter's commonest actions; A on a tied slot (issue 23)."""

from pathlib import Path
from typing import Any

from rules.view import state_json
from tests.tui.pilot_helpers import burst, resumed, screen_text
from tests.tui.scenes import commands_store


def fighter(actor: str) -> dict[str, Any]:
    stats = {"aplomb": 3, "agilite": 2, "perception": 2, "skill": 3}
    return {"cmd": "add", "id": actor, "name": actor.title(), "stats": stats}


#: Ann and Bob alike, the same d20: a tie the GM breaks (Z5), both at 18.
TIED = [
    {"cmd": "system", "name": "zebra"},
    {"cmd": "name", "name": "Quay"},
    fighter("ann"),
    fighter("bob"),
    {"cmd": "sequence", "dice": {"ann": 10, "bob": 10}},
]


def done(app: Any) -> list[tuple[str, str, int]]:
    entries = state_json(app.screen.bridge.encounter)["done"]
    return [(e["actor"], e["action"], e["detail"]["after"]) for e in entries]


async def test_1_2_3_take_the_tables_first_actions_at_once_Z4(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", TIED)
    async with resumed(store, size=(100, 30)) as (app, pilot):
        await burst(pilot, "a")
        assert "On the board: 1 strike · 2 shoot · 3 aim, no list" in screen_text(app)
        await burst(pilot, "escape")
        # 1 alone strikes: nothing waits for a second digit, the next key is the board's.
        await burst(pilot, "1", "2", "3")  # Ann 18, then Bob 18, then Bob 14
        assert done(app) == [("ann", "strike", 13), ("bob", "shoot", 14), ("bob", "aim", 11)]
        text = screen_text(app)
        assert "strike −5 → 13" in text and "shoot −4 → 14" in text and "aim −3 → 11" in text
    store.close()


async def test_A_on_a_tied_slot_repeats_for_the_member_picked_Z5(tmp_path: Path) -> None:
    # Ann strikes (13), then Bob (13): tied again, the same static part and d20 (Z5).
    struck = [*TIED, *({"cmd": "act", "actor": a, "action": "strike"} for a in ("ann", "bob"))]
    store = commands_store(tmp_path / "s.sqlite3", struck)
    async with resumed(store, size=(100, 30)) as (app, pilot):
        assert "A: the one picked again" in screen_text(app)
        await burst(pilot, "home", "down")  # the tie's second row: Bob
        assert "› ▶≡     Bob" in screen_text(app)
        await burst(pilot, "A")
        assert done(app)[-1] == ("bob", "strike", 8)
        await burst(pilot, "A")  # Ann alone at the head: her strike again
        assert done(app)[-1] == ("ann", "strike", 8)
    store.close()
