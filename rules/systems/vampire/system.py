"""Vampire: the Masquerade (Revised) initiative, rulings V1–V8."""

from typing import Any

from i18n import _
from rules.commands import Command, SetScore
from rules.conditions import UnitClock
from rules.dice import DiceSource
from rules.errors import Refused
from rules.events import Event
from rules.order import Entry
from rules.state import EncounterState
from rules.system import System
from rules.systems.vampire.commands import (
    COMMANDS,
    Abort,
    Act,
    Declare,
    EndTurn,
    Resolve,
    Roll,
    Wound,
)
from rules.systems.vampire.decide import (
    decide_abort,
    decide_act,
    decide_end_turn,
    decide_group_declare,
    decide_resolve,
    decide_roll,
    decide_set_score,
    decide_wound,
)
from rules.systems.vampire.events import EVENTS
from rules.systems.vampire.fold import apply_event, forget_actor
from rules.systems.vampire.model import WOUND_PENALTY, VampireGame, VampireOptions, VampireStats
from rules.systems.vampire.public import VampirePublic
from rules.systems.vampire.reading import (
    can_act,
    extras,
    game_of,
    pending_entries,
    stats_of,
    undeclared,
    waiting_entries,
)
from rules.systems.vampire.refusals import refusal


class VampireSystem(System[VampireGame, VampireOptions]):
    name = "vampire"
    stats_model = VampireStats
    options_model = VampireOptions
    game_model = VampireGame
    commands = COMMANDS
    events = EVENTS
    public = VampirePublic()
    #: G7: a wound or an abort is the member's own: it leaves its roll-once group.
    group_leaving = (Wound, Abort)

    # -- reading -------------------------------------------------------------
    def pending(self, state: EncounterState) -> list[Entry]:
        return pending_entries(state)

    def phase(self, state: EncounterState) -> str:
        if not game_of(state).turn_open:
            return "between"
        return "declare" if undeclared(state) else "resolve"

    def unit_clock(self, state: EncounterState) -> UnitClock:
        """G6's unit is the turn: it starts with the roll of a new turn, ends with end_turn."""
        game = game_of(state)
        return UnitClock(game.round, game.turn_open)

    def actor_numbers(self, state: EncounterState, actor_id: str) -> dict[str, Any]:
        game = game_of(state)
        stats = stats_of(state, actor_id)
        level = game.wounds.get(actor_id, "healthy")
        numbers: dict[str, Any] = {
            "dexterity": stats.dexterity,
            "wits": stats.wits,
            "celerity": stats.celerity,
            "willpower": stats.willpower - game.willpower_spent.get(actor_id, 0),
            "willpower_max": stats.willpower,
            "wounds": level,
            "penalty": WOUND_PENALTY[level],
            "can_act": can_act(state, actor_id),
        }
        initiative = game.initiative.get(actor_id)
        if initiative is not None:
            numbers.update(
                total=initiative.total,
                rating=initiative.rating,
                die=initiative.die.value if initiative.die else None,
                typed=initiative.die.typed if initiative.die else None,
                committed=initiative.committed,
                extra=extras(game, actor_id),
            )
        declared = game.declarations.get(actor_id)
        if declared is not None:
            numbers.update(declared=declared.action, delay=declared.delay)
        return numbers

    def extra_view(self, state: EncounterState) -> dict[str, Any]:
        return {
            "delayed": [entry.public() for entry in waiting_entries(state)],
            "declare_next": [entry.actor for slot in undeclared(state)[-1:] for entry in slot],
            "lost": list(game_of(state).lost),
        }

    # -- deciding --------------------------------------------------------------
    def refusal(
        self, state: EncounterState, command: type[Command], actor: str | None
    ) -> str | None:
        return refusal(state, command, actor)

    def decide(self, state: EncounterState, command: Command, dice: DiceSource) -> list[Event]:
        if isinstance(command, Roll):
            return decide_roll(state, command, dice)
        if isinstance(command, Declare):
            return decide_group_declare(state, command)
        if isinstance(command, Resolve):
            return decide_resolve(state)
        if isinstance(command, Act):
            return decide_act(state, command)
        if isinstance(command, Abort):
            return decide_abort(state, command)
        if isinstance(command, Wound):
            return decide_wound(state, command)
        if isinstance(command, EndTurn):
            return decide_end_turn(state)
        raise Refused(_("The vampire system has no command '{cmd}'.").format(cmd=command.cmd))

    def set_score(self, state: EncounterState, command: SetScore) -> list[Event]:
        return decide_set_score(state, command)

    # -- folding ---------------------------------------------------------------
    def apply(self, state: EncounterState, event: Event) -> None:
        apply_event(state, event)

    def forget(self, state: EncounterState, actor_id: str) -> None:
        forget_actor(state, actor_id)


SYSTEM = VampireSystem()
