"""A command the rules will refuse says so before its dialog opens (issue 11).

Each test presses the key on a board, checks that no dialog opened, and that the GM
reads the rules' own refusal (:func:`rules.core.refusal`), word for word.
"""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from rules.commands import Command
from rules.core import refusal
from rules.journal import JournalStore
from rules.systems.vampire import commands as vampire
from rules.systems.western import commands as western
from rules.systems.zebra import commands as zebra
from rules.view import state_json
from tests.tui.pilot_helpers import notifications, press_all, screen_text, toasts
from tests.tui.scenes import commands_store
from tui.app import DegaineApp
from tui.screens.board import BoardScreen
from tui.screens.choice import ConfirmScreen
from tui.screens.form import FormScreen


@asynccontextmanager
async def resumed(
    store: JournalStore, size: tuple[int, int] = (80, 24)
) -> AsyncIterator[tuple[DegaineApp, Pilot[None]]]:
    """The app on the store's encounter, its board drawn, notices shown as toasts."""
    app = DegaineApp(store=store, resume=True)
    async with app.run_test(size=size, notifications=True) as pilot:
        await pilot.pause()
        yield app, pilot
    store.close()


def squeezed(text: str) -> str:
    """Without white space: a notice wraps where the screen is narrow."""
    return "".join(text.split())


async def refused_on_screen(
    app: DegaineApp,
    pilot: Pilot[None],
    keys: str,
    command: type[Command],
    actor: str | None = None,
) -> str:
    """Press ``keys`` on the board: the rules' refusal shows, and no dialog opens."""
    board = app.screen
    assert isinstance(board, BoardScreen)
    if actor is not None:
        board.select_actor(actor)
    expected = refusal(board.state, command, actor)
    assert expected is not None
    before = state_json(board.bridge.encounter)
    await press_all(pilot, keys)
    assert app.screen is board, "a dialog opened for a refused command"
    assert expected in notifications(app)
    await pilot.pause()
    assert squeezed(expected) in squeezed(" ".join(toasts(app)))  # as it shows on screen
    assert state_json(board.bridge.encounter) == before
    return expected


def add(actor: str, **stats: int) -> dict[str, Any]:
    return {"cmd": "add", "id": actor, "name": actor.capitalize(), "stats": stats}


# -- western --------------------------------------------------------------------------------
WESTERN = [
    {"cmd": "system", "name": "western"},
    add("ann", attribute=4, skill=3, panache=2),
    add("bob", attribute=3, skill=2),
    add("cid", attribute=2, skill=2),
]


async def test_western_d_before_the_draw_W1(tmp_path: Path) -> None:
    async with resumed(commands_store(tmp_path / "s.sqlite3", WESTERN)) as (app, pilot):
        text = await refused_on_screen(app, pilot, "d", western.Declare, "ann")
        assert text == "No gunfight is under way: draw first, or open a duel."


async def test_western_d_x_and_a_after_the_reveal_W3_W4_W9(tmp_path: Path) -> None:
    revealed = [*WESTERN, {"cmd": "draw"}, {"cmd": "reveal"}]
    async with resumed(commands_store(tmp_path / "s.sqlite3", revealed)) as (app, pilot):
        text = await refused_on_screen(app, pilot, "d", western.Declare, "ann")
        assert text == "The scores are revealed: Ann's declaration stands."
        text = await refused_on_screen(app, pilot, "x", western.Sacrifice, "bob")
        assert text.startswith("The scores are revealed: too late to sacrifice dice")
        await refused_on_screen(app, pilot, "A", western.Ambush)
        await refused_on_screen(app, pilot, "M", western.Duel)


async def test_western_p_with_no_token_W5(tmp_path: Path) -> None:
    declared = [*WESTERN, {"cmd": "draw"}, {"cmd": "declare", "actor": "bob"}]
    async with resumed(commands_store(tmp_path / "s.sqlite3", declared)) as (app, pilot):
        text = await refused_on_screen(app, pilot, "p", western.Panache, "bob")
        assert text == "Bob has no Panache token left."


async def test_western_d_again_on_one_who_has_declared_and_the_cursor_goes_on_W3(
    tmp_path: Path,
) -> None:
    drawn = [*WESTERN, {"cmd": "draw"}]
    async with resumed(commands_store(tmp_path / "s.sqlite3", drawn), (100, 30)) as (app, pilot):
        board = app.screen
        assert isinstance(board, BoardScreen)
        encounter = board.bridge.encounter
        board.select_actor("ann")
        # d Enter three times: each declares the next one, never the same one twice.
        for name in ("Ann", "Bob", "Cid"):
            await press_all(pilot, "d")
            assert f"{name} declares (Découpe)" in screen_text(app)
            await press_all(pilot, "enter")
        assert state_json(encounter)["undeclared"] == []
        # Back on Ann, who has declared: d declares her again, with a split this time.
        board.select_actor("ann")
        await press_all(pilot, "d")
        assert "Ann declares (Découpe)" in screen_text(app)
        await press_all(pilot, "ctrl+u 4 space 3 enter")
        assert [entry["score"] for entry in state_json(encounter)["order"][0]] == [5]
        assert sum(e["actor"] == "ann" for s in state_json(encounter)["order"] for e in s) == 2


# -- vampire --------------------------------------------------------------------------------
VAMPIRE = [
    {"cmd": "system", "name": "vampire"},
    add("mireille", dexterity=4, wits=3),
    add("bob", dexterity=3, wits=3),
    add("cid", dexterity=2, wits=2),
]
ROLLED = [*VAMPIRE, {"cmd": "roll", "dice": {"mireille": 9, "bob": 6, "cid": 2}}]
DELAYING = [
    *ROLLED,
    {"cmd": "declare", "actor": "cid", "action": "run"},
    {"cmd": "declare", "actor": "bob", "action": "shoot"},
    {"cmd": "declare", "actor": "mireille", "action": "strike", "delay": True},
]


async def test_vampire_d_and_b_before_the_roll_V3_V5(tmp_path: Path) -> None:
    async with resumed(commands_store(tmp_path / "s.sqlite3", VAMPIRE)) as (app, pilot):
        text = await refused_on_screen(app, pilot, "d", vampire.Declare, "mireille")
        assert text == "No turn is open: roll initiative first."
        await refused_on_screen(app, pilot, "b", vampire.Abort, "bob")
        await refused_on_screen(app, pilot, "g", vampire.Act)


async def test_vampire_b_with_no_action_left_and_d_once_resolution_began_V3_V5(
    tmp_path: Path,
) -> None:
    resolved = [*DELAYING[:-1], {"cmd": "declare", "actor": "mireille"}, {"cmd": "resolve"}]
    async with resumed(commands_store(tmp_path / "s.sqlite3", resolved)) as (app, pilot):
        text = await refused_on_screen(app, pilot, "b", vampire.Abort, "mireille")
        assert text == "Mireille has no action left this turn to abort."
        text = await refused_on_screen(app, pilot, "d", vampire.Declare, "cid")
        assert text == "The resolution has begun: Cid's declaration stands."


async def test_vampire_d_on_one_who_has_declared_declares_again_V3(tmp_path: Path) -> None:
    async with resumed(commands_store(tmp_path / "s.sqlite3", DELAYING), (100, 30)) as (
        app,
        pilot,
    ):
        board = app.screen
        assert isinstance(board, BoardScreen)
        board.select_actor("cid")
        await press_all(pilot, "d")
        assert isinstance(app.screen, FormScreen)
        assert "Cid declares again" in screen_text(app)
        await press_all(pilot, "ctrl+u h i d e enter")
        numbers = state_json(board.bridge.encounter)["actors"]["cid"]
        assert numbers["declared"] == "hide"


async def test_vampire_delayed_at_the_head_may_act_now_or_keep_waiting_V4(
    tmp_path: Path,
) -> None:
    async with resumed(commands_store(tmp_path / "s.sqlite3", DELAYING), (100, 30)) as (
        app,
        pilot,
    ):
        board = app.screen
        assert isinstance(board, BoardScreen)
        encounter = board.bridge.encounter
        offer = "Mireille may act now (g), or keep waiting and let Bob act (n)."
        assert offer in screen_text(app)
        await press_all(pilot, "n")  # she keeps waiting: Bob acts
        assert [entry["actor"] for entry in state_json(encounter)["done"]] == ["bob"]
        assert "n: Cid acts; g: a delayed actor acts first." in screen_text(app)
        await press_all(pilot, "g")  # she interrupts Cid
        done = [entry["actor"] for entry in state_json(encounter)["done"]]
        assert done == ["bob", "mireille"]
        assert "n: Cid acts." in screen_text(app)


async def test_vampire_delayed_at_the_head_acts_now_with_g_V4(tmp_path: Path) -> None:
    async with resumed(commands_store(tmp_path / "s.sqlite3", DELAYING), (100, 30)) as (
        app,
        pilot,
    ):
        board = app.screen
        assert isinstance(board, BoardScreen)
        await press_all(pilot, "g")  # before Bob, at her own rank
        done = [entry["actor"] for entry in state_json(board.bridge.encounter)["done"]]
        assert done == ["mireille"]
        assert "n: Bob acts." in screen_text(app)


async def test_vampire_plain_round_keys_do_not_grow_V3(tmp_path: Path) -> None:
    """Five combatants, all rolled, no labels: r Enter, d Enter five times, n five times,
    e: 18 keys (the issue counted about 21)."""
    five = [
        {"cmd": "system", "name": "vampire"},
        *(add(f"c{n}", dexterity=n, wits=1) for n in range(1, 6)),
    ]
    async with resumed(commands_store(tmp_path / "s.sqlite3", five), (100, 30)) as (app, pilot):
        board = app.screen
        assert isinstance(board, BoardScreen)
        keys = ["r", "enter", *["d", "enter"] * 5, *["n"] * 5, "e"]
        await press_all(pilot, " ".join(keys))
        data = state_json(board.bridge.encounter)
        assert data["phase"] == "between" and len(data["done"]) == 5
        assert len(keys) == 18


# -- zebra ----------------------------------------------------------------------------------
ZEBRA = [
    {"cmd": "system", "name": "zebra"},
    add("ann", aplomb=3, agilite=2, perception=2, skill=3),
    add("bob", aplomb=2, agilite=2, perception=4, skill=2),
]


async def test_zebra_a_before_any_sequence_Z3(tmp_path: Path) -> None:
    async with resumed(commands_store(tmp_path / "s.sqlite3", ZEBRA)) as (app, pilot):
        text = await refused_on_screen(app, pilot, "a", zebra.Act)
        assert text == "No Sequence has started yet: start one first."


async def test_zebra_s_while_a_sequence_runs_says_so_first_Z7_G4(tmp_path: Path) -> None:
    from rules.systems.zebra.refusals import running_refusal
    from rules.systems.zebra.system import SYSTEM

    running = [*ZEBRA, {"cmd": "sequence", "dice": {"ann": 10, "bob": 9}}]
    async with resumed(commands_store(tmp_path / "s.sqlite3", running), (100, 30)) as (
        app,
        pilot,
    ):
        board = app.screen
        assert isinstance(board, BoardScreen)
        encounter = board.bridge.encounter
        expected = running_refusal(board.state, SYSTEM.game(board.state))
        assert expected is not None
        await press_all(pilot, "s")
        await pilot.pause()
        question = app.screen
        assert isinstance(question, ConfirmScreen)
        assert question.question.startswith(expected)
        # The question wraps inside the dialog, never cut: read across its lines, all of it shows.
        shown = " ".join(screen_text(app).replace("│", " ").split())
        assert " ".join(question.question.split()) in shown
        await press_all(pilot, "n")
        assert app.screen is board and state_json(encounter)["round"] == 1
        await press_all(pilot, "s y")  # the GM cuts it short (G4): now the d20s
        assert isinstance(app.screen, FormScreen)
        await press_all(pilot, "enter")
        assert state_json(encounter)["round"] == 2
