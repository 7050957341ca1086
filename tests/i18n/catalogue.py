"""The French catalogue and the messages of the code, read as ``make i18n`` reads them.

The extraction's settings (folders, keywords) are pyproject.toml's
``[tool.babel.extract_messages]``, the very ones ``pybabel extract`` takes.
"""

import re
import string
import tomllib
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_keywords
from babel.messages.pofile import read_po

from i18n import DOMAIN, LOCALE_DIR

ROOT = Path(__file__).resolve().parents[2]
FRENCH_PO = LOCALE_DIR / "fr" / "LC_MESSAGES" / f"{DOMAIN}.po"
FRENCH_MO = FRENCH_PO.with_suffix(".mo")


@dataclass(frozen=True)
class CodeMessage:
    """A message as the code writes it: its msgid (or singular and plural), its context
    (None but where the same words mean two things) and where."""

    ids: tuple[str, ...]
    context: str | None
    where: str


def extraction_settings() -> dict[str, object]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    settings: dict[str, object] = project["tool"]["babel"]["extract_messages"]
    return settings


@cache
def code_messages() -> tuple[CodeMessage, ...]:
    """Every message of the code, extracted on the fly (not read from the ``.pot``)."""
    settings = extraction_settings()
    keywords = parse_keywords(list(settings["keywords"]))  # type: ignore[call-overload]
    found: list[CodeMessage] = []
    for folder in settings["input_paths"]:  # type: ignore[attr-defined]
        for file, line, message, _comments, context in extract_from_dir(
            ROOT / folder, keywords=keywords
        ):
            ids = (message,) if isinstance(message, str) else tuple(message)
            found.append(CodeMessage(ids, context, f"{folder}/{file}:{line}"))
    return tuple(found)


@cache
def french_catalogue() -> Catalog:
    with FRENCH_PO.open("rb") as file:
        return read_po(file, locale="fr")


def forms(message: Message) -> tuple[str, ...]:
    """The translation's forms (one, or one per plural form); empty strings if untranslated."""
    translated = message.string
    if translated is None:
        return ("",)
    return (translated,) if isinstance(translated, str) else tuple(translated)


def msgids(message: Message) -> tuple[str, ...]:
    return (message.id,) if isinstance(message.id, str) else tuple(message.id)


def key(message: Message) -> tuple[str, str | None]:
    """What a lookup finds it by: its msgid (the singular) and its context."""
    return msgids(message)[0], message.context


def is_translated(message: Message) -> bool:
    return not message.fuzzy and all(forms(message))


_FIELD = re.compile(r"\{[^{}]*\}")


def placeholders(text: str) -> Counter[str]:
    """The ``{fields}`` of a format string, each with its conversion and format spec."""
    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError:  # not a valid format string: compare the braces as written
        return Counter(_FIELD.findall(text.replace("{{", "").replace("}}", "")))
    return Counter(
        "{" + name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"
        for _literal, name, spec, conversion in parsed
        if name is not None
    )
