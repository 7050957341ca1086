"""A config file edited in place: the settings degaine changes, and nothing else.

The GM's comments, blank lines, key order, quoting and end-of-line comments stay as
written (``tomlkit`` keeps them); only a setting whose value changed is rewritten,
and one that was unset is removed.
"""

from collections.abc import MutableMapping
from typing import TYPE_CHECKING, Any

import tomlkit
from tomlkit import TOMLDocument
from tomlkit.items import InlineTable, Table

from i18n import _

if TYPE_CHECKING:
    from tui.config import Config


def edited_config(text: str | None, config: "Config") -> str:
    """``text`` (a config file, None when there is none yet) made to hold ``config``.

    Raises ``ValueError`` if ``text`` is not TOML tomlkit can edit.
    """
    if text is None:
        document = _new_document(config)
    else:
        try:
            document = tomlkit.parse(text)
        except RecursionError as error:  # the parser recurses into nested tables and arrays
            raise ValueError(_("nested too deeply")) from error
    _update(document, config)
    return tomlkit.dumps(document)


def _new_document(config: "Config") -> TOMLDocument:
    """An empty config that says what it may hold: a header, and the unset settings
    commented out, so the GM sees they exist."""
    document = tomlkit.document()
    # One message a sentence (a translator needs it whole), cut into comment lines.
    header = [
        *_(
            "degaine configuration. degaine updates the settings it changes (a theme you\n"
            "pick) and keeps everything else in this file, your comments included."
        ).splitlines(),
        "",
        *_(
            "theme: a theme name, such as degaine-dark, degaine-light, degaine-contrast,\n"
            "degaine-ansi, or one of your themes."
        ).splitlines(),
        _('language: a language code such as "fr"; unset means the system language.'),
        _('[keys]: binding id = "key,key...", such as undo = "u,ctrl+z".'),
    ]
    examples = {"theme": "degaine-dark", "language": "en"}
    header += [""] + [
        f"{name} = {tomlkit.string(example).as_string()}"
        for name, example in examples.items()
        if getattr(config, name) is None
    ]
    for line in header:
        document.add(tomlkit.comment(line) if line else tomlkit.nl())
    document.add(tomlkit.nl())
    return document


def _update(document: TOMLDocument, config: "Config") -> None:
    """Make ``document`` hold ``config``, changing only what differs."""
    for name in ("theme", "language"):
        _set_or_remove(document, name, getattr(config, name))
    keys = document.get("keys")
    if not config.keys:
        if "keys" in document:
            del document["keys"]
        return
    if not isinstance(keys, Table | InlineTable):
        if "keys" in document:
            del document["keys"]
        keys = tomlkit.table()
        document.add(tomlkit.nl())
        document.add("keys", keys)
    for binding in [binding for binding in keys if binding not in config.keys]:
        del keys[binding]
    for binding, key_list in config.keys.items():
        _set_or_remove(keys, binding, key_list)


def _set_or_remove(table: MutableMapping[str, Any], name: str, value: str | None) -> None:
    """``table[name] = value``, or no ``name`` when None; an equal value is left alone
    (its quoting and its comment as written)."""
    if value is None:
        if name in table:
            del table[name]
    elif table.get(name) != value:
        # tomlkit keeps the comment at the end of the line of a key it reassigns.
        table[name] = value
