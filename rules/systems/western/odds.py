"""The odds of a sacrifice (W4) or a Panache token (W5), exactly, from the d6 distribution.

An action's score before its new d6s are rolled is known (W2); each die
sacrificed or token spent adds one d6. The chance that the score *reaches* a
rival's is the chance it ends at least as high: equal scores are simultaneous
(W6, both shots cross), so a tie reaches the rival and the rival does not shoot
first. Chances are fractions over the 6ⁿ outcomes, never samples.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from rules.numbers import DICE_MAX
from rules.state import EncounterState
from rules.systems.western.entries import HIDDEN, pending_actions
from rules.systems.western.lookup import game_of, options_of, tokens_of
from rules.systems.western.model import Action
from rules.systems.western.preview import preview_entries

FACES = 6


@cache
def sum_counts(dice: int) -> tuple[int, ...]:
    """How many of the 6ⁿ outcomes of ``dice`` d6 give each total: index = total.

    By convolution: n dice are n − 1 dice and one more, each face once. 0 dice give
    0 in one way.
    """
    if dice < 0:
        raise ValueError(f"a number of dice cannot be negative: {dice}")
    if dice == 0:
        return (1,)
    fewer = sum_counts(dice - 1)
    counts = [0] * (len(fewer) + FACES)
    for total, ways in enumerate(fewer):
        for face in range(1, FACES + 1):
            counts[total + face] += ways
    return tuple(counts)


def reach_chance(base: int, dice: int, target: int) -> Fraction:
    """The chance that ``base`` + ``dice`` d6 is at least ``target`` (a tie reaches, W6).

    Checked by hand: base 4 + 1d6 reaches 8 on a 4, 5 or 6: 3/6 = 1/2. Base 2 +
    2d6 reaches 8 on a total of 6 or more: 36 − (1 + 2 + 3 + 4) = 26 ways, 13/18
    (72%); it reaches 10 on 8 or more: 5 + 4 + 3 + 2 + 1 = 15 ways, 5/12 (42%).
    """
    counts = sum_counts(dice)
    needed = max(0, target - base)
    return Fraction(sum(counts[needed:]), FACES**dice)


def reach_chances(base: int, dice: int, targets: Sequence[int]) -> list[Fraction]:
    """:func:`reach_chance` for each of ``targets``, in their order, from one pass of sums."""
    counts = sum_counts(dice)
    # at_least[n] = the outcomes whose total is n or more.
    at_least = [0] * (len(counts) + 1)
    for total in range(len(counts) - 1, -1, -1):
        at_least[total] = at_least[total + 1] + counts[total]
    outcomes = FACES**dice
    return [
        Fraction(at_least[min(len(counts), max(0, target - base))], outcomes) for target in targets
    ]


@dataclass(frozen=True)
class Choice:
    """One choice the player can make: ``count`` dice sacrificed, or tokens spent."""

    count: int
    #: The action's score once the choice is made, before its new d6s are rolled.
    base: int
    #: The chance to reach each of the odds' targets, in the same order.
    chances: tuple[Fraction, ...]


@dataclass(frozen=True)
class Odds:
    """What each choice gives against the rival scores the GM can see."""

    #: The action's score now.
    current: int
    #: Every rival score shown (other actors' actions still to resolve), highest first.
    rivals: tuple[int, ...]
    #: The rival scores the action does not reach yet, nearest first (of those no
    #: choice can reach, the nearest alone).
    targets: tuple[int, ...]
    choices: tuple[Choice, ...]


def rival_scores(state: EncounterState, actor: str) -> list[int]:
    """The distinct scores of other actors' actions still to resolve, highest first.

    An entry the GM's board does not show (a duel's before the reveal, W10) is no
    rival: its score must not leak into a duelist's odds. Before the reveal an actor
    who has not declared is a rival with its whole pool (W4): it fires with it unless
    it declares otherwise.
    """
    scores = {
        entry.score
        for entry in preview_entries(state)
        if entry.actor != actor and HIDDEN not in entry.tags
    }
    return sorted(scores, reverse=True)


def after_sacrifice(action: Action, count: int) -> int:
    """The score once ``count`` more dice are taken out, before their d6s are rolled.

    The action's own rule decides which dice go (ordinary first, the uncounted
    surprise die last, W4, W9), so the odds never disagree with the sacrifice.
    """
    return action.model_copy(update={"sacrificed": action.sacrificed + count}).score()


def sacrifice_counts(state: EncounterState, action: Action) -> range:
    """How many dice the action may sacrifice now (W4): none once the scores are told."""
    if game_of(state).revealed:
        return range(0)
    floor = 0 if options_of(state).sacrifice_to_zero else 1
    # One command sacrifices at most DICE_MAX dice, even of a GM's oversized action.
    return range(1, min(DICE_MAX, max(0, action.kept() - floor)) + 1)


def odds_against(rivals: Sequence[int], current: int, bases: Sequence[tuple[int, int]]) -> Odds:
    """The odds of each ``(count, base)`` choice: ``count`` d6s added to ``base``.

    The targets are the rival scores above ``current``: neither a sacrifice (each
    die taken out adds a d6, which shows at least 1) nor a token lowers a score,
    so a rival already reached stays reached whatever the choice. Of those out of
    every choice's reach, only the nearest is kept.
    """
    above = sorted({score for score in rivals if score > current})
    # A rival out of every choice's reach tells nothing but that: the nearest one says it.
    highest = max((base + FACES * count for count, base in bases), default=current)
    targets = tuple(score for score in above if score <= highest) or tuple(above[:1])
    choices = tuple(
        Choice(count, base, tuple(reach_chances(base, count, targets))) for count, base in bases
    )
    return Odds(current, tuple(sorted(set(rivals), reverse=True)), targets, choices)


def pending_action(state: EncounterState, actor: str, index: int) -> Action | None:
    """The actor's action ``index`` if it is still to resolve in the open turn."""
    for owner, action in pending_actions(state):
        if owner == actor and action.index == index:
            return action
    return None


def sacrifice_odds(state: EncounterState, actor: str, index: int) -> Odds | None:
    """W4: for each number of dice the action may sacrifice, the chance to reach each rival."""
    action = pending_action(state, actor, index)
    if action is None:
        return None
    bases = [(count, after_sacrifice(action, count)) for count in sacrifice_counts(state, action)]
    return odds_against(rival_scores(state, actor), action.score(), bases)


def panache_odds(state: EncounterState, actor: str, index: int) -> Odds | None:
    """W5: for each number of tokens the actor has, the chance to reach each rival.

    After the reveal the rivals are the actions not yet resolved, among which the
    new score re-sorts: resolved actions have left the order.
    """
    action = pending_action(state, actor, index)
    if action is None:
        return None
    current = action.score()
    # One command spends at most DICE_MAX tokens.
    bases = [(count, current) for count in range(1, min(DICE_MAX, tokens_of(state, actor)) + 1)]
    return odds_against(rival_scores(state, actor), current, bases)
