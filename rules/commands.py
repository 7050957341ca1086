"""Commands: what the GM asks for. Each is a pydantic model keyed by ``cmd``.

Commands common to every system live here; each system declares its own.
Parsing dispatches on ``cmd`` within the encounter's system, because systems
reuse names (``declare``, ``act``) with different fields.
"""

from collections.abc import Iterable, Mapping
from typing import Annotated, Any, ClassVar, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    ValidationError,
    model_serializer,
)

from i18n import _, ngettext
from rules import command_help
from rules.combatant import GROUP_MAX, ID_PATTERN, Side
from rules.condition import Ends
from rules.defaults import empty_dict
from rules.errors import InvalidCommand
from rules.numbers import Flag, Number, Steps, whole
from rules.problem_words import problem_in_words
from rules.text_fields import Data, Name, Text


def without_defaults(data: Any, command: BaseModel, keys: tuple[str, ...]) -> Any:
    """``data`` (a command's dump) without those of ``keys`` still at their default.

    For fields added to a command after its first release: a command that does not use
    them is journaled, and read back, exactly as before they existed.
    """
    if isinstance(data, dict):
        for key in keys:
            if getattr(command, key) == type(command).model_fields[key].default:
                data.pop(key, None)
    return data


class Command(BaseModel):
    """Base of every command."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)

    cmd: str
    #: One line of help for the GM (the command palette and ``degaine schema``).
    summary: ClassVar[str] = ""


class ChooseSystem(Command):
    """Pick the initiative system; must be the first command of an encounter."""

    cmd: Literal["system"] = "system"
    name: str
    options: Data = Field(default_factory=empty_dict)
    summary: ClassVar[str] = "Choose the initiative system and its options."


class NameEncounter(Command):
    cmd: Literal["name"] = "name"
    name: Name = Field(min_length=1, max_length=80)
    summary: ClassVar[str] = "Name the encounter."


class AddCombatant(Command):
    cmd: Literal["add"] = "add"
    id: str = Field(pattern=ID_PATTERN)
    name: Name = Field(min_length=1, max_length=60)
    side: Side = "npc"
    hidden: Flag = False
    stats: Data = Field(default_factory=empty_dict)
    #: G7: more than 1 adds a group of identical combatants in one step, ids
    #: ``<id>-1`` … ``<id>-<count>`` named ``<name> 1`` … ``<name> <count>``.
    count: Annotated[int, whole(1, GROUP_MAX)] = Field(
        default=1,
        description="G7: above 1, a group: ids <id>-1… named <name> 1…, one undo removes it.",
    )
    #: G7: the group's members share one roll, one entry and one slot.
    roll_once: Flag = Field(
        default=False,
        description="G7: the group's members share one roll, one entry and one slot.",
    )
    summary: ClassVar[str] = (
        "Add a combatant, before or during the fight (G4); with count, a group (G7)."
    )

    @model_serializer(mode="wrap")
    def leave_out_group_defaults(self, handler: SerializerFunctionWrapHandler) -> Any:
        """A single combatant's ``add`` is journaled as it always was: without G7's keys."""
        return without_defaults(handler(self), self, ("count", "roll_once"))


class RemoveCombatant(Command):
    cmd: Literal["remove"] = "remove"
    id: str
    summary: ClassVar[str] = "Remove a combatant from the encounter (G4)."


class MarkOut(Command):
    cmd: Literal["out"] = "out"
    actor: str
    out: Flag = True
    summary: ClassVar[str] = "Mark a combatant out of the fight, or back in (G4)."


class SetHidden(Command):
    cmd: Literal["hide"] = "hide"
    actor: str
    hidden: Flag = True
    summary: ClassVar[str] = "Hide a combatant from the players, or reveal it (G5)."


class SetScore(Command):
    cmd: Literal["set_score"] = "set_score"
    actor: str
    score: Number
    entry: str | None = None
    summary: ClassVar[str] = "GM override: set the score of an actor's pending action (G4)."


class MoveEntry(Command):
    cmd: Literal["move"] = "move"
    actor: str
    entry: str | None = None
    before: str | None = None
    summary: ClassVar[str] = "GM override: act just before another actor, or last (G4)."


#: The longest duration a condition takes, in the system's units (G6).
DURATION_MAX = 99
#: The most conditions one actor carries at once: a board line has room for a few.
CONDITIONS_MAX = 12


class AddCondition(Command):
    cmd: Literal["condition_add"] = "condition_add"
    actor: str
    name: Name = Field(min_length=1, max_length=40)
    #: How many of the system's units it lasts (G6); None: until removed.
    duration: Annotated[int, whole(1, DURATION_MAX)] | None = None
    ends: Ends = "end"
    public: Flag = False
    summary: ClassVar[str] = "Give an actor a condition, for some units or until removed (G6)."


class RemoveCondition(Command):
    cmd: Literal["condition_remove"] = "condition_remove"
    actor: str
    name: Name = Field(min_length=1, max_length=40)
    summary: ClassVar[str] = "Take a condition off an actor (G6)."


class SetNote(Command):
    cmd: Literal["note"] = "note"
    actor: str
    text: Text = Field(default="", max_length=200)
    summary: ClassVar[str] = "The GM's note on an actor (empty clears it); never shown to players."


class Undo(Command):
    cmd: Literal["undo"] = "undo"
    steps: Steps = 1
    summary: ClassVar[str] = "Undo the last command(s)."


class Redo(Command):
    cmd: Literal["redo"] = "redo"
    steps: Steps = 1
    summary: ClassVar[str] = command_help.REDO


CORE_COMMANDS: tuple[type[Command], ...] = (
    ChooseSystem,
    NameEncounter,
    AddCombatant,
    RemoveCombatant,
    MarkOut,
    SetHidden,
    SetScore,
    MoveEntry,
    AddCondition,
    RemoveCondition,
    SetNote,
    Undo,
    Redo,
)


def command_name(model: type[Command]) -> str:
    """The ``cmd`` value a command model answers to."""
    default = model.model_fields["cmd"].default
    assert isinstance(default, str)
    return default


def command_table(models: Iterable[type[Command]]) -> dict[str, type[Command]]:
    return {command_name(model): model for model in models}


def describe_validation_error(name: str, error: ValidationError) -> str:
    """Turn pydantic's report into one sentence naming the field and the problem."""
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    problem = problem_in_words(first)
    more = len(error.errors()) - 1
    suffix = (
        ngettext(" (and {count} more problem)", " (and {count} more problems)", more).format(
            count=more
        )
        if more
        else ""
    )
    return _("{cmd}: {where}: {problem}{suffix}").format(
        cmd=name, where=where or _("command"), problem=problem, suffix=suffix
    )


def parse_command(data: Mapping[str, Any], table: Mapping[str, type[Command]]) -> Command:
    """Validate one JSON object as a command of ``table``, or raise InvalidCommand."""
    if not isinstance(data, Mapping):
        raise InvalidCommand(
            _("A command must be a JSON object such as {example}.").format(
                example='{"cmd": "undo"}'
            )
        )
    name = data.get("cmd")
    if not isinstance(name, str):
        raise InvalidCommand(_('A command needs a "cmd" field naming it.'))
    model = table.get(name)
    if model is None:
        known = ", ".join(sorted(table))
        raise InvalidCommand(
            _("Unknown command '{cmd}'. Known here: {known}.").format(cmd=name, known=known)
        )
    try:
        return model.model_validate(dict(data))
    except ValidationError as error:
        raise InvalidCommand(describe_validation_error(name, error)) from None
