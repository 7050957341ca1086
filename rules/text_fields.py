"""Free text entering the rules, cleaned at the command boundary so the store holds clean text.

A name, a label or a cost table's source comes from a GM's keyboard, a script or
a file and may carry terminal escapes, controls or bidi overrides (see
:mod:`i18n.text`). :data:`Text` keeps only its printable characters; text that
had something and is left with nothing is refused rather than stored empty.
"""

from typing import Annotated, Any

from pydantic import AfterValidator
from pydantic_core import PydanticCustomError

from i18n.text import name_key, printable


def clean_text(value: str) -> str:
    """``value`` with only its printable characters, or an error if none are left."""
    cleaned = printable(value)
    if value and not cleaned:
        raise PydanticCustomError("no_printable_text", "has no printable characters")
    return cleaned


#: Any free text of a command or a record; length bounds (``Field``) apply to the cleaned text.
Text = Annotated[str, AfterValidator(clean_text)]


def clean_name(value: str) -> str:
    """``value`` cleaned as :func:`clean_text`, or an error if nothing of it shows: a name
    of spaces, of zero-width spaces or soft hyphens names no one the GM could tell apart."""
    cleaned = clean_text(value)
    if value and not name_key(cleaned):
        raise PydanticCustomError("no_visible_text", "has only spaces or invisible characters")
    return cleaned


#: A name (of a combatant, an encounter, a condition, a roster character): a :data:`Text`
#: with at least one character that shows. Names are compared by :func:`i18n.text.name_key`.
Name = Annotated[str, AfterValidator(clean_name)]


def clean_data(value: Any) -> Any:
    """Every text in a JSON-like value (keys included), cleaned as :func:`clean_text`.

    For the free-form parts of a command (a combatant's stats, a system's options): the
    system's model validates them, but the command itself is journaled as given.
    """
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, dict):
        return {clean_text(str(key)): clean_data(item) for key, item in value.items()}
    if isinstance(value, list):
        return [clean_data(item) for item in value]
    return value


#: A free-form JSON object of a command, its texts cleaned.
Data = Annotated[dict[str, Any], AfterValidator(clean_data)]
