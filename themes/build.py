"""A Textual theme from a theme file's values, with every meaning variable filled in."""

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from textual.theme import Theme

from themes.meaning import MEANING_VARIABLES, meaning_defaults


def build_theme(values: Mapping[str, Any]) -> Theme:
    """The theme for already valid ``values`` (``ThemeSpec``'s fields, unset ones left out)."""
    variables: dict[str, str] = dict(values.get("variables", {}))
    fields = {key: value for key, value in values.items() if key != "variables"}
    theme = Theme(**fields, variables=dict(variables))
    if all(name in variables for name in MEANING_VARIABLES):
        return theme  # deriving the defaults (a whole colour system) would be wasted
    return replace(theme, variables={**meaning_defaults(theme), **variables})
