"""The one translation function for every string a GM reads.

English is the source language; catalogues live in ``i18n/locale`` under the
gettext domain ``degaine``. Both the rules and the UI import ``_`` from here.

Only a language code (``fr``, ``pt_BR``) of a catalogue shipped in that folder
selects one: gettext joins the code to the folder as a path, so a "code" such as
``/some/dir`` or ``../x`` would load a catalogue from anywhere.
"""

import gettext
import os
import re
from pathlib import Path

DOMAIN = "degaine"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
#: The language the messages are written in: it needs no catalogue.
SOURCE_LANGUAGE = "en"

#: A language code as the catalogues' folders are named: ``fr``, ``pt_BR``.
_CODE = re.compile(r"[a-z]{2,3}(?:_[A-Z]{2})?")


def shipped_languages() -> list[str]:
    """The codes of the catalogues degaine ships, English (the source) included."""
    found = {path.parents[1].name for path in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.mo")}
    return sorted({SOURCE_LANGUAGE} | {code for code in found if _CODE.fullmatch(code)})


def language_problem(code: str) -> str | None:
    """Why ``code`` cannot be the GM's language (one line), or None if it can."""
    if _CODE.fullmatch(code) and (
        code in shipped_languages() or code.partition("_")[0] == SOURCE_LANGUAGE
    ):
        return None
    from i18n.text import clipped

    return _("no catalogue for {code!r} (choose one of: {codes})").format(
        code=clipped(code, 40), codes=", ".join(shipped_languages())
    )


def _system_languages() -> list[str]:
    """The environment's languages (as gettext reads them), only those that are codes."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:
            # "fr_FR.UTF-8:de" → ["fr_FR", "fr", "de"]: gettext tries each, in order.
            codes = [part.partition(".")[0].partition("@")[0] for part in value.split(":")]
            found: list[str] = []
            for code in codes:
                found += [code, code.partition("_")[0]]
            return [code for code in dict.fromkeys(found) if _CODE.fullmatch(code)]
    return []


_translation: gettext.NullTranslations = gettext.translation(
    DOMAIN,
    localedir=str(LOCALE_DIR),
    languages=_system_languages() or [SOURCE_LANGUAGE],
    fallback=True,
)


def use_language(code: str) -> None:
    """Switch to the shipped catalogue of ``code`` (``"fr"``); English needs none.

    Raises ``ValueError`` (one line) for anything else: no path is ever read.
    """
    global _translation
    problem = language_problem(code)
    if problem is not None:
        raise ValueError(problem)
    _translation = gettext.translation(
        DOMAIN, localedir=str(LOCALE_DIR), languages=[code], fallback=True
    )


def _(message: str) -> str:
    """Translate ``message`` into the GM's language."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """Translate a message whose form depends on ``count``."""
    return _translation.ngettext(singular, plural, count)
