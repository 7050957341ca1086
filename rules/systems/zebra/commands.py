"""The zebra system's commands (the ``degaine script`` contract)."""

from typing import Any, ClassVar, Literal

from pydantic import Field, SerializerFunctionWrapHandler, model_serializer

from rules.commands import Command, without_defaults
from rules.defaults import empty_dict
from rules.numbers import Flag, Number
from rules.systems.zebra import command_help
from rules.systems.zebra.model import COSTS_NAME_MAX, COSTS_SOURCE_MAX, Position
from rules.text_fields import Text


class StartSequence(Command):
    cmd: Literal["sequence"] = "sequence"
    #: Typed d20s by actor id; the others are rolled (G1).
    dice: dict[str, Number] = Field(default_factory=empty_dict)
    #: GM override (G4): cut the running Sequence short and start the next one.
    override: Flag = False
    summary: ClassVar[str] = (
        "Start a Sequence: every counter = Got a Nerve! + Nimbleness or Perception"
        " + weapon skill + 1d20 − overspend (Z1, Z8)."
    )


class Act(Command):
    cmd: Literal["act"] = "act"
    actor: str
    #: An action of the cost table (Z4) …
    action: str | None = None
    #: … or the cost the GM gives an action not in the table.
    cost: Number | None = None
    #: What the action was, for the record (optional).
    label: Text = Field(default="", max_length=80)
    #: GM override (G4): act although not at the head of the order.
    override: Flag = False
    #: G7: a member of a roll-once group acts without its group, and leaves it.
    alone: Flag = Field(
        default=False, description="G7: act without the roll-once group, leaving it."
    )
    summary: ClassVar[str] = (
        "The head of the order acts; the action's cost comes off its counter (Z3)."
    )

    @model_serializer(mode="wrap")
    def leave_out_group_defaults(self, handler: SerializerFunctionWrapHandler) -> Any:
        """Journaled as before G7 unless ``alone`` is used."""
        return without_defaults(handler(self), self, ("alone",))


class Join(Command):
    cmd: Literal["join"] = "join"
    actor: str
    #: The d20 typed by the GM; rolled if absent.
    die: Number | None = None
    summary: ClassVar[str] = command_help.JOIN


class Engage(Command):
    cmd: Literal["engage"] = "engage"
    actor: str
    target: str
    summary: ClassVar[str] = "Record that an actor engages a target in melee (Z2)."


class Disengage(Command):
    cmd: Literal["disengage"] = "disengage"
    actor: str
    target: str
    summary: ClassVar[str] = "Record that two combatants are no longer engaged (Z2)."


class SetPosition(Command):
    cmd: Literal["position"] = "position"
    actor: str
    #: ``tir`` (Shooting position) or ``contact``; null clears the override.
    position: Position | None
    summary: ClassVar[str] = "GM override of an actor's position; null goes back to derived (Z2)."


class ChooseWeapon(Command):
    cmd: Literal["weapon"] = "weapon"
    actor: str
    #: One of the actor's ``weapons``; null: back to the stats' ``skill``.
    weapon: str | None
    summary: ClassVar[str] = "Take another weapon in hand; its skill counts from the next counter."


class SetCosts(Command):
    cmd: Literal["costs"] = "costs"
    #: Action name → cost in Initiative points; absent: the shipped house defaults.
    #: Each cost is checked by the rules (Z4), so the message names the action.
    table: dict[Text, Number] | None = None
    name: Text = Field(default="", max_length=COSTS_NAME_MAX)
    source: Text = Field(default="", max_length=COSTS_SOURCE_MAX)
    #: The actions' names the GM reads, by language code then action: {"fr": {"climb": "grimper"}}.
    names: dict[Text, dict[Text, Text]] | None = None
    summary: ClassVar[str] = "Use a campaign's cost table (Z4), or the house defaults."


COMMANDS: tuple[type[Command], ...] = (
    StartSequence,
    Act,
    Join,
    Engage,
    Disengage,
    SetPosition,
    ChooseWeapon,
    SetCosts,
)
