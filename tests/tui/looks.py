"""The looks (theme and terminal size) a snapshot is taken in.

Every size in the default theme, the ANSI theme at 80×24 only: there its colours are
the point, and at 120×40 its screens read the same text as the default theme's (checked
when this was decided: the same characters in every pair but the boards, whose log
pane lays out differently, so the boards keep all four looks).
"""

import pytest

SIZES = [(80, 24), (120, 40)]
THEMES = ["degaine-dark", "degaine-ansi"]


def look_id(theme: str, size: tuple[int, int]) -> str:
    return f"{theme}-{size[0]}x{size[1]}"


#: Every theme at every size: for the screens whose layout depends on the theme.
ALL_LOOKS = [
    pytest.param(theme, size, id=look_id(theme, size)) for theme in THEMES for size in SIZES
]
#: The default theme at every size, the ANSI theme at 80×24.
LOOKS = [
    pytest.param(theme, size, id=look_id(theme, size))
    for theme, size in (
        ("degaine-dark", (80, 24)),
        ("degaine-dark", (120, 40)),
        ("degaine-ansi", (80, 24)),
    )
]
