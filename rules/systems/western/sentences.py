"""The western commands told as sentences, for the log and undo's notices."""

from i18n import N_plural, _, ngettext
from rules.number_text import numeral, signed
from rules.sentences import (
    Json,
    SentenceTable,
    Told,
    Whole,
    acting,
    action_number,
    count_clause,
    count_dice,
    describe_dice,
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


#: W9: the surprise Tension die in a surprised target's action, not in its score.
UNCOUNTED = N_plural(
    "log",
    ", {count} surprise Tension die not counted",
    ", {count} surprise Tension dice not counted",
)


def _action_words(action: Json) -> str:
    """One declared action: its label and dice; the ambush's free d6s it carries (W9),
    rolled at the ambush and not now, and a surprise Tension die that does not count."""
    dice = count_dice(int(action.get("dice", 0)))
    label = action.get("label")
    # The language's quotation marks: « shoot Ann » in French.
    shown = _("“{label}” ({dice})").format(label=label, dice=dice) if label else dice
    free = [
        item["die"]
        for item in action.get("initiative", [])
        if isinstance(item, dict) and item.get("source") == "surprise" and "die" in item
    ]
    if free:
        shown += ngettext(
            " + the ambush's free die {dice}", " + the ambush's free dice {dice}", len(free)
        ).format(dice=describe_dice(free))
    return shown + count_clause(int(action.get("uncounted", 0)), UNCOUNTED)


def _declare(told: Told) -> str:
    """W3: each action's dice and label; a roll-once group's one declaration (G7)."""
    declared = list(told.events_of("western.declared"))
    actors = [str(event.get("actor", "?")) for event in declared] or [str(told.field("actor"))]
    shown = [
        _action_words(action) for action in (declared[0] if declared else {}).get("actions", [])
    ]
    if len(actors) > 1:
        sentence = ngettext(
            "{name} declare {count} action together: {actions}",
            "{name} declare {count} actions together: {actions}",
            len(shown),
        )
    else:
        sentence = ngettext(
            "{name} declares {count} action: {actions}",
            "{name} declares {count} actions: {actions}",
            len(shown),
        )
    sentence = sentence.format(name=told.people(actors), count=len(shown), actions=", ".join(shown))
    # Whole: a declaration rolls no die (the ambush's were rolled at the ambush).
    return Whole(sentence + (_(" (GM override)") if told.field("override") else ""))


def _reveal(told: Told) -> str:
    """The scores revealed, highest first (W6), each action's when an actor has several."""
    revealed = told.first("western.revealed") or {}
    scores = revealed.get("scores", {})
    if not isinstance(scores, dict) or not scores:
        return Whole(_("The scores are revealed"))
    per_actor: dict[str, int] = {}
    for key in scores:
        actor = str(key).rpartition("#")[0] or str(key)
        per_actor[actor] = per_actor.get(actor, 0) + 1
    shown = []
    for key, score in sorted(scores.items(), key=lambda item: -int(item[1])):
        actor, _sharp, index = str(key).rpartition("#")
        if per_actor.get(actor, 0) > 1 and index.isdigit():
            shown.append(
                _("{name} {score} ({action})").format(
                    name=told.who(actor),
                    score=numeral(int(score)),
                    action=action_number(int(index)),
                )
            )
        else:
            shown.append(
                _("{name} {score}").format(name=told.who(actor or key), score=numeral(int(score)))
            )
    return Whole(_("The scores are revealed: {scores}").format(scores=", ".join(shown)))


def _sacrifice(told: Told) -> str:
    """W4: the dice taken out and the d6s they roll; a roll-once group's one roll (G7)."""
    sacrificed = list(told.events_of("western.sacrificed"))
    event = sacrificed[0] if sacrificed else {}
    actors = [str(each.get("actor", "?")) for each in sacrificed] or [str(told.field("actor"))]
    dice = [die for die in event.get("dice", []) if isinstance(die, dict)]
    words = (
        _("{name} sacrifice {dice} of {action} together, one roll")
        if len(actors) > 1
        else _("{name} sacrifices {dice} of {action}")
    )
    sentence = words.format(
        name=told.people(actors),
        dice=count_dice(len(dice)),
        action=action_number(event.get("index", 0)),
    )
    rolled = describe_dice(dice)
    return Whole(
        _("{sentence}: {dice}").format(sentence=sentence, dice=rolled) if rolled else sentence
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


#: The skills a target opposes an ambush with, by their names in the rule text (W9).
SKILLS = {"sang_froid": "Sang-froid", "poker": "Poker", "survie": "Survie"}


def _pool_words(dice: list[Json], pool: int) -> str:
    """A side's roll: its dice, "typed" for successes the GM typed, or "no die"."""
    if dice:
        return describe_dice(dice)
    return _("successes typed") if pool > 0 else _("no die")


def _opposition(told: Told, result: Json, sonne: list[str]) -> str:
    """One target's opposition (W9): surprised or not, the successes of each side with its
    own dice, and what the surprise gave the target (+1 Tension die, Sonné)."""
    target = told.who(result.get("actor", "?"))
    ambush = int(result.get("ambush_successes", 0))
    own = int(result.get("successes", 0))
    skill = SKILLS.get(str(result.get("skill")), str(result.get("skill")))
    if ambush > own:
        outcome = ngettext(
            "{target} surprised, {count} success to {other}",
            "{target} surprised, {count} successes to {other}",
            ambush,
        )
    else:
        outcome = ngettext(
            "{target} not surprised, {count} success to {other}",
            "{target} not surprised, {count} successes to {other}",
            ambush,
        )
    told_result = outcome.format(target=target, count=ambush, other=own)
    told_result += _(" (the ambush: {ambush}; {target}'s {skill}: {own})").format(
        ambush=_pool_words(result.get("ambush_dice", []), int(result.get("ambush_pool", 0))),
        target=target,
        skill=skill,
        own=_pool_words(result.get("dice", []), int(result.get("pool", 0))),
    )
    if ambush > own:
        told_result += _(", +1 Tension die not counted this turn")
        if result.get("actor") in sonne:
            told_result += _(", Sonné")
    return told_result


def _ambush(told: Told) -> str:
    """W9: who lies in wait, the accomplices, each target's opposition with whose dice are
    whose, and the free d6s of initiative the ambushers' first actions get."""
    targets = [target.get("actor", "?") for target in told.field("targets", [])]
    sentence = _("Ambush by {ambushers} on {targets}").format(
        ambushers=told.people(told.field("ambushers", [])), targets=told.people(targets)
    )
    accomplices = [str(actor) for actor in told.field("accomplices", [])]
    if accomplices:
        sentence += ngettext(
            ", {names} as accomplice", ", {names} as accomplices", len(accomplices)
        ).format(names=told.people(accomplices))
    ambushed = told.first("western.ambushed") or {}
    surprise = ambushed.get("surprise", {})
    sonne = [str(actor) for actor in ambushed.get("sonne", [])]
    parts = [sentence]
    parts += [_opposition(told, result, sonne) for result in surprise.get("results", [])]
    bonus = surprise.get("bonus", {})
    if isinstance(bonus, dict) and bonus:
        free = ", ".join(
            f"{told.who(actor)} {describe_dice(dice)}" for actor, dice in bonus.items() if dice
        )
        parts.append(_("free initiative for the first action: {dice}").format(dice=free))
    return Whole(" · ".join(parts))


def _snag(told: Told) -> str:
    # No verb between the name and the snag: "Ann: Sonné" reads in any gender.
    if told.field("sonne", True):
        return _("{name}: Sonné (dazed)").format(name=told.actor())
    return _("{name}: Sonné ends").format(name=told.actor())


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
    "reveal": _reveal,
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
