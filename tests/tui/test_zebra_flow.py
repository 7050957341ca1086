"""A full zebra Sequence from an empty store, keys only (issue 5 acceptance)."""

from pathlib import Path

from textual.pilot import Pilot

from rules.journal import JournalStore
from rules.systems.zebra.commands import Engage
from rules.view import state_json
from tests.tui.pilot_helpers import (
    add_combatant,
    assert_reopens_as,
    burst,
    fill_form,
    new_encounter,
)
from tui.app import DegaineApp
from tui.screens.zebra_board import ZebraBoard


async def add_fighter(pilot: Pilot[None], name: str, aplomb: str, agilite: str, skill: str) -> None:
    # the stats: Got a Nerve!, Nimbleness, Perception, weapons, skill
    await add_combatant(pilot, name, aplomb, agilite, "", "", skill)


async def test_full_zebra_sequence_keys_only_then_reopen(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite3"
    store = JournalStore(path)
    app = DegaineApp(store=store)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await new_encounter(pilot, "2", "Bridge")  # zebra
        for name in ("Ann", "Bob", "Cid"):
            await add_fighter(pilot, name, "3", "2", "3")
        await pilot.press("f5")
        await pilot.pause()
        board = app.screen
        assert isinstance(board, ZebraBoard)
        encounter = board.bridge.encounter
        # Everyone starts in the Shooting position: Perception is needed, so engage first.
        board.send(Engage, actor="bob", target="ann")
        board.send(Engage, actor="ann", target="bob")
        board.send(Engage, actor="ann", target="cid")
        await burst(pilot, "s")
        await fill_form(pilot, "10", "7", "3")  # typed d20s: 18, 15, 11
        assert [[e["score"] for e in s] for s in state_json(encounter)["order"]] == [
            [18],
            [15],
            [11],
        ]
        acted = 0
        while state_json(encounter)["phase"] == "sequence":
            # Strike (5 points), item 1, highlighted as the list opens: typed, 1 would
            # wait for a second digit, the table having more than 9 entries.
            await burst(pilot, "a", "enter")
            acted += 1
            assert acted < 20
        assert state_json(encounter)["phase"] == "between"
        done = state_json(encounter)["done"]
        assert all(entry["detail"]["cost"] == 5 for entry in done)
        await pilot.press("u", "u", "U")
        await pilot.pause()
        expected = state_json(encounter)
        assert expected["phase"] == "sequence" and len(expected["done"]) == acted - 1
        await pilot.press("q")
    store.close()
    await assert_reopens_as(path, ZebraBoard, expected)
