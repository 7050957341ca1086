"""The one translation function for every string a GM reads.

English is the source language; catalogues live in ``i18n/locale`` under the
gettext domain ``degaine``. Both the rules and the UI import ``_`` from here.

Only a language code (``fr``, ``pt_BR``) of a catalogue shipped in that folder
selects one: gettext joins the code to the folder as a path, so a "code" such as
``/some/dir`` or ``../x`` would load a catalogue from anywhere.

A message defined as a constant (a table of names, a system's title) is marked with
:func:`N_` (or :func:`N_plural`) where it is written, so that ``make i18n`` extracts
it, and translated with ``_`` where it is shown.

A French message with « de {name} » elides when formatted (« d'Ann »): see
:mod:`i18n.elision`.
"""

import gettext
import os
import re
from pathlib import Path
from typing import NamedTuple

from i18n.elision import eliding

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


def _speaks(code: str) -> bool:
    """Whether ``code`` is English or the code of a shipped catalogue."""
    return bool(_CODE.fullmatch(code)) and (
        code in shipped_languages() or code.partition("_")[0] == SOURCE_LANGUAGE
    )


def language_problem(code: str) -> str | None:
    """Why ``code`` cannot be the GM's language (one line), or None if it can."""
    if _speaks(code):
        return None
    from i18n.text import clipped

    return _("no catalogue for {code} (choose one of: {codes})").format(
        code=quoted(clipped(code, 40)), codes=", ".join(shipped_languages())
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


def system_language() -> str | None:
    """The first of the environment's languages that degaine speaks (``fr_FR.UTF-8`` → fr)."""
    return next((code for code in _system_languages() if _speaks(code)), None)


def chosen_language(flag: str | None, configured: str | None) -> str:
    """The GM's language: the command line's, else the config's, else the system's, else
    English. The flag and the config are checked where they are read."""
    return flag or configured or system_language() or SOURCE_LANGUAGE


def _catalogue(code: str) -> gettext.NullTranslations:
    return gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[code], fallback=True)


_language = system_language() or SOURCE_LANGUAGE
_translation = _catalogue(_language)


def use_language(code: str) -> None:
    """Switch to the shipped catalogue of ``code`` (``"fr"``); English needs none.

    Raises ``ValueError`` (one line) for anything else: no path is ever read.
    """
    global _language, _translation
    problem = language_problem(code)
    if problem is not None:
        raise ValueError(problem)
    _language, _translation = code, _catalogue(code)


def current_language() -> str:
    """The code of the language messages are translated into now."""
    return _language


def _(message: str) -> str:
    """Translate ``message`` into the GM's language."""
    return eliding(_translation.gettext(message), _language)


def ngettext(singular: str, plural: str, count: int) -> str:
    """Translate a message whose form depends on ``count``."""
    return eliding(_translation.ngettext(singular, plural, count), _language)


def N_(message: str) -> str:
    """``message`` as it is: marks a constant for extraction, translated where it is shown."""
    return message


def pgettext(context: str, message: str) -> str:
    """:func:`_` for a message told apart by ``context`` from the same words elsewhere."""
    return eliding(_translation.pgettext(context, message), _language)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    """:func:`ngettext` for a message told apart by ``context`` from the same words elsewhere
    ("Sequence", a key's label, and "Sequence", a unit that takes a count)."""
    return eliding(_translation.npgettext(context, singular, plural, count), _language)


class Plural(NamedTuple):
    """Words whose form depends on a count, kept as written and translated where shown."""

    context: str
    singular: str
    plural: str

    def __call__(self, count: int) -> str:
        """The form for ``count``, in the GM's language."""
        return npgettext(self.context, self.singular, self.plural, count)


def N_plural(context: str, singular: str, plural: str) -> Plural:
    """Marks a constant pair of forms for extraction (``context`` tells it apart)."""
    return Plural(context, singular, plural)


def quoted(text: str) -> str:
    """``text`` between the language's quotation marks: 'Bob' in English, « Bob » in French."""
    return _("'{text}'").format(text=text)
