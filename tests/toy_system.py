"""A toy fourth system, to prove that adding one is its own module plus one table row.

Each combatant has a speed; ``{"cmd": "round"}`` starts a round and the order is
by speed, fastest first. Nothing outside this module and :data:`TOY_ROW` knows it:
tests put the row in the table of systems for their own duration (see
:func:`toy_in_table`).
"""

from typing import Any, ClassVar, Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field

from i18n import _
from rules.commands import Command, SetScore
from rules.dice import DiceSource
from rules.errors import Refused
from rules.events import Event
from rules.order import Entry
from rules.state import EncounterState, GameState
from rules.system import System
from rules.systems import SYSTEMS, SystemRow

TOY_ROW = SystemRow(key="toy", title="Toy Initiative", rules="tests.toy_system:SYSTEM")


class ToyStats(BaseModel):
    model_config = ConfigDict(extra="forbid")

    speed: int = Field(default=1, ge=0, le=10)


class ToyOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ToyGame(GameState):
    pass


class StartRound(Command):
    cmd: Literal["round"] = "round"
    summary: ClassVar[str] = "Start a round: everyone acts by speed."


class RoundStarted(Event):
    kind: Literal["toy.round_started"] = "toy.round_started"
    round: int


class ToySystem(System[ToyGame, ToyOptions]):
    name = "toy"
    stats_model = ToyStats
    options_model = ToyOptions
    game_model = ToyGame
    commands: ClassVar[tuple[type[Command], ...]] = (StartRound,)
    events: ClassVar[tuple[type[Event], ...]] = (RoundStarted,)

    def decide(self, state: EncounterState, command: Command, dice: DiceSource) -> list[Event]:
        if not isinstance(command, StartRound):
            raise Refused(_("The toy system has no such command."))
        return [RoundStarted(round=state.game.round + 1)]

    def apply(self, state: EncounterState, event: Event) -> None:
        if isinstance(event, RoundStarted):
            state.game.round = event.round

    def pending(self, state: EncounterState) -> list[Entry]:
        if state.game.round == 0:
            return []
        return [
            Entry(key=c.id, actor=c.id, action="act", score=speed, rank=(speed,))
            for c in state.active()
            for speed in [ToyStats.model_validate(c.stats).speed]
        ]

    def phase(self, state: EncounterState) -> str:
        return "round" if state.game.round else "before"

    def actor_numbers(self, state: EncounterState, actor_id: str) -> dict[str, Any]:
        return {"speed": ToyStats.model_validate(state.combatants[actor_id].stats).speed}

    def set_score(self, state: EncounterState, command: SetScore) -> list[Event]:
        raise Refused(_("The toy system keeps its speeds."))


SYSTEM = ToySystem()


@pytest.fixture
def toy_in_table(monkeypatch: pytest.MonkeyPatch) -> SystemRow:
    """The toy system's row in the table of systems, for one test."""
    monkeypatch.setitem(SYSTEMS, TOY_ROW.key, TOY_ROW)
    return TOY_ROW
