"""Text that came from data reaches a terminal only as printable characters.

Names, labels, notes and every other string a GM or a file typed can carry
terminal escapes (``ESC ] 2 ; … BEL`` sets the window title, ``ESC [ 2 J``
clears the screen), NULs, or bidi overrides that make a line read backwards.
:func:`printable` is applied where text enters the rules (so the store holds
clean text) and again where text is drawn (so old or foreign stores are safe).
"""

import re

#: A whole escape sequence: CSI (``ESC [`` … final byte), OSC/DCS/SOS/PM/APC strings
#: (up to BEL or ST), or a two-character escape. Removed whole, so no half of it shows.
_ESCAPE_SEQUENCE = re.compile(
    r"""
    (?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]?          # CSI … final
    | (?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])  # OSC, DCS, SOS, PM, APC …
      [^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?    # … up to BEL or ST
    | \x1b[ -/]*[0-~]?                         # any other escape
    """,
    re.VERBOSE,
)

#: Characters that are not text: C0 and C1 controls, DEL, the invisible direction
#: marks, embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–E, U+2066–9),
#: and lone surrogates (JSON's ``"\\ud800"``), which no terminal or file can encode.
_CONTROLS = re.compile(
    "[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)

#: Whitespace that would break a one-line field: tabs, newlines, line and paragraph separators.
_LINE_BREAKS = re.compile("[\t\n\v\f\r\u0085\u2028\u2029]+")


def printable(text: str) -> str:
    """``text`` with escape sequences and control characters removed, on one line."""
    if text.isprintable():  # the common case costs one scan
        return text
    text = _LINE_BREAKS.sub(" ", text)
    text = _ESCAPE_SEQUENCE.sub("", text)
    return _CONTROLS.sub("", text)


def is_printable(text: str) -> bool:
    """True when :func:`printable` would leave ``text`` as it is."""
    return printable(text) == text


def clipped(text: str, limit: int = 200) -> str:
    """``text`` made printable and cut to ``limit`` characters (an ellipsis marks the cut).

    For what a GM reads in one line: a warning or a message quoting a file or a store,
    whose value may be a hundred kilobytes long.
    """
    text = printable(text)
    return text if len(text) <= limit else text[: max(0, limit - 1)] + "…"
