"""Cost tables (Z4): parsing a campaign's TOML text, and the shipped house defaults.

``parse_costs`` takes the file's *text*: reading the file is the caller's job
(``degaine script --costs FILE``), so the rules stay free of file I/O. The
house defaults are package data, read once through ``importlib.resources``.
"""

import re
import tomllib
from functools import cache
from importlib import resources
from typing import Any

from i18n import _
from rules.numbers import COST_MAX
from rules.systems.zebra.model import (
    ACTION_NAME_MAX,
    COSTS_NAME_MAX,
    COSTS_SOURCE_MAX,
    CostTable,
)

DEFAULT_FILE = "costs.toml"
SECTIONS = ("meta", "costs", "names")
#: A language's code as the catalogues name them: "fr", "pt_BR".
_LANGUAGE_CODE = re.compile(r"[a-z]{2,3}(?:_[A-Z]{2})?")
META_LIMITS = {"name": COSTS_NAME_MAX, "source": COSTS_SOURCE_MAX}
_TOML_POSITION = re.compile(r"\s*\(at line (\d+), column \d+\)\s*$")


class CostFileError(ValueError):
    """A malformed cost file: ``line`` (1-based) and ``problem`` (one sentence)."""

    def __init__(self, line: int, problem: str) -> None:
        super().__init__(_("line {n}: {problem}").format(n=line, problem=problem))
        self.line = line
        self.problem = problem


def cost_problem(action: str, cost: object) -> str | None:
    """Why ``cost`` cannot be the cost of ``action``, or None if it can."""
    if not action.strip() or len(action) > ACTION_NAME_MAX:
        return _("an action's name must be 1 to {max} characters").format(max=ACTION_NAME_MAX)
    if isinstance(cost, bool) or not isinstance(cost, int):
        return _("the cost of '{action}' must be a whole number, not {value}").format(
            action=action, value=_toml_repr(cost)
        )
    if cost < 1:
        return _("the cost of '{action}' must be at least 1 (got {value})").format(
            action=action, value=cost
        )
    if cost > COST_MAX:
        return _("the cost of '{action}' must be at most {max} (got {value})").format(
            action=action, max=COST_MAX, value=cost
        )
    return None


def names_problem(names: object, costs: dict[str, Any]) -> str | None:
    """Why ``names`` (language code → action → name) cannot name the actions of
    ``costs``, or None if it can."""
    if not isinstance(names, dict):
        return _("names must be a table of languages, such as [names.fr]")
    for language, named in names.items():
        if not isinstance(language, str) or not _LANGUAGE_CODE.fullmatch(language):
            return _("'{code}' is not a language code (such as fr or pt_BR)").format(
                code=str(language)[:40]
            )
        if not isinstance(named, dict):
            return _(
                "names.{code} must be a table: write [names.{code}] on a line of its own"
            ).format(code=language)
        for action, name in named.items():
            if action not in costs:
                return _("names.{code}: '{action}' is not an action of the table").format(
                    code=language, action=str(action)[:ACTION_NAME_MAX]
                )
            if not isinstance(name, str) or not name.strip() or len(name) > ACTION_NAME_MAX:
                return _(
                    "names.{code}: the name of '{action}' must be 1 to {max} characters of text"
                ).format(code=language, action=action, max=ACTION_NAME_MAX)
    return None


def parse_costs(text: str, default_name: str = "") -> CostTable:
    """The cost table in ``text`` (TOML), or CostFileError naming the line and the problem."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        message = str(error)
        found = _TOML_POSITION.search(message)
        line = int(found.group(1)) if found else 1
        problem = _TOML_POSITION.sub("", message) if found else message
        raise CostFileError(line, _("not valid TOML: {problem}").format(problem=problem)) from None
    except RecursionError:  # tomllib recurses once per nested array or table
        raise CostFileError(1, _("not valid TOML: nested too deeply")) from None
    for section, value in data.items():
        if section not in SECTIONS:
            raise CostFileError(
                _line_of(text, None, section),
                _("unknown table '{name}' (a cost file has [meta] and [costs])").format(
                    name=section
                ),
            )
        if not isinstance(value, dict):
            raise CostFileError(
                _line_of(text, None, section),
                _("'{name}' must be a table: write [{name}] on a line of its own").format(
                    name=section
                ),
            )
    meta: dict[str, Any] = data.get("meta", {})
    for key, value in meta.items():
        if not isinstance(value, str):
            raise CostFileError(
                _line_of(text, "meta", key),
                _("[meta] {key} must be text in quotes").format(key=key),
            )
        limit = META_LIMITS.get(key)
        if limit is not None and len(value) > limit:
            raise CostFileError(
                _line_of(text, "meta", key),
                _("[meta] {key} is longer than {limit} characters").format(key=key, limit=limit),
            )
    costs: dict[str, Any] = data.get("costs", {})
    if not costs:
        raise CostFileError(
            _line_of(text, None, "costs"),
            _("no actions: list them under [costs], one per line, such as strike = 5"),
        )
    for action, cost in costs.items():
        wrong = cost_problem(action, cost)
        if wrong is not None:
            raise CostFileError(_line_of(text, "costs", action), wrong)
    names: dict[str, Any] = data.get("names", {})
    wrong = names_problem(names, costs)
    if wrong is not None:
        raise CostFileError(_line_of(text, None, "names"), wrong)
    return CostTable(
        name=meta.get("name", default_name) or default_name,
        source=meta.get("source", ""),
        costs=dict(costs),
        names=names,
    )


@cache
def default_costs() -> CostTable:
    """The house defaults shipped with degaine (``costs.toml`` in this package)."""
    text = resources.files(__package__).joinpath(DEFAULT_FILE).read_text(encoding="utf-8")
    return parse_costs(text, default_name="house defaults")


def _toml_repr(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, dict):
        return _("a table")
    if isinstance(value, list):
        return _("a list")
    return str(value)


def _line_of(text: str, section: str | None, key: str) -> int:
    """The 1-based line where ``key`` is defined (in ``[section]``), best effort."""
    lines = text.splitlines()
    escaped = re.escape(key)
    key_pattern = re.compile(rf"""^\s*(?:{escaped}|"{escaped}"|'{escaped}')\s*=""")
    header = re.compile(rf"""^\s*\[\s*(?:{escaped}|"{escaped}")\s*\]""")
    dotted = (
        re.compile(rf"""^\s*{re.escape(section)}\s*\.\s*(?:{escaped}|"{escaped}")\s*=""")
        if section
        else None
    )
    current: str | None = None
    for number, line in enumerate(lines, start=1):
        opened = re.match(r"^\s*\[\s*([^\]]+?)\s*\]", line)
        if opened:
            current = opened.group(1).strip("\"'")
            if section is None and header.match(line):
                return number
            continue
        if section is None and current is None and key_pattern.match(line):
            return number
        if section is not None:
            if current == section and key_pattern.match(line):
                return number
            if current is None and dotted is not None and dotted.match(line):
                return number
    return 1
