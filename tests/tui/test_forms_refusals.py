"""A refused value keeps the form open: the reason beside the field, the typed text kept."""

from pathlib import Path
from typing import Any

from textual.widgets import Input

from rules.view import state_json
from tests.tui.pilot_helpers import form_messages, press_all, resumed, screen_text
from tests.tui.scenes import WESTERN_CAST, commands_store
from tui.app import DegaineApp
from tui.screens.form import FormScreen

#: Ann, alone on her row at the head of the order, has one action of 10 dice.
ANN_DECLARED: list[dict[str, Any]] = [
    *WESTERN_CAST,
    {"cmd": "draw"},
    {"cmd": "declare", "actor": "ann", "actions": [10], "labels": ["shoot Bart"]},
]


def form(app: DegaineApp) -> FormScreen:
    screen = app.screen
    assert isinstance(screen, FormScreen), "the form closed"
    return screen


def typed(app: DegaineApp, index: int) -> str:
    return form(app).query_one(f"#field-{index}", Input).value


def beside(app: DegaineApp, index: int) -> str:
    """The message under field ``index``, as shown (empty when none is)."""
    error = form(app).query_one(f"#error-{index}")
    return "" if error.disabled else " ".join(str(error.render()).split())


async def test_a_seven_on_a_d6_is_flagged_beside_the_field_and_the_form_stays_G1_W4(
    tmp_path: Path,
) -> None:
    async with resumed(commands_store(tmp_path / "s.sqlite3", ANN_DECLARED)) as (app, pilot):
        encounter = app.screen.bridge.encounter  # type: ignore[attr-defined]
        before = state_json(encounter)
        await press_all(pilot, "x tab 7")
        assert beside(app, 1) == "A d6 shows 1 to 6."
        await press_all(pilot, "enter")
        assert typed(app, 1) == "7" and beside(app, 1) == "A d6 shows 1 to 6."
        assert state_json(encounter) == before
        # Fixed in place: the same form sends it.
        await press_all(pilot, "backspace 4 enter")
        assert not isinstance(app.screen, FormScreen)
        assert len(encounter.records) == len(ANN_DECLARED) + 1
        assert encounter.records[-1].command["dice"] == [4]


async def test_the_rules_refusal_stands_beside_the_field_it_concerns_W4(tmp_path: Path) -> None:
    """Two dice sacrificed, one d6 typed: the rules refuse the dice, and say so under them."""
    async with resumed(commands_store(tmp_path / "s.sqlite3", ANN_DECLARED)) as (app, pilot):
        encounter = app.screen.bridge.encounter  # type: ignore[attr-defined]
        before = state_json(encounter)
        await press_all(pilot, "x backspace 2 tab 3 enter")
        assert beside(app, 1) == "Ann: 2 dice expected, 1 typed."
        assert "2 dice expected, 1 typed" in screen_text(app)
        assert beside(app, 0) == "" and (typed(app, 0), typed(app, 1)) == ("2", "3")
        assert state_json(encounter) == before
        # One message, in the form: no notification repeats it.
        assert not app._notifications
        await press_all(pilot, "space 5 enter")
        assert not isinstance(app.screen, FormScreen)
        assert encounter.records[-1].command["dice"] == [3, 5]


async def test_a_refusal_about_the_whole_command_shows_under_the_title(tmp_path: Path) -> None:
    """No Willpower left (vampire): no field holds the fault; the form says it at its top."""
    commands: list[dict[str, Any]] = [
        {"cmd": "system", "name": "vampire"},
        {"cmd": "add", "id": "ann", "name": "Ann", "stats": {"dexterity": 3, "wits": 3}},
        {"cmd": "roll", "dice": {"ann": 5}},
    ]
    async with resumed(commands_store(tmp_path / "s.sqlite3", commands)) as (app, pilot):
        await press_all(pilot, "d h i t tab tab tab space enter")
        assert form_messages(app) == ["Ann has no Willpower left to spend."]
        top = form(app).query_one("#refusal")
        assert not top.disabled and top.region.y < form(app).query_one("#field-0").region.y
        assert typed(app, 0) == "hit"
        await press_all(pilot, "space enter")  # untick Willpower: it goes through
        assert not isinstance(app.screen, FormScreen)
        assert "hit" in screen_text(app)


async def test_holding_fire_at_a_higher_score_is_refused_beside_the_score_W7(
    tmp_path: Path,
) -> None:
    revealed = [*ANN_DECLARED, *DECLARE_THE_OTHERS, {"cmd": "reveal"}]
    async with resumed(commands_store(tmp_path / "s.sqlite3", revealed)) as (app, pilot):
        await press_all(pilot, "h 1 2 enter")
        assert "holding fire means a lower score, not 12" in beside(app, 0)
        assert typed(app, 0) == "12"
        await press_all(pilot, "backspace backspace 3 enter")
        assert not isinstance(app.screen, FormScreen)


DECLARE_THE_OTHERS: list[dict[str, Any]] = [
    {"cmd": "declare", "actor": "doc", "actions": [6]},
    {"cmd": "declare", "actor": "bart", "actions": [9]},
    {"cmd": "declare", "actor": "kid", "actions": [4]},
]
