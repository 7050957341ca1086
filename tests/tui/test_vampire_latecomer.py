"""A vampire latecomer rolls into the current turn and takes his place by V2 (issue 23)."""

from pathlib import Path

from rules.view import state_json
from tests.tui.pilot_helpers import add_combatant, burst, fill_form, resumed, screen_text
from tests.tui.scenes import commands_store, vampire_rolled
from tui.screens.vampire_board import VampireBoard

#: Ann (10) has acted; Cid (9, rating 4) and Bob (5) are still to act.
RESOLVING = [
    *vampire_rolled({"Ann": (4, 3), "Cid": (2, 2), "Bob": (2, 2)}, {"ann": 3, "cid": 5, "bob": 1}),
    {"cmd": "declare", "actor": "bob", "action": "run"},
    {"cmd": "declare", "actor": "cid", "action": "shoot"},
    {"cmd": "declare", "actor": "ann", "action": "bite"},
    {"cmd": "resolve"},
]


async def test_a_latecomer_rolls_into_the_turn_and_a_tie_goes_by_rating_V2(
    tmp_path: Path,
) -> None:
    store = commands_store(tmp_path / "s.sqlite3", RESOLVING)
    async with resumed(store, size=(100, 30)) as (app, pilot):
        await add_combatant(pilot, "Dan", "3", "2")  # Dexterity 3, Wits 2: rating 5
        text = screen_text(app)
        assert "r: Dan rolls into this turn · n: Cid acts." in text
        await burst(pilot, "r")
        assert "Initiative for latecomers" in screen_text(app)
        await fill_form(pilot, "4")  # 4 + 5 = 9, Cid's total: the higher rating first (V2)
        text = screen_text(app)
        rows = [
            [word for word in line.split() if word != "›"][:5]  # the cursor aside
            for line in text.splitlines()
            if "(NPC)" in line
        ]
        assert rows[:3] == [
            ["▶", "1", "Dan", "(NPC)", "9"],
            ["2", "Cid", "(NPC)", "9", "shoot"],
            ["3", "Bob", "(NPC)", "5", "run"],
        ]
        assert "rolls into this turn" not in text and "d: Dan declares" in text
        board = app.screen
        assert isinstance(board, VampireBoard)
        order = state_json(board.bridge.encounter)["order"]
        assert [[entry["actor"] for entry in slot] for slot in order] == [["dan"], ["cid"], ["bob"]]
        # Rolled, not set: no GM override mark on his initiative.
        await burst(pilot, "home")
        assert "initiative 9 (d10 4 typed, rating 5)" in screen_text(app)
    store.close()
