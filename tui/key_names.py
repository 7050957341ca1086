"""Keys by the names a GM reads on a keyboard, in the GM's language: « Début », « Échap ».

Textual names keys as its code does ("home", "pgup", "esc", "space", "del"): an English
word on a French footer. Both apps (the GM's and the players' board) name them here,
in the footers, in F1's help and in the players' help alike.
"""

from textual.app import App
from textual.binding import Binding

from i18n import _

#: A key's Textual name → its name on a keyboard, translated where shown.
KEY_NAMES: dict[str, str] = {
    "home": _("Home"),
    "end": _("End"),
    "pageup": _("PgUp"),
    "pagedown": _("PgDn"),
    "space": _("Space"),
    "delete": _("Del"),
    "enter": _("Enter"),
    "escape": _("Esc"),
    "tab": _("Tab"),
    "insert": _("Ins"),
}
#: The names a command's own ``key_display`` may use (``Esc/^G``), by their English word.
DISPLAY_NAMES: dict[str, str] = {
    "Home": KEY_NAMES["home"],
    "End": KEY_NAMES["end"],
    "Space": KEY_NAMES["space"],
    "Del": KEY_NAMES["delete"],
    "Enter": KEY_NAMES["enter"],
    "Esc": KEY_NAMES["escape"],
    "Tab": KEY_NAMES["tab"],
}


def key_words(binding: Binding) -> str | None:
    """``binding``'s key as the GM reads it, or None where Textual's name will do (a
    letter, an arrow, ``^p``)."""
    if binding.key_display:
        parts = binding.key_display.split("/")
        return "/".join(DISPLAY_NAMES.get(part, part) for part in parts)
    modifiers, key = binding.parse_key()
    if key.startswith("f") and key[1:].isdigit():
        name = key.upper()
    elif key in KEY_NAMES:
        name = KEY_NAMES[key]
    else:
        return None
    if modifiers == ["ctrl"]:
        return f"^{name}"
    if modifiers:
        return None
    return name


class KeyNamesApp(App[None]):
    """An app whose keys read by their names on a keyboard, in the GM's language."""

    def get_key_display(self, binding: Binding) -> str:
        return key_words(binding) or super().get_key_display(binding)
