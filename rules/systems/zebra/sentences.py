"""The zebra commands told as sentences, for the log and undo's notices."""

from i18n import N_, _
from rules.number_text import less, numeral
from rules.sentences import (
    Json,
    SentenceTable,
    Told,
    Whole,
    describe_die,
    runs_of_groups,
    sharing,
)
from rules.systems.zebra.action_names import action_words

POSITIONS = {"tir": N_("Shooting"), "contact": N_("Contact")}


def _counter(told: Told, run: list[Json]) -> str:
    """One counter of a Sequence's start: "Ann 18 = d20=12 (typed) + 6" (Z1), less the
    overspend carried (Z8)."""
    counter = run[0].get("counter", {})
    die = counter.get("die")
    who = sharing(told, run)
    total = numeral(int(counter.get("value", 0)))
    base = counter.get("base")
    if not isinstance(die, dict) or not isinstance(base, int):
        return _("{who} {total}").format(who=who, total=total)
    told_counter = _("{who} {total} = {die} + {base}").format(
        who=who, total=total, die=describe_die(die), base=numeral(base)
    )
    carried = int(counter.get("carried", 0))
    if carried:
        told_counter += _(" − {carried} overspent").format(carried=carried)
    return told_counter


def _sequence(told: Told) -> str:
    started = told.first("zebra.sequence_started") or {}
    sentence = _("Sequence {number} starts").format(number=started.get("round", "?"))
    counters = [row for row in started.get("counters", []) if isinstance(row, dict)]
    if not counters:
        return sentence
    told_counters = _("; ").join(_counter(told, run) for run in runs_of_groups(counters))
    return Whole(_("{sentence}: {dice}").format(sentence=sentence, dice=told_counters))


def _join(told: Told) -> str:
    """Z10: the counter a latecomer rolls on joining (or its group's, G7), with its sum."""
    joined = told.first("zebra.joined") or {}
    if not isinstance(joined.get("counter"), dict):
        return _("{name} joins the Sequence").format(name=told.actor())
    return Whole(_("Joining the Sequence: {counter}").format(counter=_counter(told, [joined])))


def _act(told: Told) -> str:
    """Z3: who acts (a roll-once group's members together, G7), the action by its name,
    its cost and the counter left."""
    acted_all = list(told.events_of("zebra.acted"))
    acted = acted_all[0] if acted_all else {}
    entry = acted.get("entry", {})
    entry = entry if isinstance(entry, dict) else {}
    detail = entry.get("detail", {}) if isinstance(entry.get("detail"), dict) else {}
    actors = [
        str(each.get("entry", {}).get("actor", "?"))
        for each in acted_all
        if isinstance(each.get("entry"), dict)
    ] or [str(told.field("actor", "?"))]
    name = told.people(actors)
    label = str(told.field("label") or "")
    table_action = entry.get("action") if told.field("cost") is None else None
    if isinstance(table_action, str) and table_action:
        action = action_words(table_action)
        if label and label != table_action:
            action = _("{action} ({label})").format(action=action, label=label)
    elif label:
        action = label
    elif told.field("action"):
        action = action_words(str(told.field("action")))
    else:
        action = _("an action")
    cost = detail.get("cost", told.field("cost"))
    after = acted.get("after")
    if isinstance(cost, int) and isinstance(after, int):
        return _("{name}: {action} {cost} → counter {after}").format(
            name=name, action=action, cost=less(cost), after=numeral(after)
        )
    return _("{name}: {action}").format(name=name, action=action)


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
    "join": _join,
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
