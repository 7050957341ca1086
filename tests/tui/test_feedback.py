"""What the GM is told after each step: undo's words, the log's sentences, the marks of an
override, the end of a turn, one minus sign, action numbers from 1 (issue 11; G4, V4, W4, W7)."""

import re
from pathlib import Path
from typing import Any

from tests.tui.pilot_helpers import resumed, screen_text, toasts, type_text
from tests.tui.scenes import SCENES, WESTERN_CAST, commands_store
from tui.app import DegaineApp
from tui.screens.board import BoardScreen
from tui.widgets.actor_details import ActorDetails

#: Ann splits her ten dice 6/4 (W3); Doc, Bart and the Kid have not declared.
SPLIT: list[dict[str, Any]] = [
    *WESTERN_CAST,
    {"cmd": "draw"},
    {"cmd": "declare", "actor": "ann", "actions": [6, 4], "labels": ["shoot", "dive"]},
]
WIDE = (120, 40)


def board_of(app: DegaineApp) -> BoardScreen[Any]:
    board = app.screen
    assert isinstance(board, BoardScreen)
    return board


def log_of(app: DegaineApp) -> tuple[str, ...]:
    return board_of(app).log_text


async def test_undo_and_redo_say_what_they_walked_over_in_words(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", SCENES["vampire"][:-1])
    app = DegaineApp(store=store, resume=True)
    async with app.run_test(size=WIDE, notifications=True) as pilot:
        await pilot.pause()
        await pilot.press("u")
        await pilot.pause()
        # A delay keeps the words declared (V4).
        assert told(app) == "Undone: Ann declares “wait” and waits to act"
        await pilot.press("u")
        await pilot.pause()
        assert told(app) == "Undone: Cid declares “run”"
        assert "Undone: Cid declares “run”" in read(app)
        await pilot.press("U")
        await pilot.pause()
        assert told(app) == "Redone: Cid declares “run”"
        assert "Redone: Cid declares “run”" in read(app)
        # Said on the details line, each in place of the last: no toast stacks up.
        assert "Undone" not in read(app) and not toasts(app)
        await pilot.press("down")
        await pilot.pause()
        assert "Redone" not in read(app)  # the cursor moved: the details are back
    store.close()


def told(app: DegaineApp) -> str:
    """The board's details line, where undo and redo say what they walked over."""
    return board_of(app).detail.rstrip("\n")


def read(app: DegaineApp) -> str:
    """The screen's words, each run of spaces as one."""
    return " ".join(screen_text(app).split())


async def test_undoing_an_added_combatant_names_it_though_it_is_gone(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", WESTERN_CAST)
    async with resumed(store, size=WIDE) as (app, pilot):
        await pilot.press("u")
        await pilot.pause()
        assert told(app) == "Undone: The Kid joins the fight"
    store.close()


async def test_the_log_names_everyone_and_reads_as_sentences_with_typed_dice(
    tmp_path: Path,
) -> None:
    commands = [*SCENES["western"], {"cmd": "set_score", "actor": "bob", "score": 20}]
    store = commands_store(tmp_path / "s.sqlite3", commands)
    async with resumed(store, size=WIDE) as (app, _pilot):
        log = log_of(app)
        assert log[-6:] == (
            "  6 Everyone draws: turn 1",
            "  7 Ann declares 2 actions: “shoot Bob” (5 dice), “dive” (3 dice)",
            "  8 Ann sacrifices 1 die of action 1: d6=4 (typed)",
            "  9 The scores are revealed: Ann 8 (action 1), Bob 7, Cid 4, Ann 3 (action 2)",
            " 10 Ann shoots",
            " 11 GM override: Bob's score set to 20",
        )
        screen = screen_text(app)  # the pane wraps its lines at 30 columns
        assert "Ann sacrifices 1 die of" in screen and "d6=4 (typed)" in screen
        assert "GM override: Bob's score" in screen
        assert "bob" not in " ".join(log)  # display names, never ids
    store.close()


async def test_the_zebra_log_names_who_engages_whom(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", SCENES["zebra"])
    async with resumed(store, size=WIDE) as (app, _pilot):
        log = log_of(app)
        assert "  6 Bob engages Ann" in log
        assert "  8 Ann: strike −5 → counter 13" in log
        assert "  6 Bob engages Ann" in screen_text(app)
    store.close()


async def test_the_log_follows_the_newest_entry_past_a_full_pane(tmp_path: Path) -> None:
    names = [f"Gunslinger number {n} of the long street" for n in range(30)]
    commands: list[dict[str, Any]] = [
        {"cmd": "system", "name": "western"},
        *(
            {"cmd": "add", "id": f"g{n}", "name": name, "stats": {"attribute": 2, "skill": 1}}
            for n, name in enumerate(names)
        ),
        {"cmd": "draw"},
    ]
    store = commands_store(tmp_path / "s.sqlite3", commands)
    async with resumed(store, size=WIDE) as (app, _pilot):
        assert "Everyone draws: turn 1" in screen_text(app)
    store.close()


async def test_end_of_turn_lists_the_lost_actions_whole_at_60_columns_W7(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", [*SPLIT, {"cmd": "reveal"}])
    async with resumed(store, size=(60, 20)) as (app, pilot):
        await pilot.press("e")
        await pilot.pause()
        screen = screen_text(app)
        assert "These 5 actions will be lost:" in screen
        for lost in ("• Ann, action 1 “shoot”", "• Ann, action 2 “dive”", "• Doc Holloway"):
            assert lost in screen
        assert "End the turn?" in screen
        await pilot.press("y")
        await pilot.pause()
        assert "The turn ends; lost:" in " ".join(log_of(app))
    store.close()


async def test_end_of_turn_lists_the_vampire_actions_lost_V4(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", SCENES["vampire"])
    async with resumed(store, size=(60, 20)) as (app, pilot):
        await pilot.press("e")
        await pilot.pause()
        screen = screen_text(app)
        assert "These 2 actions will be lost:" in screen
        assert "• Ghoul “bite”" in screen and "• Ann “wait”" in screen
        assert "End the turn?" in screen
    store.close()


async def test_a_score_set_by_the_gm_is_marked_and_the_details_say_so_G4(tmp_path: Path) -> None:
    commands = [*SCENES["vampire"][:-1], {"cmd": "set_score", "actor": "bob", "score": 20}]
    store = commands_store(tmp_path / "s.sqlite3", commands)
    async with resumed(store, size=WIDE) as (app, pilot):
        board_of(app).select_actor("bob")
        await pilot.pause()
        screen = screen_text(app)
        assert re.search(r"Bob \(PC\) +20✎", screen)
        assert "initiative 20, set by the GM (d10 6 typed, rating 6)" in screen
        assert "initiative 20 (d10" not in screen
        assert re.search(r"Cid \(NPC\) +12 +run", screen)  # no mark where the dice rule
    store.close()


async def test_an_entry_moved_by_the_gm_is_marked_and_the_details_say_so_G4(
    tmp_path: Path,
) -> None:
    commands = [*SCENES["vampire"][:-1], {"cmd": "move", "actor": "ghoul", "before": "cid"}]
    store = commands_store(tmp_path / "s.sqlite3", commands)
    async with resumed(store, size=WIDE) as (app, pilot):
        board_of(app).select_actor("ghoul")
        await pilot.pause()
        screen = screen_text(app)
        assert re.search(r"Ghoul \(NPC\) \[hidden\] +8✎ +bite", screen)
        assert "moved by the GM before Cid" in screen
        assert " 13 GM override: Ghoul acts just before Cid" in log_of(app)
    store.close()


async def test_negative_numbers_read_with_one_minus_sign(tmp_path: Path) -> None:
    commands = [
        *SCENES["zebra"][:-2],
        {"cmd": "act", "actor": "ann", "label": "strike", "cost": 20},
        {"cmd": "set_score", "actor": "cid", "score": -3},
    ]
    store = commands_store(tmp_path / "s.sqlite3", commands)
    async with resumed(store, size=WIDE) as (app, _pilot):
        screen = screen_text(app)
        assert "strike −20 → −2" in screen
        assert "  9 GM override: Cid's score set to −3" in log_of(app)
        assert re.search(r"Cid \(NPC\) \[hidden\] +Shooting +−3 ", screen)  # what it carries
        assert re.search(r"-\d", screen) is None  # never a hyphen before a number
    store.close()


async def test_action_numbers_count_from_1_in_titles_and_refusals_W7(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", [*SPLIT, {"cmd": "reveal"}])
    async with resumed(store, size=WIDE) as (app, pilot):
        board_of(app).select_actor("ann")
        await pilot.press("h")
        await pilot.pause()
        assert "Ann holds fire with action 1" in screen_text(app)
        await type_text(pilot, "9")
        await pilot.press("enter")
        await pilot.pause()
        # The refusal is written in the form, which stays open (a refused value keeps it).
        shown = " ".join(screen_text(app).replace("│", " ").split())
        assert "Ann's action 1 (shoot) scores 6; holding fire means a lower score" in shown
        assert "action #" not in screen_text(app)
    store.close()


async def test_ending_the_turn_during_declarations_asks_and_enter_says_no_W7(
    tmp_path: Path,
) -> None:
    """Issue 27: `e` while some have still to declare names them (their turn goes too),
    and a question that loses something takes only `y`: Enter and Esc keep the turn."""
    store = commands_store(tmp_path / "s.sqlite3", SPLIT)
    async with resumed(store, size=(80, 24)) as (app, pilot):
        for no in ("enter", "escape", "n"):
            await pilot.press("e")
            await pilot.pause()
            screen = screen_text(app)
            assert "These 5 actions will be lost:" in screen, screen
            assert "• Ann, action 2 “dive”" in screen
            assert "• Black Bart, not declared yet" in screen
            assert "y: yes · n/Enter/Esc: no" in screen
            await pilot.press(no)
            await pilot.pause()
            assert "End the turn?" not in screen_text(app)
            assert "The turn ends" not in " ".join(log_of(app))
        await pilot.press("e")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert "The turn ends; lost:" in " ".join(log_of(app))
    store.close()


async def test_undo_says_it_on_the_details_line_as_tall_as_the_details_were(
    tmp_path: Path,
) -> None:
    # 40 columns: the selected actor's details take three lines, the notice two; it keeps
    # the three (a blank under it), so the board is not laid out and repainted whole (issue 25).
    store = commands_store(tmp_path / "s.sqlite3", SCENES["vampire"][:-1])
    async with resumed(store, size=(40, 24)) as (app, pilot):
        details = app.screen.query_one(ActorDetails)
        before = details.size.height
        assert before == 3, details.text
        await pilot.press("u")
        await pilot.pause()
        assert told(app) == "Undone: Ann declares “wait” and waits to act"
        assert details.size.height == before
    store.close()
