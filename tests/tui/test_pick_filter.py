"""The multi-select pick list (duel fighters W10, ambush targets W9): letters filter it."""

from pathlib import Path

from tests.tui.pilot_helpers import resumed, screen_text, type_text
from tests.tui.scenes import scene_store
from tui.screens.pick import PickScreen

ROSTER = [
    ("jane", "Calamity Jane (PC)"),
    ("bart", "Black Bart (NPC)"),
    ("curly", "Curly Bill (NPC)"),
    ("dolores", "Doña Dolores (NPC)"),
]


async def test_letters_filter_and_ticks_outlive_the_filter_W10(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "western"), size=(100, 30)) as (
        app,
        pilot,
    ):
        answers: list[list[str] | None] = []
        app.push_screen(PickScreen("Who fights?", ROSTER, minimum=2), answers.append)
        await pilot.pause()
        await type_text(pilot, "npc")
        await pilot.pause()
        text = screen_text(app)
        assert "Filter: npc · 3 of 4" in text and "Calamity Jane" not in text
        await pilot.press("space")  # ticks Black Bart, the first shown
        await type_text(pilot, " ")  # Space stays the tick, never the filter
        await pilot.pause()
        assert "[ ] Black Bart (NPC)" in screen_text(app)  # ticked, then unticked
        await pilot.press("space")
        for _key in "npc":
            await pilot.press("backspace")
            await pilot.pause()
        await type_text(pilot, "DONA")  # accents and case ignored
        await pilot.pause()
        text = screen_text(app)
        assert "Filter: DONA · 1 of 4" in text and "[ ] Doña Dolores (NPC)" in text
        await pilot.press("space", "enter")
        await pilot.pause()
        assert answers == [["bart", "dolores"]]  # Bart's tick stayed while hidden


async def test_a_filter_that_matches_nothing_says_so_W10(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "western"), size=(100, 30)) as (
        app,
        pilot,
    ):
        answers: list[list[str] | None] = []
        app.push_screen(PickScreen("Who fights?", ROSTER), answers.append)
        await pilot.pause()
        await type_text(pilot, "zz")
        await pilot.pause()
        assert "Filter: zz · nothing matches" in screen_text(app)
        await pilot.press("space", "enter")  # nothing highlighted: nothing ticked
        await pilot.pause()
        assert answers == [[]]
