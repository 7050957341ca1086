"""One journal record (a command and the events it caused) told as a sentence.

The log pane shows these, and undo and redo quote them ("Undone: Bob declares
“shoot Ann”"). Each command kind has its sentence: the core's commands here,
each system's in its own ``sentences`` module, found through the table of
systems (:data:`rules.systems.SYSTEMS`, its ``sentences`` reference), never by a
branch on system names. A command no table knows (an older journal, a toy
system) is still told, plainly: its name and the people it names.

Records are read as the journal stores them (JSON): the same sentence whether
the record comes from the encounter or straight from the store.
"""

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from i18n import N_plural, Plural, _, ngettext
from i18n.text import printable
from rules.number_text import numeral

Json = Mapping[str, Any]


def listed(names: Sequence[str]) -> str:
    """Names as a list a GM reads ("Ann, Bob and Cid")."""
    if len(names) < 2:
        return "".join(names)
    return _("{some} and {last}").format(some=", ".join(names[:-1]), last=names[-1])


@dataclass(frozen=True)
class Told:
    """A record being told: its command, its events, and the names of the people in it."""

    command: Json
    events: Sequence[Json]
    names: Mapping[str, str]
    #: The encounter's system, for words that depend on it (G6's unit).
    system: str | None = None

    def field(self, key: str, default: Any = None) -> Any:
        return self.command.get(key, default)

    def who(self, actor: object) -> str:
        """The display name of ``actor`` (an id), or the id itself if it was never named."""
        text = str(actor)
        return self.names.get(text, text)

    def actor(self, key: str = "actor") -> str:
        return self.who(self.field(key, "?"))

    def people(self, actors: object) -> str:
        """Several actors' names, as a list a GM reads ("Ann, Bob and Cid")."""
        if isinstance(actors, str):
            return self.who(actors)
        return listed([self.who(a) for a in actors] if isinstance(actors, list) else [])

    def events_of(self, kind: str) -> Iterator[Json]:
        return (event for event in self.events if event.get("kind") == kind)

    def first(self, kind: str) -> Json | None:
        return next(self.events_of(kind), None)


class Whole(str):
    """A sentence that tells its record's dice itself, each beside what it is for (an
    ambush's dice beside each side, a roll's beside its total): :func:`tell` adds none."""

    __slots__ = ()


#: One sentence per command kind, from the record being told.
Sentence = Callable[[Told], str]
SentenceTable = Mapping[str, Sentence]


def action_number(reference: object) -> str:
    """An action as the GM reads it: 1-based ("action 1"), or its label as given.

    The journal counts actions from 0 (the ``degaine script`` contract); the GM from 1.
    """
    if isinstance(reference, int) and not isinstance(reference, bool):
        return _("action {number}").format(number=reference + 1)
    return _("action “{label}”").format(label=reference)


def _system(told: Told) -> str:
    from rules.systems import system_title

    return _("System chosen: {title}").format(title=system_title(str(told.field("name", "?"))))


def _add(told: Told) -> str:
    name = str(told.field("name", told.field("id", "?")))
    count = told.field("count", 1)
    if isinstance(count, int) and count > 1:
        return _group_add(told, name, count)
    if told.field("hidden"):
        return _("{name} joins the fight, hidden from the players").format(name=name)
    return _("{name} joins the fight").format(name=name)


def _group_add(told: Told, name: str, count: int) -> str:
    """G7: "Thug ×4 join the fight (Thug 1 to Thug 4), rolling once for the group"."""
    added = [
        str(event.get("combatant", {}).get("name", "?"))
        for event in told.events_of("combatant_added")
    ]
    members = _("{first} to {last}").format(first=added[0], last=added[-1]) if added else ""
    if told.field("roll_once"):
        text = _("{name} ×{count} join the fight ({members}), rolling once for the group")
    else:
        text = _("{name} ×{count} join the fight ({members})")
    sentence = text.format(name=name, count=count, members=members)
    if told.field("hidden"):
        return _("{sentence}, hidden from the players").format(sentence=sentence)
    return sentence


def _out(told: Told) -> str:
    if told.field("out", True):
        return _("{name} is out of the fight").format(name=told.actor())
    return _("{name} is back in the fight").format(name=told.actor())


def _hide(told: Told) -> str:
    if told.field("hidden", True):
        return _("{name} is hidden from the players").format(name=told.actor())
    return _("{name} is shown to the players").format(name=told.actor())


def _move(told: Told) -> str:
    before = told.field("before")
    if before:
        return _("GM override: {name} acts just before {other}").format(
            name=told.actor(), other=told.who(before)
        )
    return _("GM override: {name} acts last of all").format(name=told.actor())


def _condition_add(told: Told) -> str:
    from rules.systems import unit_words

    name = str(told.field("name", "?"))
    duration = told.field("duration")
    if isinstance(duration, int):
        length = _("{count} {unit}").format(
            count=numeral(duration), unit=unit_words(told.system, duration)
        )
        # No verb between the name and the condition: "Ann: Sonné" reads in any gender.
        if told.field("ends") == "start":
            sentence = _("{name}: {condition} for {length}, to the start of the last")
        else:
            sentence = _("{name}: {condition} for {length}")
        sentence = sentence.format(name=told.actor(), condition=name, length=length)
    else:
        sentence = _("{name}: {condition} until removed").format(name=told.actor(), condition=name)
    return sentence + ("" if told.field("public") else _(" (GM only)"))


def _note(told: Told) -> str:
    if told.field("text"):
        return _("Note on {name} written").format(name=told.actor())
    return _("Note on {name} cleared").format(name=told.actor())


def no_longer(told: Told, event: Json) -> str:
    return _("{name}: {condition} ends").format(
        name=told.who(event.get("actor", "?")), condition=event.get("name", "?")
    )


def expiries(told: Told) -> list[str]:
    """G6: the conditions whose duration ran out in this record, told after it."""
    return [no_longer(told, event) for event in told.events_of("condition_expired")]


CORE_SENTENCES: SentenceTable = {
    "system": _system,
    "name": lambda told: _("Encounter named “{name}”").format(name=told.field("name", "")),
    "add": _add,
    "remove": lambda told: _("{name} leaves the encounter").format(name=told.actor("id")),
    "out": _out,
    "hide": _hide,
    "set_score": lambda told: _("GM override: {name}'s score set to {score}").format(
        name=told.actor(), score=numeral(int(told.field("score", 0)))
    ),
    "move": _move,
    "condition_add": _condition_add,
    "condition_remove": lambda told: _("{sentence} (removed)").format(
        # The event names it as it was given, whatever the case the GM typed to remove it.
        sentence=no_longer(told, told.first("condition_removed") or told.command)
    ),
    "note": _note,
}


#: Commands whose events copy dice rolled earlier (a score set keeps the old d10):
#: their sentence shows none, since the command rolled none.
ROLLS_NOTHING = frozenset({"set_score", "move", "condition_add", "condition_remove", "note"})


def _plain(told: Told) -> str:
    """A command no table knows: its name, then the people it names."""
    parts = [str(told.field("cmd", "?"))]
    for key in ("actor", "id", "target", "actors"):
        value = told.field(key)
        if isinstance(value, str | list) and value:
            parts.append(told.people(value))
    return " · ".join(parts)


#: The keys that make an object a die.
DIE_KEYS = frozenset({"faces", "value", "typed"})


#: Keys whose dice are no one's in the object holding them: an ambush's roll against a
#: target is the ambush's, not the target's (W9).
NOBODYS_DICE = frozenset({"ambush_dice"})
#: Keys of a mapping from actor ids to their dice: the free d6s of an ambush (W9).
DICE_BY_ACTOR = frozenset({"bonus"})


def find_dice(value: Any, actor: str | None, found: list[tuple[str | None, Json]]) -> None:
    """Collect every die in an event's JSON with the nearest actor it belongs to."""
    if isinstance(value, dict):
        if value.keys() >= DIE_KEYS:
            found.append((actor, value))
            return
        here = value.get("actor", actor)
        here = here if isinstance(here, str) else actor
        for key, item in value.items():
            if not isinstance(item, dict | list):  # a roll of 200 holds 1,600 scalars
                continue
            if key in DICE_BY_ACTOR and isinstance(item, dict):
                for owner, dice in item.items():
                    find_dice(dice, str(owner), found)
            else:
                find_dice(item, None if key in NOBODYS_DICE else here, found)
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, dict | list):
                find_dice(item, actor, found)


def describe_die(die: Json) -> str:
    how = _("typed") if die["typed"] else _("rolled")
    return f"d{die['faces']}={die['value']} ({how})"


#: How several dice of one roll came: French says « saisis », « lancés ».
TYPED = N_plural("dice", "typed", "typed")
ROLLED = N_plural("dice", "rolled", "rolled")


def describe_dice(dice: Sequence[Json]) -> str:
    """Several dice of one roll: "d6=5 d6=2 (rolled)", each marked where they differ."""
    if not dice:
        return ""
    if len({bool(die.get("typed")) for die in dice}) > 1:
        return " ".join(describe_die(die) for die in dice)
    how = (TYPED if dice[0].get("typed") else ROLLED)(len(dice))
    shown = " ".join(f"d{die.get('faces', '?')}={die.get('value', '?')}" for die in dice)
    return f"{shown} ({how})"


def runs_of_groups(rows: Sequence[Json]) -> list[list[Json]]:
    """Rows (a roll's, by actor) in runs: the members of one roll-once group together
    (their ``group`` the same, G7), every other row alone; in the rows' order."""
    runs: list[list[Json]] = []
    where: dict[str, list[Json]] = {}
    for row in rows:
        group = row.get("group")
        if isinstance(group, str) and group in where:
            where[group].append(row)
            continue
        runs.append([row])
        if isinstance(group, str):
            where[group] = runs[-1]
    return runs


def sharing(told: Told, run: Sequence[Json]) -> str:
    """Who a run of :func:`runs_of_groups` is: one name, or a group's members as one roll."""
    if len(run) == 1:
        return told.who(run[0].get("actor", "?"))
    return _("{names} (one roll)").format(names=told.people([row.get("actor") for row in run]))


def dice_told(told: Told) -> str:
    """Every die the record's events hold, each marked typed or rolled, by actor."""
    dice: list[tuple[str | None, Json]] = []
    for event in told.events:
        find_dice(event, None, dice)
    by_actor: dict[str | None, list[str]] = {}
    for actor, die in dice:
        by_actor.setdefault(actor, []).append(describe_die(die))
    if len(by_actor) == 1 and next(iter(by_actor)) in (None, told.field("actor")):
        return " ".join(next(iter(by_actor.values())))  # the sentence names their owner
    # A list's separator is a language's punctuation (French: a space before the ";").
    return _("; ").join(
        f"{told.who(actor)} {' '.join(shown)}" if actor is not None else " ".join(shown)
        for actor, shown in by_actor.items()
    )


def sentence_table(system: str | None) -> SentenceTable:
    """The sentences of ``system``'s commands over the core's (the core's alone if none)."""
    from rules.systems import resolve, system_row

    row = system_row(system)
    if row is None or row.sentences is None:
        return CORE_SENTENCES
    found = resolve(row.sentences)
    if not isinstance(found, Mapping):
        raise TypeError(f"{row.sentences} is not a table of sentences")
    return {**CORE_SENTENCES, **found}


def tell(
    system: str | None, command: Json, events: Sequence[Json], names: Mapping[str, str]
) -> str:
    """The record as one printable sentence, its dice after a colon."""
    told = Told(command, events, names, system)
    cmd = str(command.get("cmd", ""))
    sentence = sentence_table(system).get(cmd, _plain)(told)
    dice = "" if cmd in ROLLS_NOTHING or isinstance(sentence, Whole) else dice_told(told)
    told_all = " · ".join(
        [
            _("{sentence}: {dice}").format(sentence=sentence, dice=dice) if dice else sentence,
            *expiries(told),
        ]
    )
    # Commands quote the journal as it is (names, labels): only its printable text shows.
    return printable(told_all)


def count_clause(count: int, words: Plural) -> str:
    """``words`` in the form for ``count``, ``{count}`` filled; nothing for none."""
    return words(count).format(count=count) if count else ""


def count_dice(count: int) -> str:
    return ngettext("{count} die", "{count} dice", count).format(count=count)


def entry_words(told: Told, key: str) -> str:
    """An entry's key as the GM reads it: ``ann#1`` is "Ann, action 2"; ``ann`` is "Ann"."""
    actor, sharp, index = key.rpartition("#")
    if sharp and index.isdigit():
        return _("{name}, {action}").format(name=told.who(actor), action=action_number(int(index)))
    return told.who(key)


def acting(told: Told, kind: str) -> list[str]:
    """Who acted (ids, each once), from the ``entries`` of the record's ``kind`` events."""
    actors = [
        str(entry.get("actor", "?"))
        for event in told.events_of(kind)
        for entry in event.get("entries", [])
    ]
    return list(dict.fromkeys(actors))
