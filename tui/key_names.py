"""Keys by the names a GM reads on a keyboard, in the GM's language: « Début », « Échap ».

Textual names keys as its code does ("home", "pgup", "esc", "space", "del"): an English
word on a French footer. Both apps (the GM's and the players' board) name them here,
in the footers, in F1's help and in the players' help alike.
"""

from textual.app import App
from textual.binding import Binding

from i18n import _

#: A key's Textual name, the English word a command's own ``key_display`` may use
#: (``Esc/^G``), and its name on a keyboard, translated where shown.
_NAMED: tuple[tuple[str, str, str], ...] = (
    ("home", "Home", _("Home")),
    ("end", "End", _("End")),
    ("pageup", "PgUp", _("PgUp")),
    ("pagedown", "PgDn", _("PgDn")),
    ("space", "Space", _("Space")),
    ("delete", "Del", _("Del")),
    ("enter", "Enter", _("Enter")),
    ("escape", "Esc", _("Esc")),
    ("tab", "Tab", _("Tab")),
    ("insert", "Ins", _("Ins")),
)
KEY_NAMES: dict[str, str] = {key: name for key, _english, name in _NAMED}
DISPLAY_NAMES: dict[str, str] = {english: name for _key, english, name in _NAMED}


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
