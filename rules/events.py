"""Events: what a command caused. The journal stores them; the state is their fold."""

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict

from rules.combatant import Combatant, Group
from rules.condition import Condition


class Event(BaseModel):
    """Base of every event. The core's are in :data:`CORE_EVENTS`; each system declares
    its own (:attr:`rules.system.System.events`), and the journal decodes them."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)

    kind: str
    #: True for events only the core folds (system events go to the system).
    core: ClassVar[bool] = False


class SystemChosen(Event):
    kind: Literal["system_chosen"] = "system_chosen"
    system: str
    options: dict[str, Any]
    core: ClassVar[bool] = True


class EncounterNamed(Event):
    kind: Literal["encounter_named"] = "encounter_named"
    name: str
    core: ClassVar[bool] = True


class CombatantAdded(Event):
    kind: Literal["combatant_added"] = "combatant_added"
    combatant: Combatant
    core: ClassVar[bool] = True


class CombatantRemoved(Event):
    kind: Literal["combatant_removed"] = "combatant_removed"
    id: str
    core: ClassVar[bool] = True


class OutMarked(Event):
    kind: Literal["out_marked"] = "out_marked"
    id: str
    out: bool
    core: ClassVar[bool] = True


class HiddenSet(Event):
    kind: Literal["hidden_set"] = "hidden_set"
    id: str
    hidden: bool
    core: ClassVar[bool] = True


class EntryMoved(Event):
    kind: Literal["entry_moved"] = "entry_moved"
    key: str
    before: str | None
    core: ClassVar[bool] = True


class ConditionAdded(Event):
    """An actor takes a condition (G6); one of the same name is replaced."""

    kind: Literal["condition_added"] = "condition_added"
    actor: str
    condition: Condition
    core: ClassVar[bool] = True


class ConditionRemoved(Event):
    """The GM takes a condition off an actor."""

    kind: Literal["condition_removed"] = "condition_removed"
    actor: str
    name: str
    core: ClassVar[bool] = True


class ConditionExpired(Event):
    """A condition's duration ran out (G6): decided right after the event that
    started or ended its last unit, in the same record."""

    kind: Literal["condition_expired"] = "condition_expired"
    actor: str
    name: str
    core: ClassVar[bool] = True


class NoteSet(Event):
    """The GM's note on an actor; empty text clears it."""

    kind: Literal["note_set"] = "note_set"
    actor: str
    text: str
    core: ClassVar[bool] = True


class GroupFormed(Event):
    """Combatants just added form a group (G7); ``id`` names the group, not a combatant."""

    kind: Literal["group_formed"] = "group_formed"
    id: str
    group: Group
    core: ClassVar[bool] = True


class GroupLeft(Event):
    """A member leaves its group (G7): it keeps this round's score, then rolls its own."""

    kind: Literal["group_left"] = "group_left"
    group: str
    actor: str
    core: ClassVar[bool] = True


#: The events only the core folds, whatever the system.
CORE_EVENTS: tuple[type[Event], ...] = (
    SystemChosen,
    EncounterNamed,
    CombatantAdded,
    CombatantRemoved,
    OutMarked,
    HiddenSet,
    EntryMoved,
    ConditionAdded,
    ConditionRemoved,
    ConditionExpired,
    NoteSet,
    GroupFormed,
    GroupLeft,
)


def event_kind(event: type[Event]) -> str:
    """The ``kind`` an event class stores (its field's default)."""
    kind = event.model_fields["kind"].default
    if not isinstance(kind, str):
        raise TypeError(f"{event.__qualname__} has no kind")
    return kind
