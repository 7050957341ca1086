"""A full western turn from an empty store, keys only (issue 5 acceptance)."""

from pathlib import Path

from textual.pilot import Pilot

from rules.journal import JournalStore
from rules.view import state_json
from tests.tui.pilot_helpers import (
    add_combatant,
    assert_reopens_as,
    fill_form,
    new_encounter,
    screen_text,
)
from tui.app import DegaineApp
from tui.screens.western_board import WesternBoard


async def add_gunslinger(pilot: Pilot[None], name: str, attribute: str, skill: str) -> None:
    # the stats: attribute, skill (Tension, Panache and the opposition skills left at 0)
    await add_combatant(pilot, name, attribute, skill)


async def test_full_western_turn_keys_only_then_reopen(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite3"
    store = JournalStore(path)
    app = DegaineApp(store=store)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await new_encounter(pilot, "3", "Main street")  # western
        for name, attribute, skill in (("Ann", "4", "3"), ("Bob", "3", "2"), ("Cid", "2", "2")):
            await add_gunslinger(pilot, name, attribute, skill)
        await pilot.press("f5")
        await pilot.pause()
        board = app.screen
        assert isinstance(board, WesternBoard)
        encounter = board.bridge.encounter
        await pilot.press("D")  # everyone draws (W1)
        await pilot.pause()
        assert state_json(encounter)["phase"] == "declare"
        # Ann splits 4/3 (Découpe); Bob and Cid fire with their whole pool at the reveal.
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("ctrl+u")  # clear the default (the whole pool)
        await fill_form(pilot, "4 3")
        # Before the reveal Bob's whole pool (5) ranks above Ann's 4 and 3 (W4).
        rows = [line for line in screen_text(app).splitlines() if "(NPC)" in line or "(PC)" in line]
        assert "Bob" in rows[0] and "not declared yet" in rows[0] and "Ann" in rows[1]
        # Ann sacrifices one die of her first action, rolled at the table: a 6.
        board.select_actor("ann")
        await pilot.pause()
        await pilot.press("x")
        await pilot.pause()
        await fill_form(pilot, "", "6")
        await pilot.press("v")
        await pilot.pause()
        order = [[(e["actor"], e["score"]) for e in s] for s in state_json(encounter)["order"]]
        assert order == [[("ann", 9)], [("bob", 5)], [("cid", 4)], [("ann", 3)]]
        for _ in range(4):
            await pilot.press("n")
        await pilot.pause()
        assert state_json(encounter)["order"] == []
        await pilot.press("e")
        await pilot.pause()
        assert state_json(encounter)["phase"] == "between"
        await pilot.press("u", "u", "U")
        await pilot.pause()
        expected = state_json(encounter)
        assert expected["phase"] == "resolve" and expected["order"] == []
        await pilot.press("q")
    store.close()
    await assert_reopens_as(path, WesternBoard, expected)
