"""The odds line of the sacrifice (W4) and Panache (W5) dialogs, in one line.

For each choice (dice sacrificed, tokens spent) the chance to reach each rival
score above the action's: ``Sacrifice 1: 8+ 50%, 10+ 17% · 2: 8+ 72%, 10+ 42%``.
When all of it does not fit, the line keeps the nearest rival scores and the
smallest choices, as many as fit, since those are the ones a player weighs.
"""

from fractions import Fraction
from typing import Literal

from rich.cells import cell_len

from i18n import _
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


def telling(choices: tuple[Choice, ...], targets: tuple[int, ...]) -> list[int]:
    """The targets (by position) on which these choices are not all sure to reach, or
    all sure to miss: the others tell nothing. If none is left, the nearest stays, so
    the line says how sure it is."""
    settled = ({Fraction(0)}, {Fraction(1)})
    columns = [
        column
        for column in range(len(targets))
        if {choice.chances[column] for choice in choices} not in settled
    ]
    return columns or list(range(min(1, len(targets))))


def odds_line(
    cmd: Literal["sacrifice", "panache"], odds: Odds | None, width: int = DIALOG_TEXT_WIDTH
) -> str:
    """The one line of odds for the dialog ('' when there is no choice to weigh).

    Of the lines that fit ``width`` (the smallest choices, each against the same
    nearest telling targets), the one with the most figures, then the most choices;
    if none fits, the first choice against its nearest target alone.
    """
    if odds is None or not odds.choices:
        return ""
    if odds.rivals and not odds.targets:
        return _("Already at or above every rival score shown.")
    every = {chance for choice in odds.choices for chance in choice.chances}
    if every == {Fraction(0)}:
        return _("No choice can reach {score}, the next rival score.").format(score=odds.targets[0])
    if every == {Fraction(1)}:
        return _("Every choice reaches every rival score shown.")
    best: tuple[int, int] | None = None
    best_line = ""
    for count in range(1, len(odds.choices) + 1):
        choices = odds.choices[:count]
        columns = telling(choices, odds.targets)
        fitted = False
        # Lines only grow with more targets, and with more choices: stop at the first too long.
        for shown in range(1, len(columns) + 1) if columns else [0]:
            targets = tuple(odds.targets[column] for column in columns[:shown])
            shown_choices = tuple(
                Choice(c.count, c.base, tuple(c.chances[column] for column in columns[:shown]))
                for c in choices
            )
            line = line_of(cmd, shown_choices, targets)
            if not best_line:
                best_line = line  # the fallback: the first choice, its nearest target
            if cell_len(line) > width:
                break
            fitted = True
            rank = (max(shown, 1) * count, count)
            if best is None or rank > best:
                best, best_line = rank, line
        last = choices[-1]
        sure = bool(columns) and all(last.chances[column] == 1 for column in columns)
        if not fitted or sure:  # a longer line would not fit, or would add nothing
            break
    return best_line
