"""The roster screen, keys only: each system's saved characters, edited, renamed, deleted."""

import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from textual.containers import Vertical
from textual.pilot import Pilot

from rules.journal import JournalStore
from rules.roster import RosterCharacter, character
from tests.tui.pilot_helpers import (
    form_messages,
    new_encounter,
    notifications,
    screen_text,
    type_text,
    wait_for_palette_match,
)
from tui.app import DegaineApp
from tui.screens.form import FormScreen
from tui.screens.gm_confirm import GmConfirmScreen
from tui.screens.roster import RosterScreen
from tui.screens.setup import SetupScreen

ANN = character("western", "ann", "Ann Oakley", "pc", {"attribute": 3, "skill": 2})
BOB = character("western", "bob", "Bob Ford", "npc", {"attribute": 2, "skill": 4, "panache": 1})
ZED = character("zebra", "zed", "Zed", "npc", {"aplomb": 5, "weapons": {"pistol": 3}})


def store_with(path: Path, *characters: RosterCharacter) -> JournalStore:
    store = JournalStore(path)
    store.create_encounter("The saloon")
    for saved in characters:
        store.save_character(saved)
    return store


@asynccontextmanager
async def at_home(
    store: JournalStore, size: tuple[int, int] = (80, 24)
) -> AsyncIterator[tuple[DegaineApp, Pilot[None]]]:
    app = DegaineApp(store=store)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        yield app, pilot


async def shown(pilot: Pilot[None], text: str, seconds: float = 10.0) -> str:
    """The screen once ``text`` is on it (``seconds`` only bounds a hang: a loaded machine
    may take a few frames more to draw a screen just pushed)."""
    deadline = time.monotonic() + seconds
    while True:
        await pilot.pause()
        screen = screen_text(pilot.app)  # type: ignore[arg-type]
        if text in screen:
            return screen
        assert time.monotonic() < deadline, f"{text!r} never showed:\n{screen}"
        await pilot.pause(0.05)


def dialog_text(app: DegaineApp) -> str:
    """What the dialog on top shows, read off the screen inside its border, its wrapped
    lines joined by spaces."""
    box = app.screen.query_one(Vertical).region
    lines = [strip.text for strip in app.screen._compositor.render_strips()]
    inside = [line[box.x + 1 : box.right - 1].strip() for line in lines[box.y + 1 : box.bottom - 1]]
    return " ".join(inside)


async def open_roster(pilot: Pilot[None]) -> None:
    await pilot.press("R")
    await pilot.pause()
    assert isinstance(pilot.app.screen, RosterScreen)


async def test_R_on_the_list_shows_the_saved_characters_in_words(tmp_path: Path) -> None:
    async with at_home(store_with(tmp_path / "s.sqlite3", ANN, BOB, ZED)) as (app, pilot):
        await open_roster(pilot)
        # Vampire has nobody: the first system that has someone is shown.
        text = await shown(pilot, "Roster · Zebra Island RPG · 1 saved character")
        assert "Zed" in text and "Got a Nerve! (Aplomb) 5" in text
        await pilot.press("right")
        text = await shown(pilot, "Roster · Western: Surprise et Initiative · 2 saved characters")
        assert "Ann Oakley" in text and "Bob Ford" in text and "Zed" not in text
        assert "PC" in text and "NPC" in text
        # The highlighted character's stats, whole, below the list.
        assert "Attribute 3, Weapon skill 2, Tension 0, Panache 0" in text
        await pilot.press("right")
        await pilot.pause()
        text = screen_text(app)
        assert "No Vampire: the Masquerade character in the roster yet" in text
        await pilot.press("left", "left")
        await pilot.pause()
        assert "Roster · Zebra Island RPG" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert "The saloon" in screen_text(app)  # back on the list


async def test_letters_filter_the_list_and_Esc_clears_the_filter(tmp_path: Path) -> None:
    async with at_home(store_with(tmp_path / "s.sqlite3", ANN, BOB)) as (app, pilot):
        await open_roster(pilot)
        await type_text(pilot, "ford")
        await pilot.pause()
        text = screen_text(app)
        assert "Filter: ford · 1 of 2" in text
        assert "Bob Ford" in text and "Ann Oakley" not in text
        await type_text(pilot, "x")
        await pilot.pause()
        assert "Filter: fordx · nothing matches" in screen_text(app)
        await pilot.press("backspace")
        await pilot.press("escape")
        await pilot.pause()
        text = screen_text(app)
        assert "Filter:" not in text and "Ann Oakley" in text
        assert isinstance(app.screen, RosterScreen)  # Esc cleared the filter, nothing else


async def test_stats_edited_in_a_form_that_keeps_a_refused_value_open(tmp_path: Path) -> None:
    store = store_with(tmp_path / "s.sqlite3", ANN)
    async with at_home(store) as (app, pilot):
        await open_roster(pilot)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, FormScreen)
        assert "Stats of Ann Oakley" in screen_text(app)
        await pilot.press("backspace")  # the Attribute field shows 3
        await type_text(pilot, "40")
        await pilot.press("enter")
        await pilot.pause()
        # The form's own bounds say it first; nothing reached the store.
        assert isinstance(app.screen, FormScreen)
        assert any("20" in message for message in form_messages(app))
        assert store.roster("western") == [ANN]
        await pilot.press("backspace", "backspace")
        await type_text(pilot, "7")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, RosterScreen)
        assert store.roster("western")[0].stats["attribute"] == 7
        assert "Attribute 7, Weapon skill 2" in screen_text(app)


async def test_a_rename_to_a_name_taken_stays_in_its_form(tmp_path: Path) -> None:
    store = store_with(tmp_path / "s.sqlite3", ANN, BOB)
    async with at_home(store) as (app, pilot):
        await open_roster(pilot)
        await pilot.press("R")  # Ann Oakley, the first
        await pilot.pause()
        assert "Rename Ann Oakley" in screen_text(app)
        for _character in "Ann Oakley":
            await pilot.press("backspace")
        await type_text(pilot, "BOB FORD")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, FormScreen)
        assert form_messages(app) == ["another western character is already called “Bob Ford”"]
        assert [c.name for c in store.roster("western")] == ["Ann Oakley", "Bob Ford"]
        for _character in "BOB FORD":
            await pilot.press("backspace")
        await type_text(pilot, "Annie")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, RosterScreen)
        assert [(c.id, c.name) for c in store.roster("western")] == [
            ("ann", "Annie"),
            ("bob", "Bob Ford"),
        ]
        assert "Annie" in screen_text(app)


async def test_delete_asks_the_GM_and_Enter_means_no(tmp_path: Path) -> None:
    store = store_with(tmp_path / "s.sqlite3", ANN, BOB)
    async with at_home(store) as (app, pilot):
        await open_roster(pilot)
        await pilot.press("down", "X")
        await pilot.pause()
        assert isinstance(app.screen, GmConfirmScreen)
        assert dialog_text(app) == (
            "Delete Bob Ford from the Western: Surprise et Initiative roster? Encounters keep"
            " their own copy. y: yes, the GM answers · n/Enter/Esc: no"
        )
        await pilot.press("enter")
        await pilot.pause()
        assert len(store.roster("western")) == 2
        await pilot.press("delete")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert store.roster("western") == [ANN]
        assert "Bob Ford is no longer in the roster." in notifications(app)
        assert "Bob Ford" not in screen_text(app).replace("Bob Ford is no longer", "")


async def test_setup_opens_the_roster_of_its_system_and_comes_back(tmp_path: Path) -> None:
    store = store_with(tmp_path / "s.sqlite3", ANN, ZED)
    async with at_home(store) as (app, pilot):
        await new_encounter(pilot, "3", "Gunfight")  # western, the third system
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("R")
        await pilot.pause()
        assert "Roster · Western: Surprise et Initiative" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)


async def test_the_palette_and_F1_offer_the_roster(tmp_path: Path) -> None:
    async with at_home(store_with(tmp_path / "s.sqlite3", ANN), size=(100, 30)) as (app, pilot):
        await pilot.press("ctrl+p")
        await pilot.pause()
        await type_text(pilot, "roster")
        await wait_for_palette_match(pilot, "Roster")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, RosterScreen)
        await pilot.press("f1")
        await pilot.pause()
        text = screen_text(app)
        for key_help in ("Edit stats", "Rename", "Delete", "Next system", "Previous system"):
            assert key_help in text


async def test_what_the_stats_model_refuses_shows_beside_its_field(tmp_path: Path) -> None:
    store = store_with(tmp_path / "s.sqlite3", ZED)
    async with at_home(store) as (app, pilot):
        await open_roster(pilot)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("tab", "tab", "tab")  # Aplomb, Agilité, Perception, then Weapons
        for _character in "pistol=3":
            await pilot.press("backspace")
        await type_text(pilot, "pistol=500")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, FormScreen)
        assert form_messages(app) == ["at most 100"]
        assert store.roster("zebra") == [ZED]
        await pilot.press("backspace", "backspace")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, RosterScreen)
        assert store.roster("zebra")[0].stats["weapons"] == {"pistol": 5}
        assert "Weapons (pistol 5 in hand)" in screen_text(app)


async def test_a_damaged_row_is_reported_once_and_the_rest_listed(tmp_path: Path) -> None:
    store = store_with(tmp_path / "s.sqlite3", ANN)
    store._db.execute(
        "INSERT INTO roster VALUES ('western', 'bad', 'Bad\x1b[2J', 'npc', '{not json', 'x')"
    )
    async with at_home(store) as (app, pilot):
        await open_roster(pilot)
        await pilot.press("right", "left")
        await pilot.pause()
        warnings = [n for n in notifications(app) if "cannot be read" in n]
        assert warnings == [
            "1 roster entry cannot be read and is left out: “Bad” (id bad): stats: not"
            " valid JSON (a key in double quotes was expected)"
        ]
        assert "Ann Oakley" in await shown(pilot, "1 saved character")


async def test_the_roster_opens_with_its_columns_whole(tmp_path: Path) -> None:
    detective = character("vampire", "det", "Detective Marlowe", "npc", {"dexterity": 3, "wits": 4})
    store = store_with(tmp_path / "store.sqlite3", detective)
    async with at_home(store) as (_app, pilot):
        await pilot.press("R")
        # As it opens, not after ←/→: the list's columns were cut to their headers.
        text = await shown(pilot, "Roster · Vampire")
        assert "Detective Marlowe  NPC   Dexterity 3," in text
    store.close()
