"""The western game (seed 000): stats, options and the state of a turn.

An action's initiative is the weight of its dice (W2): the dice in it, Tension
included, plus the d6s of initiative added to it, minus what the actor holds back.
"""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from rules.defaults import empty_dict, empty_list
from rules.dice import DieRoll
from rules.numbers import Dice, Flag, whole
from rules.state import GameState

#: The skills a target may oppose an ambush with (W9).
OpposingSkill = Literal["sang_froid", "poker", "survie"]

#: Where a d6 of initiative came from (W2): a sacrificed die (W4), a Panache
#: token (W5) or a successful ambush (W9).
InitiativeSource = Literal["sacrifice", "panache", "surprise"]

#: W8: the Tension at which a nervous finger can no longer hold its fire.
NERVOUS_TENSION = 4


#: An attribute's or a skill's dice.
Rating = Annotated[int, whole(0, 20)]


class WesternStats(BaseModel):
    """A character's numbers. ``attribute`` + ``skill`` is the usual pool for a shot."""

    model_config = ConfigDict(extra="forbid")

    attribute: Rating = 0
    skill: Rating = 0
    #: Tension dice at the start of the encounter (W11 changes them later).
    tension: Dice = 0
    #: Panache tokens at the start of the encounter (W5 spends them).
    panache: Dice = 0
    discretion: Rating = 0
    sang_froid: Rating = 0
    poker: Rating = 0
    survie: Rating = 0


class WesternOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    #: W8: from 4 Tension dice, no holding fire; ambiguous targets need Sang-froid.
    nervous_finger: Flag = False
    #: W9: +1d6 of surprise initiative per success of margin.
    surprise_margin: Flag = False
    #: W9: a die showing at least this face is a success.
    success_face: Annotated[int, whole(1, 6)] = 5
    #: W4: a sacrifice may take an action's last die.
    sacrifice_to_zero: Flag = False


class InitiativeDie(BaseModel):
    """One d6 of initiative added to an action (W2)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    source: InitiativeSource
    die: DieRoll
    #: A Panache token spent after the reveal (W5).
    interruption: bool = False


class Action(BaseModel):
    """One action of a Découpe (W3) and everything that moved its score this turn."""

    model_config = ConfigDict(extra="forbid")

    index: int
    label: str = ""
    #: Dice declared in the action, Tension dice included.
    dice: int
    #: How many of them are Tension dice.
    tension: int = 0
    #: How many of those Tension dice are the surprise die, which does not count (W9).
    uncounted: int = 0
    #: Dice removed for initiative (W4).
    sacrificed: int = 0
    initiative: list[InitiativeDie] = Field(default_factory=empty_list)
    #: Points of score the actor holds back (W7).
    held: int = 0
    #: The GM's correction of the score (G4).
    adjust: int = 0
    #: The GM flagged the target as ambiguous (W8).
    ambiguous: bool = False
    #: Successes of the Sang-froid roll an ambiguous target called for (W8).
    nerve: int | None = None

    def kept(self) -> int:
        """Dice still in the action after the sacrifices."""
        return self.dice - self.sacrificed

    def kept_tension(self) -> int:
        """Tension dice still in it: a sacrifice takes the ordinary dice first."""
        ordinary = self.dice - self.tension
        return self.tension - max(0, self.sacrificed - ordinary)

    def kept_uncounted(self) -> int:
        """The surprise die goes last, so it stays while any Tension die does."""
        return min(self.uncounted, self.kept_tension())

    def rolled(self) -> int:
        return sum(item.die.value for item in self.initiative)

    def score(self) -> int:
        """W2: dice (Tension included, the surprise die not) + d6s − held (+ GM's edit)."""
        return self.kept() - self.kept_uncounted() + self.rolled() - self.held + self.adjust


class TargetResult(BaseModel):
    """One target's side of an ambush (W9): one opposition roll per target."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    actor: str
    skill: OpposingSkill
    pool: int
    dice: list[DieRoll] = Field(default_factory=empty_list)
    successes: int
    ambush_pool: int
    ambush_dice: list[DieRoll] = Field(default_factory=empty_list)
    ambush_successes: int

    @property
    def margin(self) -> int:
        return self.ambush_successes - self.successes

    @property
    def beaten(self) -> bool:
        return self.margin > 0


class Surprise(BaseModel):
    """What the ambushes before a turn give to it (W9)."""

    model_config = ConfigDict(extra="forbid")

    #: The turn the surprise applies to (the first turn of the gunfight).
    round: int
    #: Free d6s of initiative for each ambusher's first action.
    bonus: dict[str, list[DieRoll]] = Field(default_factory=empty_dict)
    #: Surprise Tension dice taken by each target beaten (not counted this turn).
    surprised: dict[str, int] = Field(default_factory=empty_dict)
    results: list[TargetResult] = Field(default_factory=empty_list)


class WesternGame(GameState):
    """The state of the fight. ``round`` counts the turns drawn so far."""

    open: bool = False
    revealed: bool = False
    duel: bool = False
    #: Who takes part in the open turn (None: everyone in the fight).
    participants: list[str] | None = None
    actions: dict[str, list[Action]] = Field(default_factory=empty_dict)
    #: Entries left unresolved when the last turn ended (W7: lost).
    lost: list[str] = Field(default_factory=empty_list)
    #: Current Tension dice and Panache tokens, where they differ from the stats.
    tension: dict[str, int] = Field(default_factory=empty_dict)
    panache: dict[str, int] = Field(default_factory=empty_dict)
    surprise: Surprise | None = None


def entry_key(actor: str, index: int) -> str:
    """An action's key: the actor's id and the action's index, e.g. ``ann#0``."""
    return f"{actor}#{index}"
