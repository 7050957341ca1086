"""Text from data reaches the terminal only as printable characters."""

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rich.cells import cell_len

from i18n.text import is_printable, name_key, printable

BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
#: Characters that show nothing (issue 22): soft hyphen, combining grapheme joiner, Hangul
#: fillers, Mongolian vowel separator, zero-width space, word joiner, byte order mark, a tag.
INVISIBLE = "\u00ad\u034f\u115f\u1160\u3164\uffa0\u180e\u200b\u2060\ufeff\U000e0041"


def test_a_title_setting_and_screen_clearing_name_keeps_only_its_text() -> None:
    assert printable("\u001b]2;PWNED\u0007\u001b[2JZed") == "Zed"


def test_plain_names_are_untouched() -> None:
    for name in ("Ann", "Séverine « la Rouge »", "Thug 3", "李", "Zoë\u00a0K", "👩🚀", "क्\u200dष"):
        assert printable(name) == name
        assert is_printable(name)


def test_an_emoji_sequence_is_taken_apart_so_every_terminal_draws_it_as_wide() -> None:
    # Joined, 👩‍🚀 is one glyph of 2 cells where the terminal joins emoji and two of 2 where
    # it does not: the board's columns would be a guess (issue 22). Apart, 4 everywhere.
    assert printable("👩\u200d🚀") == "👩🚀"
    assert printable("👨\u200d👩\u200d👧") == "👨👩👧"
    assert printable("👍🏽 Ann") == "👍 Ann"  # a skin tone joins too
    assert printable("❤\ufe0f") == "❤"  # one cell as text, two as an emoji: the text one
    assert cell_len(printable("👨🏽\u200d💻 Bob")) == len("xxxx Bob")


def test_invisible_characters_are_dropped_where_text_is_drawn() -> None:
    for invisible in INVISIBLE:
        assert printable(f"A{invisible}nn") == "Ann", hex(ord(invisible))


@given(st.text(alphabet=st.sampled_from([*"a 👨👩🚀🏽❤", "\u200d", "\ufe0f", "\x00", "\u200b"])))
def test_taking_emoji_apart_is_idempotent(text: str) -> None:
    clean = printable(text)
    assert printable(clean) == clean
    assert "\u200b" not in clean and "\ufe0f" not in clean


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Ann", "Ann\u200b"),
        ("Ann", "\ufeffAnn"),
        ("Ann", "A\u00adnn"),
        ("Ann", "A\u034fnn"),
        ("Ann", "Ａｎｎ"),  # full-width
        ("Ann Lee", " ann  LEE "),
        ("Ｓｅｖｅｒｉｎｅ", "severine"),
        ("ﬁona", "Fiona"),  # the ligature
    ],
)
def test_names_that_read_the_same_have_one_key(one: str, other: str) -> None:
    assert name_key(one) == name_key(other)


def test_names_that_read_differently_keep_different_keys() -> None:
    assert name_key("Ann") != name_key("Anne")
    assert name_key("Séverine") != name_key("Severine")  # an accent is not invisible


@given(st.text())
def test_a_name_key_is_its_own_key(text: str) -> None:
    assert name_key(name_key(text)) == name_key(text)


def test_line_breaks_become_one_space_and_nul_and_bidi_overrides_go() -> None:
    assert printable("Ann\nthe\t\tBold") == "Ann the Bold"
    assert printable("A\x00n\u202en") == "Ann"
    assert printable("\x9b2J8-bit CSI") == "8-bit CSI"


@given(st.text())
def test_printable_output_has_no_control_or_bidi_character(text: str) -> None:
    clean = printable(text)
    assert not any(unicodedata.category(c) == "Cc" for c in clean)
    assert not any(c in BIDI for c in clean)
    assert printable(clean) == clean  # idempotent


def test_a_lone_surrogate_from_json_is_removed_where_it_would_reach_a_terminal() -> None:
    assert printable("Zo\ud800e") == "Zoe"
    printable("Zo\udfffe").encode("utf-8")  # encodable: a terminal can be sent it
