"""The user config file: theme, key overrides and language, in TOML.

Reading it never raises: a GM with a typo in the file still gets a working
tracker, with a one-line warning the app shows as a notification.
"""

import tomllib
from pathlib import Path
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
)

from rules.i18n import _
from tui.toml_writer import toml_document, toml_string

NonEmpty = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1)]


def _check_key_list(value: str) -> str:
    """``" u , ctrl+z"`` → ``"u,ctrl+z"``; an empty key anywhere is refused."""
    keys = [key.strip() for key in value.split(",")]
    if not all(keys):
        raise ValueError(_('expected keys separated by commas, such as "u,ctrl+z"'))
    return ",".join(keys)


KeyList = Annotated[str, AfterValidator(_check_key_list)]


class Config(BaseModel):
    """Everything the GM can set in ``config.toml``; every field is optional."""

    model_config = ConfigDict(extra="forbid")

    theme: NonEmpty | None = None
    language: NonEmpty | None = None
    keys: dict[NonEmpty, KeyList] = Field(default_factory=dict)
    """Binding id → keys, as ``App.set_keymap`` takes them: ``{"undo": "u,ctrl+z"}``."""


def load_config(path: Path) -> tuple[Config, list[str]]:
    """The config in ``path`` and one-line warnings; defaults where the file is wrong.

    A missing file is the normal first run: defaults, no warning. Unreadable or
    malformed TOML gives the defaults and a warning naming the line. A bad field
    is dropped alone, with a warning naming it; the good fields are kept.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Config(), []
    except (OSError, UnicodeDecodeError) as error:
        return Config(), [
            _("Config file {path} unreadable ({error}): using the defaults.").format(
                path=path, error=error
            )
        ]
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        # tomllib's message ends with "(at line N, column M)".
        return Config(), [
            _("Config file {path}: {error}: using the defaults.").format(path=path, error=error)
        ]
    return _validate_keeping_good_fields(data, path)


def _validate_keeping_good_fields(data: dict[str, Any], path: Path) -> tuple[Config, list[str]]:
    warnings: list[str] = []
    # Each round drops at least one value or stops, so the loop ends.
    while True:
        try:
            return Config.model_validate(data), warnings
        except ValidationError as error:
            problems = error.errors()
        dropped = False
        for problem in problems:
            field = ".".join(str(part) for part in problem["loc"] if part != "[key]")
            warnings.append(
                _("Config file {path}: {field}: {problem}: ignored.").format(
                    path=path, field=field, problem=problem["msg"]
                )
            )
            dropped = _drop(data, problem["loc"]) or dropped
        if not dropped:
            return Config(), warnings


def _drop(data: dict[str, Any], loc: tuple[int | str, ...]) -> bool:
    """Remove the innermost table entry on ``loc``; ``False`` if there is none."""
    node: Any = data
    for depth, part in enumerate(loc):
        if not isinstance(node, dict) or part not in node:
            return False
        child = node[part]
        if depth == len(loc) - 1 or not isinstance(child, dict):
            del node[part]
            return True
        node = child
    return False


def save_config(config: Config, path: Path) -> None:
    """Write ``config`` to ``path`` as commented, human-editable TOML.

    The file is replaced atomically, so a crash never leaves half a config.
    Raises ``OSError`` if the file cannot be written.
    """
    header = [
        _("degaine configuration. degaine rewrites this file when you pick a theme:"),
        _("only the settings below are kept, not other comments."),
        "",
        _("theme: a theme name, such as degaine-dark, degaine-light, degaine-contrast,"),
        _("degaine-ansi, or one of your themes."),
        _('language: a language code such as "fr"; unset means the system language.'),
        _('[keys]: binding id = "key,key...", such as undo = "u,ctrl+z".'),
    ]
    values = {name: value for name in ("theme", "language") if (value := getattr(config, name))}
    # An unset setting is still shown, commented out, so the GM sees it exists.
    examples = {"theme": "degaine-dark", "language": "en"}
    header += [""] + [
        f"{name} = {toml_string(example)}"
        for name, example in examples.items()
        if name not in values
    ]
    text = toml_document(header, values, {"keys": dict(config.keys)} if config.keys else {})
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)


def persist_theme(name: str, path: Path) -> list[str]:
    """Record ``name`` as the theme in ``path``, keeping every other setting.

    Returns warnings instead of raising. A config file with errors is left
    untouched: rewriting it would silently drop what the GM mistyped.
    """
    config, problems = load_config(path)
    if problems:
        return [_("Theme {name!r} not saved: {path} has errors.").format(name=name, path=path)]
    try:
        save_config(config.model_copy(update={"theme": name}), path)
    except OSError as error:
        return [_("Theme {name!r} not saved: {error}").format(name=name, error=error)]
    return []


def keymap_from_config(config: Config) -> dict[str, str]:
    """The key overrides in the form ``App.set_keymap`` expects (binding id → keys)."""
    return dict(config.keys)
