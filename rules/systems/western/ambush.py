"""W9 — the ambush: Discrétion against each target's opposition, one roll per target.

The ambush is sprung before the shooting: with no turn open (it then applies to
the next turn drawn) or during the declarations of the turn it opens, never
after the reveal nor in a formal duel.
"""

from i18n import _
from rules.condition import SONNE
from rules.conditions import find_condition
from rules.dice import DiceSource, DieRoll
from rules.errors import Refused
from rules.events import Event
from rules.state import EncounterState
from rules.systems.western.commands import Ambush, AmbushTarget
from rules.systems.western.events import Ambushed
from rules.systems.western.lookup import (
    game_of,
    name_of,
    options_of,
    roll_pool,
    stats_of,
    tension_of,
)
from rules.systems.western.model import Surprise, TargetResult


def check_parties(state: EncounterState, command: Ambush) -> list[str]:
    """Every name known and in the fight, each once, none on both sides; the party."""
    party = [*command.ambushers, *(a for a in command.accomplices if a not in command.ambushers)]
    targets = [target.actor for target in command.targets]
    for actor in [*party, *targets]:
        if state.combatant(actor).out:
            raise Refused(_("{name} is out of the fight.").format(name=name_of(state, actor)))
    if len(set(command.ambushers)) != len(command.ambushers) or len(set(targets)) != len(targets):
        raise Refused(_("Name each ambusher and each target once."))
    if len(set(command.accomplices)) != len(command.accomplices):
        raise Refused(_("Name each accomplice once."))
    both = [actor for actor in party if actor in targets]
    if both:
        raise Refused(
            _("{name} cannot both lie in wait and be surprised.").format(
                name=name_of(state, both[0])
            )
        )
    for actor in command.initiative:
        if actor not in party:
            raise Refused(
                _("{name} is not one of the ambushers.").format(name=name_of(state, actor))
            )
    return party


def check_timing(state: EncounterState, party: list[str], targets: list[str]) -> int:
    """The turn the surprise applies to; refuses an ambush too late or twice over."""
    game = game_of(state)  # too late, or a duel: refused first (see refusals.py)
    first = game.round if game.open else game.round + 1
    surprise = game.surprise if game.surprise and game.surprise.round == first else None
    if surprise is not None:
        for actor in party:
            if actor in surprise.bonus:
                raise Refused(
                    _("{name} already has a surprise die for that turn.").format(
                        name=name_of(state, actor)
                    )
                )
        faced = {result.actor for result in surprise.results}
        for actor in targets:
            if actor in faced:
                raise Refused(
                    _("{name} has already faced an ambush for that turn.").format(
                        name=name_of(state, actor)
                    )
                )
    return first


def ambush_pool(state: EncounterState, command: Ambush) -> tuple[str, int]:
    """The best ambusher's Discrétion, +1 die per useful accomplice; and who that is."""
    leader = max(command.ambushers, key=lambda actor: stats_of(state, actor).discretion)
    helpers = [actor for actor in command.accomplices if actor != leader]
    return leader, stats_of(state, leader).discretion + len(helpers)


def oppose(
    state: EncounterState,
    command: Ambush,
    target: AmbushTarget,
    shared: tuple[list[DieRoll], int] | None,
    dice: DiceSource,
    index: int = 0,
) -> TargetResult:
    """One opposition: the ambush's pool against the target's chosen skill
    (``index``: the target's place in the command, to name a refused field)."""
    face = options_of(state).success_face
    leader, pool = ambush_pool(state, command)
    ambush_side = _("{name}'s ambush").format(name=name_of(state, leader))
    if target.ambush_successes is not None or target.ambush_dice is not None or shared is None:
        ambush_dice, ambush_successes = roll_pool(
            dice,
            pool,
            target.ambush_successes,
            target.ambush_dice,
            face,
            ambush_side,
            f"targets.{index}.ambush_successes",
        )
    else:
        ambush_dice, ambush_successes = shared
    skill_pool = getattr(stats_of(state, target.actor), target.skill)
    own, successes = roll_pool(
        dice,
        skill_pool,
        target.successes,
        target.dice,
        face,
        name_of(state, target.actor),
        f"targets.{index}.successes",
    )
    return TargetResult(
        actor=target.actor,
        skill=target.skill,
        pool=skill_pool,
        dice=own,
        successes=successes,
        ambush_pool=pool,
        ambush_dice=ambush_dice,
        ambush_successes=ambush_successes,
    )


def decide_ambush(state: EncounterState, command: Ambush, dice: DiceSource) -> list[Event]:
    party = check_parties(state, command)
    targets = [target.actor for target in command.targets]
    first = check_timing(state, party, targets)
    shared: tuple[list[DieRoll], int] | None = None
    if command.successes is not None or command.dice is not None:
        leader, pool = ambush_pool(state, command)
        shared = roll_pool(
            dice,
            pool,
            command.successes,
            command.dice,
            options_of(state).success_face,
            _("{name}'s ambush").format(name=name_of(state, leader)),
            "successes",
        )
    results = [
        oppose(state, command, target, shared, dice, index)
        for index, target in enumerate(command.targets)
    ]
    beaten = [result for result in results if result.beaten]
    bonus: dict[str, list[DieRoll]] = {}
    if beaten:
        extra = max(result.margin for result in beaten) if options_of(state).surprise_margin else 0
        for actor in party:
            bonus[actor] = dice.roll_many(
                6,
                1 + extra,
                command.initiative.get(actor),
                who=name_of(state, actor),
                field=f"initiative.{actor}",
            )
    beaten_ids = {result.actor for result in beaten}
    already = {actor for actor in state.combatants if find_condition(state, actor, SONNE)}
    return [
        Ambushed(
            surprise=Surprise(
                round=first,
                bonus=bonus,
                surprised={actor: 1 for actor in targets if actor in beaten_ids},
                results=results,
            ),
            tension={
                actor: tension_of(state, actor) + 1 for actor in targets if actor in beaten_ids
            },
            sonne=[
                target.actor
                for target in command.targets
                if target.sonne and target.actor in beaten_ids and target.actor not in already
            ],
        )
    ]
