"""The vampire commands told as sentences, for the log and undo's notices."""

from i18n import N_, _, ngettext
from rules.sentences import SentenceTable, Told, acting, entry_words

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


def _roll(told: Told) -> str:
    rolled = told.first("vampire.rolled") or {}
    if rolled.get("new_turn", True):
        return _("Initiative for turn {turn}").format(turn=rolled.get("round", "?"))
    return _("Initiative rolled for {names}").format(
        names=told.people([roll.get("actor", "?") for roll in rolled.get("rolls", [])])
    )


def _declare(told: Told) -> str:
    event = told.first("vampire.declared") or {}
    action = str(event.get("action", told.field("action", "")))
    if event.get("delay", told.field("delay", False)):
        sentence = _("{name} waits to act").format(name=told.actor())
    elif action:
        sentence = _("{name} declares “{action}”").format(name=told.actor(), action=action)
    else:
        sentence = _("{name} declares an action").format(name=told.actor())
    extra = int(event.get("extra", 0))
    if extra:
        sentence += ngettext(
            ", {count} extra action (Celerity)", ", {count} extra actions (Celerity)", extra
        ).format(count=extra)
    if event.get("willpower"):
        sentence += _(", spending Willpower")
    return sentence + (_(" (GM override)") if told.field("override") else "")


def _resolve(told: Told) -> str:
    actors = acting(told, "vampire.resolved")
    if not actors:
        return _("Nobody acts")
    return ngettext("{names} acts", "{names} act together", len(actors)).format(
        names=told.people(actors)
    )


def _act(told: Told) -> str:
    actors = acting(told, "vampire.delayed_acted") or [str(a) for a in [told.field("actor")]]
    return ngettext(
        "{names} stops waiting and acts", "{names} stop waiting and act", len(actors)
    ).format(names=told.people(actors))


def _abort(told: Told) -> str:
    defense = _(DEFENSES.get(str(told.field("defense")), str(told.field("defense"))))
    if told.first("vampire.abort_failed") is not None:
        return _("{name} fails to abort to {defense}").format(name=told.actor(), defense=defense)
    return _("{name} aborts to {defense}").format(name=told.actor(), defense=defense)


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
