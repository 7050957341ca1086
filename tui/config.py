"""The user config file: theme, key overrides and language, in TOML.

Reading it never raises: a GM with a typo in the file still gets a working
tracker, with a one-line warning the app shows as a notification.
"""

import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from i18n import _, language_problem, quoted
from i18n.text import clipped, printable

#: A warning is one line of a notification, whatever the file holds (a 100 KB value).
WARNING_LENGTH = 200
#: What a warning quotes of a value or a name from the file.
QUOTED_LENGTH = 60

# Plain checks rather than a pydantic model: the file is read before the first
# paint, and three settings do not justify importing pydantic for it.


def _shown_path(path: Path) -> str:
    """The file's path as a warning names it: its end, where a long path differs."""
    text = printable(str(path))
    return text if len(text) <= QUOTED_LENGTH else "…" + text[-(QUOTED_LENGTH - 1) :]


def _setting(value: Any) -> str:
    """A non-empty string, surrounding spaces removed."""
    if not isinstance(value, str) or not value.strip():
        raise ValueError(_("expected a non-empty string"))
    return value.strip()


def _check_language(value: Any) -> str:
    """A language code of a shipped catalogue (``"fr"``), never a path."""
    code = _setting(value)
    problem = language_problem(code)
    if problem is not None:
        raise ValueError(problem)
    return code


def _check_key_list(value: Any) -> str:
    """``" u , ctrl+z"`` → ``"u,ctrl+z"``; an empty key anywhere is refused."""
    if not isinstance(value, str):
        raise ValueError(_('expected keys separated by commas, such as "u,ctrl+z"'))
    keys = [key.strip() for key in value.split(",")]
    if not all(keys):
        raise ValueError(_('expected keys separated by commas, such as "u,ctrl+z"'))
    # A key's name is shown (footer, help): it must be printable text, as the file's.
    if not all(printable(key) == key and " " not in key for key in keys):
        raise ValueError(_("a key name is printable text without spaces"))
    return ",".join(keys)


@dataclass(frozen=True)
class Config:
    """Everything the GM can set in ``config.toml``; every field is optional.

    Values are tidied as the file's are (spaces stripped, key lists normalised);
    a value the file could not hold raises ``ValueError``.
    """

    theme: str | None = None
    language: str | None = None
    keys: dict[str, str] = field(default_factory=dict)
    """Binding id → keys, as ``App.set_keymap`` takes them: ``{"undo": "u,ctrl+z"}``."""

    def __post_init__(self) -> None:
        if self.theme is not None:
            object.__setattr__(self, "theme", _setting(self.theme))
        if self.language is not None:
            object.__setattr__(self, "language", _check_language(self.language))
        keys = {_setting(binding): _check_key_list(keys) for binding, keys in self.keys.items()}
        object.__setattr__(self, "keys", keys)


def load_config(path: Path) -> tuple[Config, list[str]]:
    """The config in ``path`` and one-line warnings; defaults where the file is wrong.

    A missing file is the normal first run: defaults, no warning. Unreadable or
    malformed TOML gives the defaults and a warning naming the line. A bad field
    is dropped alone, with a warning naming it; the good fields are kept.
    """
    config, warnings = _read_config(path)
    # Each warning is one short printable line, however long or strange the file's text.
    return config, [clipped(warning, WARNING_LENGTH) for warning in dict.fromkeys(warnings)]


def _read_config(path: Path) -> tuple[Config, list[str]]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Config(), []
    except (OSError, UnicodeDecodeError) as error:
        return Config(), [
            _("Config file {path} unreadable ({error}): using the defaults.").format(
                path=_shown_path(path), error=clipped(str(error), QUOTED_LENGTH)
            )
        ]
    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, RecursionError) as error:
        # tomllib's message ends with "(at line N, column M)"; its parser recurses into
        # nested arrays and tables, so a file nested thousands deep exhausts the stack.
        problem = _("nested too deeply") if isinstance(error, RecursionError) else error
        return Config(), [
            _("Config file {path}: {error}: using the defaults.").format(
                path=_shown_path(path), error=problem
            )
        ]
    return _keeping_good_fields(data, path)


def _keeping_good_fields(data: dict[str, Any], path: Path) -> tuple[Config, list[str]]:
    warnings: list[str] = []

    def ignored(name: str, problem: str) -> None:
        warnings.append(
            _("Config file {path}: {field}: {problem}: ignored.").format(
                path=_shown_path(path),
                field=clipped(name, QUOTED_LENGTH),
                problem=clipped(problem, WARNING_LENGTH // 2),
            )
        )

    values: dict[str, Any] = {}
    for name, value in data.items():
        if name in ("theme", "language"):
            check = _check_language if name == "language" else _setting
            try:
                values[name] = check(value)
            except ValueError as error:
                ignored(name, str(error))
        elif name == "keys":
            if not isinstance(value, dict):
                ignored(name, _('expected a table of binding = "keys"'))
                continue
            keys: dict[str, str] = {}
            for binding, key_list in value.items():
                try:
                    keys[_setting(binding)] = _check_key_list(key_list)
                except ValueError as error:
                    ignored(f"keys.{binding}", str(error))
            values["keys"] = keys
        else:
            ignored(name, _("unknown setting"))
    return Config(**values), warnings


def save_config(config: Config, path: Path) -> None:
    """Write ``config`` to ``path``, keeping the file's own comments and layout.

    Only the settings that changed are touched (see :mod:`tui.config_edit`); a new
    file gets a commented header. The file is replaced atomically, so a crash never
    leaves half a config. Raises ``OSError`` if the file cannot be read or written,
    ``ValueError`` if what it holds is not TOML that can be edited in place.
    """
    # Imported here: a config is read at every start, and written only when the GM
    # picks a theme; tomlkit costs a start some 50 ms.
    from tui.config_edit import edited_config

    try:
        text: str | None = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        text = None
    edited = edited_config(text, config)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(edited, encoding="utf-8")
    temporary.replace(path)


def persist_theme(name: str, path: Path) -> list[str]:
    """Record ``name`` as the theme in ``path``, keeping every other setting.

    Returns warnings instead of raising. A config file with errors is left
    untouched: rewriting it would silently drop what the GM mistyped.
    """
    config, problems = load_config(path)
    if problems:
        return [
            _("Theme {name} not saved: {path} has errors.").format(
                name=quoted(clipped(name, QUOTED_LENGTH)), path=_shown_path(path)
            )
        ]
    try:
        save_config(replace(config, theme=name), path)
    except (OSError, UnicodeDecodeError, ValueError) as error:
        return [
            _("Theme {name} not saved: {error}").format(
                name=quoted(clipped(name, QUOTED_LENGTH)), error=clipped(str(error), QUOTED_LENGTH)
            )
        ]
    return []


def keymap_from_config(config: Config) -> dict[str, str]:
    """The key overrides in the form ``App.set_keymap`` expects (binding id → keys)."""
    return dict(config.keys)
