"""The odds line of the sacrifice (W4) and Panache (W5) dialogs, in one line.

For each choice (dice sacrificed, tokens spent) the chance to reach each rival
score above the action's: ``Sacrifice 1: 8+ 50%, 10+ 17% · 2: 8+ 72%, 10+ 42%``.
When all of it does not fit, the line keeps the nearest rival scores and the
smallest choices, as many as fit, since those are the ones a player weighs.
"""

from fractions import Fraction
from typing import Literal

from rich.cells import cell_len

from rules.i18n import _
from rules.systems.western.odds import FACES, Choice, Odds

#: The dialog's text width: the form's 64 columns less its border and padding.
DIALOG_TEXT_WIDTH = 60
SEPARATOR = " · "


def percent(chance: Fraction) -> int:
    """Rounded to the nearest whole percent, but only a certainty reads 0 or 100."""
    if chance in (0, 1):
        return int(chance * 100)
    rounded = int(chance * 100 + Fraction(1, 2))
    return min(99, max(1, rounded))


def choice_text(choice: Choice, targets: tuple[int, ...]) -> str:
    """``8+ 72%, 10+ 42%``, or the scores it can end on when no rival is shown."""
    if not targets:
        return _("{low}–{high}").format(
            low=choice.base + choice.count, high=choice.base + FACES * choice.count
        )
    return ", ".join(
        _("{target}+ {percent}%").format(target=target, percent=percent(chance))
        for target, chance in zip(targets, choice.chances, strict=False)
    )


def useful(choices: tuple[Choice, ...], shown: int) -> tuple[Choice, ...]:
    """The choices up to the first that is sure to reach every shown target: more adds nothing."""
    for position, choice in enumerate(choices):
        if shown and all(chance == 1 for chance in choice.chances[:shown]):
            return choices[: position + 1]
    return choices


def line_of(
    cmd: Literal["sacrifice", "panache"], choices: tuple[Choice, ...], targets: tuple[int, ...]
) -> str:
    first, *rest = choices
    head = _("Sacrifice {count}: {odds}") if cmd == "sacrifice" else _("Panache {count}: {odds}")
    parts = [head.format(count=first.count, odds=choice_text(first, targets))]
    parts += [
        _("{count}: {odds}").format(count=choice.count, odds=choice_text(choice, targets))
        for choice in rest
    ]
    line = SEPARATOR.join(parts)
    if not targets:
        return _("No rival score shown. {scores}").format(scores=line)
    return line


def worth_showing(odds: Odds) -> Odds:
    """The odds without the targets every choice is sure to reach, or sure to miss.

    If that leaves none, every target stays: the line then says how sure it is.
    """
    settled = ({Fraction(0)}, {Fraction(1)})
    columns = [
        column
        for column in range(len(odds.targets))
        if {choice.chances[column] for choice in odds.choices} not in settled
    ]
    if not columns:
        return odds
    return Odds(
        odds.current,
        odds.rivals,
        tuple(odds.targets[column] for column in columns),
        tuple(
            Choice(choice.count, choice.base, tuple(choice.chances[c] for c in columns))
            for choice in odds.choices
        ),
    )


def odds_line(
    cmd: Literal["sacrifice", "panache"], odds: Odds | None, width: int = DIALOG_TEXT_WIDTH
) -> str:
    """The one line of odds for the dialog ('' when there is no choice to weigh).

    Of the lines that fit ``width``, the one with the most figures, then the most
    choices; if none fits, the first choice against the nearest rival alone.
    """
    if odds is None or not odds.choices:
        return ""
    if odds.rivals and not odds.targets:
        return _("Already at or above every rival score shown.")
    odds = worth_showing(odds)
    best: tuple[int, int] | None = None
    best_line = line_of(cmd, odds.choices[:1], odds.targets[:1])
    for shown in range(1, len(odds.targets) + 1) if odds.targets else [0]:
        choices = useful(odds.choices, shown)
        for count in range(1, len(choices) + 1):
            line = line_of(cmd, choices[:count], odds.targets[:shown])
            rank = (max(shown, 1) * count, count)
            if cell_len(line) <= width and (best is None or rank > best):
                best, best_line = rank, line
    return best_line
