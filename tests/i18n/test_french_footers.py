"""At 80×24 the French footer shows every key the English one shows (issue 14: nothing cut
that is whole in English). The footer keeps only the entries that fit whole, so a French
label longer than the room left would drop its key from the bar.

The same tours of the screens run twice: in English (the suite's modules, before the French
ones are imported) and in French; each screen's shown keys must be the same.
"""

import asyncio
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Input
from textual.widgets._footer import FooterKey

from tests.i18n.fresh_modules import attribute, fresh

SIZE = (80, 24)
Shown = dict[str, list[str]]


def footer_keys(app: Any) -> list[str]:
    """The keys the footer of the screen on top shows, in order (the palette's included);
    none on a screen without a footer (the palette)."""
    footers = app.screen.query(attribute("tui.widgets.footer", "WholeFooter"))
    keys = [key for footer in footers for key in footer.query_children(FooterKey)]
    return [key.key_display for key in keys if key.display]


async def visit(pilot: Any, keys: str, screen: str, shown: Shown, name: str) -> None:
    """Press ``keys`` (space-separated), check the screen on top is ``screen``, note its keys."""
    if keys:
        await attribute("tests.tui.pilot_helpers", "press_all")(pilot, keys)
    await pilot.pause()
    assert type(pilot.app.screen).__name__ == screen, (name, pilot.app.screen)
    shown[name] = footer_keys(pilot.app)


async def vampire_tour(folder: Path, shown: Shown) -> None:
    """The vampire board, its history, the encounter list, the roster and a new setup."""
    store = attribute("tests.tui.scenes", "scene_store")(folder / "vampire.sqlite3", "vampire")
    app = attribute("tui.app", "DegaineApp")(store=store, resume=True)
    async with app.run_test(size=SIZE) as pilot:
        await visit(pilot, "", "VampireBoard", shown, "vampire board")
        await visit(pilot, "ctrl+p", "GuardedCommandPalette", shown, "palette")
        shown["palette's search"] = [pilot.app.screen.query_one(Input).placeholder]
        await visit(pilot, "escape", "VampireBoard", shown, "vampire board")
        await visit(pilot, "R", "HistoryScreen", shown, "history")
        await visit(pilot, "enter f2", "HomeScreen", shown, "encounters")
        await visit(pilot, "R", "RosterScreen", shown, "roster")
        await visit(pilot, "escape n 1 S a l o o n enter", "SetupScreen", shown, "setup")
    store.close()


async def zebra_tour(folder: Path, shown: Shown) -> None:
    store = attribute("tests.tui.scenes", "scene_store")(folder / "zebra.sqlite3", "zebra")
    app = attribute("tui.app", "DegaineApp")(store=store, resume=True)
    async with app.run_test(size=SIZE) as pilot:
        await visit(pilot, "", "ZebraBoard", shown, "zebra board")
        await visit(pilot, "t", "ZebraTimeline", shown, "timeline")
    store.close()


async def western_tour(folder: Path, shown: Shown) -> None:
    """The western board, an ambush and a duel (its keys are the same in every step)."""
    scenes = fresh("tests.tui.scenes")
    store = scenes.commands_store(folder / "western.sqlite3", scenes.WESTERN_CAST)
    app = attribute("tui.app", "DegaineApp")(store=store, resume=True)
    async with app.run_test(size=SIZE) as pilot:
        await visit(pilot, "", "WesternBoard", shown, "western board")
        await visit(pilot, scenes.AMBUSH_KEYS, "AmbushScreen", shown, "ambush")
        await visit(pilot, "b M down down space enter", "DuelScreen", shown, "duel")
    store.close()


TOURS: list[Callable[[Path, Shown], Coroutine[Any, Any, None]]] = [
    vampire_tour,
    zebra_tour,
    western_tour,
]


def take_tours(folder: Path) -> Shown:
    shown: Shown = {}
    for tour in TOURS:
        asyncio.run(tour(folder, shown))
    return shown


@pytest.fixture(scope="module")
def english(tmp_path_factory: pytest.TempPathFactory) -> Shown:
    """The English footers, taken before the French modules are imported (``french``)."""
    return take_tours(tmp_path_factory.mktemp("english"))


def test_the_french_footer_shows_every_key_the_english_one_shows(
    english: Shown, french: None, tmp_path: Path
) -> None:
    french_keys = take_tours(tmp_path)
    # The palette's search field is French too (Textual's own words otherwise).
    assert english.pop("palette's search") == ["Search for commands…"]
    assert french_keys.pop("palette's search") == ["Chercher une commande…"]
    assert english.keys() == french_keys.keys()
    # A key reads by its French name on a French keyboard (issue 23): "Enter" is « Entrée ».
    in_english = {"Entrée": "Enter", "Échap": "Esc", "Début": "Home", "Fin": "End"}
    differences = {
        name: {"English": keys, "French": french_keys[name]}
        for name, keys in english.items()
        if [in_english.get(key, key) for key in french_keys[name]] != keys
    }
    assert not differences, repr(differences)
    # The tours saw the screens they meant to: the boards' own keys are on their bars.
    assert {"r", "d", "n", "g", "b", "w"} <= set(english["vampire board"])
    assert "v" in english["western board"] and "v" in english["duel"]
    assert "X" in english["roster"] and "X" in english["setup"]
