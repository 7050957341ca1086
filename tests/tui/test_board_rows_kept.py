"""A new state's board keeps the rows whose actor and entry did not change, and makes
again those that did: what it shows is what a board made from nothing shows."""

from typing import Any

from rules.encounter import Encounter
from rules.systems.vampire.views import VampireView
from rules.view import state_json
from tests.tui.scenes import SCENES
from tui.presenters import BoardView, build_view
from tui.presenters.board import RowMemo
from tui.presenters.vampire import VampirePresenter


def boards_after(commands: list[dict[str, Any]]) -> tuple[BoardView, BoardView, BoardView]:
    """The board before the last command, after it from the rows kept, and after it anew."""
    encounter = Encounter()
    for command in commands[:-1]:
        encounter.handle(command)
    memo = RowMemo()
    presenter = VampirePresenter()
    before = build_view(VampireView(state_json(encounter)), presenter, "The alley", memo)
    encounter.handle(commands[-1])
    after = VampireView(state_json(encounter))
    kept = build_view(after, presenter, "The alley", memo)
    return before, kept, build_view(after, presenter, "The alley")


def test_hiding_one_actor_makes_its_row_again_and_keeps_the_others_G5() -> None:
    before, kept, anew = boards_after(
        [*SCENES["vampire"], {"cmd": "hide", "actor": "bob", "hidden": True}]
    )
    assert kept.rows == anew.rows
    bob = next(row for row in kept.rows if row.actor == "bob")
    assert bob.name == "Bob (PC) [hidden]" and "hidden" in bob.classes
    unchanged = [row for row in kept.rows if row.actor != "bob"]
    assert unchanged and all(row in before.rows for row in unchanged)
    assert all(any(row is old for old in before.rows) for row in unchanged), (
        "the rows of the actors the command left alone are made again"
    )


def test_a_move_changes_the_marks_and_places_of_the_rows_it_moves_G4() -> None:
    _before, kept, anew = boards_after(
        [*SCENES["vampire"][:-1], {"cmd": "move", "actor": "ghoul", "before": "ann"}]
    )
    assert kept.rows == anew.rows
    ghoul = next(row for row in kept.rows if row.actor == "ghoul")
    assert ghoul.score.endswith("✎") and ghoul.marker.startswith("▶")


def test_undoing_brings_back_the_rows_as_a_board_made_anew_shows_them() -> None:
    _before, kept, anew = boards_after([*SCENES["vampire"], {"cmd": "undo", "steps": 3}])
    assert kept.rows == anew.rows
    assert [row.slot for row in kept.rows] == [row.slot for row in anew.rows]
