"""Duel secrecy on screen (W10): what a duelist at the keyboard can and cannot reach.

In DÉGAINER a player holds the keyboard: leaving the duel takes the GM's ``y``, the
board masks the duelists as the duel does, ``M`` gives the keyboard back to whoever
had it, a masked card tells nothing its owner chose; after the reveal the selected
duelist reads on its card, and ``e`` ends the turn from the duel.
"""

from pathlib import Path

from textual.containers import Vertical

from rules.view import state_json
from tests.tui.pilot_helpers import notifications, press_all, resumed, screen_text
from tests.tui.scenes import DUEL_DRAWING, DUEL_REVEALED, commands_store
from tui.app import DegaineApp
from tui.screens.duel import DuelScreen
from tui.screens.gm_confirm import GmConfirmScreen
from tui.screens.western_board import WesternBoard

#: What DUEL_DRAWING's Ann chose: her split, labels, scores, sacrifice (W3, W4)...
ANN_CHOICES = ("shoot Bart", "dive", "11", "+5", "sacrificed", "6 dice", "(1T)", "hidden")
#: ... and her numbers, which she may change in DÉGAINER: pool, Tension, Panache.
ANN_NUMBERS = ("pool 10", "Tension 1", "Panache 2")


def leaked(screen: str, secrets: tuple[str, ...]) -> list[str]:
    return [secret for secret in secrets if secret in screen]


def dialog_text(app: DegaineApp) -> str:
    """What the dialog on top shows, read off the screen inside its border, its wrapped
    lines joined by spaces."""
    box = app.screen.query_one(Vertical).region
    lines = [strip.text for strip in app.screen._compositor.render_strips()]
    inside = [line[box.x + 1 : box.right - 1].strip() for line in lines[box.y + 1 : box.bottom - 1]]
    return " ".join(inside)


async def test_esc_in_degainer_asks_the_gm_and_enter_stays_W10(tmp_path: Path) -> None:
    async with resumed(commands_store(tmp_path / "s.sqlite3", DUEL_DRAWING), (100, 30)) as (
        app,
        pilot,
    ):
        await press_all(pilot, "M")
        duel = app.screen
        assert isinstance(duel, DuelScreen)
        assert "Black Bart has the keyboard" in screen_text(app)
        for key in ("escape", "b"):
            await press_all(pilot, key)
            assert isinstance(app.screen, GmConfirmScreen)
            assert dialog_text(app) == (
                "Black Bart holds the keyboard. Leave the duel for the GM's board? The entries"
                " stay masked there until the reveal. y: yes, the GM answers"
                " · n/Enter/Esc: no"
            )
            assert leaked(screen_text(app), ANN_CHOICES) == []
            # A player's Enter (or Esc, or n) is a no: back in the duel, Bart still at it.
            await press_all(pilot, "enter" if key == "escape" else "n")
            assert isinstance(app.screen, DuelScreen)
            assert "Black Bart has the keyboard" in screen_text(app)


async def test_the_board_masks_the_duelists_until_the_reveal_W10(tmp_path: Path) -> None:
    async with resumed(commands_store(tmp_path / "s.sqlite3", DUEL_DRAWING), (120, 30)) as (
        app,
        pilot,
    ):
        board = app.screen
        before = screen_text(app)
        assert "duel DÉGAINER" in before  # with its accent, as the rule text writes it
        assert leaked(before, ANN_CHOICES + ANN_NUMBERS) == []
        assert "Ann (PC)" in before and "░ declared" in before
        assert "░ to declare" in before  # Black Bart
        assert "Ann · pool, Tension, Panache and actions masked until the reveal" in before
        # The log stops at the duel's start: Ann's declaration and her sacrifice's d6.
        assert "7 Duel, turn 1" in before and "d6=5" not in before
        assert "… 2 more, masked until the" in before
        # Leaving the duel with the GM's y shows the same masked board.
        await press_all(pilot, "M escape y")
        assert app.screen is board
        assert leaked(screen_text(app), ANN_CHOICES + ANN_NUMBERS) == []
        # After the reveal the board shows every number again.
        await press_all(pilot, "v")
        revealed = screen_text(app)
        assert "shoot Bart" in revealed and "11" in revealed and "6 (1T)" in revealed


async def test_m_gives_the_keyboard_back_to_whoever_had_it_W10(tmp_path: Path) -> None:
    async with resumed(commands_store(tmp_path / "s.sqlite3", DUEL_DRAWING), (100, 30)) as (
        app,
        pilot,
    ):
        # No duel screen yet: the keyboard goes to the first duelist still to declare.
        await press_all(pilot, "M")
        assert "Black Bart has the keyboard" in screen_text(app)
        # Ann takes it back (to sacrifice more, say); the GM leaves and comes back.
        await press_all(pilot, "shift+tab b y M")
        assert isinstance(app.screen, DuelScreen)
        assert "Ann has the keyboard" in screen_text(app)
        # Nobody holding it (the GM's own turn) is given back too; no question then.
        await press_all(pilot, "tab tab b")  # Ann, Black Bart, nobody
        assert isinstance(app.screen, WesternBoard)
        await press_all(pilot, "M")
        assert "Every entry is masked: Tab hands the keyboard over" in screen_text(app)


async def test_a_masked_card_shows_nothing_its_owner_chose_W10(tmp_path: Path) -> None:
    async with resumed(commands_store(tmp_path / "s.sqlite3", DUEL_DRAWING), (100, 30)) as (
        app,
        pilot,
    ):
        await press_all(pilot, "M")
        masked = screen_text(app)
        assert "Black Bart has the keyboard" in masked
        assert leaked(masked, ANN_CHOICES + ANN_NUMBERS) == []
        assert "pool ░░ · Tension ░░" in masked and "Panache ░░" in masked
        assert "pool 9 · Tension 2" in masked  # Bart's own numbers, at his keyboard
        # Ann raises her Tension at the keyboard: Bart, holding it next, sees no change.
        await press_all(pilot, "shift+tab t 1 enter tab")
        assert isinstance(app.screen, DuelScreen)
        assert state_json(app.screen.bridge.encounter)["actors"]["ann"]["tension"] == 2
        assert leaked(screen_text(app), ("pool 11", "Tension 1")) == []


def selected_card(app: DegaineApp) -> str:
    """The role line of the duelist card marked selected, in its own words."""
    texts = [line for line in screen_text(app).split("─") if "▸ selected" in line]
    assert len(texts) == 1, texts
    return texts[0].strip()


async def test_after_the_reveal_the_selected_duelist_reads_on_its_card_W10(
    tmp_path: Path,
) -> None:
    async with resumed(commands_store(tmp_path / "s.sqlite3", DUEL_REVEALED), (100, 30)) as (
        app,
        pilot,
    ):
        await press_all(pilot, "M")
        assert selected_card(app) == "▸ selected · 2 to fire"  # Ann: shoot Bart, dive
        await press_all(pilot, "right")
        assert selected_card(app) == "▸ selected · 1 to fire"  # Black Bart


async def test_e_ends_the_turn_and_the_duel_from_its_screen_W10_W7(tmp_path: Path) -> None:
    async with resumed(commands_store(tmp_path / "s.sqlite3", DUEL_REVEALED), (80, 24)) as (
        app,
        pilot,
    ):
        await press_all(pilot, "M n")
        assert "e: end the turn" in screen_text(app)
        # Ann's dive is not fired yet: the question names it (W7), n keeps the duel.
        await press_all(pilot, "e")
        assert dialog_text(app).startswith("Not fired, lost: Ann #2 dive. End the turn")
        await press_all(pilot, "n n")
        assert isinstance(app.screen, DuelScreen)
        assert "Every shot is fired: e ends the turn · b: the board." in screen_text(app)
        await press_all(pilot, "e")
        assert isinstance(app.screen, WesternBoard)
        data = state_json(app.screen.bridge.encounter)
        assert data["duel"] is None and data["phase"] == "between"
        assert "between turns" in screen_text(app)


async def test_e_before_the_reveal_says_why_and_changes_nothing_W10(tmp_path: Path) -> None:
    async with resumed(commands_store(tmp_path / "s.sqlite3", DUEL_DRAWING), (100, 30)) as (
        app,
        pilot,
    ):
        await press_all(pilot, "M")
        duel = app.screen
        assert isinstance(duel, DuelScreen)
        before = state_json(duel.bridge.encounter)
        await press_all(pilot, "e")
        assert app.screen is duel
        assert state_json(duel.bridge.encounter) == before
        assert "The duel ends after the reveal: v reveals every score." in notifications(app)


async def test_the_keyboard_holder_undoes_and_redoes_only_their_own_steps_W10(
    tmp_path: Path,
) -> None:
    """Bart at the keyboard cannot take back Ann's hidden sacrifice, nor count her steps."""
    store = commands_store(tmp_path / "s.sqlite3", DUEL_DRAWING)
    async with resumed(store, (100, 30)) as (app, pilot):
        await press_all(pilot, "M")
        duel = app.screen
        assert isinstance(duel, DuelScreen)
        encounter = duel.bridge.encounter
        assert "Black Bart has the keyboard" in screen_text(app)
        before = state_json(encounter)
        # Ann's four steps (duel, declare, sacrifice…) are not Bart's: his counters read 0.
        assert "undo 0 · redo 0" in screen_text(app)
        await press_all(pilot, "u")
        assert state_json(encounter) == before  # Ann's sacrifice stands
        assert "only Black Bart's own choices can be undone" in " ".join(notifications(app))
        # The declaration form offers Bart no GM override.
        await press_all(pilot, "d")
        assert "GM override" not in screen_text(app)
        await press_all(pilot, "enter")
        assert "undo 1 · redo 0" in screen_text(app)
        # His own declaration he may take back and bring again, and nothing more.
        await press_all(pilot, "u")
        assert state_json(encounter)["actors"]["bart"]["declared"] is False
        assert "undo 0 · redo 1" in screen_text(app)
        await press_all(pilot, "U")
        assert state_json(encounter)["actors"]["bart"]["declared"] is True
        await press_all(pilot, "u u")
        assert state_json(encounter)["order"] == before["order"]
        # Tab to nobody: the GM has the keyboard, and undoes anything, counting everything.
        await press_all(pilot, "U tab")
        shown = screen_text(app)
        assert "undo 0" not in shown and "undo 1 ·" not in shown
        await press_all(pilot, "u")
        assert state_json(encounter)["actors"]["bart"]["declared"] is False
