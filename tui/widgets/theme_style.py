"""Rich styles from the active theme's meaning variables (never hard-coded colours)."""

from contextlib import suppress
from typing import Any

from rich.errors import StyleSyntaxError
from rich.style import Style
from textual.app import App
from textual.color import Color, ColorParseError


def meaning_style(app: App[Any], meaning: str) -> Style:
    """The theme's colour for ``meaning`` plus its ``<meaning>-text-style`` if it has one.

    The text style (bold, dim, reverse…) is what still tells the states apart
    when NO_COLOR or a 16-colour terminal strips the colour.
    """
    variables = app.theme_variables
    color = None
    value = variables.get(meaning, "")
    if value:
        try:
            color = Color.parse(value.split()[0]).rich_color
        except ColorParseError:
            color = None
    style = Style(color=color)
    text_style = variables.get(f"{meaning}-text-style", "")
    if text_style and text_style != "none":
        with suppress(StyleSyntaxError):
            style += Style.parse(text_style)
    return style
