"""The one translation function for every string a GM reads.

English is the source language; catalogues live in ``rules/locale`` under the
gettext domain ``degaine``. Both the rules and the UI import ``_`` from here.
"""

import gettext
from pathlib import Path

DOMAIN = "degaine"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"

_translation = gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), fallback=True)


def use_language(code: str) -> None:
    """Switch the catalogue (``"fr"``); a language without one keeps English."""
    global _translation
    _translation = gettext.translation(
        DOMAIN, localedir=str(LOCALE_DIR), languages=[code], fallback=True
    )


def _(message: str) -> str:
    """Translate ``message`` into the GM's language."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """Translate a message whose form depends on ``count``."""
    return _translation.ngettext(singular, plural, count)
