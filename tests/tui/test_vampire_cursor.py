"""The vampire board's cursor stays with the combatant, and goes on after n (issue 23)."""

from pathlib import Path
from typing import Any

from tests.tui.pilot_helpers import burst, resumed, screen_text
from tests.tui.scenes import commands_store, vampire_rolled

#: Marcus 11, Ann 10, Bob 6: Bob has declared, Ann declares next (V3).
DECLARING = [
    *vampire_rolled(
        {"Ann": (4, 3), "Marcus": (3, 3), "Bob": (2, 2)}, {"ann": 3, "marcus": 5, "bob": 2}
    ),
    {"cmd": "declare", "actor": "bob", "action": "run"},
]


def cursor_line(app: Any) -> str:
    """The order's line under the cursor, its spaces squeezed."""
    lines = [line for line in screen_text(app).splitlines() if line.startswith("›")]
    assert len(lines) == 1, lines
    return " ".join(lines[0].split())


async def test_a_wound_that_incapacitates_keeps_the_cursor_on_him_V7(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", DECLARING)
    async with resumed(store, size=(100, 30)) as (app, pilot):
        assert cursor_line(app).startswith("› 1 Marcus (NPC) 11")
        await burst(pilot, "w")
        await burst(pilot, "8")  # Incapacitated: out of the order (V7), not off the cursor
        assert cursor_line(app).startswith("› · Marcus (NPC) Incapacitated")
    store.close()


async def test_after_n_the_cursor_goes_on_to_who_acts_now_V2(tmp_path: Path) -> None:
    declared = [
        *DECLARING,
        {"cmd": "declare", "actor": "ann", "action": "bite"},
        {"cmd": "declare", "actor": "marcus", "action": "shoot"},
    ]
    store = commands_store(tmp_path / "s.sqlite3", declared)
    async with resumed(store, size=(100, 30)) as (app, pilot):
        assert cursor_line(app).startswith("› ▶ 1 Marcus (NPC) 11 shoot")
        await burst(pilot, "n")
        assert cursor_line(app).startswith("› ▶ 1 Ann (PC) 10 bite")
        await burst(pilot, "w")
        await burst(pilot, "3")  # Hurt: Ann's, with no Up to get back to her
        assert cursor_line(app).startswith("› ▶ 1 Ann (PC) 10 bite Hurt −1")
        await burst(pilot, "u")  # undoing the wound is no action: the cursor stays
        assert cursor_line(app).startswith("› ▶ 1 Ann (PC) 10 bite Healthy")
    store.close()
