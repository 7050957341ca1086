"""Colour themes: builtin ones shipped as TOML, user ones from a folder.

The UI imports this package; ``rules`` never does.
"""

from typing import TYPE_CHECKING, Any

from themes.loading import load_builtin, load_user_themes
from themes.meaning import MEANING_COLOURS, MEANING_TEXT_STYLES, MEANING_VARIABLES, meaning_defaults
from themes.selection import DEFAULT_THEME, NO_COLOR_THEME, no_color_requested, resolve_theme_name

if TYPE_CHECKING:
    from themes.spec import ThemeSpec

__all__ = [
    "DEFAULT_THEME",
    "MEANING_COLOURS",
    "MEANING_TEXT_STYLES",
    "MEANING_VARIABLES",
    "NO_COLOR_THEME",
    "ThemeSpec",
    "load_builtin",
    "load_user_themes",
    "meaning_defaults",
    "no_color_requested",
    "resolve_theme_name",
]


def __getattr__(name: str) -> Any:
    # ThemeSpec (pydantic) loads only when a user theme file is checked.
    if name == "ThemeSpec":
        from themes.spec import ThemeSpec

        return ThemeSpec
    raise AttributeError(name)
