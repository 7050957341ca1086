"""The western system's events: every die rolled is recorded in them (G1, G2)."""

from typing import Literal

from rules.dice import DieRoll
from rules.events import Event
from rules.order import Entry
from rules.systems.western.model import Action, InitiativeDie, Surprise


class TurnDrawn(Event):
    """A turn opens: a gunfight (W1) or a formal duel (W10)."""

    kind: Literal["western.drawn"] = "western.drawn"
    round: int
    duel: bool = False
    participants: list[str] | None = None


class ActionsDeclared(Event):
    """An actor's actions for the turn (W3); ``auto`` at the reveal, for the silent."""

    kind: Literal["western.declared"] = "western.declared"
    actor: str
    actions: list[Action]
    override: bool = False
    auto: bool = False


class DiceSacrificed(Event):
    kind: Literal["western.sacrificed"] = "western.sacrificed"
    actor: str
    index: int
    dice: list[DieRoll]


class PanacheSpent(Event):
    kind: Literal["western.panache"] = "western.panache"
    actor: str
    index: int
    dice: list[InitiativeDie]


class ScoresRevealed(Event):
    kind: Literal["western.revealed"] = "western.revealed"
    #: Every action's score as revealed, by entry key (``ann#0``), for the log to say;
    #: version 2 of ``western.revealed`` added it (an older reveal names none).
    scores: dict[str, int]


class FireHeld(Event):
    kind: Literal["western.held"] = "western.held"
    actor: str
    index: int
    #: Points added to what the action already held back.
    amount: int


class NerveRolled(Event):
    kind: Literal["western.nerve"] = "western.nerve"
    actor: str
    index: int
    dice: list[DieRoll]
    successes: int


class ScoreAdjusted(Event):
    kind: Literal["western.score_set"] = "western.score_set"
    actor: str
    index: int
    adjust: int


class SlotResolved(Event):
    kind: Literal["western.resolved"] = "western.resolved"
    entries: list[Entry]


class TensionSet(Event):
    kind: Literal["western.tension"] = "western.tension"
    actor: str
    tension: int


class TokensSet(Event):
    kind: Literal["western.tokens"] = "western.tokens"
    actor: str
    panache: int


class Ambushed(Event):
    """An ambush's rolls and what they gave (W9); ``surprise`` is added to the turn's."""

    kind: Literal["western.ambushed"] = "western.ambushed"
    surprise: Surprise
    #: The targets beaten, with their Tension after the surprise die.
    tension: dict[str, int]
    sonne: list[str]


class SnagSet(Event):
    kind: Literal["western.snag"] = "western.snag"
    actor: str
    sonne: bool


class TurnEnded(Event):
    kind: Literal["western.turn_ended"] = "western.turn_ended"
    lost: list[str]


#: Every event of the system: the journal decodes a ``western.*`` kind from this tuple.
EVENTS: tuple[type[Event], ...] = (
    TurnDrawn,
    ActionsDeclared,
    DiceSacrificed,
    PanacheSpent,
    ScoresRevealed,
    FireHeld,
    NerveRolled,
    ScoreAdjusted,
    SlotResolved,
    TensionSet,
    TokensSet,
    Ambushed,
    SnagSet,
    TurnEnded,
)
