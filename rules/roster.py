"""The store's roster of reusable characters: one per system and id, and how it changes.

A roster character is what an ``add`` command needs (name, side, the system's stats).
Every change the GM makes to it (stats edited, a rename, an import) goes through the
same models as the encounter's commands: the system's stats model checks the stats
and fills their defaults, :data:`~rules.text_fields.Text` cleans the name. A change
that cannot be made raises :class:`RosterProblem`, which names the field and says
what is wrong in words; nothing is changed then.

Within a system, both the id and the name pick one character: two characters of one
system never share a name (compared without case), so the GM's list, the roster's
pick list and an imported file can name a character by its name alone.
"""

import json
import re
import unicodedata
from collections.abc import Container
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from i18n import _
from i18n.text import clipped, printable
from i18n.text import name_key as text_name_key
from rules.combatant import ID_PATTERN, Side
from rules.json_problems import json_problem
from rules.text_fields import Data, Name

#: The longest id a roster character takes (the combatants' own pattern allows 40).
ID_LENGTH = 30


class RosterCharacter(BaseModel):
    """A reusable character: what an ``add`` command needs, for one system."""

    model_config = ConfigDict(defer_build=True, frozen=True, extra="forbid")

    system: str
    id: str = Field(pattern=ID_PATTERN)
    name: Name = Field(min_length=1, max_length=60)
    side: Side = "npc"
    stats: Data


class RosterProblem(ValueError):
    """A roster change refused: ``field`` is where (``name``, ``stats.skill``, None for
    the whole character) and ``problem`` what is wrong, both in words."""

    def __init__(self, field: str | None, problem: str) -> None:
        super().__init__(
            _("{field}: {problem}").format(field=field, problem=problem) if field else problem
        )
        self.field = field
        self.problem = problem


def read_character(
    system: Any, character_id: Any, name: Any, side: Any, stats: Any
) -> RosterCharacter | str:
    """A roster row as a character, or one line naming the row and what is wrong with it."""
    from rules.damage import problem_of

    try:
        return RosterCharacter(
            system=system, id=character_id, name=name, side=side, stats=json.loads(stats)
        )
    except (ValueError, TypeError, RecursionError) as error:  # pydantic's errors are ValueErrors
        if isinstance(error, json.JSONDecodeError):
            problem = _("stats: not valid JSON ({reason})").format(reason=json_problem(error))
        else:
            problem = problem_of(error)
        return _("“{name}” (id {id}): {problem}").format(
            name=clipped(str(name), 40), id=clipped(str(character_id), 40), problem=problem
        )


def first_problem(error: ValidationError, prefix: str = "") -> RosterProblem:
    """pydantic's first complaint as a RosterProblem, its place written ``prefix`` + path."""
    from rules.problem_words import error_location, problem_in_words

    first = error.errors()[0]
    where = error_location(first)
    field = prefix + where if where else (prefix.rstrip(".") or None)
    return RosterProblem(field, problem_in_words(first))


def checked_stats(system: str, stats: Any) -> dict[str, Any]:
    """``stats`` as the system's stats model reads them, every default filled in, as an
    ``add`` command would store them; RosterProblem (``stats.…``) if the model refuses."""
    from rules.systems import get_system, system_names

    if system not in system_names():
        raise RosterProblem(
            "system",
            _("unknown system '{name}'; one of: {known}").format(
                name=clipped(str(system), 40), known=", ".join(system_names())
            ),
        )
    if not isinstance(stats, dict):
        raise RosterProblem("stats", _("must be a table of numbers"))
    try:
        dumped: dict[str, Any] = (
            get_system(system).stats_model.model_validate(stats).model_dump(mode="json")
        )
    except ValidationError as error:
        raise first_problem(error, "stats.") from None
    except RecursionError:
        raise RosterProblem("stats", _("nested too deeply")) from None
    return dumped


def character(system: str, character_id: str, name: Any, side: Any, stats: Any) -> RosterCharacter:
    """A checked character (stats by the system's model); RosterProblem says what is wrong."""
    normalized = checked_stats(system, stats)
    try:
        return RosterCharacter(
            system=system, id=character_id, name=name, side=side, stats=normalized
        )
    except ValidationError as error:
        raise first_problem(error) from None


def name_key(name: str) -> str:
    """What two names of one character have in common (see :func:`i18n.text.name_key`:
    case, spaces, invisible characters and full-width forms ignored)."""
    return text_name_key(name)


def same_name(one: str, other: str) -> bool:
    """Whether two names name the same character."""
    return name_key(one) == name_key(other)


def named(characters: list[RosterCharacter], system: str, name: str) -> RosterCharacter | None:
    """The character of ``system`` called ``name``, if the roster has one."""
    return next((c for c in characters if c.system == system and same_name(c.name, name)), None)


def renamed(roster: list[RosterCharacter], target: RosterCharacter, name: Any) -> RosterCharacter:
    """``target`` called ``name``, its id, side and stats kept; refused if the name is not
    one (empty, too long, only controls) or another character of its system has it."""
    changed = character(target.system, target.id, name, target.side, target.stats)
    other = named([c for c in roster if c.id != target.id], target.system, changed.name)
    if other is not None:
        raise RosterProblem(
            "name",
            _("another {system} character is already called “{name}”").format(
                system=target.system, name=other.name
            ),
        )
    return changed


def with_stats(target: RosterCharacter, stats: Any) -> RosterCharacter:
    """``target`` with ``stats`` (checked by its system's model), the rest kept."""
    return character(target.system, target.id, target.name, target.side, stats)


def new_id(name: str, taken: Container[str]) -> str:
    """An id made from a name as it is shown (escapes and invisible characters gone,
    accents dropped: ``Éloïse`` is ``eloise``): lower-case letters and digits, none of
    ``taken``."""
    decomposed = unicodedata.normalize("NFKD", printable(name).lower())
    letters = "".join(c for c in decomposed if not unicodedata.combining(c))
    base = re.sub(r"[^a-z0-9]+", "-", letters).strip("-")[:ID_LENGTH].strip("-") or "c"
    candidate, number = base, 2
    while candidate in taken:
        candidate = f"{base}-{number}"
        number += 1
    return candidate
