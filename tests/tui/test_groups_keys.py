"""G7 on screen, keys only: a group in one form, its one die, the duplicate key."""

from pathlib import Path

from rules.journal import JournalStore
from rules.view import state_json
from tests.tui.pilot_helpers import (
    add_combatant,
    fill_form,
    new_encounter,
    screen_text,
    type_text,
)
from tui.app import DegaineApp
from tui.screens.setup import SetupScreen
from tui.screens.vampire_board import VampireBoard


async def add_group(pilot: object, name: str, count: str, *stats: str) -> None:
    """``i``; the name, side and hidden as they are, the stats, the count, roll once ticked."""
    from textual.pilot import Pilot

    assert isinstance(pilot, Pilot)
    await pilot.press("i")
    await pilot.pause()
    await type_text(pilot, name)
    for value in ("", "", *stats, count):
        await pilot.press("tab")
        await type_text(pilot, value)
    await pilot.press("tab", "space", "enter")
    await pilot.pause()


async def test_a_group_of_four_rolls_once_on_the_board_and_plus_duplicates_G7(
    tmp_path: Path,
) -> None:
    store = JournalStore(tmp_path / "store.sqlite3")
    app = DegaineApp(store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await new_encounter(pilot, "1", "Alley")  # vampire
        assert isinstance(app.screen, SetupScreen)
        await add_combatant(pilot, "Ann", "4", "3")
        await add_group(pilot, "Thug", "4", "2", "2", "", "")
        setup_text = screen_text(app)
        for number in range(1, 5):
            assert f"Thug {number} [group, rolls once]" in setup_text
        await pilot.press("u")  # one undo takes the whole group away
        await pilot.pause()
        assert "Thug" not in screen_text(app)
        await add_group(pilot, "Thug", "4", "2", "2", "", "")
        assert "Thug 4 [group, rolls once]" in screen_text(app)

        await pilot.press("f5")
        await pilot.pause()
        board = app.screen
        assert isinstance(board, VampireBoard)
        encounter = board.bridge.encounter
        await pilot.press("r")
        await pilot.pause()
        form_text = screen_text(app)
        assert "Thug ×4 (group): d10" in form_text and "Thug 2: d10" not in form_text
        await fill_form(pilot, "9", "3")  # Ann's d10, then the group's one d10
        order = [[e["actor"] for e in slot] for slot in state_json(encounter)["order"]]
        assert order == [["ann"], ["thug-1", "thug-2", "thug-3", "thug-4"]]
        text = screen_text(app)
        for number in range(1, 5):
            assert f"Thug {number} (NPC) [group]" in text

        while board.selected_actor != "thug-2":
            await pilot.press("down")
            await pilot.pause()
        await pilot.press("plus")
        await pilot.pause()
        actors = state_json(encounter)["actors"]
        assert actors["thug-5"]["name"] == "Thug 5"
        assert "Thug 5 (NPC)" in screen_text(app)
        await pilot.press("q")
    store.close()


async def test_plus_on_setup_duplicates_the_selected_combatant_G7(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "store.sqlite3")
    app = DegaineApp(store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await new_encounter(pilot, "1", "Alley")
        await add_combatant(pilot, "Ann", "4", "3")
        await pilot.press("plus")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        combatants = screen.state.combatants
        assert [c.name for c in combatants.values()] == ["Ann", "Ann 2"]
        assert combatants["ann-2"].stats == combatants["ann"].stats
        assert "Ann 2" in screen_text(app)
        await pilot.press("f1")
        await pilot.pause()
        assert "Duplicate" in screen_text(app)
        await pilot.press("q")
    store.close()


async def test_a_zebra_group_added_mid_fight_asks_one_d20_and_acts_as_one_G7(
    tmp_path: Path,
) -> None:
    from tests.tui.scenes import commands_store
    from tui.screens.zebra_board import ZebraBoard

    ann = {"aplomb": 3, "agilite": 3, "perception": 3, "skill": 3}
    store = commands_store(
        tmp_path / "s.sqlite3",
        [
            {"cmd": "system", "name": "zebra"},
            {"cmd": "add", "id": "ann", "name": "Ann", "side": "pc", "stats": ann},
        ],
    )
    app = DegaineApp(store=store, resume=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen
        assert isinstance(board, ZebraBoard)
        # Got a Nerve!, Nimbleness, Perception, weapons (none), skill; 3 of them, roll once.
        await add_group(pilot, "Thug", "3", "2", "2", "2", "", "2")
        encounter = board.bridge.encounter
        assert list(state_json(encounter)["groups"]["thug"]["members"]) == [
            "thug-1",
            "thug-2",
            "thug-3",
        ]
        await pilot.press("s")
        await pilot.pause()
        assert "Thug ×3 (group): d20" in screen_text(app)
        await fill_form(pilot, "5", "15")  # Ann's d20, then the group's
        order = [[e["actor"] for e in slot] for slot in state_json(encounter)["order"]]
        assert order == [["thug-1", "thug-2", "thug-3"], ["ann"]]
        assert "a: Thug ×3 (group) acts" in screen_text(app)
        await pilot.press("q")
    store.close()
