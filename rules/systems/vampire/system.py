"""Vampire: the Masquerade (Revised) initiative, rulings V1–V8."""

from typing import Any

from rules.commands import Command, SetScore
from rules.dice import DiceSource
from rules.errors import Refused
from rules.events import Event
from rules.i18n import _
from rules.memo import StateMemo
from rules.order import Entry, compute_order
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
from rules.systems.vampire.events import (
    EVENTS,
    Aborted,
    AbortFailed,
    ActionDeclared,
    ActorRolled,
    DelayedActed,
    InitiativeRolled,
    ScoreSet,
    SlotResolved,
    TurnEnded,
    WoundSet,
)
from rules.systems.vampire.model import (
    WOUND_PENALTY,
    Declaration,
    Initiative,
    VampireGame,
    VampireOptions,
    VampireStats,
)
from rules.systems.vampire.public import VampirePublic

MAIN = 1
"""Rank prefix of main actions; extra actions use -1, -2, … so they come last (V6)."""


def extra_key(actor: str, number: int) -> str:
    return f"{actor}+{number}"


class VampireSystem(System[VampireGame, VampireOptions]):
    name = "vampire"
    stats_model = VampireStats
    options_model = VampireOptions
    game_model = VampireGame
    commands = COMMANDS
    events = EVENTS
    public = VampirePublic()

    # -- reading -------------------------------------------------------------
    def __init__(self) -> None:
        self._entries_memo: StateMemo[list[Entry]] = StateMemo()
        self._undeclared_memo: StateMemo[list[list[Entry]]] = StateMemo()

    def stats(self, state: EncounterState, actor: str) -> VampireStats:
        return VampireStats.model_validate(state.combatants[actor].stats)

    def can_act(self, state: EncounterState, actor: str) -> bool:
        combatant = state.combatants.get(actor)
        if combatant is None or combatant.out:
            return False
        return WOUND_PENALTY[self.game(state).wounds.get(actor, "healthy")] is not None

    def extras(self, game: VampireGame, actor: str) -> int:
        declared = game.declarations.get(actor)
        return game.initiative[actor].committed + (declared.extra if declared else 0)

    def all_entries(self, state: EncounterState) -> list[Entry]:
        """Every action of the open turn not yet resolved, waiting delays included."""
        return self._entries_memo.get(state, lambda: self.compute_entries(state))

    def compute_entries(self, state: EncounterState) -> list[Entry]:
        game = self.game(state)
        if not game.turn_open:
            return []
        resolved = {entry.key for entry in game.done}
        entries: list[Entry] = []
        for actor, initiative in game.initiative.items():
            if not self.can_act(state, actor):
                continue
            declared = game.declarations.get(actor, Declaration())
            if actor not in resolved:
                entries.append(
                    Entry(
                        key=actor,
                        actor=actor,
                        action=declared.action,
                        score=initiative.total,
                        rank=(MAIN, initiative.total, initiative.rating),
                        tags=["delayed"] if declared.delay else [],
                    )
                )
            for number in range(1, self.extras(game, actor) + 1):
                key = extra_key(actor, number)
                if key not in resolved:
                    entries.append(
                        Entry(
                            key=key,
                            actor=actor,
                            action=_("extra action {number}").format(number=number),
                            score=initiative.total,
                            rank=(-number, initiative.total, initiative.rating),
                            tags=["extra"],
                        )
                    )
        return entries

    def pending(self, state: EncounterState) -> list[Entry]:
        waiting = set(self.game(state).waiting)
        return [entry for entry in self.all_entries(state) if entry.key not in waiting]

    def waiting_entries(self, state: EncounterState) -> list[Entry]:
        waiting = self.game(state).waiting
        return [entry for entry in self.all_entries(state) if entry.key in waiting]

    def undeclared(self, state: EncounterState) -> list[list[Entry]]:
        """Slots of actors still to declare, fastest first (declaration runs backwards, V3)."""
        return self._undeclared_memo.get(state, lambda: self.compute_undeclared(state))

    def compute_undeclared(self, state: EncounterState) -> list[list[Entry]]:
        game = self.game(state)
        mains = [
            entry
            for entry in self.pending(state)
            if entry.key == entry.actor and entry.actor not in game.declarations
        ]
        return compute_order(mains, state.moves)

    def phase(self, state: EncounterState) -> str:
        game = self.game(state)
        if not game.turn_open:
            return "between"
        return "declare" if self.undeclared(state) else "resolve"

    def actor_numbers(self, state: EncounterState, actor_id: str) -> dict[str, Any]:
        game = self.game(state)
        stats = self.stats(state, actor_id)
        level = game.wounds.get(actor_id, "healthy")
        numbers: dict[str, Any] = {
            "dexterity": stats.dexterity,
            "wits": stats.wits,
            "celerity": stats.celerity,
            "willpower": stats.willpower - game.willpower_spent.get(actor_id, 0),
            "willpower_max": stats.willpower,
            "wounds": level,
            "penalty": WOUND_PENALTY[level],
            "can_act": self.can_act(state, actor_id),
        }
        initiative = game.initiative.get(actor_id)
        if initiative is not None:
            numbers.update(
                total=initiative.total,
                rating=initiative.rating,
                die=initiative.die.value if initiative.die else None,
                typed=initiative.die.typed if initiative.die else None,
                committed=initiative.committed,
                extra=self.extras(game, actor_id),
            )
        declared = game.declarations.get(actor_id)
        if declared is not None:
            numbers.update(declared=declared.action, delay=declared.delay)
        return numbers

    def extra_view(self, state: EncounterState) -> dict[str, Any]:
        game = self.game(state)
        return {
            "delayed": [entry.public() for entry in self.waiting_entries(state)],
            "declare_next": [entry.actor for slot in self.undeclared(state)[-1:] for entry in slot],
            "lost": list(game.lost),
        }

    # -- deciding --------------------------------------------------------------
    def decide(self, state: EncounterState, command: Command, dice: DiceSource) -> list[Event]:
        if isinstance(command, Roll):
            return self.decide_roll(state, command, dice)
        if isinstance(command, Declare):
            return self.decide_declare(state, command)
        if isinstance(command, Resolve):
            return self.decide_resolve(state)
        if isinstance(command, Act):
            return self.decide_act(state, command)
        if isinstance(command, Abort):
            return self.decide_abort(state, command)
        if isinstance(command, Wound):
            return self.decide_wound(state, command)
        if isinstance(command, EndTurn):
            return self.decide_end_turn(state)
        raise Refused(_("The vampire system has no command '{cmd}'.").format(cmd=command.cmd))

    def require_open_turn(self, state: EncounterState) -> VampireGame:
        game = self.game(state)
        if not game.turn_open:
            raise Refused(_("No turn is open: roll initiative first."))
        return game

    def initiative_for(
        self, state: EncounterState, actor: str, die: int | None, committed: int
    ) -> Initiative:
        """V1: 1d10 + Dexterity + Wits − wound penalty + Celerity dots kept for speed."""
        stats = self.stats(state, actor)
        penalty = WOUND_PENALTY[self.game(state).wounds.get(actor, "healthy")] or 0
        rating = stats.dexterity + stats.wits - penalty + (stats.celerity - committed)
        return Initiative(
            total=rating + (die or 0), rating=rating, penalty=penalty, committed=committed
        )

    def decide_roll(self, state: EncounterState, command: Roll, dice: DiceSource) -> list[Event]:
        game = self.game(state)
        for actor in [*command.dice, *command.celerity, *(command.actors or [])]:
            state.combatant(actor)
        if game.turn_open and command.actors is None:
            raise Refused(_("The turn is still open: end it before rolling a new one."))
        if command.actors is not None and not game.turn_open:
            rollers = list(command.actors)
        elif command.actors is not None:
            already = [a for a in command.actors if a in game.initiative]
            if already:
                name = state.combatants[already[0]].name
                raise Refused(_("{name} already has initiative this turn.").format(name=name))
            rollers = list(command.actors)
        else:
            rollers = [c.id for c in state.active()]
        for actor in [*command.dice, *command.celerity]:
            if actor not in rollers:
                name = state.combatants[actor].name
                raise Refused(_("{name} is not rolling in this command.").format(name=name))
        rolls: list[ActorRolled] = []
        for actor in rollers:
            name = state.combatants[actor].name
            if not self.can_act(state, actor):
                if actor in command.dice or command.actors is not None:
                    raise Refused(_("{name} cannot act (out or incapacitated).").format(name=name))
                continue
            committed = command.celerity.get(actor, 0)
            available = self.stats(state, actor).celerity
            if not 0 <= committed <= available:
                raise Refused(
                    _("{name} has {dots} dots of Celerity; cannot commit {committed}.").format(
                        name=name, dots=available, committed=committed
                    )
                )
            die = dice.roll(10, command.dice.get(actor), who=name)
            initiative = self.initiative_for(state, actor, die.value, committed)
            rolls.append(
                ActorRolled(actor=actor, initiative=initiative.model_copy(update={"die": die}))
            )
        if not rolls:
            raise Refused(_("Nobody can act: add combatants first."))
        new_turn = not game.turn_open
        return [
            InitiativeRolled(
                round=game.round + 1 if new_turn else game.round, new_turn=new_turn, rolls=rolls
            )
        ]

    def decide_declare(self, state: EncounterState, command: Declare) -> list[Event]:
        game = self.require_open_turn(state)
        name = state.combatant(command.actor).name
        if command.actor not in game.initiative or not self.can_act(state, command.actor):
            raise Refused(_("{name} has no initiative this turn.").format(name=name))
        if command.actor in game.declarations:
            raise Refused(_("{name} has already declared this turn.").format(name=name))
        slots = self.undeclared(state)
        if not command.override and slots and command.actor not in {e.actor for e in slots[-1]}:
            next_names = ", ".join(state.combatants[e.actor].name for e in slots[-1])
            raise Refused(
                _("Slowest first: {next} declares before {name}.").format(
                    next=next_names, name=name
                )
            )
        if command.willpower and self.willpower_left(state, command.actor) < 1:
            raise Refused(_("{name} has no Willpower left to spend.").format(name=name))
        return [
            ActionDeclared(
                actor=command.actor,
                action=command.action,
                delay=command.delay,
                extra=command.extra,
                willpower=command.willpower,
            )
        ]

    def willpower_left(self, state: EncounterState, actor: str) -> int:
        spent = self.game(state).willpower_spent.get(actor, 0)
        return self.stats(state, actor).willpower - spent

    def decide_resolve(self, state: EncounterState) -> list[Event]:
        self.require_open_turn(state)
        pending_declarations = self.undeclared(state)
        if pending_declarations:
            names = ", ".join(state.combatants[e.actor].name for e in pending_declarations[-1])
            raise Refused(
                _("Declarations are not finished: {names} declares next (slowest first).").format(
                    names=names
                )
            )
        waiting: list[str] = []
        for slot in compute_order(self.pending(state), state.moves):
            acting = [entry for entry in slot if "delayed" not in entry.tags]
            waiting += [entry.key for entry in slot if "delayed" in entry.tags]
            if acting:
                if len(acting) > 1:
                    acting = [
                        e.model_copy(update={"tags": [*e.tags, "simultaneous"]}) for e in acting
                    ]
                return [SlotResolved(entries=acting, waiting=waiting)]
        if waiting:
            return [SlotResolved(entries=[], waiting=waiting)]
        names = ", ".join(state.combatants[e.actor].name for e in self.waiting_entries(state))
        if names:
            raise Refused(
                _("Only delayed actors remain ({names}): make one act, or end the turn.").format(
                    names=names
                )
            )
        raise Refused(_("Everyone has acted: end the turn."))

    def decide_act(self, state: EncounterState, command: Act) -> list[Event]:
        self.require_open_turn(state)
        actors = [command.actor] if isinstance(command.actor, str) else list(command.actor)
        if not actors or len(set(actors)) != len(actors):
            raise Refused(_("Name each delayed actor once."))
        if self.undeclared(state):
            raise Refused(_("Declarations are not finished yet."))
        waiting = {entry.key: entry for entry in self.waiting_entries(state)}
        order = compute_order(self.pending(state), state.moves)
        head = {entry.key: entry for entry in order[0]} if order else {}
        acting: list[Entry] = []
        for actor in actors:
            name = state.combatant(actor).name
            entry = waiting.get(actor) or head.get(actor)
            if entry is None or "delayed" not in entry.tags:
                main = next((e for e in self.all_entries(state) if e.key == actor), None)
                if main is None:
                    raise Refused(_("{name} has already acted this turn.").format(name=name))
                if "delayed" not in main.tags:
                    raise Refused(
                        _("{name} did not delay and acts at their rank (resolve).").format(
                            name=name
                        )
                    )
                raise Refused(
                    _("{name}'s rank ({score}) has not come yet.").format(
                        name=name, score=main.score
                    )
                )
            acting.append(entry)
        initiative = self.game(state).initiative
        acting.sort(
            key=lambda e: (initiative[e.actor].rating, initiative[e.actor].total), reverse=True
        )
        return [DelayedActed(entries=acting)]

    def decide_abort(self, state: EncounterState, command: Abort) -> list[Event]:
        game = self.require_open_turn(state)
        name = state.combatant(command.actor).name
        own = [entry for entry in self.all_entries(state) if entry.actor == command.actor]
        if not own:
            raise Refused(_("{name} has no action left this turn to abort.").format(name=name))
        consumed = min(own, key=lambda entry: (entry.key != command.actor, entry.key))
        cost = self.options(state).abort_cost
        spent = 0
        if cost == "willpower" or (cost == "willpower_roll" and command.spend_willpower):
            if self.willpower_left(state, command.actor) < 1:
                raise Refused(_("{name} has no Willpower left to abort.").format(name=name))
            spent = 1
        elif cost == "willpower_roll":
            if command.success is None:
                raise Refused(
                    _("Aborting needs a Willpower roll: type its result for {name}.").format(
                        name=name
                    )
                )
            if not command.success:
                return [AbortFailed(actor=command.actor, defense=command.defense)]
        entry = Entry(
            key=consumed.key,
            actor=command.actor,
            action=command.defense,
            score=game.initiative[command.actor].total,
            rank=consumed.rank,
            tags=["abort"],
        )
        return [Aborted(entry=entry, willpower=spent)]

    def decide_wound(self, state: EncounterState, command: Wound) -> list[Event]:
        name = state.combatant(command.actor).name
        if self.game(state).wounds.get(command.actor, "healthy") == command.level:
            raise Refused(_("{name} is already at that health level.").format(name=name))
        return [WoundSet(actor=command.actor, level=command.level)]

    def decide_end_turn(self, state: EncounterState) -> list[Event]:
        self.require_open_turn(state)
        return [TurnEnded(lost=[entry.key for entry in self.all_entries(state)])]

    def set_score(self, state: EncounterState, command: SetScore) -> list[Event]:
        game = self.require_open_turn(state)
        name = state.combatants[command.actor].name
        if not self.can_act(state, command.actor):
            raise Refused(_("{name} cannot act (out or incapacitated).").format(name=name))
        current = game.initiative.get(command.actor)
        if current is None:
            current = self.initiative_for(state, command.actor, None, 0)
        return [
            ScoreSet(
                actor=command.actor, initiative=current.model_copy(update={"total": command.score})
            )
        ]

    # -- folding ---------------------------------------------------------------
    def apply(self, state: EncounterState, event: Event) -> None:
        game = self.game(state)
        if isinstance(event, InitiativeRolled):
            if event.new_turn:
                game.round = event.round
                game.turn_open = True
                game.initiative = {}
                game.declarations = {}
                game.done = []
                game.waiting = []
                game.lost = []
            for roll in event.rolls:
                game.initiative[roll.actor] = roll.initiative
        elif isinstance(event, ActionDeclared):
            game.declarations[event.actor] = Declaration(
                action=event.action, delay=event.delay, extra=event.extra, willpower=event.willpower
            )
            if event.willpower:
                self.spend_willpower(game, event.actor, 1)
        elif isinstance(event, SlotResolved):
            game.waiting += [key for key in event.waiting if key not in game.waiting]
            game.done += event.entries
        elif isinstance(event, DelayedActed):
            keys = {entry.key for entry in event.entries}
            game.waiting = [key for key in game.waiting if key not in keys]
            game.done += event.entries
        elif isinstance(event, Aborted):
            game.waiting = [key for key in game.waiting if key != event.entry.key]
            game.done.append(event.entry)
            self.spend_willpower(game, event.entry.actor, event.willpower)
        elif isinstance(event, WoundSet):
            game.wounds[event.actor] = event.level
        elif isinstance(event, ScoreSet):
            game.initiative[event.actor] = event.initiative
        elif isinstance(event, TurnEnded):
            game.turn_open = False
            game.waiting = []
            game.lost = list(event.lost)

    @staticmethod
    def spend_willpower(game: VampireGame, actor: str, points: int) -> None:
        if points:
            game.willpower_spent[actor] = game.willpower_spent.get(actor, 0) + points

    def forget(self, state: EncounterState, actor_id: str) -> None:
        game = self.game(state)
        game.initiative.pop(actor_id, None)
        game.declarations.pop(actor_id, None)
        game.waiting = [key for key in game.waiting if key.split("+")[0] != actor_id]


SYSTEM = VampireSystem()
