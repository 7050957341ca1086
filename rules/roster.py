"""A reusable character of the store's roster, for one system."""

from pydantic import BaseModel, ConfigDict, Field

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
