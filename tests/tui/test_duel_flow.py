"""The formal duel on screen, keys only: MONTER, DÉGAINER masked, the reveal, W5, resolution."""

from pathlib import Path

from rules.view import state_json
from tests.tui.pilot_helpers import press_all, resumed, screen_text, type_text
from tests.tui.scenes import WESTERN_CAST, commands_store
from tui.screens.duel import DuelScreen
from tui.screens.form import FormScreen
from tui.screens.western_board import WesternBoard
from tui.widgets.duel import DuelCard


async def test_duel_from_monter_to_resolution_with_a_panache_interruption_W10_W5_G3(
    tmp_path: Path,
) -> None:
    store = commands_store(tmp_path / "s.sqlite3", WESTERN_CAST)
    async with resumed(store, (100, 30)) as (app, pilot):
        board = app.screen
        assert isinstance(board, WesternBoard)
        encounter = board.bridge.encounter
        # M: who fights? Ann (selected on the board) is ticked; tick Black Bart too.
        await press_all(pilot, "M down down space enter")
        duel = app.screen
        assert isinstance(duel, DuelScreen)
        assert state_json(encounter)["duel"] == {"duelists": ["ann", "bart"], "step": "monter"}
        assert "MONTER" in screen_text(app)
        # MONTER: the build-up raises Ann's Tension (W11); Enter draws.
        await press_all(pilot, "t 1 enter")
        assert state_json(encounter)["actors"]["ann"]["tension"] == 2
        await press_all(pilot, "enter")
        # DÉGAINER, Ann at the keyboard: 8/3 (pool 11), one die of the 8 sacrificed for a 5.
        await press_all(pilot, "d ctrl+u")
        await type_text(pilot, "8 3")
        await press_all(pilot, "tab tab")
        await type_text(pilot, "shoot Bart, dive")
        await press_all(pilot, "enter x 1 tab 5 enter")
        order = state_json(encounter)["order"]
        assert [[(e["key"], e["score"]) for e in slot] for slot in order] == [
            [("ann#0", 12)],
            [("ann#1", 3)],
        ]
        assert "shoot Bart" in screen_text(app) and "12" in screen_text(app)
        # Tab: Black Bart takes the keyboard; nothing of Ann's entries is on screen.
        await press_all(pilot, "tab")
        masked = screen_text(app)
        assert "Black Bart has the keyboard" in masked
        for secret in ("shoot Bart", "dive", "12", "+5", "sacrificed", "Panache 2"):
            assert secret not in masked, secret
        assert "declared" in masked and "masked until the reveal" in masked
        # Bart declares his whole pool (9); Tab: nobody holds the keyboard, all masked.
        await press_all(pilot, "d enter tab")
        curtain = screen_text(app)
        assert "12" not in curtain and "shoot Bart" not in curtain
        assert curtain.count("masked until the reveal") == 2
        # v reveals every score side by side.
        await press_all(pilot, "v")
        revealed = screen_text(app)
        assert "shoot Bart" in revealed and "12" in revealed
        assert state_json(encounter)["phase"] == "resolve"
        # W5: Black Bart (selected) interrupts with Panache, a 3 typed: 9 + 3 = 12, a tie.
        await press_all(pilot, "p tab 3 enter")
        order = state_json(encounter)["order"]
        assert [[(e["key"], e["score"]) for e in slot] for slot in order] == [
            [("ann#0", 12), ("bart#0", 12)],
            [("ann#1", 3)],
        ]
        assert "interruption" in order[0][1]["tags"]
        # G3: the tie is one slot on screen, the shots cross.
        assert "Ann #1 shoot Bart ≡ Black Bart #1" in screen_text(app)
        assert "simultaneous" in screen_text(app)
        await press_all(pilot, "n n")
        data = state_json(encounter)
        assert data["order"] == []
        assert [e["key"] for e in data["done"]] == ["ann#0", "bart#0", "ann#1"]
        assert "nothing left to fire" in screen_text(app)
        # b: back to the board, which shows what happened meanwhile.
        await press_all(pilot, "b")
        assert app.screen is board
        assert board.view is not None and board.view.status.endswith("resolution")
        assert [row.key for row in board.view.rows][:3] == ["ann#0", "bart#0", "ann#1"]


async def test_duel_refuses_bad_input_in_words_and_changes_nothing_W10(tmp_path: Path) -> None:
    async with resumed(commands_store(tmp_path / "s.sqlite3", WESTERN_CAST)) as (app, pilot):
        board = app.screen
        assert isinstance(board, WesternBoard)
        encounter = board.bridge.encounter
        # One duelist is not a duel: the picker says so and stays open.
        await press_all(pilot, "M enter")
        assert "Tick at least 2" in screen_text(app)
        await press_all(pilot, "down down space enter enter")
        before = state_json(encounter)
        # Ann's split of 20 dice is refused in words; nothing changes.
        await press_all(pilot, "d ctrl+u 2 0 enter")
        assert state_json(encounter) == before
        # The refusal stands beside the field, in the form still open; Esc leaves it.
        assert isinstance(app.screen, FormScreen) and "too many" in screen_text(app)
        await press_all(pilot, "escape")
        # Firing before the reveal is refused on this screen too.
        await press_all(pilot, "n")
        assert state_json(encounter) == before
        # F1 lists the duel's own keys, read from its declared commands.
        await press_all(pilot, "f1")
        assert "Pass the keyboard to the next duelist" in screen_text(app)


async def test_four_duelists_fit_80_columns_on_two_rows_W10(tmp_path: Path) -> None:
    everyone = [*WESTERN_CAST, {"cmd": "duel", "duelists": ["ann", "doc", "bart", "kid"]}]
    async with resumed(commands_store(tmp_path / "s.sqlite3", everyone)) as (app, pilot):
        await press_all(pilot, "M")
        assert isinstance(app.screen, DuelScreen)
        cards = list(app.screen.query(DuelCard))
        assert len(cards) == 4
        assert all(card.region.right <= 80 and card.region.width >= 24 for card in cards)
        assert len({card.region.y for card in cards}) == 2


async def test_a_hidden_duelist_s_card_keeps_its_hidden_tag_W10(tmp_path: Path) -> None:
    """Card titles are never read as markup: "[hidden]" stays, and so does a name's "[b]"."""
    store = commands_store(
        tmp_path / "s.sqlite3",
        [
            *WESTERN_CAST,
            {"cmd": "hide", "actor": "bart"},
            {"cmd": "add", "id": "jo", "name": "[b]Jo", "side": "pc", "stats": {"attribute": 3}},
            {"cmd": "duel", "duelists": ["jo", "bart"]},
        ],
    )
    async with resumed(store, (100, 30)) as (app, pilot):
        await press_all(pilot, "M")  # a duel under way: M opens its screen
        assert isinstance(app.screen, DuelScreen)
        shown = screen_text(app)
        assert "Black Bart (NPC) [hidden]" in shown
        assert "[b]Jo (PC)" in shown
