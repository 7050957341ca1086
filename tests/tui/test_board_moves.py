"""The details say what each GM move (``m``, G4) did to that actor's entries, and only
to that actor's: the board matches the moves to their actors once for all of them."""

from typing import Any

from rules.encounter import Encounter
from rules.systems.vampire.views import VampireView
from rules.view import state_json
from tests.tui.scenes import SCENES
from tui.presenters import build_view
from tui.presenters.vampire import VampirePresenter


def board_details(commands: list[dict[str, Any]]) -> dict[str, str]:
    encounter = Encounter()
    for command in commands:
        encounter.handle(command)
    view = VampireView(state_json(encounter))
    board = build_view(view, VampirePresenter(), "The alley")
    return {actor: board.detail(actor) for actor in view.actors}


def test_each_move_is_told_in_its_actors_details_only_G4() -> None:
    details = board_details(
        [
            *SCENES["vampire"][:-1],
            {"cmd": "move", "actor": "ghoul", "before": "cid"},
            {"cmd": "move", "actor": "ann", "before": None},
        ]
    )
    assert details["ghoul"].endswith(" · moved by the GM before Cid")
    assert details["ann"].endswith(" · moved by the GM to act last")
    assert "moved" not in details["bob"] and "moved" not in details["cid"]


def test_no_move_no_words_G4() -> None:
    details = board_details(SCENES["vampire"][:-1])
    assert not any("moved" in text for text in details.values())
