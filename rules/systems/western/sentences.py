"""The western commands told as sentences, for the log and undo's notices."""

from i18n import _, ngettext
from rules.number_text import numeral, signed
from rules.sentences import (
    SentenceTable,
    Told,
    acting,
    action_number,
    count_dice,
    entry_words,
)


def _draw(told: Told) -> str:
    drawn = told.first("western.drawn") or {}
    turn = drawn.get("round", "?")
    if told.field("cmd") == "duel":
        return _("Duel, turn {turn}: {duelists}").format(
            turn=turn, duelists=told.people(told.field("duelists", []))
        )
    return _("Everyone draws: turn {turn}").format(turn=turn)


def _declare(told: Told) -> str:
    declared = told.first("western.declared") or {}
    actions = declared.get("actions", [])
    shown = [
        f"“{action['label']}” ({count_dice(int(action.get('dice', 0)))})"
        if action.get("label")
        else count_dice(int(action.get("dice", 0)))
        for action in actions
    ]
    sentence = ngettext(
        "{name} declares {count} action: {actions}",
        "{name} declares {count} actions: {actions}",
        len(shown),
    ).format(name=told.actor(), count=len(shown), actions=", ".join(shown))
    return sentence + (_(" (GM override)") if told.field("override") else "")


def _sacrifice(told: Told) -> str:
    event = told.first("western.sacrificed") or {}
    count = len(event.get("dice", []))
    return _("{name} sacrifices {dice} of {action}").format(
        name=told.actor(), dice=count_dice(count), action=action_number(event.get("index", 0))
    )


def _panache(told: Told) -> str:
    event = told.first("western.panache") or {}
    count = len(event.get("dice", []))
    return ngettext(
        "{name} spends {count} Panache token on {action}",
        "{name} spends {count} Panache tokens on {action}",
        count,
    ).format(name=told.actor(), count=count, action=action_number(event.get("index", 0)))


def _hold(told: Told) -> str:
    event = told.first("western.held") or {}
    return _("{name} holds fire: {action} down to {score}").format(
        name=told.actor(),
        action=action_number(event.get("index", 0)),
        score=numeral(int(told.field("score", 0))),
    )


def _nerve(told: Told) -> str:
    event = told.first("western.nerve") or {}
    return ngettext(
        "{name} rolls Sang-froid for {action}: {count} success",
        "{name} rolls Sang-froid for {action}: {count} successes",
        int(event.get("successes", 0)),
    ).format(
        name=told.actor(),
        action=action_number(event.get("index", 0)),
        count=event.get("successes", 0),
    )


def _resolve(told: Told) -> str:
    actors = acting(told, "western.resolved")
    if not actors:
        return _("Nobody shoots")
    return ngettext("{names} shoots", "{names} shoot together", len(actors)).format(
        names=told.people(actors)
    )


def _ambush(told: Told) -> str:
    targets = [target.get("actor", "?") for target in told.field("targets", [])]
    return _("Ambush by {ambushers} on {targets}").format(
        ambushers=told.people(told.field("ambushers", [])), targets=told.people(targets)
    )


def _snag(told: Told) -> str:
    if told.field("sonne", True):
        return _("{name} is dazed (Sonné)").format(name=told.actor())
    return _("{name} is no longer dazed").format(name=told.actor())


def _end_turn(told: Told) -> str:
    lost = [key for event in told.events_of("western.turn_ended") for key in event.get("lost", [])]
    if not lost:
        return _("The turn ends")
    return _("The turn ends; lost: {actions}").format(
        actions=_("; ").join(entry_words(told, key) for key in lost)
    )


SENTENCES: SentenceTable = {
    "draw": _draw,
    "duel": _draw,
    "declare": _declare,
    "sacrifice": _sacrifice,
    "panache": _panache,
    "reveal": lambda told: _("The scores are revealed"),
    "hold": _hold,
    "resolve": _resolve,
    "sang_froid": _nerve,
    "tension": lambda told: _("{name}: Tension {delta}").format(
        name=told.actor(), delta=signed(int(told.field("delta", 0)))
    ),
    "tokens": lambda told: _("{name}: Panache tokens {delta}").format(
        name=told.actor(), delta=signed(int(told.field("delta", 0)))
    ),
    "ambush": _ambush,
    "snag": _snag,
    "end_turn": _end_turn,
}
