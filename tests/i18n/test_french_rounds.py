"""One full round of each system in French, by keys, read on the screen (issue 14).

The keys are those of the English rounds (tests/tui/test_keystroke_counts.py); the
modules are French ones (tests/i18n/fresh_modules.py), so the board, its footer, its
hints and its log say what a French GM reads.
"""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from tests.i18n.fresh_modules import attribute

NARROW_NBSP = "\u202f"


def add(actor: str, **stats: int) -> dict[str, Any]:
    return {"cmd": "add", "id": actor, "name": actor.capitalize(), "stats": stats}


@asynccontextmanager
async def french_board(
    tmp_path: Path, commands: list[dict[str, Any]], seed: int
) -> AsyncIterator[tuple[Any, Pilot[None], Any]]:
    """The French board of an encounter made of ``commands``, at 80×24, its dice seeded."""
    store = attribute("tests.tui.scenes", "commands_store")(tmp_path / "s.sqlite3", commands)
    app = attribute("tui.app", "DegaineApp")(store=store, resume=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen
        assert isinstance(board, attribute("tui.screens.board", "BoardScreen"))
        board.bridge.encounter.dice = attribute("rules.dice", "DiceSource")(seed=seed)
        yield app, pilot, board
    store.close()


async def press(pilot: Pilot[None], keys: str) -> None:
    await attribute("tests.tui.pilot_helpers", "press_all")(pilot, keys)


def screen(app: Any) -> str:
    text: str = attribute("tests.tui.pilot_helpers", "screen_text")(app)
    return text


def state(board: Any) -> Any:
    return attribute("rules.view", "state_json")(board.bridge.encounter)


async def test_a_vampire_turn_in_french_V1_V3(tmp_path: Path, french: None) -> None:
    three = [
        {"cmd": "system", "name": "vampire"},
        {"cmd": "name", "name": "La ruelle"},
        *(add(f"c{n}", dexterity=n, wits=1) for n in range(1, 4)),
    ]
    async with french_board(tmp_path, three, seed=11) as (app, pilot, board):
        first = screen(app)
        assert "La ruelle · Vampire · pas encore de tour" in first, first
        assert "F1 Aide" in first and "r Jet" in first and "d Déclarer" in first
        await press(pilot, "r enter")
        assert "déclarations, du plus lent au plus rapide" in screen(app)
        await press(pilot, " ".join(["d", "enter"] * 3))
        assert "résolution, du plus rapide au plus lent" in screen(app)
        await press(pilot, "n n n e")
        shown = screen(app)
        assert "La ruelle · Vampire · tour 1 · entre deux tours" in shown
        assert "Appuyez sur r pour lancer l'initiative." in shown
        log = " ".join(board.log_text)
        assert "Initiative du tour 1" in log and "Le tour se termine" in log
        data = state(board)
        assert data["phase"] == "between" and len(data["done"]) == 3


async def test_a_zebra_sequence_in_french_Z1_Z3(tmp_path: Path, french: None) -> None:
    two = [
        {"cmd": "system", "name": "zebra"},
        {"cmd": "name", "name": "Le pont de corde"},
        add("ann", aplomb=3, agilite=2, perception=3, skill=3),
        add("bob", aplomb=2, agilite=2, perception=4, skill=2),
    ]
    async with french_board(tmp_path, two, seed=5) as (app, pilot, board):
        assert "s Séquence" in screen(app) and "a Agir" in screen(app)
        await press(pilot, "s enter")
        assert "Zebra Island · Séquence 1 en cours" in screen(app)
        for _step in range(40):  # a bound: a Sequence of two fighters ends far sooner
            data = state(board)
            if not data["order"]:
                break
            head = data["order"][0][0]["actor"]
            acted = any(entry["actor"] == head for entry in data["done"])
            await press(pilot, "A" if acted else "a enter")
        shown = screen(app)
        assert "Zebra Island · Séquence 1 terminée" in shown, shown
        log = " ".join(board.log_text)
        # The shipped table's action by its French name, never its id (issue 23).
        assert "La Séquence 1 commence" in log and "\u202f: frapper −5" in log
        assert "strike" not in log


async def test_a_western_turn_in_french_W1_W6(tmp_path: Path, french: None) -> None:
    three = [
        {"cmd": "system", "name": "western"},
        {"cmd": "name", "name": "Grand-rue"},
        *(add(f"g{n}", attribute=n, skill=1) for n in range(1, 4)),
    ]
    async with french_board(tmp_path, three, seed=3) as (app, pilot, board):
        assert "D Dégainer" in screen(app)
        await press(pilot, "D v n n n")
        shown = screen(app)
        assert "Grand-rue · Western · tour 1 · résolution" in shown, shown
        assert f"Toutes les actions sont résolues{NARROW_NBSP}: D dégaine" in shown, shown
        await press(pilot, "e")
        log = " ".join(board.log_text)
        assert "Le tour se termine" in log, log
        assert state(board)["order"] == []
