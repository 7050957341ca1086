"""A combatant as the core knows it; its numbers belong to the system's stats model."""

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from rules.defaults import empty_dict, empty_list

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
    stats: dict[str, Any] = Field(default_factory=empty_dict)


#: The most members a group added in one step may have (G7): a mob, not an army.
GROUP_MAX = 30


class Group(BaseModel):
    """Identical combatants added in one step (G7).

    ``members`` are the ids still in the group, in the order they were added: a member
    leaves it by an override, a wound or being marked out. With ``roll_once`` the
    members still in it share one roll, one entry and one slot.
    """

    model_config = ConfigDict(defer_build=True, extra="forbid")

    name: str = Field(min_length=1, max_length=60)
    members: list[str] = Field(default_factory=empty_list)
    roll_once: bool = False
