"""The western board's keys read the state's typed view: what the GM sees after each (W4, W7, W8).

Each test starts from a store made of commands, resumes its board, and reads the
screen: the form a key opens names the right actor and action, a refusal is one
message.
"""

from pathlib import Path
from typing import Any

from tests.tui.pilot_helpers import notifications, resumed, screen_text, type_text
from tests.tui.scenes import WESTERN_CAST, commands_store
from tui.app import DegaineApp
from tui.screens.form import FormScreen
from tui.screens.western_board import WesternBoard
from tui.widgets.order_list import OrderList

#: Ann's ten dice go to one shot at an ambiguous target with a nervous finger (W8).
NERVOUS: list[dict[str, Any]] = [
    {"cmd": "system", "name": "western", "options": {"nervous_finger": True}},
    {
        "cmd": "add",
        "id": "ann",
        "name": "Ann",
        "side": "pc",
        "stats": {"attribute": 3, "skill": 3, "tension": 4, "sang_froid": 2},
    },
    {"cmd": "add", "id": "bob", "name": "Bob", "stats": {"attribute": 3, "skill": 2}},
    {"cmd": "draw"},
    {"cmd": "declare", "actor": "ann", "actions": [10], "ambiguous": True},
    {"cmd": "reveal"},
]

#: Ann splits her ten dice 6/4 (W3); Doc, Bart and the Kid have not declared.
SPLIT: list[dict[str, Any]] = [
    *WESTERN_CAST,
    {"cmd": "draw"},
    {"cmd": "declare", "actor": "ann", "actions": [6, 4], "labels": ["shoot", "dive"]},
]


def board_of(app: DegaineApp) -> WesternBoard:
    board = app.screen
    assert isinstance(board, WesternBoard)
    return board


async def test_f_asks_the_sang_froid_roll_the_rules_prompt_for_W8(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", NERVOUS)
    async with resumed(store, size=(120, 30)) as (app, pilot):
        assert "f: a Sang-froid roll is due before that shot." in screen_text(app)
        await pilot.press("f")
        await pilot.pause()
        assert isinstance(app.screen, FormScreen)
        assert "Ann: Sang-froid, difficulty 1, not to shoot" in screen_text(app)
        await type_text(pilot, "1")
        await pilot.press("enter")
        await pilot.pause()
        board = board_of(app)
        text = screen_text(app)
        assert "ambiguous, steady" in text  # one success: she keeps her nerve
        assert "Sang-froid roll is due" not in text
        await pilot.press("f")
        await pilot.pause()
        assert board_of(app) is board
        assert "No Sang-froid roll is due." in notifications(app)
    store.close()


async def test_x_sacrifices_from_the_selected_row_s_action_W4(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", SPLIT)
    async with resumed(store, size=(120, 30)) as (app, pilot):
        order = board_of(app).query_one(OrderList)
        for _ in range(len(order.rows)):
            if order.selected_key == "ann#1":
                break
            await pilot.press("down")
        assert order.selected_key == "ann#1"
        await pilot.press("x")
        await pilot.pause()
        assert "Ann sacrifices dice of action 2" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        # An actor with nothing declared has no action to give dice to.
        # Doc is listed with his whole pool before the reveal, "not declared yet" (W4).
        board_of(app).select_actor("doc")
        await pilot.pause()
        assert order.selected_actor == "doc"
        await pilot.press("x")
        await pilot.pause()
        assert "Doc Holloway has declared no action this turn." in notifications(app)
        assert not isinstance(app.screen, FormScreen)
    store.close()


async def test_d_declares_again_for_one_who_has_declared_W3(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", SPLIT)
    async with resumed(store, size=(120, 30)) as (app, pilot):
        board = board_of(app)
        board.select_actor("ann")  # declared already, before the reveal: she declares again
        await pilot.press("d")
        await pilot.pause()
        shown = screen_text(app)
        assert "Ann declares (Découpe)" in shown
        # Again from the split she said (6/4, "shoot, dive"), not from her whole pool (10).
        assert "6 4" in shown and "shoot, dive" in shown
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, FormScreen)
        assert "shoot" in screen_text(app) and "dive" in screen_text(app)
    store.close()


async def test_y_gives_then_clears_sonne_and_e_warns_of_lost_actions_W7(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", [*SPLIT, {"cmd": "reveal"}])
    async with resumed(store, size=(120, 30)) as (app, pilot):
        board = board_of(app)
        board.select_actor("bart")
        await pilot.press("y")
        await pilot.pause()
        # A mark of the name (W9), as the public condition it is (G6).
        assert "Black Bart (NPC) ◆Sonné" in screen_text(app)
        await pilot.press("y")
        await pilot.pause()
        assert "2 Sonné" not in screen_text(app)  # the log still tells both
        await pilot.press("e")
        await pilot.pause()
        # Ann's two actions and the three whole pools fired at the reveal.
        assert "These 5 actions will be lost:" in screen_text(app)
    store.close()
