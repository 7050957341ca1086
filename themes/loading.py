"""Reading themes: the builtin ones shipped in the package, and the user's own folder."""

import tomllib
from pathlib import Path
from typing import TYPE_CHECKING

from textual.theme import Theme

from rules.i18n import _
from themes.build import build_theme

if TYPE_CHECKING:
    from pydantic import ValidationError

BUILTIN_PACKAGE = "themes.builtin"
#: The package's folder, read directly: importlib.resources costs start-up time for nothing.
BUILTIN_FOLDER = Path(__file__).with_name("builtin")


def load_builtin() -> list[Theme]:
    """Every theme shipped with degaine, sorted by name.

    The files are degaine's own: a test validates each one with ``ThemeSpec``, so
    start-up trusts them and spares itself pydantic (a broken file still raises).
    """
    themes: list[Theme] = []
    for path in BUILTIN_FOLDER.glob("*.toml"):
        themes.append(build_theme(tomllib.loads(path.read_text(encoding="utf-8"))))
    return sorted(themes, key=lambda theme: theme.name)


def load_user_themes(folder: Path) -> tuple[list[Theme], list[str]]:
    """The valid themes in ``folder/*.toml`` and one warning per file skipped.

    A missing folder is normal (the user has none). Never raises: a bad theme
    file must not keep the GM from opening the tracker.
    """
    themes: list[Theme] = []
    warnings: list[str] = []
    try:
        paths = sorted(folder.glob("*.toml"))
    except OSError as error:
        return [], [
            _("Themes folder {folder} unreadable: {error}").format(folder=folder, error=error)
        ]
    seen: set[str] = set()
    for path in paths:
        theme, problem = _read_theme_file(path)
        if theme is not None and theme.name in seen:
            problem = _("another file already defines theme {name!r}").format(name=theme.name)
        if theme is None or problem is not None:
            warnings.append(
                _("Theme file {file} skipped: {problem}").format(file=path.name, problem=problem)
            )
            continue
        seen.add(theme.name)
        themes.append(theme)
    return themes, warnings


def _read_theme_file(path: Path) -> tuple[Theme | None, str | None]:
    """The theme in ``path``, or ``None`` and why not (one line)."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        return None, str(error)
    # A file without a name is named after itself: "ember.toml" is theme "ember".
    data.setdefault("name", path.stem)
    # Only a user's own theme files need checking, and pydantic with them.
    from pydantic import ValidationError

    from themes.spec import ThemeSpec

    try:
        return ThemeSpec.model_validate(data).to_theme(), None
    except ValidationError as error:
        return None, validation_problems(error)


def validation_problems(error: "ValidationError") -> str:
    """Every problem pydantic found, on one line: ``"primary: Field required; ..."``."""
    return "; ".join(
        ": ".join(filter(None, (".".join(map(str, problem["loc"])), problem["msg"])))
        for problem in error.errors()
    )
