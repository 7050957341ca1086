"""A value the command's model refuses reads as one sentence for the GM (issue 11).

pydantic locates a problem as ``dice.0``; ``degaine script`` keeps that (its reader
wrote the JSON), but a GM who pressed keys reads the field in words: "The dice typed,
number 1: …", never "sacrifice: dice.0: …".
"""

from pathlib import Path

from pydantic import ValidationError

from rules.problem_words import field_in_words, refusal_in_words
from rules.systems.western.commands import Ambush, Sacrifice
from tests.tui.pilot_helpers import form_messages, press_all, screen_text, toasts, type_text
from tests.tui.scenes import WESTERN_CAST, commands_store
from tui.app import DegaineApp
from tui.screens.form import FormScreen
from tui.screens.western_board import WesternBoard

NAMES = {"ann": "Ann", "bart": "Black Bart"}


def first_error(error: ValidationError) -> str:
    return refusal_in_words(error.errors()[0], NAMES)


def test_locations_read_as_words() -> None:
    assert field_in_words(("dice", 0), NAMES) == "the dice typed, number 1"
    assert field_in_words(("initiative", "bart", 1), NAMES) == (
        "the free initiative dice, Black Bart, number 2"
    )
    assert field_in_words(("targets", 0, "successes"), NAMES) == (
        "the targets, number 1, the successes"
    )
    assert field_in_words(("spend_willpower",), NAMES) == "spend willpower"
    assert field_in_words((), NAMES) == ""


def test_a_refusal_is_one_sentence_naming_the_field_W4_W9() -> None:
    try:
        Sacrifice(actor="ann", action=0, count=1, dice=[True])
    except ValidationError as error:
        said = first_error(error)
    assert said == "The dice typed, number 1: must be a whole number, not true."
    try:
        Ambush.model_validate({"cmd": "ambush", "ambushers": ["bart"], "targets": [{}]})
    except ValidationError as error:
        said = first_error(error)
    assert said == "The targets, number 1, the combatant: this field is required."


async def test_the_board_notice_of_a_refused_model_names_no_raw_location_W4(
    tmp_path: Path,
) -> None:
    """A command a key sends straight away (no form to hold the refusal) is refused in a
    notice: the same sentence, on screen."""
    store = commands_store(tmp_path / "s.db", WESTERN_CAST)
    app = DegaineApp(store=store, resume=True)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        board = app.screen
        assert isinstance(board, WesternBoard)
        assert not board.send(Sacrifice, actor="ann", action=0, count=1, dice=[10**6])
        await pilot.pause()
        shown = " ".join(" ".join(toasts(app)).split())
        assert "The dice typed, number 1: at most 9999." in shown
        assert "dice.0" not in screen_text(app) and "sacrifice:" not in shown
    store.close()


async def test_a_declaration_past_the_rules_bound_stays_in_its_form_in_words_W3(
    tmp_path: Path,
) -> None:
    """The form's own check takes any whole number of dice; the rules take at most
    9999: the form stays, the words beside the field, what was typed kept."""
    drawn = [*WESTERN_CAST, {"cmd": "draw"}]
    store = commands_store(tmp_path / "s.db", drawn)
    app = DegaineApp(store=store, resume=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press_all(pilot, "d ctrl+u")
        await type_text(pilot, "10000")
        await press_all(pilot, "enter")
        assert isinstance(app.screen, FormScreen)
        assert form_messages(app) == ["At most 9999."]
        screen = screen_text(app)
        assert "10000" in screen and "actions.0" not in screen and "declare:" not in screen
    store.close()
