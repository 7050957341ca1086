"""Damaged records and markup-looking data (issue 9, item 4), as the GM and the players see
them: one line naming what is wrong, the rest of the store usable, no text from data
ever read as markup."""

import sqlite3
from pathlib import Path
from typing import Any

from rules.encounter import Encounter
from rules.journal import JournalStore
from tests.tui.pilot_helpers import screen_text, toasts
from tests.tui.players_helpers import screen_text as board_text
from tui.app import DegaineApp
from tui.players.app import PlayersApp
from tui.screens.choice import ChoiceScreen
from tui.screens.home import HomeScreen
from tui.screens.setup import SetupScreen
from tui.widgets.log_pane import LogPane

SIZE = (100, 30)
#: Looks like Textual markup, and like the pydantic message that crashed the app.
MARKUP_NAME = "[b]Zed[/b] [type=literal_error, input_value='martian']"


def stored_fight(path: Path, name: str = "Alley fight", bob: str = "Bob") -> None:
    """Encounter 1, the fight (records 1-5, the last a roll); encounter 2, "Docks", later."""
    store = JournalStore(path)
    fight = Encounter(store=store)
    commands: list[dict[str, Any]] = [
        {"cmd": "name", "name": name},
        {"cmd": "system", "name": "vampire"},
        {
            "cmd": "add",
            "id": "ann",
            "name": "Ann",
            "side": "pc",
            "stats": {"dexterity": 4, "wits": 3},
        },
        {"cmd": "add", "id": "bob", "name": bob, "stats": {"dexterity": 3, "wits": 3}},
        {"cmd": "roll", "dice": {"ann": 7, "bob": 5}},
    ]
    for command in commands:
        fight.handle(command)
    Encounter(store=store).handle({"cmd": "name", "name": "Docks"})
    store.touch(1)  # the fight is the one the GM ran last
    store.close()


def damage(path: Path, *statements: str) -> None:
    with sqlite3.connect(path) as db:
        for statement in statements:
            db.execute(statement)


MARTIAN = """UPDATE journal SET events = replace(events, '"npc"', '"martian"') WHERE seq = 4"""
NOT_JSON = "UPDATE journal SET events = '{oops' WHERE encounter_id = 1 AND seq = 4"


def shown_once(app: DegaineApp, text: str) -> str:
    """The one notification on screen holding ``text`` (a toast wraps: compare its words)."""
    found = [toast for toast in toasts(app) if text.split() == toast.split()[: len(text.split())]]
    assert len(found) == 1, toasts(app)
    return found[0]


async def test_an_event_that_fails_validation_sends_the_gm_home_with_one_line(
    tmp_path: Path,
) -> None:
    path = tmp_path / "s.sqlite3"
    stored_fight(path)
    damage(path, MARTIAN)
    app = DegaineApp(store=JournalStore(path), resume=True)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        toast = shown_once(app, "Encounter “Alley fight” (no. 1) is damaged at record 4:")
        assert toast.endswith("combatant.side: Input should be 'pc' or 'npc'.")
        assert "Docks" in screen_text(app)
        # The rest of the store is usable: the other encounter opens.
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen_stack[-2], SetupScreen)  # asking for the system
        assert "Choose a system to begin." in screen_text(app)


async def test_an_undecodable_event_leaves_a_usable_list_where_q_quits(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    stored_fight(path)
    damage(path, NOT_JSON)
    app = DegaineApp(store=JournalStore(path), resume=True)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        shown_once(app, "Encounter “Alley fight” (no. 1) is damaged at record 4: not valid JSON")
        await pilot.press("q")
        await pilot.pause()
        assert not app.is_running


async def test_names_that_look_like_markup_show_as_typed(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    stored_fight(path, name=MARKUP_NAME, bob=MARKUP_NAME)
    app = DegaineApp(store=JournalStore(path), resume=True)
    async with app.run_test(size=(140, 30)) as pilot:
        await pilot.pause()
        board = screen_text(app)
        assert board.count(MARKUP_NAME) >= 2  # the status bar and the order
        # The log pane (it wraps such a long name) names the roll's owner.
        logged = " ".join(app.screen.query_one(LogPane).render().plain.split())
        assert f"{MARKUP_NAME} 11 = d10=5" in logged
        await pilot.press("f2")  # the list of encounters
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert MARKUP_NAME in screen_text(app)


async def test_unreadable_roster_rows_are_left_out_with_one_warning(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    stored_fight(path)
    damage(
        path,
        "INSERT INTO roster VALUES ('vampire', 'cid', 'Cid', 'pc', '{\"dexterity\": 2}', 'now')",
        "INSERT INTO roster VALUES ('vampire', 'zed', 'Zed', 'martian', '{}', 'now')",
        "INSERT INTO roster VALUES ('vampire', 'oops', 'Oops', 'pc', '{oops', 'now')",
    )
    app = DegaineApp(store=JournalStore(path), resume=True)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        await pilot.press("I")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        assert "1. Cid" in screen_text(app) and "Zed" not in screen_text(app)
        toast = shown_once(app, "2 roster entries cannot be read and are left out:")
        assert "“Oops” (id oops): stats: not valid JSON" in toast


async def test_the_players_board_says_what_is_damaged_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    stored_fight(path)
    damage(path, MARTIAN)
    board = PlayersApp(path)
    async with board.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = " ".join(board_text(board).split())
        assert "Encounter “Alley fight” (no. 1) is damaged at record 4:" in text
        assert "combatant.side: Input should be 'pc' or 'npc'" in text


async def test_the_players_board_shows_markup_looking_names_as_typed(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    stored_fight(path, name=MARKUP_NAME, bob=MARKUP_NAME)
    board = PlayersApp(path)
    async with board.run_test(size=(140, 30)) as pilot:
        await pilot.pause()
        assert board_text(board).count(MARKUP_NAME) >= 2  # the heading and the order
