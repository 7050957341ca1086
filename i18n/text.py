"""Text that came from data reaches a terminal only as printable characters.

Names, labels, notes and every other string a GM or a file typed can carry
terminal escapes (``ESC ] 2 ; … BEL`` sets the window title, ``ESC [ 2 J``
clears the screen), NULs, or bidi overrides that make a line read backwards.
:func:`printable` is applied where text enters the rules (so the store holds
clean text) and again where text is drawn (so old or foreign stores are safe).
"""

import re
import unicodedata

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

#: Characters that show nothing, yet take no cell, one or two depending on the terminal
#: (and so shift every column after them): the soft hyphen (U+00AD), the combining
#: grapheme joiner (U+034F), the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), the
#: Mongolian vowel separator (U+180E), the zero-width space (U+200B), the word joiner
#: and invisible operators (U+2060–U+2064), the variation selectors (U+FE00–U+FE0F,
#: U+E0100–U+E01EF: an emoji or a text glyph, one cell or two), the byte order mark
#: (U+FEFF) and the tag characters (U+E0000–U+E007F).
_INVISIBLE = re.compile(
    "[\u00ad\u034f\u115f\u1160\u180e\u200b\u2060-\u2064\u3164\ufe00-\ufe0f\ufeff\uffa0"
    "\U000e0000-\U000e007f\U000e0100-\U000e01ef]"
)

#: Pictographs (the emoji blocks and the older symbols), which emoji sequences join.
_PICTOGRAPH = "[\u2600-\u27bf\U0001f000-\U0001faff]"
#: A zero-width joiner between two pictographs, or a skin tone after one: a terminal that
#: joins emoji draws 👨‍👩‍👧 as one glyph of 2 cells, one that does not as three of 2, so the
#: board cannot know where the next column starts. Dropped, each pictograph is drawn on
#: its own, 2 cells in every terminal (a joiner between letters, which some scripts
#: need, stays).
_EMOJI_JOIN = re.compile(
    f"(?<={_PICTOGRAPH})\u200d(?={_PICTOGRAPH})|(?<={_PICTOGRAPH})[\U0001f3fb-\U0001f3ff]"
)


def printable(text: str) -> str:
    """``text`` with escape sequences, control characters and invisible characters
    removed, emoji sequences taken apart (see :data:`_EMOJI_JOIN`), on one line."""
    if text.isprintable() and not _INVISIBLE.search(text) and not _EMOJI_JOIN.search(text):
        return text  # the common case costs three scans
    text = _LINE_BREAKS.sub(" ", text)
    text = _ESCAPE_SEQUENCE.sub("", text)
    text = _CONTROLS.sub("", _INVISIBLE.sub("", text))
    # Until none is left: dropping a joiner can put a skin tone right after a pictograph.
    while (apart := _EMOJI_JOIN.sub("", text)) != text:
        text = apart
    return text


def name_key(name: str) -> str:
    """What two names that read the same have in common: ``Ann``, ``ann ``, ``Ann`` with a
    zero-width space and ``Ａｎｎ`` (full-width) are one name. Printable, without any
    invisible (format) character, NFKC-folded, without case, its spaces collapsed."""
    shown = printable(name)
    if not shown.isascii():
        shown = "".join(c for c in shown if unicodedata.category(c) != "Cf")
        shown = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", shown).casefold())
    return " ".join(shown.casefold().split())


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
