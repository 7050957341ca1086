"""The western system's commands (the ``degaine script`` contract).

``action`` names one action of a Découpe: its index in the declared list
(0 is the first), or its key (``ann#0``) or label.
"""

from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.commands import Command
from rules.defaults import empty_dict, empty_list
from rules.numbers import DICE_MAX, Dice, DiceCount, DiceDelta, Flag, Natural, Number
from rules.systems.western import command_help
from rules.systems.western.model import OpposingSkill
from rules.text_fields import Text

#: An action's index (0 is the first), or its key or label.
ActionRef = Natural | str
#: Typed d6s; each is checked against the faces of a d6 (G1), their count by the command.
TypedDice = Annotated[list[Number], Field(max_length=DICE_MAX)]
#: Dice in an action: a pool (attribute + skill + Tension) can pass 30, the rules check it.
ActionDice = Natural


class Draw(Command):
    cmd: Literal["draw"] = "draw"
    #: Who is in the gunfight (default: everyone in the fight).
    actors: list[str] | None = None
    summary: ClassVar[str] = "A gunfight is declared: everyone draws, a new turn opens (W1)."


class Duel(Command):
    cmd: Literal["duel"] = "duel"
    duelists: list[str] = Field(min_length=2)
    summary: ClassVar[str] = "A formal duel: MONTER, then DÉGAINER with hidden declarations (W10)."


class Declare(Command):
    cmd: Literal["declare"] = "declare"
    actor: str
    #: Dice per action, Tension dice included (Découpe, W3). Default: the whole pool.
    actions: list[ActionDice] | None = Field(default=None, min_length=1, max_length=20)
    #: How many of each action's dice are Tension dice (default: the first actions first).
    tension: list[ActionDice] | None = Field(default=None, max_length=20)
    labels: list[Annotated[Text, Field(max_length=80)]] | None = Field(default=None, max_length=20)
    #: Actions whose target the GM finds ambiguous (W8): true for all, or indexes.
    ambiguous: Flag | list[Natural] = False
    #: GM override (G4): a split that does not match the pool, or an actor outside the turn.
    override: Flag = False
    summary: ClassVar[str] = "Declare an actor's actions: split the pool, place Tension (W3)."


class Sacrifice(Command):
    cmd: Literal["sacrifice"] = "sacrifice"
    actor: str
    action: ActionRef = 0
    count: DiceCount | None = None
    #: The d6s of initiative as the GM rolled them; the others are rolled.
    dice: TypedDice | None = None
    summary: ClassVar[str] = "Before the roll: remove dice from an action, roll 1d6 each (W4)."


class Panache(Command):
    cmd: Literal["panache"] = "panache"
    actor: str
    action: ActionRef = 0
    count: DiceCount | None = None
    die: Number | None = None
    dice: TypedDice | None = None
    summary: ClassVar[str] = "Spend Panache: +1d6 per token; after the reveal it interrupts (W5)."


class Reveal(Command):
    cmd: Literal["reveal"] = "reveal"
    summary: ClassVar[str] = "Reveal the scores; who has not declared acts with the whole pool."


class Hold(Command):
    cmd: Literal["hold"] = "hold"
    actor: str
    action: ActionRef = 0
    score: Natural
    summary: ClassVar[str] = "Hold fire: lower an action's score to act later this turn (W7)."


class Resolve(Command):
    cmd: Literal["resolve"] = "resolve"
    summary: ClassVar[str] = "The first pending slot acts; equal scores shoot together (W6)."


class SangFroid(Command):
    cmd: Literal["sang_froid"] = "sang_froid"
    actor: str
    action: ActionRef = 0
    successes: Dice | None = None
    dice: TypedDice | None = None
    summary: ClassVar[str] = "Nervous finger: the Sang-froid roll not to shoot an ambiguous target."


class Tension(Command):
    cmd: Literal["tension"] = "tension"
    actor: str
    delta: DiceDelta
    summary: ClassVar[str] = "Add or remove Tension dice (W11)."


class Tokens(Command):
    cmd: Literal["tokens"] = "tokens"
    actor: str
    delta: DiceDelta
    summary: ClassVar[str] = command_help.TOKENS


class AmbushTarget(BaseModel):
    """One target of an ambush and how it opposes it (W9)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    actor: str
    skill: OpposingSkill = "sang_froid"
    #: The target's successes as typed by the GM, or its dice; else rolled.
    successes: Dice | None = None
    dice: TypedDice | None = None
    #: The ambush's roll against this target, if not the shared one.
    ambush_successes: Dice | None = None
    ambush_dice: TypedDice | None = None
    #: Give the snag "Sonné" if the ambush beats this target.
    sonne: Flag = False


class Ambush(Command):
    cmd: Literal["ambush"] = "ambush"
    ambushers: list[str] = Field(min_length=1)
    #: Useful accomplices: +1 die each to the best ambusher's Discrétion.
    accomplices: list[str] = Field(default_factory=empty_list)
    targets: list[AmbushTarget] = Field(min_length=1)
    #: The ambush's roll typed once for every target (successes or dice).
    successes: Dice | None = None
    dice: TypedDice | None = None
    #: Typed free d6s of initiative, by ambusher.
    initiative: dict[str, TypedDice] = Field(default_factory=empty_dict)
    summary: ClassVar[str] = "An ambush: Discrétion against each target's opposition (W9)."

    @model_validator(mode="before")
    @classmethod
    def targets_by_id(cls, data: Any) -> Any:
        """Also accept ``"targets": {"ann": "sang_froid"}``."""
        if isinstance(data, dict) and isinstance(data.get("targets"), dict):
            targets = [{"actor": actor, "skill": skill} for actor, skill in data["targets"].items()]
            return {**data, "targets": targets}
        return data


class Snag(Command):
    cmd: Literal["snag"] = "snag"
    actor: str
    sonne: Flag = True
    summary: ClassVar[str] = "Give or clear the snag Sonné (dazed) (W9)."


class EndTurn(Command):
    cmd: Literal["end_turn"] = "end_turn"
    summary: ClassVar[str] = command_help.END_TURN


COMMANDS: tuple[type[Command], ...] = (
    Draw,
    Duel,
    Declare,
    Sacrifice,
    Panache,
    Reveal,
    Hold,
    Resolve,
    SangFroid,
    Tension,
    Tokens,
    Ambush,
    Snag,
    EndTurn,
)
