"""During DÉGAINER the GM's board keeps the duelists' secrets from its keys too (W10).

The board masks each duelist's row; its keys must not undo that: a sacrifice, Panache,
declaration, hold, Tension, token, score or move form would show the duelist's pool and
actions, and undo's or redo's notice would name a choice. Those keys say in words why
not and where the choice is made (the duel screen, M); undo and redo say a duel's choice
was walked over, not which. After the reveal, everything is the board's again.
"""

from pathlib import Path

from tests.tui.pilot_helpers import press_all, screen_text, toasts
from tests.tui.scenes import DUEL_DRAWING, DUEL_REVEALED, commands_store
from tests.tui.test_duel_secrecy import dialog_text
from tui.app import DegaineApp
from tui.screens.duel import DuelScreen
from tui.screens.form import FormScreen
from tui.screens.western_board import WesternBoard

#: What Ann's choices would show: her pool, her split's dice, her sacrifice's d6.
SECRETS = ("pool 10", "7 (1T)", "shoot Bart", "+5", "Panache 2")


def squeezed(text: str) -> str:
    return "".join(text.split())


def details_line(app: DegaineApp) -> str:
    """The board's details line, where undo and redo say what they did (issue 25), as
    long as it reads on screen."""
    board = app.screen
    assert isinstance(board, WesternBoard)
    assert squeezed(board.detail) in squeezed(screen_text(app))
    return board.detail.rstrip("\n")


async def test_each_form_key_on_a_masked_duelist_says_why_and_opens_nothing_W10(
    tmp_path: Path,
) -> None:
    store = commands_store(tmp_path / "s.db", DUEL_DRAWING)
    app = DegaineApp(store=store, resume=True)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        board = app.screen
        assert isinstance(board, WesternBoard)
        before = board.bridge.encounter.revision
        for key in ("x", "p", "d", "h", "t", "T", "equals_sign", "m"):
            board.select_actor("ann")
            await press_all(pilot, key)
            assert app.screen is board, f"{key} opened {app.screen!r}"
            said = " ".join(toasts(app))
            assert squeezed("Ann is in the duel: what Ann chooses stays hidden") in squeezed(said)
            assert "M opens the duel screen" in " ".join(said.split())
            screen = screen_text(app)
            assert not [secret for secret in SECRETS if secret in screen], (key, screen)
            app.clear_notifications()
        # d with nobody selected among the duelists goes to the next one to declare: masked too.
        board.select_actor("doc")
        await press_all(pilot, "d")
        assert app.screen is board and "Black Bart is in the duel" in " ".join(
            " ".join(toasts(app)).split()
        )
        assert board.bridge.encounter.revision == before  # nothing was sent
    store.close()


async def test_undo_and_redo_name_no_duel_choice_on_the_board_or_the_duel_W10(
    tmp_path: Path,
) -> None:
    store = commands_store(tmp_path / "s.db", DUEL_DRAWING)
    app = DegaineApp(store=store, resume=True)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        await press_all(pilot, "u")  # Ann's sacrifice, walked back
        shown = details_line(app)  # the board says it there (issue 25)
        assert "Undone: a choice of the duel, masked until the reveal" in shown
        assert "sacrifice" not in shown.lower() and "Ann" not in shown
        await press_all(pilot, "U")
        shown = details_line(app)
        assert "Redone: a choice of the duel, masked until the reveal" in shown
        assert "Ann" not in shown
        # On the duel screen Bart holds the keyboard: Ann's step is not his to undo.
        await press_all(pilot, "M")
        assert isinstance(app.screen, DuelScreen)
        await press_all(pilot, "u")
        shown = " ".join(" ".join(toasts(app)).split())
        assert "only Black Bart's own choices can be undone" in shown and "Ann" not in shown
        app.clear_notifications()
        # Tab to nobody: the GM at the keyboard reads the same masked words as on the board.
        await press_all(pilot, "tab u")
        shown = " ".join(" ".join(toasts(app)).split())
        assert "Undone: a choice of the duel, masked until the reveal" in shown
        assert "Ann" not in shown and "sacrific" not in shown.lower()
    store.close()


async def test_after_the_reveal_the_board_keys_and_undo_speak_again_W5_W10(
    tmp_path: Path,
) -> None:
    store = commands_store(tmp_path / "s.db", DUEL_REVEALED)
    app = DegaineApp(store=store, resume=True)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        board = app.screen
        assert isinstance(board, WesternBoard)
        board.select_actor("ann")
        await press_all(pilot, "p")  # a Panache interruption (W5): its form, her numbers
        assert isinstance(app.screen, FormScreen)
        assert "Ann spends Panache on action 1" in dialog_text(app)
        await press_all(pilot, "escape u")
        shown = details_line(app)
        assert shown.startswith("Undone: Black Bart") and "masked" not in shown
    store.close()
