"""Positions from engagements (Z2) and the counter's formula (Z1, Z8)."""

from i18n import _
from rules.dice import DieRoll
from rules.errors import Refused
from rules.state import EncounterState
from rules.systems.zebra.model import STAT_OF, Counter, Position, ZebraGame, ZebraStats


def position_name(position: Position) -> str:
    """The position as a GM reads it."""
    return _("Shooting position") if position == "tir" else _("contact")


def stat_name(position: Position) -> str:
    """The stat Z1 adds in that position, as a GM reads it."""
    return _("Perception") if position == "tir" else _("Nimbleness")


def engages(game: ZebraGame, actor: str) -> list[str]:
    """The combatants ``actor`` engages."""
    return [e.target for e in game.engagements if e.actor == actor]


def engaged_by(game: ZebraGame, actor: str) -> list[str]:
    """The combatants engaging ``actor``."""
    return [e.actor for e in game.engagements if e.target == actor]


def derived_position(game: ZebraGame, actor: str, mutual: bool) -> Position:
    """Z2: engaged by no adversary → Shooting position; with ``mutual``, engaging one
    puts the engager in contact too."""
    if engaged_by(game, actor) or (mutual and engages(game, actor)):
        return "contact"
    return "tir"


def position_of(game: ZebraGame, actor: str, mutual: bool) -> Position:
    """The GM's override if there is one, else the derived position."""
    return game.positions.get(actor) or derived_position(game, actor, mutual)


def weapon_in_hand(game: ZebraGame, stats: ZebraStats, actor: str) -> tuple[str | None, int]:
    """The weapon in use and its skill (a named weapon, or the stats' bare ``skill``)."""
    weapon = game.wielding.get(actor, stats.weapon)
    if weapon is not None:
        return weapon, stats.weapons[weapon]
    return None, stats.skill or 0


def roll_counter(
    state: EncounterState,
    game: ZebraGame,
    actor: str,
    mutual: bool,
    roll: DieRoll,
    carried: int,
    joined: bool = False,
) -> Counter:
    """Z1 and Z8: Aplomb + Agilité (Perception in Shooting position) + weapon skill
    + 1d20 − the overspend carried from the previous Sequence."""
    combatant = state.combatants[actor]
    stats = ZebraStats.model_validate(combatant.stats)
    position = position_of(game, actor, mutual)
    stat = getattr(stats, STAT_OF[position])
    if stat is None:
        raise Refused(
            _(
                "{name} is in {position}, which uses {stat}, but has no {stat} in their stats."
            ).format(
                name=combatant.name, position=position_name(position), stat=stat_name(position)
            )
        )
    weapon, skill = weapon_in_hand(game, stats, actor)
    base = stats.aplomb + stat + skill
    start = base + roll.value - carried
    return Counter(
        value=start,
        start=start,
        static=start - roll.value,
        die=roll,
        base=base,
        carried=carried,
        position=position,
        weapon=weapon,
        skill=skill,
        joined=joined,
    )


def check_formula(state: EncounterState, game: ZebraGame, actor: str, mutual: bool) -> None:
    """Refuse now, before any die is rolled, if the formula lacks a stat."""
    roll_counter(state, game, actor, mutual, DieRoll(faces=20, value=1), 0)
