"""The d6 western game's initiative, "Surprise et Initiative", rulings W1–W11."""

from typing import Any

from i18n import _
from rules.commands import Command, SetScore
from rules.condition import SONNE
from rules.conditions import UnitClock, find_condition
from rules.dice import DiceSource
from rules.errors import Refused
from rules.events import Event
from rules.order import Entry
from rules.state import EncounterState
from rules.system import System
from rules.systems.western.ambush import decide_ambush
from rules.systems.western.commands import (
    COMMANDS,
    Ambush,
    Declare,
    Draw,
    Duel,
    EndTurn,
    Hold,
    Panache,
    Resolve,
    Reveal,
    Sacrifice,
    SangFroid,
    Snag,
    Tension,
    Tokens,
)
from rules.systems.western.entries import needs_nerve, pending_actions, turn_entries
from rules.systems.western.events import EVENTS
from rules.systems.western.fold import apply_event
from rules.systems.western.group import decide_group_declare, decide_group_sacrifice
from rules.systems.western.initiative import (
    decide_hold,
    decide_panache,
    decide_sang_froid,
    decide_set_score,
    decide_snag,
    decide_tension,
    decide_tokens,
)
from rules.systems.western.lookup import (
    game_of,
    pool_of,
    stats_of,
    tension_of,
    tokens_of,
    undeclared,
)
from rules.systems.western.model import WesternGame, WesternOptions, WesternStats, entry_key
from rules.systems.western.preview import preview_order
from rules.systems.western.public import WesternPublic
from rules.systems.western.refusals import refusal
from rules.systems.western.turn import (
    decide_draw,
    decide_end_turn,
    decide_resolve,
    decide_reveal,
)


class WesternSystem(System[WesternGame, WesternOptions]):
    name = "western"
    stats_model = WesternStats
    options_model = WesternOptions
    game_model = WesternGame
    commands = COMMANDS
    events = EVENTS
    public = WesternPublic()
    #: G7: Panache, holding fire and Tension are the member's own: it leaves its group.
    group_leaving = (Panache, Hold, Tension)

    # -- reading -------------------------------------------------------------
    def pending(self, state: EncounterState) -> list[Entry]:
        return turn_entries(state)

    def phase(self, state: EncounterState) -> str:
        """``idle`` before the first draw (W1), ``declare`` → ``reveal`` → ``resolve``,
        then ``between`` turns."""
        game = game_of(state)
        if not game.open:
            return "idle" if game.round == 0 else "between"
        if game.revealed:
            return "resolve"
        return "declare" if undeclared(state) else "reveal"

    def unit_clock(self, state: EncounterState) -> UnitClock:
        """G6's unit is the turn (a duel's included): drawn, then ended by end_turn."""
        game = game_of(state)
        return UnitClock(game.round, game.open)

    def actor_numbers(self, state: EncounterState, actor_id: str) -> dict[str, Any]:
        game = game_of(state)
        stats = stats_of(state, actor_id)
        surprise = game.surprise
        return {
            "attribute": stats.attribute,
            "skill": stats.skill,
            "tension": tension_of(state, actor_id),
            "panache": tokens_of(state, actor_id),
            "pool": pool_of(state, actor_id),
            "discretion": stats.discretion,
            "sang_froid": stats.sang_froid,
            "poker": stats.poker,
            "survie": stats.survie,
            # W9's snag is the condition of that name (G6): the key stays for the contract.
            "sonne": find_condition(state, actor_id, SONNE) is not None,
            "surprised": surprise is not None and actor_id in surprise.surprised,
            "declared": game.open and actor_id in game.actions,
        }

    def extra_view(self, state: EncounterState) -> dict[str, Any]:
        game = game_of(state)
        duel: dict[str, Any] | None = None
        if game.open and game.duel:
            duelists = list(game.participants or [])
            started = any(actor in game.actions for actor in duelists)
            duel = {"duelists": duelists, "step": "degainer" if started else "monter"}
        return {
            "revealed": game.open and game.revealed,
            "duel": duel,
            "undeclared": undeclared(state) if game.open and not game.revealed else [],
            # Beside ``order``, which keeps only what was declared: see preview.py.
            "preview": [[entry.public() for entry in slot] for slot in preview_order(state)],
            "lost": list(game.lost),
            "prompts": [
                {
                    "actor": actor,
                    "key": entry_key(actor, action.index),
                    "roll": "sang_froid",
                    "difficulty": 1,
                }
                for actor, action in pending_actions(state)
                if needs_nerve(state, actor, action)
            ],
            "surprise": self.surprise_view(state),
        }

    @staticmethod
    def surprise_view(state: EncounterState) -> dict[str, Any] | None:
        surprise = game_of(state).surprise
        if surprise is None:
            return None
        return {
            "round": surprise.round,
            "bonus": {actor: [d.value for d in dice] for actor, dice in surprise.bonus.items()},
            "surprised": dict(surprise.surprised),
            "results": [
                {
                    "actor": result.actor,
                    "skill": result.skill,
                    "successes": result.successes,
                    "ambush_successes": result.ambush_successes,
                    "margin": result.margin,
                    "beaten": result.beaten,
                }
                for result in surprise.results
            ],
        }

    # -- deciding --------------------------------------------------------------
    def refusal(
        self, state: EncounterState, command: type[Command], actor: str | None
    ) -> str | None:
        return refusal(state, command, actor)

    def decide(self, state: EncounterState, command: Command, dice: DiceSource) -> list[Event]:
        if isinstance(command, Draw | Duel):
            return decide_draw(state, command)
        if isinstance(command, Declare):
            return decide_group_declare(state, command)
        if isinstance(command, Sacrifice):
            return decide_group_sacrifice(state, command, dice)
        if isinstance(command, Panache):
            return decide_panache(state, command, dice)
        if isinstance(command, Reveal):
            return decide_reveal(state)
        if isinstance(command, Hold):
            return decide_hold(state, command)
        if isinstance(command, Resolve):
            return decide_resolve(state)
        if isinstance(command, SangFroid):
            return decide_sang_froid(state, command, dice)
        if isinstance(command, Tension):
            return decide_tension(state, command)
        if isinstance(command, Tokens):
            return decide_tokens(state, command)
        if isinstance(command, Ambush):
            return decide_ambush(state, command, dice)
        if isinstance(command, Snag):
            return decide_snag(state, command)
        if isinstance(command, EndTurn):
            return decide_end_turn(state)
        raise Refused(_("The western system has no command '{cmd}'.").format(cmd=command.cmd))

    def set_score(self, state: EncounterState, command: SetScore) -> list[Event]:
        return decide_set_score(state, command)

    # -- folding ---------------------------------------------------------------
    def apply(self, state: EncounterState, event: Event) -> None:
        apply_event(state, event)

    def forget(self, state: EncounterState, actor_id: str) -> None:
        """Out or removed: its actions this turn go (resolved ones stay in ``done``)."""
        game_of(state).actions.pop(actor_id, None)


SYSTEM = WesternSystem()
