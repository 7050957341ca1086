"""The zebra commands told as sentences, for the log and undo's notices."""

from i18n import N_, _
from rules.number_text import less, numeral
from rules.sentences import SentenceTable, Told

POSITIONS = {"tir": N_("Shooting"), "contact": N_("Contact")}


def _sequence(told: Told) -> str:
    started = told.first("zebra.sequence_started") or {}
    return _("Sequence {number} starts").format(number=started.get("round", "?"))


def _act(told: Told) -> str:
    acted = told.first("zebra.acted") or {}
    entry = acted.get("entry", {})
    detail = entry.get("detail", {}) if isinstance(entry, dict) else {}
    label = str(told.field("label") or told.field("action") or _("an action"))
    cost = detail.get("cost", told.field("cost"))
    after = acted.get("after")
    if isinstance(cost, int) and isinstance(after, int):
        return _("{name}: {action} {cost} → counter {after}").format(
            name=told.actor(), action=label, cost=less(cost), after=numeral(after)
        )
    return _("{name}: {action}").format(name=told.actor(), action=label)


def _position(told: Told) -> str:
    position = told.field("position")
    if position is None:
        return _("{name}'s position follows the fight again").format(name=told.actor())
    return _("{name}'s position: {position}").format(
        name=told.actor(), position=_(POSITIONS.get(str(position), str(position)))
    )


def _weapon(told: Told) -> str:
    weapon = told.field("weapon")
    if weapon is None:
        return _("{name} puts the weapon away").format(name=told.actor())
    return _("{name} takes “{weapon}” in hand").format(name=told.actor(), weapon=weapon)


def _costs(told: Told) -> str:
    name = told.field("name") or ""
    if told.field("table") is None:
        return _("Cost table: the house defaults")
    return _("Cost table: {name}").format(name=name or _("the campaign's"))


SENTENCES: SentenceTable = {
    "sequence": _sequence,
    "act": _act,
    "join": lambda told: _("{name} joins the Sequence").format(name=told.actor()),
    "engage": lambda told: _("{name} engages {target}").format(
        name=told.actor(), target=told.actor("target")
    ),
    "disengage": lambda told: _("{name} and {target} are no longer engaged").format(
        name=told.actor(), target=told.actor("target")
    ),
    "position": _position,
    "weapon": _weapon,
    "costs": _costs,
}
