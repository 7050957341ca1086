"""French elision at a placeholder: « Santé de {name} » says « Santé d'Ann », « de Bob ».

A translation cannot know the name it will hold, so a French message whose ``de`` or
``que`` stands just before a ``{field}`` is given back as an :class:`ElidingMessage`:
its ``format`` writes « d' » (« qu' ») instead when the value put there starts with a
vowel. Every call site keeps its ``_("…").format(name=…)``.

Only a vowel elides: whether a name's *h* is mute (« d'Hélène ») or aspirated
(« de Hugo ») cannot be told from its letters, and « de » before an *h* is never
ungrammatical-looking in the way « de Ann » is. *Y* stays (« de Yann »). A number, a
quotation mark or any other sign keeps « de » (« de 8 », « de « strike » »).

« de » also contracts with a name's own article: « Historique de Le pont du ferry »
reads « Historique du pont du ferry », « de Les Halles » « des Halles » (« la » and
« l' » do not contract: « de La Rochelle »).
"""

import re
import unicodedata
from string import Formatter
from typing import Any

#: The languages whose messages elide so, by code.
ELIDING_LANGUAGES = frozenset({"fr"})
#: « de » or « que », a whole word, then one space, at the end of the text before a field.
_BEFORE_FIELD = re.compile(r"(?<!\w)(d|qu)e $", re.IGNORECASE)
#: A message with such a word just before a field.
_ELIDES = re.compile(r"(?<!\w)(?:d|qu)e \{", re.IGNORECASE)
_VOWELS = frozenset("aeiouæœAEIOUÆŒ")
#: « de » just before a field, and a value starting with « le » or « les » then a word.
_DE_BEFORE_FIELD = re.compile(r"(?<!\w)([dD])e $")
_ARTICLE = re.compile(r"^(les|le) (?=\S)", re.IGNORECASE)
_CONTRACTED = {"le": "u", "les": "es"}
_FORMATTER = Formatter()


def starts_with_vowel(text: str) -> bool:
    """Whether ``text``'s first letter is a vowel, accented or not (É, â, Œ…)."""
    if not text:
        return False
    return unicodedata.normalize("NFD", text[0])[0] in _VOWELS


def elided(before: str, value: str) -> str:
    """``before`` as it reads ahead of ``value``: « … de » becomes « … d' » before a vowel."""
    if not starts_with_vowel(value):
        return before
    return _BEFORE_FIELD.sub(lambda word: word[1] + "'", before)


def joined(before: str, value: str) -> str:
    """``before`` then ``value``, elided (« d'Ann ») or contracted with the value's
    article (« de Le pont » is « du pont »)."""
    de = _DE_BEFORE_FIELD.search(before)
    article = _ARTICLE.match(value) if de else None
    if de is not None and article is not None:
        contracted = de[1] + _CONTRACTED[article[1].lower()] + " "
        return before[: de.start()] + contracted + value[article.end() :]
    return elided(before, value) + value


class ElidingMessage(str):
    """A translated message whose ``format`` elides « de »/« que » before a vowel."""

    __slots__ = ()

    def format(self, *args: Any, **kwargs: Any) -> str:
        pieces = list(_FORMATTER.parse(self))
        if any(field is not None and not _named(field, spec) for _, field, spec, _ in pieces):
            return str.format(self, *args, **kwargs)  # "{}" or a nested spec: no elision
        text = ""
        for literal, field, spec, conversion in pieces:
            text += literal
            if field is None:
                continue
            value, _key = _FORMATTER.get_field(field, args, kwargs)
            shown = _FORMATTER.format_field(_FORMATTER.convert_field(value, conversion), spec or "")
            text = joined(text, shown)
        return text


def _named(field: str, spec: str | None) -> bool:
    """A field this class formats itself: named or numbered, with a plain spec."""
    return field != "" and "{" not in (spec or "")


def eliding(message: str, language: str) -> str:
    """``message``, able to elide if ``language``'s messages do and it has a place to."""
    if language in ELIDING_LANGUAGES and _ELIDES.search(message):
        return ElidingMessage(message)
    return message
