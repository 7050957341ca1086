"""Python's JSON parser's complaints in the GM's language: « valeur attendue », not
"Expecting value".

The standard library words them in English, in ``json.decoder``; they are recognised by
that wording (the Python versions degaine supports). A wording not listed stays as it is:
still one clear line.
"""

import json

from i18n import N_, _

#: ``json.decoder``'s messages (``JSONDecodeError.msg``), by their English words.
PROBLEMS: dict[str, str] = {
    "Expecting value": N_("a value was expected"),
    "Expecting property name enclosed in double quotes": N_("a key in double quotes was expected"),
    "Expecting ':' delimiter": N_("a ':' was expected"),
    "Expecting ',' delimiter": N_("a ',' was expected"),
    "Extra data": N_("more text after the JSON value"),
    "Unterminated string starting at": N_("a string is never closed"),
    "Invalid control character at": N_("a control character inside a string"),
    "Invalid \\escape": N_("an invalid \\ escape"),
    "Invalid \\uXXXX escape": N_("an invalid \\uXXXX escape"),
    "Illegal trailing comma before end of object": N_("a comma before the closing }"),
    "Illegal trailing comma before end of array": N_("a comma before the closing ]"),
}


def json_problem(error: json.JSONDecodeError) -> str:
    """What is wrong with the text, in the GM's language."""
    words = PROBLEMS.get(error.msg)
    return _(words) if words is not None else error.msg
