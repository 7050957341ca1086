"""The zebra system's events. Each carries the numbers it caused, dice included (G2)."""

from typing import Literal

from pydantic import BaseModel, ConfigDict

from rules.events import Event
from rules.order import Entry
from rules.systems.zebra.model import CostTable, Counter, Engagement, Position


class ActorCounter(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    actor: str
    counter: Counter
    #: The roll-once group whose one counter this is (G7), None for one's own; the log
    #: tells a group's roll once. Version 2 of ``zebra.sequence_started`` added it.
    group: str | None


class SequenceStarted(Event):
    kind: Literal["zebra.sequence_started"] = "zebra.sequence_started"
    round: int
    counters: list[ActorCounter]


class Acted(Event):
    """``entry.detail`` holds ``cost``, ``before`` and ``after`` (Z3, Z6)."""

    kind: Literal["zebra.acted"] = "zebra.acted"
    entry: Entry
    after: int


class Joined(Event):
    kind: Literal["zebra.joined"] = "zebra.joined"
    actor: str
    counter: Counter


class CounterSet(Event):
    kind: Literal["zebra.counter_set"] = "zebra.counter_set"
    actor: str
    counter: Counter


class Engaged(Event):
    kind: Literal["zebra.engaged"] = "zebra.engaged"
    engagement: Engagement


class Disengaged(Event):
    kind: Literal["zebra.disengaged"] = "zebra.disengaged"
    engagements: list[Engagement]


class PositionSet(Event):
    kind: Literal["zebra.position_set"] = "zebra.position_set"
    actor: str
    position: Position | None


class WeaponChosen(Event):
    kind: Literal["zebra.weapon_chosen"] = "zebra.weapon_chosen"
    actor: str
    weapon: str | None


class CostsSet(Event):
    kind: Literal["zebra.costs_set"] = "zebra.costs_set"
    #: None: back to the house defaults.
    table: CostTable | None


#: Every event of the system: the journal decodes a ``zebra.*`` kind from this tuple.
EVENTS: tuple[type[Event], ...] = (
    SequenceStarted,
    Acted,
    Joined,
    CounterSet,
    Engaged,
    Disengaged,
    PositionSet,
    WeaponChosen,
    CostsSet,
)
