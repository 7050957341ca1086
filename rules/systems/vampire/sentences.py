"""The vampire commands told as sentences, for the log and undo's notices."""

from i18n import N_, N_plural, _, ngettext
from rules.number_text import less, numeral
from rules.sentences import (
    Json,
    SentenceTable,
    Told,
    Whole,
    acting,
    count_clause,
    describe_die,
    entry_words,
    listed,
    runs_of_groups,
    sharing,
)

#: The words of the health levels and defenses, as the board shows them.
LEVELS = {
    "healthy": N_("Healthy"),
    "bruised": N_("Bruised"),
    "hurt": N_("Hurt"),
    "injured": N_("Injured"),
    "wounded": N_("Wounded"),
    "mauled": N_("Mauled"),
    "crippled": N_("Crippled"),
    "incapacitated": N_("Incapacitated"),
}
DEFENSES = {"dodge": N_("Dodge"), "block": N_("Block"), "parry": N_("Parry")}
#: V8: the Celerity dots a roll commits to extra actions.
COMMITTED = N_plural(
    "log",
    ", {count} Celerity dot committed to an extra action",
    ", {count} Celerity dots committed to extra actions",
)
#: V6: a declaration's multiple actions, split from its dice pool (not Celerity's).
MULTIPLE = N_plural(
    "log",
    ", plus {count} more action (multiple actions)",
    ", plus {count} more actions (multiple actions)",
)


def _initiative(told: Told, run: list[Json]) -> str:
    """One roll of a turn: "Ann 16 = d10=9 (typed) + 7", the Celerity dots it commits
    (V8) and the wounds it counts (V7) said after it."""
    initiative = run[0].get("initiative", {})
    die = initiative.get("die")
    total = numeral(int(initiative.get("total", 0)))
    rating = int(initiative.get("rating", 0))
    if isinstance(die, dict):
        sum_words = (
            _("{who} {total} = {die} + {rating}")
            if rating >= 0
            else _("{who} {total} = {die} − {rating}")
        )
        told_roll = sum_words.format(
            who=sharing(told, run), total=total, die=describe_die(die), rating=abs(rating)
        )
    else:
        told_roll = _("{who} {total}").format(who=sharing(told, run), total=total)
    penalty = int(initiative.get("penalty", 0))
    if penalty:
        told_roll += _(", wounds {penalty}").format(penalty=less(penalty))
    return told_roll + count_clause(int(initiative.get("committed", 0)), COMMITTED)


def _roll(told: Told) -> str:
    """V1, V8: each total, its d10 and what else made it; a roll-once group's once (G7)."""
    rolled = told.first("vampire.rolled") or {}
    rolls = [roll for roll in rolled.get("rolls", []) if isinstance(roll, dict)]
    if rolled.get("new_turn", True):
        sentence = _("Initiative for turn {turn}").format(turn=rolled.get("round", "?"))
    else:
        # The rolls name who rolled: "Initiative for latecomers: Hans 12 = …".
        sentence = _("Initiative for latecomers")
    if not rolls:
        return sentence
    told_rolls = _("; ").join(_initiative(told, run) for run in runs_of_groups(rolls))
    return Whole(_("{sentence}: {dice}").format(sentence=sentence, dice=told_rolls))


def _declare(told: Told) -> str:
    """V3: what was declared, in the declarer's words, a delay included (V4); a roll-once
    group's one declaration (G7) names its members; multiple actions (V6) are split from
    the dice pool, never Celerity's (those come with the roll, V8)."""
    declared = list(told.events_of("vampire.declared"))
    event = declared[0] if declared else {}
    actors = [str(each.get("actor", "?")) for each in declared] or [str(told.field("actor"))]
    names = told.people(actors)
    action = str(event.get("action", told.field("action", "")))
    if event.get("delay", told.field("delay", False)):
        if action:
            sentence = ngettext(
                "{names} declares “{action}” and waits to act",
                "{names} declare “{action}” together and wait to act",
                len(actors),
            )
        else:
            sentence = ngettext("{names} waits to act", "{names} wait to act", len(actors))
    elif action:
        sentence = ngettext(
            "{names} declares “{action}”", "{names} declare “{action}” together", len(actors)
        )
    else:
        sentence = ngettext("{names} declares an action", "{names} declare an action", len(actors))
    sentence = sentence.format(names=names, action=action)
    sentence += count_clause(int(event.get("extra", 0)), MULTIPLE)
    if event.get("willpower"):
        sentence += _(", spending Willpower")
    return sentence + (_(" (GM override)") if told.field("override") else "")


def _resolve(told: Told) -> str:
    """Who acts; an extra action (Celerity's or a multiple action, V6) says which it is."""
    entries = [
        entry
        for event in told.events_of("vampire.resolved")
        for entry in event.get("entries", [])
        if isinstance(entry, dict)
    ]
    if not entries:
        return _("Nobody acts")
    shown = [_entry_words(told, entry) for entry in entries]
    return ngettext("{names} acts", "{names} act together", len(shown)).format(names=listed(shown))


def _entry_words(told: Told, entry: Json) -> str:
    """An acting entry: its actor, and "(extra action 2)" for an extra one (key ``ann+2``)."""
    actor = str(entry.get("actor", "?"))
    key = str(entry.get("key", actor))
    owner, plus, number = key.rpartition("+")
    if key != actor and owner == actor and plus and number.isdigit():
        return _("{name} (extra action {number})").format(name=told.who(actor), number=number)
    return told.who(actor)


def _act(told: Told) -> str:
    actors = acting(told, "vampire.delayed_acted") or [str(a) for a in [told.field("actor")]]
    return ngettext(
        "{names} stops waiting and acts", "{names} stop waiting and act", len(actors)
    ).format(names=told.people(actors))


def _abort(told: Told) -> str:
    """V5: the defense, and what aborting cost: a Willpower point, or a roll's result."""
    defense = _(DEFENSES.get(str(told.field("defense")), str(told.field("defense"))))
    if told.first("vampire.abort_failed") is not None:
        return _("{name} fails the Willpower roll and cannot abort to {defense}").format(
            name=told.actor(), defense=defense
        )
    aborted = told.first("vampire.aborted") or {}
    if int(aborted.get("willpower", 0)):
        sentence = _("{name} aborts to {defense}, spending a Willpower point")
    elif told.field("success") is True:
        sentence = _("{name} aborts to {defense} (Willpower roll succeeded)")
    else:
        sentence = _("{name} aborts to {defense}")
    return sentence.format(name=told.actor(), defense=defense)


def _end_turn(told: Told) -> str:
    lost = [key for event in told.events_of("vampire.turn_ended") for key in event.get("lost", [])]
    if not lost:
        return _("The turn ends")
    return _("The turn ends; lost: {actions}").format(
        actions=_("; ").join(entry_words(told, key) for key in lost)
    )


SENTENCES: SentenceTable = {
    "roll": _roll,
    "declare": _declare,
    "resolve": _resolve,
    "act": _act,
    "abort": _abort,
    "wound": lambda told: _("{name}'s health: {level}").format(
        name=told.actor(), level=_(LEVELS.get(str(told.field("level")), str(told.field("level"))))
    ),
    "end_turn": _end_turn,
}
