"""French elision before a name (issue 14): « Santé d'Ann », « Action 1 d'Ann », but
« de Bob »; the catalogue writes « de {name} » and the formatting elides."""

from collections.abc import Iterator

import pytest

from i18n import _, ngettext, pgettext, use_language
from i18n.elision import ElidingMessage, eliding, starts_with_vowel


@pytest.fixture
def in_french() -> Iterator[None]:
    use_language("fr")  # the suite's conftest gives English back after each test
    yield


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Ann", "Santé d'Ann : Blessé"),
        ("Élodie", "Santé d'Élodie : Blessé"),
        ("ogre", "Santé d'ogre : Blessé"),
        ("Œdipe", "Santé d'Œdipe : Blessé"),
        ("Bob", "Santé de Bob : Blessé"),
        ("Hugo", "Santé de Hugo : Blessé"),  # mute or aspirated h: cannot be told
        ("Yann", "Santé de Yann : Blessé"),
        ("8 ball", "Santé de 8 ball : Blessé"),
        ("", "Santé de  : Blessé"),
    ],
)
def test_the_health_sentence_elides_before_a_vowel_only(
    in_french: None, name: str, expected: str
) -> None:
    sentence = _("{name}'s health: {level}").format(name=name, level="Blessé")
    assert sentence == expected.replace(" :", "\u202f:")


def test_a_western_action_and_the_history_s_title_elide_too(in_french: None) -> None:
    assert _("{name}'s action {number}").format(name="Ann", number=1) == "Action 1 d'Ann"
    assert _("{name}'s action {number}").format(name="Bob", number=2) == "Action 2 de Bob"
    assert _("History of {name}").format(name="Ann") == "Historique d'Ann"


def test_que_elides_and_the_case_of_the_word_is_kept() -> None:
    assert ElidingMessage("plus tôt que {name}").format(name="Ann") == "plus tôt qu'Ann"
    assert ElidingMessage("De {name} à {other}").format(name="Ann", other="Bob") == ("D'Ann à Bob")
    # Only a whole word elides, only just before the field, only before a vowel.
    assert ElidingMessage("la garde {name}").format(name="Ann") == "la garde Ann"
    assert ElidingMessage("de « {action} »").format(action="aim") == "de « aim »"
    assert ElidingMessage("un score de {n:>3}").format(n=8) == "un score de   8"


def test_formatting_is_str_format_s_in_everything_else() -> None:
    template = ElidingMessage("de {name!r} {{brace}} {n:02d} de {0}")
    assert template.format("Eve", name="Ann", n=7) == "de 'Ann' {brace} 07 d'Eve"
    assert ElidingMessage("de {}").format("Ann") == "de Ann"  # auto-numbered: left as is


def test_only_an_eliding_language_s_messages_with_a_place_to_elide_change() -> None:
    assert type(eliding("Santé de {name}", "fr")) is ElidingMessage
    assert type(eliding("Santé : {name}", "fr")) is str
    assert type(eliding("made {name}", "fr")) is str
    assert type(eliding("Ann de {name}", "en")) is str
    assert _("{name}'s health: {level}").format(name="Ann", level="Hurt") == "Ann's health: Hurt"


def test_every_way_to_translate_gives_an_eliding_message(in_french: None) -> None:
    assert type(_("History of {name}")) is ElidingMessage
    assert type(pgettext("health column", "Hurt")) is str  # nothing to elide
    assert type(ngettext("{n} day", "{n} days", 2)) is str


def test_vowels_are_told_by_their_base_letter() -> None:
    assert all(starts_with_vowel(word) for word in ("Ann", "âme", "Île", "Ursule", "æ"))
    assert not any(starts_with_vowel(word) for word in ("Bob", "Hélène", "Yves", "«", ""))


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Le pont du ferry", "Historique du pont du ferry"),
        ("le vieux moulin", "Historique du vieux moulin"),
        ("Les Halles", "Historique des Halles"),
        ("La Rochelle", "Historique de La Rochelle"),  # « la » does not contract
        ("L'auberge", "Historique de L'auberge"),
        ("Lena", "Historique de Lena"),  # not an article
        ("Le", "Historique de Le"),  # nothing after it: a name, not an article
    ],
)
def test_de_contracts_with_the_name_s_own_article(
    in_french: None, name: str, expected: str
) -> None:
    assert _("History of {name}").format(name=name) == expected


def test_only_de_contracts_and_its_capital_is_kept() -> None:
    assert ElidingMessage("De {name}").format(name="Le pont") == "Du pont"
    assert (
        ElidingMessage("plus tôt que {name}").format(name="Le Borgne") == "plus tôt que Le Borgne"
    )
    assert ElidingMessage("garde {name}").format(name="Le pont") == "garde Le pont"
