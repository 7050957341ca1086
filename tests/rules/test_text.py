"""Text from data reaches the terminal only as printable characters."""

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from i18n.text import is_printable, printable

BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"


def test_a_title_setting_and_screen_clearing_name_keeps_only_its_text() -> None:
    assert printable("\u001b]2;PWNED\u0007\u001b[2JZed") == "Zed"


def test_plain_names_are_untouched() -> None:
    for name in ("Ann", "Séverine « la Rouge »", "Thug 3", "李", "Zoë\u00a0K", "👩\u200d🚀"):
        assert printable(name) == name
        assert is_printable(name)


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
