"""Rich styles from the active theme's variables (the app never hard-codes colours)."""

from typing import Any

from rich.style import Style
from textual.app import App
from textual.color import Color, ColorParseError

#: The meaning-carrying variables and, for themes that lack them, what to use.
MEANING_VARIABLES = {
    "current-actor": "accent",
    "simultaneous": "secondary",
    "done-entry": "foreground-muted",
    "hidden-combatant": "warning",
    "pc": "primary",
    "npc": "foreground",
    "typed-die": "success",
    "rolled-die": "foreground",
}


def variable_style(
    app: App[Any],
    name: str,
    *,
    bold: bool | None = None,
    dim: bool | None = None,
    italic: bool | None = None,
) -> Style:
    """The style for a theme variable, plus text attributes (bold, dim…)."""
    variables = app.theme_variables
    value = variables.get(name) or variables.get(MEANING_VARIABLES.get(name, ""), "")
    while value.startswith("$"):
        value = variables.get(value[1:], "")
    color = None
    if value:
        try:
            color = Color.parse(value.split()[0]).rich_color
        except ColorParseError:
            color = None
    return Style(color=color, bold=bold, dim=dim, italic=italic)
