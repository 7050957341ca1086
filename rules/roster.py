"""A reusable character of the store's roster, for one system."""

from typing import Any

from pydantic import BaseModel, ConfigDict

from rules.combatant import Side


class RosterCharacter(BaseModel):
    """A reusable character: what an ``add`` command needs, for one system."""

    model_config = ConfigDict(defer_build=True, frozen=True, extra="forbid")

    system: str
    id: str
    name: str
    side: Side = "npc"
    stats: dict[str, Any]
