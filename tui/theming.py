"""Themes for both apps (the GM's and the players' board): builtin, the user's, the choice."""

from typing import Any

from textual.app import App

import themes
from tui.paths import user_themes_path


def install_themes(app: App[Any], requested: str | None, no_color: bool) -> tuple[str, list[str]]:
    """Register every theme on ``app``; the theme to use, and warnings for the GM."""
    for theme in themes.load_builtin():
        app.register_theme(theme)
    # Textual's own themes and degaine's keep their names: a user file cannot replace them.
    taken = frozenset(app.available_themes)
    user_themes, warnings = themes.load_user_themes(user_themes_path(), taken)
    for theme in user_themes:
        app.register_theme(theme)
    name, warning = themes.resolve_theme_name(requested, set(app.available_themes), no_color)
    if warning:
        warnings.append(warning)
    return name, warnings
