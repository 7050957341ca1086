"""A zebra combatant added with weapons and a bare skill has the first weapon in hand (issue 23)."""

from pathlib import Path

from rules.journal import JournalStore
from rules.view import state_json
from tests.tui.pilot_helpers import add_combatant, burst, fill_form, new_encounter, screen_text
from tui.app import DegaineApp
from tui.screens.zebra_board import ZebraBoard


async def test_weapons_and_skill_put_the_first_weapon_in_hand_Z1(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "store.sqlite3")
    app = DegaineApp(store=store)
    async with app.run_test(size=(140, 30)) as pilot:
        await pilot.pause()
        await new_encounter(pilot, "2", "Quay")  # zebra
        # Got a Nerve! 3, Nimbleness 2, Perception 4, weapons, the bare Weapon skill 1.
        await add_combatant(pilot, "Bob", "3", "2", "4", "rifle=2, knife=3", "1")
        # The setup list shows the weapons, and which is in hand.
        assert "Weapons (rifle 2 in hand, knife 3), Weapon skill 1" in screen_text(app)
        await burst(pilot, "f5")
        board = app.screen
        assert isinstance(board, ZebraBoard)
        await burst(pilot, "s")
        await fill_form(pilot, "10")
        # Shooting position: Got a Nerve! 3 + Perception 4 + the rifle's 2 + d20 10 (Z1).
        assert "weapon rifle" in screen_text(app)
        assert state_json(board.bridge.encounter)["order"][0][0]["score"] == 19
    store.close()
