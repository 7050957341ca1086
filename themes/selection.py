"""Which theme to use: the GM's choice, the default, or the colourless one."""

import os
from collections.abc import Mapping

from i18n import _, quoted
from i18n.text import clipped

DEFAULT_THEME = "degaine-dark"
"""Muted and dark: easy on the eyes at a gaming table at night."""

NO_COLOR_THEME = "degaine-ansi"
"""Uses only the terminal's own ANSI colours and text styles (bold, reverse, italic)."""


def no_color_requested(environ: Mapping[str, str] | None = None) -> bool:
    """True when ``NO_COLOR`` is set and non-empty, as https://no-color.org asks."""
    env = os.environ if environ is None else environ
    return bool(env.get("NO_COLOR"))


def resolve_theme_name(
    requested: str | None, available: set[str], no_color: bool
) -> tuple[str, str | None]:
    """The theme to use, and a warning for the GM when the request could not be met.

    ``available`` must contain :data:`DEFAULT_THEME` (the builtin themes are always
    registered). Under NO_COLOR the ANSI theme wins over any request: the GM asked
    the whole terminal for no colour.
    """
    if no_color and NO_COLOR_THEME in available:
        return NO_COLOR_THEME, None
    if not requested or requested in available:
        return requested or DEFAULT_THEME, None
    warning = _("Unknown theme {name}: using {default}.").format(
        name=quoted(clipped(requested, 60)), default=quoted(DEFAULT_THEME)
    )
    return DEFAULT_THEME, warning
