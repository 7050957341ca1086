"""The vampire system's commands (the ``degaine script`` contract)."""

from typing import ClassVar, Literal

from pydantic import Field

from rules.commands import Command
from rules.defaults import empty_dict
from rules.numbers import Flag, Number
from rules.systems.vampire import command_help
from rules.systems.vampire.model import Defense, Dots, HealthLevel
from rules.text_fields import Text


class Roll(Command):
    cmd: Literal["roll"] = "roll"
    #: Typed d10s by actor id; the others are rolled.
    dice: dict[str, Number] = Field(default_factory=empty_dict)
    #: Celerity dots committed to extra actions, declared with the roll (V8).
    celerity: dict[str, Dots] = Field(default_factory=empty_dict)
    #: During an open turn: roll only for these latecomers.
    actors: list[str] | None = None
    summary: ClassVar[str] = command_help.ROLL


class Declare(Command):
    cmd: Literal["declare"] = "declare"
    actor: str
    action: Text = Field(default="", max_length=80)
    delay: Flag = False
    extra: Dots = 0
    willpower: Flag = False
    #: GM override (G4): declare out of the slowest-first order.
    override: Flag = False
    summary: ClassVar[str] = command_help.DECLARE


class Resolve(Command):
    cmd: Literal["resolve"] = "resolve"
    summary: ClassVar[str] = command_help.RESOLVE


class Act(Command):
    cmd: Literal["act"] = "act"
    #: One delayed actor, or several acting at the same moment (V4).
    actor: str | list[str]
    summary: ClassVar[str] = command_help.ACT


class Abort(Command):
    cmd: Literal["abort"] = "abort"
    actor: str
    defense: Defense
    #: The Willpower roll's result typed by the GM, when the option asks for one (V5).
    success: Flag | None = None
    #: Spend a Willpower point instead of rolling.
    spend_willpower: Flag = False
    summary: ClassVar[str] = command_help.ABORT


class Wound(Command):
    cmd: Literal["wound"] = "wound"
    actor: str
    level: HealthLevel
    summary: ClassVar[str] = command_help.WOUND


class EndTurn(Command):
    cmd: Literal["end_turn"] = "end_turn"
    summary: ClassVar[str] = command_help.END_TURN


COMMANDS: tuple[type[Command], ...] = (Roll, Declare, Resolve, Act, Abort, Wound, EndTurn)
