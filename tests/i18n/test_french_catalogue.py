"""The French catalogue is complete, keeps every placeholder, is compiled, and follows French
typography (issue 14's acceptance)."""

import re

from babel.messages.mofile import read_mo

from tests.i18n.catalogue import (
    FRENCH_MO,
    FRENCH_PO,
    code_messages,
    forms,
    french_catalogue,
    is_translated,
    key,
    msgids,
    placeholders,
)

NARROW_NBSP = "\u202f"
#: ``{name}``, ``{n:>3}``, ``{code!r}``: what is inside braces is no text of the sentence.
FIELD = re.compile(r"\{[^{}]*\}")
#: ``https://…``; ``"cost": 5`` (JSON that a GM types, quoted in a message).
CODE = re.compile(r"\w+://\S*|\"\s*:")
#: A punctuation sign that ends a word of French text: before a space or the end.
PUNCTUATION = re.compile(r"(.?)([;:!?])(?= |$)")


def test_every_message_of_the_code_has_a_french_translation() -> None:
    catalogue = french_catalogue()
    missing = [
        f"{message.where}: {message.ids[0]!r}"
        for message in code_messages()
        if (found := catalogue.get(message.ids[0], message.context)) is None
        or not is_translated(found)
    ]
    assert not missing, (
        f"{len(missing)} message(s) without a French translation in {FRENCH_PO.name}"
        " (run make i18n, then translate them):\n" + "\n".join(dict.fromkeys(missing))
    )


def test_a_plural_message_of_the_code_is_a_plural_entry() -> None:
    catalogue = french_catalogue()
    wrong = [
        message.where
        for message in code_messages()
        if (found := catalogue.get(message.ids[0], message.context)) is not None
        and msgids(found) != message.ids
    ]
    # gettext files a plural entry under its forms: "Sequence" alone would not find it.
    assert not wrong, (
        "singular and plural forms differ from the code's (run make i18n; words used alone"
        " and with a count need a context, see i18n.N_plural):\n" + "\n".join(wrong)
    )


def test_every_translation_keeps_the_placeholders_of_its_message() -> None:
    mismatched = []
    for message in french_catalogue():
        if not message.id:
            continue
        wanted = [placeholders(text) for text in msgids(message)]
        for form in forms(message):
            # A plural form may take the singular's or the plural's: French says "1 tour"
            # where English says "one turn", and "0 tour" with the singular.
            if form and placeholders(form) not in wanted:
                mismatched.append(f"{msgids(message)[0]!r} → {form!r}")
    assert not mismatched, "placeholders differ from the msgid's:\n" + "\n".join(mismatched)


def test_the_compiled_catalogue_is_what_the_po_compiles_to() -> None:
    # Contents, not dates: a fresh clone gives both files the same arbitrary mtime.
    with FRENCH_MO.open("rb") as file:
        compiled = {key(message): forms(message) for message in read_mo(file)}
    wanted = {
        key(message): forms(message)
        for message in french_catalogue()
        if message.id and is_translated(message)
    }
    compiled.pop(("", None), None)
    stale = sorted(
        key for key in wanted.keys() | compiled.keys() if wanted.get(key) != compiled.get(key)
    )
    assert not stale, (
        f"{FRENCH_MO.name} is not what {FRENCH_PO.name} compiles to: run make i18n "
        f"({len(stale)} message(s) differ, the first: {stale[0]!r})"
    )


def typography_faults(english: str, french: str) -> list[str]:
    """Where ``french`` lacks the narrow no-break space before ; : ! ? or inside « »."""
    text = CODE.sub("", FIELD.sub("X", french))
    english_words = set(english.split())
    faults = []
    for found in PUNCTUATION.finditer(text):
        before, sign = found.groups()
        # A key named alone ("press ?") is no punctuation: the English names it so too.
        if before == " " and sign in english_words:
            continue
        if before != NARROW_NBSP:
            faults.append(f"{before + sign!r} needs U+202F before {sign!r}")
    for quote in re.finditer(r"«.?|.?»", text):
        if NARROW_NBSP not in quote.group():
            faults.append(f"{quote.group()!r} needs U+202F inside the guillemets")
    return faults


def test_french_punctuation_has_its_narrow_no_break_space() -> None:
    faults = [
        f"{form!r}: {fault}"
        for message in french_catalogue()
        if message.id
        for english, form in zip(msgids(message) * 2, forms(message), strict=False)
        for fault in typography_faults(english, form)
    ]
    assert not faults, "French typography:\n" + "\n".join(faults)


def test_the_typography_check_finds_a_plain_or_missing_space() -> None:
    assert typography_faults("Undone:", "Annulé :") != []
    assert typography_faults("Undone:", "Annulé:") != []
    assert typography_faults("Undone:", "Annulé\u00a0:") != []
    assert typography_faults("Sure?", "Sûr\u202f?") == []
    assert typography_faults("'{name}'", "« {name} »") != []
    assert typography_faults("at {t:%H:%M}", "à {t:%H:%M}") == []
    assert typography_faults("press ? for help", "appuyez sur ? pour l'aide") == []
    assert typography_faults("see https://x.org", "voir https://x.org") == []
