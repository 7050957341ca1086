"""Pick lists by keys (Pilot, on the screen text): letters filter, digits pick by number.

The zebra cost table (Z4) has 19 actions and "another action" as item 0; the vampire
health list (V7) has fewer than 10 items. The real-terminal bursts are in
tests/terminal/test_pick_digits.py.
"""

from pathlib import Path

from tests.tui.pilot_helpers import resumed, screen_text, type_text
from tests.tui.scenes import scene_store
from tests.tui.test_dialog_answers_once import post_burst
from tui.screens.board import BoardScreen
from tui.screens.choice import ChoiceScreen
from tui.screens.form import FormScreen

SIZE = (100, 40)
COST_TABLE = "which action?"


def ann_row(text: str) -> list[str]:
    """The board's lines about Ann (the order and the done track)."""
    return [line for line in text.splitlines() if "Ann (PC)" in line]


async def test_typing_rel_shows_only_reload_and_enter_picks_it_Z4(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "zebra"), size=SIZE) as (app, pilot):
        await pilot.press("a")
        await pilot.pause()
        await type_text(pilot, "rel")
        await pilot.pause()
        text = screen_text(app)
        assert "4. reload (6)" in text and "Filter: rel · 1 of 20" in text
        assert "strike (5)" not in text and "shoot (4)" not in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, BoardScreen)
        assert any("reload −6 → 7" in line for line in ann_row(screen_text(app)))


async def test_filtering_ignores_case_and_accents_and_backspace_widens(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "zebra"), size=SIZE) as (app, pilot):
        await pilot.press("a")
        await pilot.pause()
        await type_text(pilot, "AId")
        await pilot.pause()
        text = screen_text(app)
        assert "16. first aid (8)" in text and "Filter: AId · 1 of 20" in text
        assert "aim (3)" not in text
        await type_text(pilot, "q")
        await pilot.pause()
        assert "Filter: AIdq · nothing matches" in screen_text(app)
        await pilot.press("enter")  # nothing shown: nothing picked
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        for _key in "AIdq":
            await pilot.press("backspace")
            await pilot.pause()
        text = screen_text(app)
        assert "Filter:" not in text and "1. strike (5)" in text and "14. help (4)" in text


async def test_numbers_go_past_9_and_stay_with_their_item_when_filtered_Z4(
    tmp_path: Path,
) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "zebra"), size=SIZE) as (app, pilot):
        await pilot.press("a")
        await pilot.pause()
        await type_text(pilot, "sh")
        await pilot.pause()
        text = screen_text(app)
        assert "2. shoot (4)" in text and "19. shout (1)" in text
        await pilot.press("1", "9")
        await pilot.pause()
        assert any("shout −1 → 12" in line for line in ann_row(screen_text(app)))


async def test_13_picks_item_13_grab_Z4(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "zebra"), size=SIZE) as (app, pilot):
        await pilot.press("a")
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        # 1 could still grow (10 to 19 exist): it waits, and says so.
        assert "1: strike (5) · Enter picks it, or its next digit" in screen_text(app)
        assert isinstance(app.screen, ChoiceScreen)
        await pilot.press("3")
        await pilot.pause()
        assert isinstance(app.screen, BoardScreen)
        assert any("grab −5 → 8" in line for line in ann_row(screen_text(app)))


async def test_1_then_enter_picks_item_1_strike_Z4(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "zebra"), size=SIZE) as (app, pilot):
        await pilot.press("a")
        await pilot.pause()
        await pilot.press("down", "down")  # the highlight elsewhere: the number decides
        await pilot.press("1", "enter")
        await pilot.pause()
        assert any("strike −5 → 8" in line for line in ann_row(screen_text(app)))


async def test_a_13_in_one_burst_picks_grab_and_leaks_nothing_Z4(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "zebra"), size=SIZE) as (app, pilot):
        board = app.screen
        post_burst(app, "a", "1", "3")
        for _pause in range(4):
            await pilot.pause()
        assert app.screen is board
        text = screen_text(app)
        assert any("grab −5 → 8" in line for line in ann_row(text))
        assert "undo 10" in text  # one action, nothing else


async def test_a_23_in_one_burst_records_one_action_and_opens_nothing_Z4(
    tmp_path: Path,
) -> None:
    """2 picks at once (there is no item 20); the 3 typed with it is dropped, not the board's."""
    async with resumed(scene_store(tmp_path / "s.sqlite3", "zebra"), size=SIZE) as (app, pilot):
        board = app.screen
        post_burst(app, "a", "2", "3")
        for _pause in range(4):
            await pilot.pause()
        assert app.screen_stack == [board]  # the resumed board is the first screen
        text = screen_text(app)
        assert any("shoot −4 → 9" in line for line in ann_row(text))
        assert "undo 10" in text and COST_TABLE not in text


async def test_0_is_another_action_and_opens_the_typed_cost_form_Z4(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "zebra"), size=SIZE) as (app, pilot):
        await pilot.press("a")
        await pilot.pause()
        await pilot.press("0")
        await pilot.pause()
        assert isinstance(app.screen, FormScreen)
        assert "an action not in the table" in screen_text(app)


async def test_a_number_past_the_list_picks_nothing_and_says_why_V7(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "vampire"), size=SIZE) as (app, pilot):
        await pilot.press("w")
        await pilot.pause()
        assert "Ghoul's health level" in screen_text(app)
        await pilot.press("9")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        assert "No item 9: the numbers go from 1 to 8." in screen_text(app)
        await pilot.press("5")  # the entry starts again: 5 is Wounded
        await pilot.pause()
        assert isinstance(app.screen, BoardScreen)
        ghoul = next(line for line in screen_text(app).splitlines() if "Ghoul (NPC)" in line)
        assert "Wounded" in ghoul and "undo 14" in screen_text(app)


async def test_the_hint_line_says_how_numbers_are_typed(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "zebra"), size=SIZE) as (app, pilot):
        await pilot.press("a")
        await pilot.pause()
        text = screen_text(app)
        assert "Letters filter · number or ↑↓ Enter" in text
        assert "1 waits for a second digit (13) or Enter" in text


async def test_an_arrow_after_a_waiting_number_lets_the_highlight_decide_Z4(
    tmp_path: Path,
) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "zebra"), size=SIZE) as (app, pilot):
        await pilot.press("a")
        await pilot.pause()
        await pilot.press("1", "down")
        await pilot.pause()
        assert "Enter picks it" not in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert any("shoot −4 → 9" in line for line in ann_row(screen_text(app)))


async def test_a_letter_the_keymap_gives_to_cancel_still_cancels(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "zebra"), size=SIZE) as (app, pilot):
        app.set_keymap({"choice.cancel": "x"})
        answers: list[str | None] = []
        app.push_screen(ChoiceScreen("Pick", [("a", "Axe"), ("b", "Box")]), answers.append)
        await pilot.pause()
        await pilot.press("b")  # a letter: the filter
        await pilot.pause()
        assert "Filter: b · 1 of 2" in screen_text(app)
        await pilot.press("x")
        await pilot.pause()
        assert answers == [None]
