"""The share URL as a QR code of half blocks: every module of segno's matrix is in the text.

No pure-Python QR decoder is to be had, so the text is read back module by module
(each character holds two, one above the other) and compared with the code segno made.
"""

import pytest

from tui.share.qr import HALF_BLOCKS, QUIET_ZONE, Ink, qr_half_blocks, qr_modules

URL = "http://192.0.2.7:8765/?token=Zq0b3T1qfR9-xW2yVd_4kA"
#: Which modules each character inks: its upper and its lower half.
INKED = {char: pair for pair, char in HALF_BLOCKS.items()}


def read_back(text: str, ink: Ink) -> list[list[bool]]:
    """The modules (True where dark) that ``text`` draws, two rows per line."""
    rows: list[list[bool]] = []
    for line in text.split("\n"):
        pairs = [INKED[char] for char in line]
        for half in (0, 1):
            rows.append([pair[half] == (ink == "dark") for pair in pairs])
    return rows


@pytest.mark.parametrize("ink", ["light", "dark"])
def test_the_text_holds_every_module_of_the_code_two_to_a_character(ink: Ink) -> None:
    modules = qr_modules(URL)
    text = qr_half_blocks(URL, ink=ink)
    back = read_back(text, ink)
    # An odd number of rows gets one more light row: the quiet zone grows, no data moves.
    if len(modules) % 2:
        assert back[-1] == [False] * len(modules[0])
        back = back[:-1]
    assert back == modules
    assert set(text) <= set(HALF_BLOCKS.values()) | {"\n"}  # text only: no escape, no colour


def test_the_code_has_its_quiet_zone_and_its_finder_patterns() -> None:
    modules = qr_modules(URL)
    size = len(modules) - 2 * QUIET_ZONE
    assert size >= 21 and (size - 21) % 4 == 0  # a QR version's side: 21, 25, 29...
    for row in modules[:QUIET_ZONE] + modules[-QUIET_ZONE:]:
        assert not any(row)
    for row in modules:
        assert not any(row[:QUIET_ZONE] + row[-QUIET_ZONE:])
    # The top-left finder: a dark 7×7 ring, a light ring, a dark 3×3 core.
    finder = [row[QUIET_ZONE : QUIET_ZONE + 7] for row in modules[QUIET_ZONE : QUIET_ZONE + 7]]
    assert finder[0] == [True] * 7 and finder[1] == [True, *[False] * 5, True]
    assert finder[3] == [True, False, True, True, True, False, True]


def test_on_a_dark_terminal_the_quiet_zone_is_drawn_light_and_fits_80_columns() -> None:
    lines = qr_half_blocks(URL).split("\n")
    assert lines[0] == lines[1] == "█" * len(lines[0])  # 4 light rows: 2 full lines
    assert len(lines[0]) <= 80 and len(lines) <= 24
