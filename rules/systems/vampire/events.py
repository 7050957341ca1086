"""The vampire system's events."""

from typing import Literal

from pydantic import BaseModel, ConfigDict

from rules.events import Event
from rules.order import Entry
from rules.systems.vampire.model import Defense, HealthLevel, Initiative


class ActorRolled(BaseModel):
    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)

    actor: str
    initiative: Initiative
    #: The roll-once group whose one roll this is (G7), None for a roll of one's own;
    #: the log tells a group's roll once. Version 2 of ``vampire.rolled`` added it.
    group: str | None


class InitiativeRolled(Event):
    kind: Literal["vampire.rolled"] = "vampire.rolled"
    round: int
    new_turn: bool
    rolls: list[ActorRolled]


class ActionDeclared(Event):
    kind: Literal["vampire.declared"] = "vampire.declared"
    actor: str
    action: str
    delay: bool
    extra: int
    willpower: bool


class SlotResolved(Event):
    kind: Literal["vampire.resolved"] = "vampire.resolved"
    entries: list[Entry]
    #: Delayed actions whose rank has come: they now wait to act (V4).
    waiting: list[str]


class DelayedActed(Event):
    kind: Literal["vampire.delayed_acted"] = "vampire.delayed_acted"
    entries: list[Entry]


class Aborted(Event):
    kind: Literal["vampire.aborted"] = "vampire.aborted"
    entry: Entry
    willpower: int


class AbortFailed(Event):
    kind: Literal["vampire.abort_failed"] = "vampire.abort_failed"
    actor: str
    defense: Defense


class WoundSet(Event):
    kind: Literal["vampire.wound"] = "vampire.wound"
    actor: str
    level: HealthLevel


class ScoreSet(Event):
    kind: Literal["vampire.score_set"] = "vampire.score_set"
    actor: str
    initiative: Initiative


class TurnEnded(Event):
    kind: Literal["vampire.turn_ended"] = "vampire.turn_ended"
    lost: list[str]


#: Every event of the system: the journal decodes a ``vampire.*`` kind from this tuple.
EVENTS: tuple[type[Event], ...] = (
    InitiativeRolled,
    ActionDeclared,
    SlotResolved,
    DelayedActed,
    Aborted,
    AbortFailed,
    WoundSet,
    ScoreSet,
    TurnEnded,
)
