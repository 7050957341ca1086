"""The odds line of the sacrifice (W4) and Panache (W5) dialogs, as the GM reads it."""

from fractions import Fraction
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st
from rich.cells import cell_len

from rules.systems.western.odds import Odds, odds_against
from tests.tui.pilot_helpers import press_all, resumed, screen_text
from tests.tui.scenes import DUEL_DRAWING, commands_store
from tui.screens.form import FormScreen
from tui.screens.western_odds import odds_line, percent

#: Ann's 4 dice against Bob's 8 and Cid's 10; the board lists Cid, Bob, Ann.
DRAWN: list[dict[str, Any]] = [
    {"cmd": "system", "name": "western"},
    {
        "cmd": "add",
        "id": "ann",
        "name": "Ann",
        "side": "pc",
        "stats": {"attribute": 2, "skill": 2, "panache": 2},
    },
    {"cmd": "add", "id": "bob", "name": "Bob", "stats": {"attribute": 5, "skill": 3}},
    {"cmd": "add", "id": "cid", "name": "Cid", "stats": {"attribute": 6, "skill": 4}},
    {"cmd": "draw"},
    {"cmd": "declare", "actor": "ann"},
    {"cmd": "declare", "actor": "bob"},
    {"cmd": "declare", "actor": "cid"},
]


def row_with(text: str, screen: str) -> str:
    """The one screen row holding ``text`` (it must not be wrapped over two)."""
    rows = [row for row in screen.splitlines() if text in row]
    assert rows, f"{text!r} is not on one row of the screen:\n{screen}"
    return rows[0]


async def test_the_sacrifice_dialog_shows_the_issue_example_on_one_line_W4_W6(
    tmp_path: Path,
) -> None:
    store = commands_store(tmp_path / "s.sqlite3", DRAWN)
    async with resumed(store, (80, 24)) as (app, pilot):
        await press_all(pilot, "down down x")
        assert isinstance(app.screen, FormScreen)
        screen = screen_text(app)
        assert "Ann sacrifices dice" in screen
        # 1 die: 3 + 1d6; 2 dice: 2 + 2d6 reaches 8 on 6+ (26/36) and 10 on 8+ (15/36).
        row_with("Sacrifice 1: 8+ 33%, 10+ 0% · 2: 8+ 72%, 10+ 42%", screen)
        await press_all(pilot, "escape p")
        # Panache loses no die: 4 + 1d6 reaches 8 on a 4+, ties 10 on a 6 (a tie reaches).
        row_with("Panache 1: 8+ 50%, 10+ 17% · 2: 8+ 92%, 10+ 72%", screen_text(app))


async def test_the_line_fits_a_narrow_terminal_with_fewer_figures_W4(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", DRAWN)
    async with resumed(store, (44, 24)) as (app, pilot):
        await press_all(pilot, "down down x")
        row = row_with("Sacrifice 1: 8+ 33% · 2: 8+ 72%", screen_text(app))
        assert "10+" not in row


async def test_the_leader_is_told_it_already_reaches_every_rival_W6(tmp_path: Path) -> None:
    store = commands_store(tmp_path / "s.sqlite3", DRAWN)
    async with resumed(store, (80, 24)) as (app, pilot):
        await press_all(pilot, "home x")  # Cid's 10 leads
        row_with("Already at or above every rival score shown.", screen_text(app))


async def test_a_duelist_sees_no_rival_score_before_the_reveal_W10(tmp_path: Path) -> None:
    # Black Bart has declared 9 dice; Ann, at the keyboard, must not learn it from her odds.
    bart = {"cmd": "declare", "actor": "bart", "actions": [9], "labels": ["shoot Ann"]}
    store = commands_store(tmp_path / "s.sqlite3", [*DUEL_DRAWING, bart])
    async with resumed(store, (100, 30)) as (app, pilot):
        # The duel opens with nobody at the keyboard (both have declared): Tab gives it
        # to Ann; sacrifice on her "dive" (3 dice).
        await press_all(pilot, "M tab x 2")
        screen = screen_text(app)
        row = row_with("No rival score shown. Sacrifice 1: 3–8 · 2: 3–13", screen)
        assert "9+" not in row


def test_percentages_are_rounded_but_only_certainties_read_0_or_100() -> None:
    assert [percent(Fraction(n, d)) for n, d in ((0, 1), (1, 1), (13, 18), (5, 12))] == [
        0,
        100,
        72,
        42,
    ]
    assert percent(Fraction(1, 216)) == 1 and percent(Fraction(215, 216)) == 99


def test_targets_every_choice_is_sure_of_are_left_out_W5() -> None:
    # 4 + a token always reaches 5; 8 is the figure worth reading.
    odds = odds_against([5, 8], 4, [(1, 4), (2, 4)])
    assert odds_line("panache", odds) == "Panache 1: 8+ 50% · 2: 8+ 92%"
    assert odds_line("panache", odds_against([5, 8], 4, [])) == ""


def test_a_rival_out_of_every_choice_s_reach_is_said_in_words_W4_W5() -> None:
    assert odds_line("sacrifice", odds_against([40], 4, [(1, 3), (2, 2)])) == (
        "No choice can reach 40, the next rival score."
    )
    assert odds_line("panache", odds_against([5], 4, [(1, 4), (2, 4)])) == (
        "Every choice reaches every rival score shown."
    )


odds_cases = st.builds(
    odds_against,
    st.lists(st.integers(0, 40), max_size=6),
    st.integers(0, 20),
    st.lists(st.integers(0, 20), min_size=1, max_size=12).map(
        lambda bases: [(count, base) for count, base in enumerate(bases, start=1)]
    ),
)


@given(odds_cases, st.integers(50, 100), st.sampled_from(["sacrifice", "panache"]))
def test_the_line_is_one_line_within_its_width_from_the_first_choice_W4_W5(
    odds: Odds, width: int, cmd: Any
) -> None:
    line = odds_line(cmd, odds, width)
    assert line and "\n" not in line and cell_len(line) <= width
    every = {chance for choice in odds.choices for chance in choice.chances}
    if odds.rivals and not odds.targets:
        assert line == "Already at or above every rival score shown."
    elif every in ({0}, {1}):
        assert line.startswith(("No choice can reach", "Every choice reaches"))
    else:
        assert f"{'Sacrifice' if cmd == 'sacrifice' else 'Panache'} 1: " in line


#: W4's worked example before Bob declares: Vous splits 5/3, Bob's 7 is still undeclared.
VOUS_DECLARED: list[dict[str, Any]] = [
    {"cmd": "system", "name": "western"},
    {
        "cmd": "add",
        "id": "vous",
        "name": "Vous",
        "side": "pc",
        "stats": {"attribute": 4, "skill": 4},
    },
    {"cmd": "add", "id": "bob", "name": "Bob", "stats": {"attribute": 4, "skill": 3}},
    {"cmd": "draw"},
    {"cmd": "declare", "actor": "vous", "actions": [5, 3], "labels": ["shoot Bob", "duck"]},
]


async def test_before_the_reveal_an_undeclared_rival_ranks_with_his_whole_pool_W4(
    tmp_path: Path,
) -> None:
    """ "Split 5/3: scores 5 and 3, and the opponent's 7 goes before both" (W4)."""
    store = commands_store(tmp_path / "s.sqlite3", VOUS_DECLARED)
    async with resumed(store, (80, 24)) as (app, pilot):
        screen = screen_text(app)
        rows = [row for row in screen.splitlines() if "Bob (NPC)" in row or "Vous (PC)" in row]
        assert "Bob" in rows[0] and " 7 " in rows[0] and "not declared yet" in rows[0]
        assert "Vous" in rows[1] and "shoot Bob" in rows[1] and "Vous" in rows[2]
        assert "duck" in rows[2]
        # The sacrifice odds weigh Bob's 7: 5 − 1 + 1d6 reaches it on a 3+ (4/6).
        await press_all(pilot, "down x")
        assert "Vous sacrifices dice" in screen_text(app)
        row_with("Sacrifice 1: 7+ 67%", screen_text(app))
