"""Themes: every builtin loads, carries the meaning variables, and works in a live app."""

import re
import tomllib
from dataclasses import asdict
from importlib.resources import files
from pathlib import Path
from typing import Any, ClassVar

import pytest
from textual.app import App, ComposeResult
from textual.color import Color
from textual.filter import NoColor
from textual.theme import BUILTIN_THEMES, Theme
from textual.widgets import Static

from themes import (
    DEFAULT_THEME,
    MEANING_COLOURS,
    MEANING_VARIABLES,
    NO_COLOR_THEME,
    ThemeSpec,
    load_builtin,
    load_user_themes,
    meaning_defaults,
    no_color_requested,
    resolve_theme_name,
)
from themes.loading import BUILTIN_PACKAGE

BUILTIN_NAMES = {"degaine-dark", "degaine-light", "degaine-contrast", "degaine-ansi"}
ANSI_COLOUR = re.compile(r"^(ansi_[a-z_]+|transparent)( \d+%)?$")


def builtin_file(name: str) -> dict[str, Any]:
    """The raw TOML of a builtin theme, before pydantic or Textual touch it."""
    text = files(BUILTIN_PACKAGE).joinpath(f"{name}.toml").read_text(encoding="utf-8")
    return tomllib.loads(text)


def contrast_ratio(first: Color, second: Color) -> float:
    """The WCAG contrast ratio of two opaque colours."""

    def luminance(colour: Color) -> float:
        def channel(value: int) -> float:
            v = value / 255
            return v / 12.92 if v <= 0.03928 else float(((v + 0.055) / 1.055) ** 2.4)

        return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b)

    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_every_builtin_theme_loads_and_converts() -> None:
    themes = load_builtin()
    assert {theme.name for theme in themes} == BUILTIN_NAMES
    assert DEFAULT_THEME in BUILTIN_NAMES and NO_COLOR_THEME in BUILTIN_NAMES
    for theme in themes:
        assert isinstance(theme, Theme)
        variables = theme.to_color_system().generate()
        assert variables["primary"]


@pytest.mark.parametrize("name", sorted(BUILTIN_NAMES))
def test_every_builtin_file_passes_validation_so_start_up_may_trust_it(name: str) -> None:
    # load_builtin skips pydantic at start-up: this is where the builtin files are checked.
    validated = ThemeSpec.model_validate(builtin_file(name)).to_theme()
    (trusted,) = [theme for theme in load_builtin() if theme.name == name]
    assert trusted == validated


@pytest.mark.parametrize("name", sorted(BUILTIN_NAMES))
def test_every_builtin_file_defines_every_meaning_variable(name: str) -> None:
    # Checked on the file itself: the loader fills gaps, which would hide a missing one.
    assert set(MEANING_VARIABLES) <= set(builtin_file(name)["variables"])


def test_the_ansi_theme_emits_no_rgb() -> None:
    raw = builtin_file(NO_COLOR_THEME)
    assert raw["ansi"] is True
    colours = [value for key, value in raw.items() if isinstance(value, str) and key != "name"]
    colours += [v for k, v in raw["variables"].items() if not k.endswith("text-style")]
    assert colours and all(ANSI_COLOUR.match(colour) for colour in colours), colours
    (theme,) = [theme for theme in load_builtin() if theme.name == NO_COLOR_THEME]
    css = {**theme.to_color_system().generate(), **theme.variables}
    assert not [value for value in css.values() if "#" in value or "rgb" in value]


@pytest.mark.parametrize("name", ["degaine-dark", "degaine-light", "degaine-contrast"])
def test_meanings_are_readable_on_the_background(name: str) -> None:
    (theme,) = [theme for theme in load_builtin() if theme.name == name]
    assert theme.background is not None
    background = Color.parse(theme.background)
    # "Done" is muted on purpose; everything else meets WCAG AA, and all of the
    # contrast theme meets AAA.
    for variable in MEANING_COLOURS:
        ratio = contrast_ratio(Color.parse(theme.variables[variable]), background)
        if name == "degaine-contrast":
            assert ratio >= 7.0, (variable, ratio)
        else:
            assert ratio >= (3.0 if variable == "done-entry" else 4.5), (variable, ratio)


def test_user_themes_load_and_broken_files_are_skipped_with_a_warning(tmp_path: Path) -> None:
    (tmp_path / "ember.toml").write_text('primary = "#aa5500"\n[variables]\npc = "#00aa00"\n')
    (tmp_path / "broken.toml").write_text('name = "broken"\nprimary = \n')
    (tmp_path / "wrong-colour.toml").write_text('primary = "not-a-colour"\n')
    (tmp_path / "typo.toml").write_text('primray = "#aa5500"\n')
    (tmp_path / "twin.toml").write_text('name = "ember"\nprimary = "#000000"\n')
    (tmp_path / "notes.txt").write_text("not a theme")

    themes, warnings = load_user_themes(tmp_path)

    assert [theme.name for theme in themes] == ["ember"]
    ember = themes[0]
    assert ember.variables["pc"] == "#00aa00"
    assert set(MEANING_VARIABLES) <= set(ember.variables)  # gaps filled from its own colours
    assert len(warnings) == 4
    assert all("\n" not in warning for warning in warnings)
    by_file = {warning.split()[2]: warning for warning in warnings}
    assert "line 2" in by_file["broken.toml"]
    assert "primary" in by_file["wrong-colour.toml"]
    assert "primray" in by_file["typo.toml"]
    assert "ember" in by_file["twin.toml"]


def test_a_missing_user_folder_is_not_a_problem(tmp_path: Path) -> None:
    assert load_user_themes(tmp_path / "absent") == ([], [])


def test_a_user_theme_with_a_bad_meaning_variable_is_skipped(tmp_path: Path) -> None:
    (tmp_path / "odd.toml").write_text(
        'primary = "#123456"\n[variables]\ncurrent-actor-text-style = "sparkly"\n'
    )
    themes, warnings = load_user_themes(tmp_path)
    assert themes == [] and "sparkly" in warnings[0]


def test_theme_choice_falls_back_to_the_default_with_a_warning() -> None:
    available = BUILTIN_NAMES | {"ember"}
    assert resolve_theme_name(None, available, no_color=False) == (DEFAULT_THEME, None)
    assert resolve_theme_name("ember", available, no_color=False) == ("ember", None)
    name, warning = resolve_theme_name("glitter", available, no_color=False)
    assert name == DEFAULT_THEME
    assert warning is not None and "glitter" in warning


def test_no_color_picks_the_ansi_theme_whatever_was_asked() -> None:
    for requested in (None, "degaine-light", "glitter"):
        assert resolve_theme_name(requested, BUILTIN_NAMES, no_color=True) == (NO_COLOR_THEME, None)


def test_no_color_means_set_and_non_empty() -> None:
    assert no_color_requested({"NO_COLOR": "1"})
    assert not no_color_requested({"NO_COLOR": ""})
    assert not no_color_requested({})


class MeaningApp(App[None]):
    """The smallest app styled only through the meaning variables."""

    CSS = """
    #actor { color: $current-actor; text-style: $current-actor-text-style; }
    """
    AVAILABLE: ClassVar[list[Theme]] = load_builtin()

    def __init__(self, ansi_color: bool | None = None) -> None:
        super().__init__(ansi_color=ansi_color)
        for theme in self.AVAILABLE:
            self.register_theme(theme)
        self.theme = DEFAULT_THEME

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return meaning_defaults(self.current_theme)

    def compose(self) -> ComposeResult:
        yield Static("Ann", id="actor")


async def test_meaning_variables_style_widgets_in_every_theme() -> None:
    app = MeaningApp()
    async with app.run_test() as pilot:
        actor = app.query_one("#actor")
        for theme in MeaningApp.AVAILABLE:
            app.theme = theme.name
            await pilot.pause()
            assert actor.styles.color == Color.parse(theme.variables["current-actor"])
            style = theme.variables["current-actor-text-style"]
            assert set(str(actor.styles.text_style).split()) == set(style.split())
        # A Textual theme knows nothing of degaine: the derived defaults keep the CSS valid.
        app.theme = "nord"
        await pilot.pause()
        assert actor.styles.color == Color.parse(
            meaning_defaults(app.current_theme)["current-actor"]
        )


async def test_under_no_color_textual_strips_every_colour(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    # What the app does under NO_COLOR: native ANSI colours, so Textual picks its
    # NoColor filter (terminal defaults) over Monochrome (RGB greys).
    app = MeaningApp(ansi_color=True)
    name, _warning = resolve_theme_name(None, set(app.available_themes), no_color_requested())
    app.theme = name
    async with app.run_test() as pilot:
        await pilot.pause()
        assert app.no_color and app.native_ansi_color
        assert app.current_theme.name == NO_COLOR_THEME
        assert any(isinstance(line_filter, NoColor) for line_filter in app._filters)


def test_a_user_theme_with_a_bad_textual_variable_is_skipped(tmp_path: Path) -> None:
    # Textual's CSS would only reject it when the theme is applied, mid-session.
    (tmp_path / "odd.toml").write_text('primary = "#123456"\n[variables]\nborder = "garbage"\n')
    themes, warnings = load_user_themes(tmp_path)
    assert themes == [] and "border" in warnings[0]


@pytest.mark.parametrize("theme", list(BUILTIN_THEMES.values()), ids=lambda theme: theme.name)
def test_every_textual_theme_passes_our_validation(theme: Theme) -> None:
    # The checks are strict enough to catch typos, never so strict they refuse Textual's own.
    data = {key: value for key, value in asdict(theme).items() if value is not None}
    assert ThemeSpec.model_validate(data).name == theme.name
