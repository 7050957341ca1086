"""A reusable character of the store's roster, for one system."""

import json
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from i18n import _
from i18n.text import clipped
from rules.combatant import ID_PATTERN, Side
from rules.text_fields import Data, Text


class RosterCharacter(BaseModel):
    """A reusable character: what an ``add`` command needs, for one system."""

    model_config = ConfigDict(defer_build=True, frozen=True, extra="forbid")

    system: str
    id: str = Field(pattern=ID_PATTERN)
    name: Text = Field(min_length=1, max_length=60)
    side: Side = "npc"
    stats: Data


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
            problem = _("stats: not valid JSON ({reason})").format(reason=error.msg)
        else:
            problem = problem_of(error)
        return _("“{name}” (id {id}): {problem}").format(
            name=clipped(str(name), 40), id=clipped(str(character_id), 40), problem=problem
        )
