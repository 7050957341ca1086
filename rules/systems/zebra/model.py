"""Zebra Island RPG: stats, options and the state of a Sequence (seed 001)."""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator
from pydantic_core import PydanticCustomError

from rules.defaults import empty_dict, empty_list
from rules.dice import DieRoll
from rules.numbers import Cost, whole
from rules.state import GameState
from rules.text_fields import Text

#: ``tir``: the Shooting position (engaged by no adversary); ``contact``: in melee (Z1).
Position = Literal["tir", "contact"]
#: The stat Z1 adds beside Aplomb: Agilité in contact, Perception in Shooting position.
PositionStat = Literal["agilite", "perception"]

STAT_OF: dict[Position, PositionStat] = {"contact": "agilite", "tir": "perception"}

ACTION_NAME_MAX = 40
#: The longest cost table ``name`` and ``source`` (a file's [meta], the ``costs`` command).
COSTS_NAME_MAX = 80
COSTS_SOURCE_MAX = 200

#: Aplomb, Agilité, Perception or a weapon skill (Z1).
Skill = Annotated[int, whole(0, 100)]
#: A weapon's or an action's name.
ActionName = Annotated[Text, Field(max_length=ACTION_NAME_MAX)]
#: A language's code as the catalogues name them: "fr", "pt_BR".
LanguageCode = Annotated[str, Field(pattern=r"^[a-z]{2,3}(_[A-Z]{2})?$")]


class ZebraStats(BaseModel):
    """A character's numbers. Agilité and Perception may be left out when unused.

    ``skill`` is the skill of the weapon in use; ``weapons`` lists the weapons the
    character carries with their skills, and ``weapon`` names the one in hand
    (the first of ``weapons`` when only they are given).
    """

    model_config = ConfigDict(extra="forbid")

    aplomb: Skill
    agilite: Skill | None = None
    perception: Skill | None = None
    weapons: dict[ActionName, Skill] = Field(default_factory=empty_dict)
    weapon: str | None = None
    skill: Skill | None = Field(default=None, validate_default=True)

    @field_validator("weapons")
    @classmethod
    def check_weapon_names(cls, weapons: dict[str, int]) -> dict[str, int]:
        for name in weapons:
            if not name.strip() or len(name) > ACTION_NAME_MAX:
                raise PydanticCustomError(
                    "weapon_name",
                    "a weapon's name must be 1 to {max} characters",
                    {"max": ACTION_NAME_MAX},
                )
        return weapons

    @field_validator("weapon")
    @classmethod
    def check_weapon_in_hand(cls, weapon: str | None, info: ValidationInfo) -> str | None:
        if weapon is not None and weapon not in info.data.get("weapons", {}):
            raise PydanticCustomError(
                "unknown_weapon", "'{weapon}' is not one of weapons", {"weapon": weapon}
            )
        return weapon

    @field_validator("skill")
    @classmethod
    def check_skill(cls, skill: int | None, info: ValidationInfo) -> int | None:
        if skill is None and not info.data.get("weapons"):
            raise PydanticCustomError(
                "no_skill", "give the skill of the weapon in use, or weapons with their skills"
            )
        return skill

    @model_validator(mode="after")
    def default_weapon(self) -> "ZebraStats":
        """Without a bare ``skill``, the first weapon listed is in hand."""
        if self.weapon is None and self.skill is None and self.weapons:
            self.weapon = next(iter(self.weapons))
        return self


class ZebraOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    #: Z5: ``static`` breaks equal counters by the static part, then the d20, then
    #: the GM chooses; ``simultaneous`` makes equal counters act together.
    tie: Literal["static", "simultaneous"] = "static"
    #: Z2: ``one_way``: only the engaged target is in contact (the letter of the text,
    #: "engagés par aucun adversaire", and of the ruling's "who engages whom");
    #: ``mutual``: an engagement puts both sides in contact.
    engagement: Literal["mutual", "one_way"] = "one_way"


class Counter(BaseModel):
    """One actor's Initiative Counter in the current (or last) Sequence.

    Frozen: the fold replaces it (an event's counter must never change under it).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    value: int
    #: The counter when the Sequence started (or when the actor joined, Z10).
    start: int
    #: Z5's first tie-break: the counter at the start minus the d20.
    static: int
    #: The d20 (None when the GM set the counter without a roll, G4).
    die: DieRoll | None = None
    #: Z1 without the die: Aplomb + Agilité (or Perception) + weapon skill.
    base: int | None = None
    #: The overspend carried from the previous Sequence (Z8).
    carried: int = 0
    #: The position the formula used (Z1, Z9) and the weapon whose skill it used.
    position: Position | None = None
    weapon: str | None = None
    skill: int | None = None
    #: Rolled on joining mid-Sequence (Z10).
    joined: bool = False
    #: Set by the GM (G4) rather than rolled.
    edited: bool = False

    @property
    def d20(self) -> int:
        return self.die.value if self.die is not None else 0

    @property
    def overspend(self) -> int:
        """What the next Sequence's counter loses (Z8): how far below zero it went."""
        return max(0, -self.value)


class Engagement(BaseModel):
    """``actor`` engages ``target`` in melee (Z2)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    actor: str
    target: str


class CostTable(BaseModel):
    """The costs of actions in Initiative points (Z4)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: Annotated[Text, Field(max_length=COSTS_NAME_MAX)]
    source: Annotated[Text, Field(max_length=COSTS_SOURCE_MAX)] = ""
    costs: dict[ActionName, Cost]
    #: The actions' own names, by language code ("fr") then action: what the GM reads.
    names: dict[LanguageCode, dict[ActionName, ActionName]] = Field(default_factory=empty_dict)


class ZebraGame(GameState):
    """``round`` is the Sequence number; ``done`` the actions taken in this Sequence."""

    counters: dict[str, Counter] = Field(default_factory=empty_dict)
    engagements: list[Engagement] = Field(default_factory=empty_list)
    #: GM overrides of the derived position (Z2), kept until cleared.
    positions: dict[str, Position] = Field(default_factory=empty_dict)
    #: Weapon in hand, where the GM changed it from the stats' ``weapon``.
    wielding: dict[str, str | None] = Field(default_factory=empty_dict)
    #: The campaign's cost table; None: the shipped house defaults.
    costs: CostTable | None = None
