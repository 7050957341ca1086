"""The encounter's state: what the fold of the journal produces."""

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from i18n import _
from rules.combatant import Combatant, Group
from rules.condition import Condition
from rules.defaults import empty_dict, empty_list
from rules.errors import UnknownActor
from rules.order import Entry, Move


class GameState(BaseModel):
    """Base of each system's own state: the round (or Sequence) and what is done."""

    model_config = ConfigDict(defer_build=True, extra="forbid")

    round: int = 0
    done: list[Entry] = Field(default_factory=empty_list)


class EncounterState(BaseModel):
    """Everything the journal has built so far."""

    model_config = ConfigDict(defer_build=True, extra="forbid")

    name: str = ""
    system: str | None = None
    options: dict[str, Any] = Field(default_factory=empty_dict)
    combatants: dict[str, Combatant] = Field(default_factory=empty_dict)
    moves: list[Move] = Field(default_factory=empty_list)
    #: Groups of identical combatants (G7), by group id.
    groups: dict[str, Group] = Field(default_factory=empty_dict)
    game: GameState = Field(default_factory=GameState)
    #: Each actor's conditions (G6), in the order they were given; an actor with
    #: none has no key (see :mod:`rules.conditions`).
    conditions: dict[str, list[Condition]] = Field(default_factory=empty_dict)
    #: The GM's note on each actor (never shown to the players).
    notes: dict[str, str] = Field(default_factory=empty_dict)
    #: How many events have been folded in: derived views are cached per revision.
    revision: int = 0

    def combatant(self, actor_id: str) -> Combatant:
        """The combatant with that id, or a refusal naming the unknown id."""
        found = self.combatants.get(actor_id)
        if found is None:
            raise UnknownActor(_("No combatant '{id}' in this encounter.").format(id=actor_id))
        return found

    def active(self) -> list[Combatant]:
        """Combatants still in the fight, in the order they were added."""
        return [c for c in self.combatants.values() if not c.out]
