"""A theme as data: the pydantic model behind every ``.toml`` theme file."""

import re
from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator
from textual.color import Color, ColorParseError
from textual.css.constants import VALID_STYLE_FLAGS
from textual.design import ColorSystem
from textual.theme import Theme

from i18n import _, quoted
from themes.build import build_theme
from themes.meaning import MEANING_COLOURS, MEANING_TEXT_STYLES

# TCSS accepts a colour followed by an opacity ("#c0c0c0 50%"); Color.parse
# knows only the colour, so the opacity is checked apart.
_OPACITY = re.compile(r"\s+\d{1,3}(\.\d+)?%$")

# Besides colours, Textual's own variables use these words where a colour goes.
_COLOUR_KEYWORDS = {"auto", "initial"}


def check_colour(value: str) -> str:
    """``value`` unchanged if TCSS reads it as a colour, else a ``ValueError``."""
    colour = _OPACITY.sub("", value.strip())
    if colour in _COLOUR_KEYWORDS:
        return value
    try:
        Color.parse(colour)
    except ColorParseError as error:
        raise ValueError(_("not a colour: {value}").format(value=quoted(value))) from error
    return value


def check_text_style(value: str) -> str:
    """``value`` unchanged if it is a TCSS text style such as ``"bold reverse"``."""
    words = value.split()
    unknown = [word for word in words if word not in VALID_STYLE_FLAGS]
    if not words or unknown:
        raise ValueError(_("not a text style: {value}").format(value=quoted(value)))
    return value


Colour = Annotated[str, AfterValidator(check_colour)]


def _textual_variable_names() -> set[str]:
    """The variables Textual's own CSS uses, in both its RGB and its ANSI flavour."""
    names: set[str] = set()
    for ansi in (False, True):
        names |= set(ColorSystem(primary="#000000", ansi=ansi).generate())
    return names


# A wrong value for a variable Textual's CSS uses would only fail when the theme
# is applied, in the middle of a session; checking them here skips the file instead.
_TEXTUAL_VARIABLES = _textual_variable_names()
_STYLE_VARIABLES = {name for name in _TEXTUAL_VARIABLES if "style" in name.split("-")}
_STYLE_VARIABLES |= set(MEANING_TEXT_STYLES)
_COLOUR_VARIABLES = (_TEXTUAL_VARIABLES - _STYLE_VARIABLES) | set(MEANING_COLOURS)


class ThemeSpec(BaseModel):
    """One theme file. Only ``primary`` is required: Textual derives the rest."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    # The name becomes a CSS class ("-theme-<name>"), hence the narrow alphabet.
    name: Annotated[str, Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]*$", max_length=64)]
    dark: bool = True
    ansi: bool = False
    primary: Colour
    secondary: Colour | None = None
    accent: Colour | None = None
    foreground: Colour | None = None
    background: Colour | None = None
    surface: Colour | None = None
    panel: Colour | None = None
    boost: Colour | None = None
    success: Colour | None = None
    warning: Colour | None = None
    error: Colour | None = None
    luminosity_spread: Annotated[float, Field(ge=0.0, le=1.0)] | None = None
    text_alpha: Annotated[float, Field(ge=0.0, le=1.0)] | None = None
    variables: dict[str, str] = Field(default_factory=dict)

    @field_validator("variables")
    @classmethod
    def _meaning_variables_are_well_formed(cls, variables: dict[str, str]) -> dict[str, str]:
        # Names neither degaine nor this Textual knows are passed through untouched.
        for name, value in variables.items():
            try:
                if name in _COLOUR_VARIABLES:
                    check_colour(value)
                elif name in _STYLE_VARIABLES:
                    check_text_style(value)
            except ValueError as error:
                raise ValueError(f"{name}: {error}") from error
        return variables

    def to_theme(self) -> Theme:
        """The Textual theme, with every meaning variable filled in."""
        return build_theme(self.model_dump(exclude_none=True))
