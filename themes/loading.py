"""Reading themes: the builtin ones shipped in the package, and the user's own folder."""

import tomllib
from pathlib import Path
from typing import TYPE_CHECKING

from textual.theme import Theme

from i18n import _, quoted
from i18n.text import clipped
from themes.build import build_theme

if TYPE_CHECKING:
    from pydantic import ValidationError

BUILTIN_PACKAGE = "themes.builtin"
#: The package's folder, read directly: importlib.resources costs start-up time for nothing.
BUILTIN_FOLDER = Path(__file__).with_name("builtin")
#: A warning is one line of a notification, whatever the file holds (a 100 KB value).
WARNING_LENGTH = 200
#: What a warning quotes of a file's name, a theme's name or a problem.
QUOTED_LENGTH = 60


def load_builtin() -> list[Theme]:
    """Every theme shipped with degaine, sorted by name.

    The files are degaine's own: a test validates each one with ``ThemeSpec``, so
    start-up trusts them and spares itself pydantic (a broken file still raises).
    """
    themes: list[Theme] = []
    for path in BUILTIN_FOLDER.glob("*.toml"):
        themes.append(build_theme(tomllib.loads(path.read_text(encoding="utf-8"))))
    return sorted(themes, key=lambda theme: theme.name)


def load_user_themes(
    folder: Path, taken: frozenset[str] = frozenset()
) -> tuple[list[Theme], list[str]]:
    """The valid themes in ``folder/*.toml`` and one warning per file skipped.

    A theme may not take a name in ``taken`` (the builtin themes'): the builtin
    stays as shipped, and the file is skipped with a warning, so a file named
    ``degaine-dark.toml`` never silently changes what every GM knows as
    degaine-dark. A missing folder is normal (the user has none). Never raises:
    a bad theme file must not keep the GM from opening the tracker. Each warning
    is one short printable line.
    """
    themes: list[Theme] = []
    warnings: list[str] = []
    try:
        paths = sorted(folder.glob("*.toml"))
    except OSError as error:
        return [], [
            clipped(
                _("Themes folder {folder} unreadable: {error}").format(
                    folder=folder, error=error.strerror
                ),
                WARNING_LENGTH,
            )
        ]
    seen: set[str] = set()
    for path in paths:
        theme, problem = _read_theme_file(path)
        if theme is not None and theme.name in taken:
            problem = _(
                "{name} is the name of a builtin theme, which is kept: give yours another name"
            ).format(name=quoted(clipped(theme.name, QUOTED_LENGTH)))
        elif theme is not None and theme.name in seen:
            problem = _("another file already defines theme {name}").format(
                name=quoted(clipped(theme.name, QUOTED_LENGTH))
            )
        if theme is None or problem is not None:
            message = _("Theme file {file} skipped: {problem}").format(
                file=clipped(path.name, QUOTED_LENGTH), problem=problem
            )
            warnings.append(clipped(message, WARNING_LENGTH))
            continue
        seen.add(theme.name)
        themes.append(theme)
    return themes, warnings


def _read_theme_file(path: Path) -> tuple[Theme | None, str | None]:
    """The theme in ``path``, or ``None`` and why not (one line)."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        return None, clipped(str(error), WARNING_LENGTH)
    except RecursionError:  # tomllib recurses into nested arrays: thousands deep is no theme
        return None, _("nested too deeply")
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
    """Every problem pydantic found, on one line: ``"primary: Field required; ..."``.

    Each is cut short: a problem quotes the bad value, which may be 100 KB long.
    """
    return "; ".join(
        ": ".join(
            filter(
                None,
                (
                    clipped(".".join(map(str, problem["loc"])), QUOTED_LENGTH),
                    clipped(str(problem["msg"]), QUOTED_LENGTH * 2),
                ),
            )
        )
        for problem in error.errors(include_url=False, include_input=False)
    )
