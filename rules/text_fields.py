"""Free text entering the rules, cleaned at the command boundary so the store holds clean text.

A name, a label or a cost table's source comes from a GM's keyboard, a script or
a file and may carry terminal escapes, controls or bidi overrides (see
:mod:`rules.text`). :data:`Text` keeps only its printable characters; text that
had something and is left with nothing is refused rather than stored empty.
"""

from typing import Annotated

from pydantic import AfterValidator
from pydantic_core import PydanticCustomError

from rules.text import printable


def clean_text(value: str) -> str:
    """``value`` with only its printable characters, or an error if none are left."""
    cleaned = printable(value)
    if value and not cleaned:
        raise PydanticCustomError("no_printable_text", "has no printable characters")
    return cleaned


#: Any free text of a command or a record; length bounds (``Field``) apply to the cleaned text.
Text = Annotated[str, AfterValidator(clean_text)]
