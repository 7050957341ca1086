"""Conditions (G6) and the GM's note as the boards show them: glyph and word, never colour.

Beside the name, each condition is a glyph, its name and what is left of it:
``◆stunned 2`` (the players see it) or ``◇frenzy`` (the GM's only), ``last`` once
its last unit runs. The details pane says each in full, with the note.
"""

from collections.abc import Sequence

from i18n import _, pgettext
from i18n.text import clipped
from rules.number_text import numeral
from rules.state_views import ConditionView
from rules.systems import unit_words

#: A condition the players' board shows too.
GLYPH_PUBLIC = "◆"
#: A condition only the GM sees.
GLYPH_GM_ONLY = "◇"
#: Beside a name, so that a long list wraps under it rather than pushing the row down.
MOST_BESIDE_NAME = 2
#: A condition's name beside the actor's, at most: its full name is in the details.
NAME_BESIDE = 14


def glyph(condition: ConditionView) -> str:
    return GLYPH_PUBLIC if condition.public else GLYPH_GM_ONLY


def left(condition: ConditionView) -> str:
    """What is left of it, short: units to start before its last, or "last"."""
    if condition.remaining is None:
        return ""
    # "last" is also a zebra action's mark (Z6): the context tells the two apart.
    return numeral(condition.remaining) if condition.remaining else pgettext("duration", "last")


def mark(condition: ConditionView, in_full: bool = False) -> str:
    """``◆stunned 2``: one condition beside the name (its name clipped), or ``in_full``
    on a line of its own, where the name is all there is to read (issue 27)."""
    name = condition.name if in_full else clipped(condition.name, NAME_BESIDE)
    word = glyph(condition) + name
    remaining = left(condition)
    return f"{word} {remaining}" if remaining else word


def marks(conditions: Sequence[ConditionView]) -> str:
    """The conditions beside the name: the first few, then how many more."""
    shown = [mark(condition) for condition in conditions[:MOST_BESIDE_NAME]]
    more = len(conditions) - MOST_BESIDE_NAME
    if more > 0:
        shown.append(_("+{count}").format(count=more))
    return " ".join(shown)


def with_marks(name: str, conditions: Sequence[ConditionView]) -> str:
    shown = marks(conditions)
    return f"{name} {shown}" if shown else name


def in_words(condition: ConditionView, system: str | None) -> str:
    """One condition in full, for the details pane."""
    if condition.remaining is None:
        length = _("until removed")
    elif condition.remaining == 0:
        length = (
            _("its last {unit}: ends at its end")
            if condition.ends == "end"
            else _("ends as its last {unit} starts")
        ).format(unit=unit_words(system, 1))
    else:
        ending = (
            _("{count} more {units} to start, ends at the end of the last")
            if condition.ends == "end"
            else _("{count} more {units} to start, ends as the last starts")
        )
        length = ending.format(
            count=numeral(condition.remaining),
            units=unit_words(system, condition.remaining),
        )
    who = _("players see it") if condition.public else _("GM only")
    return f"{glyph(condition)}{condition.name} ({length}; {who})"


def details(conditions: Sequence[ConditionView], note: str, system: str | None) -> list[str]:
    """The details pane's words for the conditions and the note."""
    parts = [in_words(condition, system) for condition in conditions]
    if note:
        parts.append(_("Note: {note}").format(note=note))
    return parts
