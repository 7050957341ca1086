"""Zebra Island RPG initiative: Sequences of countdown counters, rulings Z1–Z10."""

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
from rules.systems.zebra.action_names import action_labels
from rules.systems.zebra.commands import (
    COMMANDS,
    Act,
    ChooseWeapon,
    Disengage,
    Engage,
    Join,
    SetCosts,
    SetPosition,
    StartSequence,
)
from rules.systems.zebra.decide import (
    decide_act,
    decide_costs,
    decide_disengage,
    decide_engage,
    decide_join,
    decide_position,
    decide_sequence,
    decide_weapon,
)
from rules.systems.zebra.events import (
    EVENTS,
    Acted,
    CostsSet,
    CounterSet,
    Disengaged,
    Engaged,
    Joined,
    PositionSet,
    SequenceStarted,
    WeaponChosen,
)
from rules.systems.zebra.formula import engaged_by, engages, position_of, weapon_in_hand
from rules.systems.zebra.model import Counter, ZebraGame, ZebraOptions, ZebraStats
from rules.systems.zebra.public import ZebraPublic
from rules.systems.zebra.reading import cost_table, is_running, pending_entries
from rules.systems.zebra.refusals import refusal


class ZebraSystem(System[ZebraGame, ZebraOptions]):
    name = "zebra"
    stats_model = ZebraStats
    options_model = ZebraOptions
    game_model = ZebraGame
    commands = COMMANDS
    events = EVENTS
    public = ZebraPublic()
    #: G7: a member's own position or weapon changes its counter: it leaves its group.
    group_leaving = (SetPosition, ChooseWeapon)

    def leaves_group(self, command: Command) -> bool:
        """G7: also an action taken ``alone``, without the group."""
        return super().leaves_group(command) or (isinstance(command, Act) and command.alone)

    # -- reading -------------------------------------------------------------
    def mutual(self, state: EncounterState) -> bool:
        return self.options(state).engagement == "mutual"

    def pending(self, state: EncounterState) -> list[Entry]:
        return pending_entries(state, self.game(state), self.options(state))

    def phase(self, state: EncounterState) -> str:
        return "sequence" if is_running(state, self.game(state)) else "between"

    def unit_clock(self, state: EncounterState) -> UnitClock:
        """G6's unit is the Sequence: it starts with its counters, ends when they are
        spent (Z7) or the next one is started over it."""
        game = self.game(state)
        return UnitClock(game.round, is_running(state, game))

    def actor_numbers(self, state: EncounterState, actor_id: str) -> dict[str, Any]:
        game = self.game(state)
        combatant = state.combatants[actor_id]
        stats = ZebraStats.model_validate(combatant.stats)
        weapon, skill = weapon_in_hand(game, stats, actor_id)
        counter = game.counters.get(actor_id)
        numbers: dict[str, Any] = {
            "aplomb": stats.aplomb,
            "agilite": stats.agilite,
            "perception": stats.perception,
            "weapon": weapon,
            "skill": skill,
            "weapons": dict(stats.weapons),
            "position": position_of(game, actor_id, self.mutual(state)),
            "position_override": actor_id in game.positions,
            "engages": engages(game, actor_id),
            "engaged_by": engaged_by(game, actor_id),
            "counter": counter.value if counter is not None else None,
            "overspend": counter.overspend if counter is not None else 0,
            # Done for this Sequence (Z6); ``out_of_fight`` is the core's G4 flag.
            "out": combatant.out or (counter is not None and counter.value <= 0),
            "in_sequence": counter is not None,
        }
        if counter is not None:
            numbers.update(
                start=counter.start,
                base=counter.base,
                d20=counter.die.value if counter.die is not None else None,
                typed=counter.die.typed if counter.die is not None else None,
                static=counter.static,
                carried=counter.carried,
                rolled_in=counter.position,
                rolled_with=counter.weapon,
                joined=counter.joined,
                edited=counter.edited,
            )
        return numbers

    def extra_view(self, state: EncounterState) -> dict[str, Any]:
        game = self.game(state)
        table = cost_table(game)
        running = is_running(state, game)
        return {
            # The tie and engagement options, for readers such as the projection.
            "options": self.options(state).model_dump(),
            "engagements": [e.model_dump() for e in game.engagements],
            "costs": {
                "name": table.name or _("campaign table"),
                "source": table.source,
                "house_defaults": game.costs is None,
                "actions": dict(table.costs),
                # What the GM reads of each action: the table's own name in the GM's
                # language, the shipped name translated, else the id.
                "labels": action_labels(table.costs, table.names),
            },
            "sequence_over": game.round > 0 and not running,
            "to_join": [c.id for c in state.active() if running and c.id not in game.counters],
        }

    # -- deciding --------------------------------------------------------------
    def refusal(
        self, state: EncounterState, command: type[Command], actor: str | None
    ) -> str | None:
        return refusal(state, self.game(state), command, actor)

    def decide(self, state: EncounterState, command: Command, dice: DiceSource) -> list[Event]:
        game, options = self.game(state), self.options(state)
        if isinstance(command, StartSequence):
            return decide_sequence(state, game, options, command, dice)
        if isinstance(command, Act):
            return decide_act(state, game, options, command)
        if isinstance(command, Join):
            return decide_join(state, game, options, command, dice)
        if isinstance(command, Engage):
            return decide_engage(state, game, options, command)
        if isinstance(command, Disengage):
            return decide_disengage(state, game, command)
        if isinstance(command, SetPosition):
            return decide_position(state, game, command)
        if isinstance(command, ChooseWeapon):
            return decide_weapon(state, game, command)
        if isinstance(command, SetCosts):
            return decide_costs(command)
        raise Refused(_("The zebra system has no command '{cmd}'.").format(cmd=command.cmd))

    def set_score(self, state: EncounterState, command: SetScore) -> list[Event]:
        """G4: the GM sets an actor's counter (a latecomer gets one without a roll)."""
        game = self.game(state)  # in the fight, a Sequence started: see refusals.py
        current = game.counters.get(command.actor)
        if current is None:
            counter = Counter(
                value=command.score, start=command.score, static=command.score, edited=True
            )
        else:
            counter = current.model_copy(update={"value": command.score, "edited": True})
        return [CounterSet(actor=command.actor, counter=counter)]

    # -- folding ---------------------------------------------------------------
    def apply(self, state: EncounterState, event: Event) -> None:
        game = self.game(state)
        if isinstance(event, SequenceStarted):
            game.round = event.round
            game.counters = {item.actor: item.counter for item in event.counters}
            game.done = []
            state.moves = []  # the GM's reorderings end with their Sequence (G4)
        elif isinstance(event, Acted):
            actor = event.entry.actor
            game.counters[actor] = game.counters[actor].model_copy(update={"value": event.after})
            game.done.append(event.entry)
        elif isinstance(event, Joined | CounterSet):
            game.counters[event.actor] = event.counter
        elif isinstance(event, Engaged):
            game.engagements.append(event.engagement)
        elif isinstance(event, Disengaged):
            game.engagements = [e for e in game.engagements if e not in event.engagements]
        elif isinstance(event, PositionSet):
            if event.position is None:
                game.positions.pop(event.actor, None)
            else:
                game.positions[event.actor] = event.position
        elif isinstance(event, WeaponChosen):
            game.wielding[event.actor] = event.weapon
        elif isinstance(event, CostsSet):
            game.costs = event.table

    def forget(self, state: EncounterState, actor_id: str) -> None:
        """Removed or out of the fight: no counter, no engagements, no settings left."""
        game = self.game(state)
        game.counters.pop(actor_id, None)
        game.positions.pop(actor_id, None)
        game.wielding.pop(actor_id, None)
        game.engagements = [e for e in game.engagements if actor_id not in (e.actor, e.target)]


SYSTEM = ZebraSystem()
