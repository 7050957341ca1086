"""The ambush on screen, keys only (W9): picks, one opposition each, who is surprised, Sonné."""

from pathlib import Path

from rules.encounter import Encounter
from rules.view import state_json
from tests.tui.pilot_helpers import press_all, resumed, screen_text
from tests.tui.scenes import AMBUSH_KEYS, AMBUSH_SPRUNG, WESTERN_CAST, commands_store
from tui.screens.ambush import AmbushScreen
from tui.screens.western_board import WesternBoard


async def test_ambush_keys_only_surprise_free_d6_tension_and_sonne_W9(tmp_path: Path) -> None:
    async with resumed(commands_store(tmp_path / "s.sqlite3", WESTERN_CAST)) as (app, pilot):
        board = app.screen
        assert isinstance(board, WesternBoard)
        encounter = board.bridge.encounter
        await press_all(pilot, AMBUSH_KEYS)
        assert isinstance(app.screen, AmbushScreen)
        # The keys sent ONE command, the same as the script's.
        scripted = Encounter()
        for command in AMBUSH_SPRUNG:
            scripted.handle(command)
        data = state_json(encounter)
        assert data["surprise"] == state_json(scripted)["surprise"]
        assert encounter.records[-1].command["cmd"] == "ambush"
        assert data["actors"]["ann"]["tension"] == 2  # +1 Tension die
        assert data["actors"]["ann"]["sonne"] and not data["actors"]["doc"]["sonne"]
        text = screen_text(app)
        assert "SURPRISED (margin 2)" in text and "not surprised" in text
        assert "d6 = 5, on its first action" in text and "d6 = 2" in text
        assert "+1 Tension die (now 2)" in text and "Sonné" in text
        # y: Sonné can be given or cleared afterwards; here Ann's is cleared.
        await press_all(pilot, "y 1")
        assert not state_json(encounter)["actors"]["ann"]["sonne"]
        # Undo takes the screen back to the plan; redo brings the results back.
        await press_all(pilot, "u u")
        assert state_json(encounter)["surprise"] is None
        assert "SURPRISED" not in screen_text(app)
        await press_all(pilot, "U")
        assert "SURPRISED" in screen_text(app)
        # Back on the board, the next draw gives the ambushers their free d6 (W9).
        await press_all(pilot, "b D")
        assert isinstance(app.screen, WesternBoard)
        assert state_json(encounter)["phase"] == "declare"


async def test_ambush_refusal_reopens_the_form_with_the_reason_W9(tmp_path: Path) -> None:
    async with resumed(commands_store(tmp_path / "s.sqlite3", WESTERN_CAST)) as (app, pilot):
        assert app.bridge is not None
        encounter = app.bridge.encounter
        before = state_json(encounter)
        # Bart alone (Discrétion 3) against Ann; 9 successes typed: 3 dice cannot show them.
        await press_all(pilot, "A down down space enter space enter 9 ctrl+s")  # no accomplice step
        assert state_json(encounter) == before
        assert "cannot show 9 successes" in screen_text(app)
        # Fixed in the reopened form: blank is rolled.
        await press_all(pilot, "backspace ctrl+s")
        assert state_json(encounter)["surprise"] is not None
