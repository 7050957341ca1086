"""A combatant as the core knows it; its numbers belong to the system's stats model."""

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

Side = Literal["pc", "npc"]

ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.\-]{0,39}$"


class Combatant(BaseModel):
    """One participant. ``stats`` is the system's stats model, dumped to plain JSON."""

    model_config = ConfigDict(defer_build=True, extra="forbid")

    id: str = Field(pattern=ID_PATTERN)
    name: str = Field(min_length=1, max_length=60)
    side: Side = "npc"
    hidden: bool = False
    out: bool = False
    stats: dict[str, Any] = Field(default_factory=dict)
