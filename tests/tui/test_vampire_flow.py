"""A full vampire round from an empty store, keys only (issue 5 acceptance)."""

from pathlib import Path

from rules.journal import JournalStore
from rules.view import state_json
from tests.tui.pilot_helpers import (
    add_combatant,
    burst,
    fill_form,
    new_encounter,
    notifications,
    screen_text,
)
from tests.tui.scenes import SCENES, commands_store
from tui.app import DegaineApp
from tui.screens.home import HomeScreen
from tui.screens.setup import SetupScreen
from tui.screens.vampire_board import VampireBoard


async def test_full_vampire_round_keys_only_then_reopen(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite3"
    store = JournalStore(path)
    app = DegaineApp(store=store)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        await new_encounter(pilot, "1", "Alley")  # vampire; its options keep their defaults
        assert isinstance(app.screen, SetupScreen)
        for name, dexterity, wits in (("Ann", "4", "3"), ("Bob", "3", "3"), ("Cid", "3", "3")):
            await add_combatant(pilot, name, dexterity, wits)
        await pilot.press("f5")
        await pilot.pause()
        board = app.screen
        assert isinstance(board, VampireBoard)
        encounter = board.bridge.encounter
        assert list(encounter.state.combatants) == ["ann", "bob", "cid"]

        await burst(pilot, "r")
        await fill_form(pilot, "9", "6", "6")  # typed d10s
        order = [[e["actor"] for e in slot] for slot in state_json(encounter)["order"]]
        assert order == [["ann"], ["bob", "cid"]]

        for _ in range(3):  # slowest first: Bob, Cid, then Ann
            await burst(pilot, "d")
            await fill_form(pilot, "shoot")
        assert state_json(encounter)["phase"] == "resolve"
        await pilot.press("n")
        await pilot.press("n")
        await pilot.pause()
        assert [e["actor"] for e in state_json(encounter)["done"]] == ["ann", "bob", "cid"]
        await pilot.press("e")
        await pilot.pause()
        assert state_json(encounter)["phase"] == "between"

        await pilot.press("u", "u", "U")
        await pilot.pause()
        expected = state_json(encounter)
        # Undo the end of turn and the last resolution, redo the resolution.
        assert expected["phase"] == "resolve" and expected["order"] == []
        assert len(expected["done"]) == 3 and board.bridge.encounter.can_redo
        await pilot.press("q")
    store.close()

    reopened_store = JournalStore(path)
    again = DegaineApp(store=reopened_store, resume=True)
    async with again.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        resumed = again.screen
        assert isinstance(resumed, VampireBoard)
        assert state_json(resumed.bridge.encounter) == expected
        assert resumed.bridge.encounter.can_redo  # the undone command is still there to redo
        await pilot.press("q")
    reopened_store.close()


async def test_refused_command_shows_its_message_on_the_board(tmp_path: Path) -> None:
    from tui.demo import create_demo

    store = JournalStore(tmp_path / "s.sqlite3")
    create_demo(store)
    app = DegaineApp(store=store, resume=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("n")  # resolve while declarations are pending (V3)
        await pilot.pause()
        assert any("Declarations are not finished" in text for text in notifications(app))
        await pilot.press("r")  # a new roll while the turn is open: latecomers only
        await pilot.pause()
        assert any("everyone has initiative" in text for text in notifications(app))
        await pilot.press("g")  # nobody may act out of rank before the declarations end (V4)
        await pilot.pause()
        assert any("Declarations are not finished yet." in text for text in notifications(app))


async def test_during_declarations_the_arrow_marks_who_declares_V3(tmp_path: Path) -> None:
    """V3: the slowest declares first, so ▶ marks the one declaring, not the fastest,
    and moves on as each declares (the players' board says the same)."""
    commands = [c for c in SCENES["vampire"] if c["cmd"] not in {"declare", "resolve"}]
    app = DegaineApp(store=commands_store(tmp_path / "s.sqlite3", commands), resume=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        marked = [line for line in screen_text(app).splitlines() if "▶" in line]
        assert len(marked) == 1 and "Ghoul" in marked[0], marked  # 5 + 2 + 2 − 1: slowest
        await burst(pilot, "d")
        await fill_form(pilot, "bite")
        marked = [line for line in screen_text(app).splitlines() if "▶" in line]
        # Bob and Cid tie at 12 and declare together: both rows are marked.
        assert len(marked) == 2 and "Bob" in marked[0] and "Cid" in marked[1], marked
