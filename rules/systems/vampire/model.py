"""Vampire: the Masquerade (Revised): stats, options and the state of a turn."""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from rules.defaults import empty_dict, empty_list
from rules.dice import DieRoll
from rules.numbers import whole
from rules.state import GameState

HealthLevel = Literal[
    "healthy", "bruised", "hurt", "injured", "wounded", "mauled", "crippled", "incapacitated"
]

#: V7: the initiative penalty of each health level (None: cannot act).
WOUND_PENALTY: dict[HealthLevel, int | None] = {
    "healthy": 0,
    "bruised": 0,
    "hurt": 1,
    "injured": 1,
    "wounded": 2,
    "mauled": 2,
    "crippled": 5,
    "incapacitated": None,
}

#: A trait's dots (V1) or a count of extra actions (V8): 0 to 10.
Dots = Annotated[int, whole(0, 10)]

Defense = Literal["dodge", "block", "parry"]
AbortCost = Literal["free", "willpower", "willpower_roll"]


class VampireStats(BaseModel):
    model_config = ConfigDict(defer_build=True, extra="forbid")

    dexterity: Dots
    wits: Dots
    celerity: Dots = 0
    willpower: Dots = 0


class VampireOptions(BaseModel):
    model_config = ConfigDict(defer_build=True, extra="forbid")

    #: V5: what aborting to a defensive action costs.
    abort_cost: AbortCost = "free"


class Initiative(BaseModel):
    """One actor's initiative for the current turn (V1, V8)."""

    model_config = ConfigDict(defer_build=True, extra="forbid")

    die: DieRoll | None = None
    total: int
    rating: int
    penalty: int = 0
    committed: int = 0


class Declaration(BaseModel):
    """What an actor declared (V3): its action, a delay, extra actions, Willpower."""

    model_config = ConfigDict(defer_build=True, extra="forbid")

    action: str = ""
    delay: bool = False
    extra: int = 0
    willpower: bool = False


class VampireGame(GameState):
    turn_open: bool = False
    initiative: dict[str, Initiative] = Field(default_factory=empty_dict)
    declarations: dict[str, Declaration] = Field(default_factory=empty_dict)
    #: Keys of delayed actions whose rank has passed: they may act at any moment (V4).
    waiting: list[str] = Field(default_factory=empty_list)
    #: Actions left unresolved when the last turn ended (V4: lost).
    lost: list[str] = Field(default_factory=empty_list)
    wounds: dict[str, HealthLevel] = Field(default_factory=empty_dict)
    willpower_spent: dict[str, int] = Field(default_factory=empty_dict)
