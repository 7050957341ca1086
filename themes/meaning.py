"""The theme variables that carry meaning on the board.

The app never hard-codes a colour: it styles the current actor, a simultaneous
slot, a finished entry and so on with these variables, and each theme says
what they look like. Colour alone is lost under NO_COLOR and hard to tell apart
for colour-blind GMs, so the most important states also get a text style.
"""

from textual.theme import Theme

MEANING_COLOURS: tuple[str, ...] = (
    "current-actor",
    "simultaneous",
    "done-entry",
    "hidden-combatant",
    "pc",
    "npc",
    "typed-die",
    "rolled-die",
)
"""Foreground colours, used as ``color: $current-actor`` in TCSS."""

MEANING_TEXT_STYLES: tuple[str, ...] = (
    "current-actor-text-style",
    "done-entry-text-style",
    "hidden-combatant-text-style",
)
"""Text styles (``bold``, ``italic reverse``, ``none``...), used as ``text-style: $...``."""

MEANING_VARIABLES: tuple[str, ...] = MEANING_COLOURS + MEANING_TEXT_STYLES

# Each meaning colour borrows a readable foreground from Textual's generated
# colour system, so a theme that does not know degaine still shows every state.
_DERIVED_FROM: dict[str, str] = {
    "current-actor": "text-accent",
    "simultaneous": "text-secondary",
    "done-entry": "foreground-muted",
    "hidden-combatant": "text-primary",
    "pc": "text-success",
    "npc": "text-error",
    "typed-die": "text-warning",
    "rolled-die": "foreground",
}

_DEFAULT_TEXT_STYLES: dict[str, str] = {
    "current-actor-text-style": "bold",
    "done-entry-text-style": "none",
    "hidden-combatant-text-style": "italic",
}


def meaning_defaults(theme: Theme) -> dict[str, str]:
    """A value for every meaning variable, derived from ``theme``'s own colours.

    Return it from ``App.get_theme_variable_defaults`` so that themes without
    these variables (Textual's own, a user's partial theme) still parse.
    """
    generated = theme.to_color_system().generate()
    colours = {name: generated[source] for name, source in _DERIVED_FROM.items()}
    return {**colours, **_DEFAULT_TEXT_STYLES}
