"""The odds of a sacrifice (W4) or a Panache token (W5), exact, against the rivals shown.

A tie reaches a rival: equal scores are simultaneous (W6).
"""

from fractions import Fraction
from itertools import product

from hypothesis import given
from hypothesis import strategies as st

from rules.systems.western.odds import (
    Choice,
    Odds,
    odds_against,
    panache_odds,
    reach_chance,
    reach_chances,
    sacrifice_odds,
    sum_counts,
)
from rules.view import state_json
from tests.helpers import run
from tests.rules.western_fixtures import SYSTEM, add, declare, system

#: Ann's 4-die action against Bob's 8 and Cid's 10: the issue's example line.
ANN = add("ann", 2, 2, panache=2)
BOB = add("bob", 5, 3)
CID = add("cid", 6, 4, panache=1)
DRAWN = [SYSTEM, ANN, BOB, CID, {"cmd": "draw"}, declare("ann"), declare("bob"), declare("cid")]


def brute_force(base: int, dice: int, target: int) -> Fraction:
    """Every one of the 6ⁿ outcomes, counted one by one."""
    outcomes = list(product(range(1, 7), repeat=dice))
    reached = sum(1 for faces in outcomes if base + sum(faces) >= target)
    return Fraction(reached, len(outcomes))


def test_one_and_two_d6_by_hand_W4() -> None:
    """Worked by hand.

    - base 4 + 1d6 reaches 8 on a 4, 5 or 6: 3/6 = 1/2; it reaches 10 on a 6 alone
      (4 + 6 = 10, and a tie reaches): 1/6.
    - 2d6 totals: 2 one way, 3 two, … 7 six, … 12 one (36 in all).
    - base 2 + 2d6 reaches 8 on 6 or more: 36 − (1 + 2 + 3 + 4) = 26 ways, 13/18 (72%);
      reaches 10 on 8 or more: 5 + 4 + 3 + 2 + 1 = 15 ways, 5/12 (42%).
    - base 3 + 1d6 reaches 10 never (3 + 6 = 9): 0; reaches 4 always: 1.
    """
    assert sum_counts(1) == (0, 1, 1, 1, 1, 1, 1)
    assert sum_counts(2) == (0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1)
    assert reach_chances(4, 1, [8, 10]) == [Fraction(1, 2), Fraction(1, 6)]
    assert reach_chances(2, 2, [8, 10]) == [Fraction(13, 18), Fraction(5, 12)]
    assert reach_chances(3, 1, [10, 4]) == [Fraction(0), Fraction(1)]


def test_a_tie_reaches_the_rival_W6() -> None:
    # Equal scores are simultaneous: the rival does not shoot first.
    assert reach_chance(7, 0, 7) == 1
    assert reach_chance(7, 0, 8) == 0
    assert reach_chance(1, 1, 7) == Fraction(1, 6)  # only a 6 ties the 7


@given(st.integers(-5, 30), st.integers(0, 4), st.integers(-5, 60))
def test_the_convolution_matches_brute_force_enumeration_W4_W5(
    base: int, dice: int, target: int
) -> None:
    expected = brute_force(base, dice, target)
    assert reach_chance(base, dice, target) == expected
    assert reach_chances(base, dice, [target, target]) == [expected, expected]


@given(st.integers(-5, 30), st.integers(0, 12), st.integers(-5, 100))
def test_chances_are_probabilities_and_certain_at_the_ends_W4_W5(
    base: int, dice: int, target: int
) -> None:
    chance = reach_chance(base, dice, target)
    assert 0 <= chance <= 1
    if target <= base + dice:  # every die shows at least 1
        assert chance == 1
    if target > base + 6 * dice:  # and at most 6
        assert chance == 0


@given(st.integers(-5, 30), st.integers(0, 12), st.integers(-5, 100))
def test_one_more_d6_never_lowers_the_chance_W5(base: int, dice: int, target: int) -> None:
    # A Panache token adds a d6 and loses nothing.
    assert reach_chance(base, dice + 1, target) >= reach_chance(base, dice, target)
    # A higher rival is never easier to reach.
    assert reach_chance(base, dice, target + 1) <= reach_chance(base, dice, target)


@given(st.integers(1, 30), st.integers(0, 12), st.integers(-5, 100))
def test_one_more_die_sacrificed_never_lowers_the_chance_W4(
    base: int, dice: int, target: int
) -> None:
    # A sacrificed die weighs 1 and its d6 shows at least 1.
    assert reach_chance(base - 1, dice + 1, target) >= reach_chance(base, dice, target)


def figures(odds: Odds | None) -> list[tuple[int, int, list[Fraction]]]:
    assert odds is not None
    return [(choice.count, choice.base, list(choice.chances)) for choice in odds.choices]


def test_sacrifice_odds_of_the_issue_example_W4() -> None:
    encounter = run(DRAWN)
    odds = sacrifice_odds(encounter.state, "ann", 0)
    assert odds is not None
    assert (odds.current, odds.rivals, odds.targets) == (4, (10, 8), (8, 10))
    # 4 dice: one must stay (W4), so 1 to 3 can go; each leaves one die fewer to weigh.
    assert figures(odds) == [
        (1, 3, [Fraction(1, 3), Fraction(0)]),
        (2, 2, [Fraction(13, 18), Fraction(5, 12)]),
        (3, 1, [reach_chance(1, 3, 8), reach_chance(1, 3, 10)]),
    ]


def test_sacrifice_to_zero_offers_the_last_die_too_W4() -> None:
    encounter = run([system(sacrifice_to_zero=True), *DRAWN[1:]])
    counts = [choice.count for choice in choices_of(sacrifice_odds(encounter.state, "ann", 0))]
    assert counts == [1, 2, 3, 4]


def test_one_sacrifice_takes_at_most_thirty_dice_even_of_an_overridden_action_W4() -> None:
    encounter = run([*DRAWN[:-1], declare("cid", 50, override=True)])
    odds = sacrifice_odds(encounter.state, "cid", 0)
    assert odds is not None and [c.count for c in odds.choices] == list(range(1, 31))
    assert odds.choices[-1].base == 20 and odds.targets == ()


def test_of_the_rivals_out_of_reach_only_the_nearest_is_weighed_W4() -> None:
    odds = odds_against([40, 30, 12, 9], 4, [(1, 3), (2, 2)])  # 2 + 2d6 reaches 14 at most
    assert odds.targets == (9, 12) and odds.rivals == (40, 30, 12, 9)
    far = odds_against([40, 30], 4, [(1, 3)])
    assert far.targets == (30,) and far.choices[0].chances == (Fraction(0),)


def choices_of(odds: Odds | None) -> tuple[Choice, ...]:
    assert odds is not None
    return odds.choices


def test_no_sacrifice_after_the_reveal_but_panache_still_interrupts_W4_W5() -> None:
    encounter = run([*DRAWN, {"cmd": "reveal"}])
    assert choices_of(sacrifice_odds(encounter.state, "ann", 0)) == ()
    # Two tokens, no die lost: the base stays 4.
    assert figures(panache_odds(encounter.state, "ann", 0)) == [
        (1, 4, [Fraction(1, 2), Fraction(1, 6)]),
        (2, 4, [reach_chance(4, 2, 8), reach_chance(4, 2, 10)]),
    ]


def test_a_resolved_rival_is_no_target_and_no_one_needs_odds_for_a_resolved_action_W5() -> None:
    encounter = run([*DRAWN, {"cmd": "reveal"}, {"cmd": "resolve"}])  # Cid's 10 has fired
    odds = panache_odds(encounter.state, "ann", 0)
    assert odds is not None and odds.rivals == (8,) and odds.targets == (8,)
    assert panache_odds(encounter.state, "cid", 0) is None


def test_a_rival_already_reached_is_no_target_and_own_actions_are_no_rivals_W6() -> None:
    encounter = run([*DRAWN[:-1], declare("cid", 4, 6)])  # Cid splits: 4 and 6
    odds = sacrifice_odds(encounter.state, "ann", 0)
    assert odds is not None
    assert odds.rivals == (8, 6, 4) and odds.targets == (6, 8)  # Ann's 4 ties Cid's 4
    cid = sacrifice_odds(encounter.state, "cid", 1)
    assert cid is not None and cid.rivals == (8, 4)  # not Cid's own 6


def test_no_tokens_no_choices_W5() -> None:
    encounter = run(DRAWN)
    assert choices_of(panache_odds(encounter.state, "bob", 0)) == ()


def test_a_duel_hides_the_other_duelist_until_the_reveal_W10() -> None:
    duel = [SYSTEM, ANN, BOB, {"cmd": "duel", "duelists": ["ann", "bob"]}]
    encounter = run([*duel, declare("ann"), declare("bob")])
    odds = sacrifice_odds(encounter.state, "ann", 0)
    assert odds is not None and odds.rivals == () and odds.targets == ()
    assert len(odds.choices) == 3  # the choices are still weighed, against nothing shown
    encounter.handle({"cmd": "reveal"})
    revealed = panache_odds(encounter.state, "ann", 0)
    assert revealed is not None and revealed.rivals == (8,)


SURPRISE = {
    "cmd": "ambush",
    "ambushers": ["bob"],
    "targets": [{"actor": "ann", "skill": "sang_froid", "successes": 0}],
    "successes": 2,
    "initiative": {"bob": [3]},
}


@given(
    attribute=st.integers(1, 5),
    skill=st.integers(0, 4),
    tension=st.integers(0, 3),
    surprised=st.booleans(),
    to_zero=st.booleans(),
    data=st.data(),
)
def test_the_base_of_each_sacrifice_is_what_the_sacrifice_then_scores_W4_W9(
    attribute: int,
    skill: int,
    tension: int,
    surprised: bool,
    to_zero: bool,
    data: st.DataObject,
) -> None:
    """Ordinary dice go first, the uncounted surprise die last: the odds agree with the rule."""
    ann = add("ann", attribute, skill, tension, sang_froid=1)
    bob = add("bob", 5, 3, discretion=3)
    ambush = [SURPRISE] if surprised else []
    before = [system(sacrifice_to_zero=to_zero), ann, bob, *ambush, {"cmd": "draw"}]
    encounter = run([*before, declare("ann"), declare("bob")])
    odds = sacrifice_odds(encounter.state, "ann", 0)
    assert odds is not None
    dice_in_action = attribute + skill + tension + (1 if surprised else 0)
    # One die must stay (W4), unless the option lets the last one go.
    assert len(odds.choices) == dice_in_action - (0 if to_zero else 1)
    if not odds.choices:
        return
    choice = data.draw(st.sampled_from(odds.choices))
    dice = data.draw(st.lists(st.integers(1, 6), min_size=choice.count, max_size=choice.count))
    encounter.handle({"cmd": "sacrifice", "actor": "ann", "action": 0, "dice": dice})
    entry = next(e for slot in state_json(encounter)["order"] for e in slot if e["key"] == "ann#0")
    assert entry["score"] == choice.base + sum(dice)
    # More dice sacrificed never lowers any chance (W4).
    for fewer, more in zip(odds.choices, odds.choices[1:], strict=False):
        assert all(a <= b for a, b in zip(fewer.chances, more.chances, strict=True))
