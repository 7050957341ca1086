"""Events: what a command caused. The journal stores them; the state is their fold."""

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict

from rules.combatant import Combatant
from rules.errors import InvalidCommand

EVENT_TYPES: dict[str, type["Event"]] = {}


class Event(BaseModel):
    """Base of every event; subclasses register themselves by ``kind``."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)

    kind: str
    #: True for events only the core folds (system events go to the system).
    core: ClassVar[bool] = False

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        kind = cls.model_fields["kind"].default
        if isinstance(kind, str):
            existing = EVENT_TYPES.get(kind)
            if existing is not None and existing.__qualname__ != cls.__qualname__:
                raise TypeError(f"two event classes claim kind {kind!r}")
            EVENT_TYPES[kind] = cls


def parse_event(data: dict[str, Any]) -> Event:
    """Rebuild an event from the journal's JSON."""
    model = EVENT_TYPES.get(str(data.get("kind")))
    if model is None:
        # Systems register their events when first imported: a fresh process
        # replaying a journal may not have imported them yet. A system's event
        # kinds start with its name, so only that one is imported.
        from rules.systems import get_system, load_all, system_names

        prefix = str(data.get("kind", "")).partition(".")[0]
        if prefix in system_names():
            get_system(prefix)
        else:
            load_all()
        model = EVENT_TYPES.get(str(data.get("kind")))
    if model is None:
        raise InvalidCommand(f"unknown event kind {data.get('kind')!r} in journal")
    return model.model_validate(data)


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
