"""The keys a plain round takes, per system, counted as the GM presses them (issue 11).

Each test plays the round on a board by keys only, reads the result on the screen, and
holds the count to at most what the board needed when the issue was checked: a round
the GM plays a hundred times a session must never grow a key. The figures are in each
test's docstring; the dice the program rolls are seeded so the count is one number.
"""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from rules.dice import DiceSource
from rules.view import state_json
from tests.tui.pilot_helpers import press_all, screen_text
from tests.tui.scenes import commands_store
from tui.app import DegaineApp
from tui.screens.board import BoardScreen


def add(actor: str, **stats: int) -> dict[str, Any]:
    return {"cmd": "add", "id": actor, "name": actor.capitalize(), "stats": stats}


@asynccontextmanager
async def board_of(
    tmp_path: Path, commands: list[dict[str, Any]], seed: int
) -> AsyncIterator[tuple[DegaineApp, Pilot[None], BoardScreen[Any]]]:
    """The board of an encounter made of ``commands``, at 80×24, its dice seeded."""
    store = commands_store(tmp_path / "store.sqlite3", commands)
    app = DegaineApp(store=store, resume=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen
        assert isinstance(board, BoardScreen)
        board.bridge.encounter.dice = DiceSource(seed=seed)
        yield app, pilot, board
    store.close()


async def test_a_plain_vampire_round_of_five_rolled_takes_18_keys_V3(tmp_path: Path) -> None:
    """Five combatants, all rolled, nobody says anything: r Enter (the d10s rolled), d Enter
    for each declaration, slowest first (V3), n for each action, e. The issue counted
    about 21; 18 since the cursor follows the declarations."""
    five = [
        {"cmd": "system", "name": "vampire"},
        {"cmd": "name", "name": "The alley"},
        # Dexterity 1 to 5: no two tie after the d10 (V2), so each n resolves one action.
        *(add(f"c{n}", dexterity=n, wits=1) for n in range(1, 6)),
    ]
    keys = ["r", "enter", *["d", "enter"] * 5, *["n"] * 5, "e"]
    async with board_of(tmp_path, five, seed=11) as (app, pilot, board):
        await press_all(pilot, " ".join(keys))
        screen = screen_text(app)
        assert "The alley · Vampire · turn 1 · between turns" in screen
        assert "Press r to roll initiative." in screen
        data = state_json(board.bridge.encounter)
        assert data["phase"] == "between" and len(data["done"]) == 5
    assert len(keys) <= 21 and len(keys) == 18


async def test_a_zebra_sequence_of_18_table_actions_takes_at_most_38_keys_Z3_Z4(
    tmp_path: Path,
) -> None:
    """Three fighters, every counter rolled (s Enter), 18 actions from the cost table:
    1 (strike) or 2 (shoot), one key that never waits, the first time a fighter acts in a
    Sequence, then A, one key, for the same action again. The issue counted about 38 (a
    and a digit each)."""
    three = [
        {"cmd": "system", "name": "zebra"},
        {"cmd": "name", "name": "The rope bridge"},
        add("ann", aplomb=3, agilite=2, perception=3, skill=3),
        add("bob", aplomb=2, agilite=2, perception=4, skill=2),
        add("cid", aplomb=2, agilite=3, perception=2, skill=2),
    ]
    #: What each fighter does: strike is the table's first item (1), shoot its 2nd (2).
    first_pick = {"ann": "1", "bob": "2", "cid": "1"}
    keys: list[str] = []
    async with board_of(tmp_path, three, seed=5) as (app, pilot, board):
        encounter = board.bridge.encounter
        actions = 0
        while actions < 18:
            data = state_json(encounter)
            if not data["order"]:  # the Sequence is over (or none yet): the next one
                step = ["s", "enter"]
            else:
                head = data["order"][0][0]["actor"]
                acted = any(entry["actor"] == head for entry in data["done"])
                step = ["A"] if acted else [first_pick[head]]
                actions += 1
            await press_all(pilot, " ".join(step))
            keys += step
        assert "Zebra Island · Sequence 2 running" in screen_text(app)
        log = " ".join(board.log_text)
        assert "strike" in log and "shoot" in log
        assert [r.command["cmd"] for r in encounter.records].count("act") == 18
    assert len(keys) <= 38
    # Measured with this seed: two Sequences (s Enter twice, 1 or 2 six times, A 12
    # times); with a and a pick instead of 1 or 2, 27; without A either, 40.
    assert len(keys) == 22


async def test_a_plain_western_turn_of_five_takes_7_keys_W1_W6(tmp_path: Path) -> None:
    """Five gunslingers, nobody splits (each fires with its whole pool): D, v (the reveal,
    where a Panache interruption may come, W5), n for each shot. The next turn's D ends
    this one when every shot is fired (nothing is lost, W7): 7 keys a turn, 8 with e."""
    five = [
        {"cmd": "system", "name": "western"},
        {"cmd": "name", "name": "Main street"},
        # Pools 2 to 6: five slots, no two shooting together (W6).
        *(add(f"g{n}", attribute=n, skill=1) for n in range(1, 6)),
    ]
    turn = ["D", "v", *["n"] * 5]
    async with board_of(tmp_path, five, seed=3) as (app, pilot, board):
        await press_all(pilot, " ".join(turn))
        assert "Every action is resolved: D draws for the next turn" in screen_text(app)
        await press_all(pilot, " ".join(turn))
        screen = screen_text(app)
        assert "Main street · Western · turn 2 · resolution" in screen, screen
        data = state_json(board.bridge.encounter)
        assert data["order"] == [] and len(data["done"]) == 5
        log = " ".join(board.log_text)
        assert "The turn ends" in log
    assert len(turn) <= 7
