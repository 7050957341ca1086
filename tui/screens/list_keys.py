"""What the keys typed into a pick list mean: letters filter it, digits spell a number.

Pure logic, no widgets: the list screens (:mod:`tui.screens.choice`,
:mod:`tui.screens.pick`) show what it decides.

Digits pick by the number shown beside an item, the same number whatever the filter
shows. A number picks as soon as no further digit could make another item's number
("2" in a list of 19: there is no 20), so most picks are one key; a number that could
still grow ("1" in a list of 19: 10 to 19 exist) waits for its next digit or for Enter.
It never waits on a clock: over a laggy link the second digit of "13" may come late,
and a timer would then pick 1 behind the GM's back.
"""

import unicodedata
from dataclasses import dataclass

#: Characters that go into the filter besides letters: those of names and labels.
FILTER_PUNCTUATION = frozenset(" -'’.")
#: A filter is a few letters of a label; a longer one is a stuck key.
FILTER_LENGTH = 40


def folded(text: str) -> str:
    """``text`` compared loosely: case and accents ignored (``Blessé`` ~ ``blesse``)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def matches(query: str, label: str) -> bool:
    """True if every word of ``query`` occurs in ``label`` (``"rel"`` matches ``reload (6)``)."""
    label_folded = folded(label)
    return all(word in label_folded for word in folded(query).split())


def filters(character: str | None, *, space: bool = True) -> bool:
    """True if ``character`` goes into the filter: a letter, or punctuation of names."""
    if character is None or len(character) != 1:
        return False
    if character == " ":
        return space
    return character.isalpha() or character in FILTER_PUNCTUATION


@dataclass(frozen=True)
class Picked:
    """The digits spell the number of item ``number`` (1-based), which no digit extends."""

    number: int


@dataclass(frozen=True)
class Waiting:
    """The digits spell ``number``, an item's, which a further digit could extend."""

    number: int


@dataclass(frozen=True)
class NoSuchItem:
    """The digits spell ``typed``, which is no item's number: the entry starts again."""

    typed: str


Reading = Picked | Waiting | NoSuchItem


def read_number(typed: str, count: int) -> Reading:
    """What the digits ``typed`` mean in a list of ``count`` items numbered from 1."""
    number = int(typed)
    if typed.startswith("0") or not 1 <= number <= count:
        return NoSuchItem(typed)
    if number * 10 > count:
        return Picked(number)
    return Waiting(number)
