"""One parse of each piece of CSS per test process, shared by every app a test starts.

Textual parses a widget class's CSS again for each new app (its parse cache lives on the
app's stylesheet), about a fifth of what a Pilot test spends starting its app. The rule
sets a parse yields are only read afterwards (selectors matched, styles copied onto the
nodes), and they depend on nothing but the CSS text, where it came from, its rank and
scope, and the theme's variables: those are the key here. The product starts one app per
process and gains nothing from this; the tests start hundreds.
"""

from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet
from textual.css.types import CSSLocation

#: (variables, css, read_from, is_default_rules, tie_breaker, scope) → its rule sets.
PARSED: dict[tuple[object, ...], list[RuleSet]] = {}

_parse_alone = Stylesheet._parse_rules


def parse_once(
    stylesheet: Stylesheet,
    css: str,
    read_from: CSSLocation,
    is_default_rules: bool = False,
    tie_breaker: int = 0,
    scope: str = "",
) -> list[RuleSet]:
    """``Stylesheet._parse_rules``, answered from :data:`PARSED` when parsed before."""
    key = (
        tuple(stylesheet._variables.items()),
        css,
        read_from,
        is_default_rules,
        tie_breaker,
        scope,
    )
    rules = PARSED.get(key)
    if rules is None:
        rules = _parse_alone(stylesheet, css, read_from, is_default_rules, tie_breaker, scope)
        PARSED[key] = rules
    # A fresh list, as Textual returns: the stylesheet extends its own with it.
    return list(rules)


def share_parsed_css() -> None:
    """From now on every stylesheet of this process parses each CSS text once."""
    Stylesheet._parse_rules = parse_once  # type: ignore[method-assign, assignment]
