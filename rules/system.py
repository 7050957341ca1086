"""The small interface through which an initiative system plugs into the core.

The core knows combatants, GM overrides and the journal; a system knows its
stats, options, commands, events and how its pending entries rank. There is
no system-specific branch in the core.
"""

from abc import ABC, abstractmethod
from typing import Any, ClassVar, Generic, TypeVar, cast

from pydantic import BaseModel, ValidationError

from rules.commands import AddCombatant, Command, SetScore, describe_validation_error
from rules.conditions import UnitClock
from rules.dice import DiceSource
from rules.disclosure import PublicRules
from rules.errors import InvalidCommand
from rules.events import Event
from rules.order import Entry
from rules.state import EncounterState, GameState

GameT = TypeVar("GameT", bound=GameState)
OptionsT = TypeVar("OptionsT", bound=BaseModel)


class System(ABC, Generic[GameT, OptionsT]):
    """One initiative system."""

    #: Its key in the table of systems (:mod:`rules.systems`), where its title is too.
    name: ClassVar[str]
    stats_model: ClassVar[type[BaseModel]]
    options_model: ClassVar[type[BaseModel]]
    game_model: ClassVar[type[GameState]]
    commands: ClassVar[tuple[type[Command], ...]]
    #: Every event the system decides; each ``kind`` is ``"<name>.<something>"``, which
    #: is how the journal knows whose event a stored record holds.
    events: ClassVar[tuple[type[Event], ...]]
    #: The system's commands by which a member of a roll-once group leaves it (G7).
    group_leaving: ClassVar[tuple[type[Command], ...]] = ()
    #: What the players' board may show of this system (see :mod:`rules.public`).
    public: ClassVar[PublicRules] = PublicRules()

    # -- typed access to the parts of the state the system owns -------------
    def game(self, state: EncounterState) -> GameT:
        return cast(GameT, state.game)

    def options(self, state: EncounterState) -> OptionsT:
        return cast(OptionsT, self.options_model.model_validate(state.options))

    def normalize_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """Validate options for ``system``; the result has every default filled in."""
        try:
            return self.options_model.model_validate(options).model_dump(mode="json")
        except ValidationError as error:
            raise InvalidCommand(describe_validation_error("system.options", error)) from None

    def normalize_stats(self, command: AddCombatant) -> dict[str, Any]:
        """Validate a combatant's stats; the result has every default filled in."""
        try:
            return self.stats_model.model_validate(command.stats).model_dump(mode="json")
        except ValidationError as error:
            raise InvalidCommand(describe_validation_error("add.stats", error)) from None

    def new_game(self) -> GameT:
        return cast(GameT, self.game_model())

    # -- what each system provides ------------------------------------------
    @abstractmethod
    def decide(self, state: EncounterState, command: Command, dice: DiceSource) -> list[Event]:
        """Validate a system command against the state and say what it causes."""

    @abstractmethod
    def apply(self, state: EncounterState, event: Event) -> None:
        """Fold one of the system's events into the state (in place)."""

    @abstractmethod
    def pending(self, state: EncounterState) -> list[Entry]:
        """The entries still to act this round, unsorted (the core sorts)."""

    @abstractmethod
    def phase(self, state: EncounterState) -> str:
        """The phase's name as the state JSON shows it."""

    @abstractmethod
    def actor_numbers(self, state: EncounterState, actor_id: str) -> dict[str, Any]:
        """That actor's numbers for this system, as the state JSON shows them."""

    @abstractmethod
    def set_score(self, state: EncounterState, command: SetScore) -> list[Event]:
        """GM override (G4): give an actor's pending entry a new score."""

    def refusal(
        self, state: EncounterState, command: type[Command], actor: str | None
    ) -> str | None:
        """Why ``command`` aimed at ``actor`` (a known id, or None) is refused now,
        whatever its fields; None if its fields decide.

        The core asks it before :meth:`decide` and :meth:`set_score`, and a screen asks
        it before opening the command's dialog: one function, so the GM reads the same
        words from a key as from a script, and never fills a form in vain.
        """
        return None

    def unit_clock(self, state: EncounterState) -> UnitClock:
        """G6's unit (a turn, a Sequence): its number and whether one is running.

        Conditions count the units that start and end by it; the default, a round
        that is always running, counts only starts.
        """
        return UnitClock(state.game.round, True)

    def leaves_group(self, command: Command) -> bool:
        """Whether ``command`` makes the member it aims at leave its roll-once group (G7)."""
        return isinstance(command, self.group_leaving)

    def extra_view(self, state: EncounterState) -> dict[str, Any]:
        """Keys the system adds to the state JSON beside the common ones."""
        return {}

    def forget(self, state: EncounterState, actor_id: str) -> None:
        """A combatant was removed or marked out: drop what the system held for it."""


AnySystem = System[Any, Any]
