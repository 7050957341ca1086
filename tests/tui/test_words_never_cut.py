"""Issue 27: what the table reads is not cut where there is room, nor where it counts.

A western duel whose shots crossed (G3), Black Bart hidden then shown again (G5) with
a public condition of a long French name (G6): once he is back, his name and its mark
widen the players' name column, and the end of every action's words was cut, taking
"together" with it; the conditions line, a line of its own, cut the condition's name
as the name column does. On the duel screen at 80 columns the cards' fired lines lost
"simultaneous" the same way.
"""

from pathlib import Path
from typing import Any

from tests.tui.pilot_helpers import press_all, resumed
from tests.tui.pilot_helpers import screen_text as gm_screen_text
from tests.tui.players_helpers import screen_text
from tests.tui.scenes import DUEL_REVEALED, commands_store
from tui.players.app import PlayersApp
from tui.screens.duel import DuelScreen

LONG_FRENCH_NAME = "Position dégradée"

#: The shots cross (W5, G3), then Bart is hidden, marked, and shown to the table again.
CROSSED_THEN_HIDDEN_AND_SHOWN: list[dict[str, Any]] = [
    *DUEL_REVEALED,
    {"cmd": "resolve"},
    {"cmd": "hide", "actor": "bart"},
    {
        "cmd": "condition_add",
        "actor": "bart",
        "name": LONG_FRENCH_NAME,
        "public": True,
        "duration": 1,
    },
    {"cmd": "hide", "actor": "bart", "hidden": False},
]


def rows_of(text: str, *names: str) -> list[str]:
    return [line for line in text.splitlines() if "✓" in line and any(n in line for n in names)]


async def test_the_players_fired_rows_say_together_and_conditions_read_whole_G3_G5_G6(
    tmp_path: Path,
) -> None:
    path = tmp_path / "s.sqlite3"
    commands_store(path, CROSSED_THEN_HIDDEN_AND_SHOWN)
    app = PlayersApp(path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
    assert f"Conditions: Black Bart ◆{LONG_FRENCH_NAME} 1" in text
    fired = rows_of(text, "Ann", "Black Bart")
    assert len(fired) == 2, text
    for row in fired:  # the word, and the glyph in its column of fixed width
        assert "together" in row and "✓≡" in row, row


async def test_the_duel_cards_fired_lines_say_simultaneous_at_80_columns_G3_G5(
    tmp_path: Path,
) -> None:
    store = commands_store(tmp_path / "s.sqlite3", CROSSED_THEN_HIDDEN_AND_SHOWN)
    async with resumed(store, (80, 24)) as (app, pilot):
        await press_all(pilot, "M")
        assert isinstance(app.screen, DuelScreen)
        text = gm_screen_text(app)
    assert "6 dice (1T) +5 · simultaneous" in text and "9 dice (2T) +2 · simultaneous" in text
    assert "Ann #1 shoot Bart ≡ Black Bart #1 shoot Ann" in text
