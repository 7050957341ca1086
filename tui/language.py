"""The GM's language: ``--lang``, else the config's, else the system's, else English.

Chosen before the modules that translate at import (the keys' labels and help, the
forms' words) are loaded: the command line reads it first, with nothing but the
config file's reader imported.
"""

from collections.abc import Sequence

from i18n import chosen_language, use_language

FLAG = "--lang"


def language_flag(arguments: Sequence[str]) -> str | None:
    """The value of ``--lang CODE`` or ``--lang=CODE``, before or after the sub-command
    (the last one given wins); None when there is none. ``--`` ends the options. As
    argparse, it takes ``--la fr`` for ``--lang fr``: no other option starts so."""
    found: str | None = None
    for index, argument in enumerate(arguments):
        if argument == "--":
            break
        name, equals, value = argument.partition("=")
        if len(name) < len("--l") or not FLAG.startswith(name):
            continue
        if equals:
            found = value
        elif index + 1 < len(arguments):
            found = arguments[index + 1]
    return found


def choose_language(flag: str | None = None) -> None:
    """Translate into ``flag``'s language (already checked), else the config file's (a
    bad one is dropped there, with a warning the app shows), else the system's."""
    from tui.config import load_config
    from tui.paths import config_path

    configured = load_config(config_path())[0].language
    use_language(chosen_language(flag, configured))
