"""The players' board as text: built from :func:`rules.public.public_state` only.

Pure functions of the public view, so that nothing the GM alone may see can
reach the screen: this module never reads the GM's state JSON.
"""

from dataclasses import dataclass
from typing import Any

from rules.follower import Watch
from rules.i18n import _
from tui.players.words import Sentences, listed, sentences_for

Data = dict[str, Any]

#: Colour never carries meaning alone: each state has a glyph and a word.
GLYPH_NOW = "▶"
GLYPH_TOGETHER = "≡"
GLYPH_DONE = "✓"
GLYPH_DELAYED = "…"
GLYPH_IDLE = "·"


@dataclass(frozen=True)
class Line:
    """One entry of the order; a slot of several entries (G3) shares its number."""

    number: str
    marker: str
    name: str
    score: str
    action: str
    now: bool
    together: bool
    side: str


@dataclass(frozen=True)
class Section:
    """Entries under a heading: the delayed actions, what was done this round."""

    title: str
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class PlayersView:
    title: str
    status: str
    now: str
    lines: tuple[Line, ...] = ()
    #: Said instead of the order when nobody is in it.
    empty: str = ""
    sections: tuple[Section, ...] = ()
    notes: tuple[str, ...] = ()
    #: Someone acts (or declares) now: the "now" line is drawn as the current actor.
    acting: bool = False
    #: Set while there is nothing to follow: the whole board says it.
    waiting: str = ""


def waiting_view(watch: Watch, problem: str) -> PlayersView:
    if watch is Watch.NO_ENCOUNTER:
        message = _("Waiting for the GM to start an encounter…")
    elif watch is Watch.UNREADABLE:
        message = _("Waiting for the GM… (the store cannot be read: {problem})").format(
            problem=problem
        )
    else:
        message = _("Waiting for the GM…")
    return PlayersView(title="degaine", status=_("players' board"), now="", waiting=message)


def build_players_view(public: Data | None, watch: Watch, problem: str = "") -> PlayersView:
    if public is None or watch is not Watch.FOLLOWING:
        return waiting_view(watch, problem)
    title = public.get("name") or "degaine"
    if public["system"] is None:
        return PlayersView(
            title=title,
            status=_("players' board"),
            now="",
            waiting=_("The GM is setting up the encounter…"),
        )
    words = sentences_for(public["system"])
    now_actors = set(words.acting(public))
    out = [a for a, numbers in public["actors"].items() if numbers.get("out_of_fight")]
    notes = [*words.notes(public), listed(_("Out of the fight"), public, out)]
    delayed = words.delayed(public)
    listed_actors = {e["actor"] for e in [*public["done"], *delayed]} | {
        e["actor"] for slot in public["order"] for e in slot
    }
    idle = [a for a, n in public["actors"].items() if a not in listed_actors and a not in out]
    sections = [
        Section(words.delayed_title(), tuple(plain_lines(public, words, delayed))),
        Section(
            f"{GLYPH_DONE} {words.acted_label()}",
            tuple(plain_lines(public, words, public["done"], GLYPH_DONE)),
        ),
        Section(
            f"{GLYPH_IDLE} {_('Also in the fight') if listed_actors else _('In the fight')}",
            tuple(idle_lines(public, idle)),
        ),
    ]
    return PlayersView(
        title=title,
        status=words.status(public),
        now=words.now(public),
        lines=tuple(order_lines(public, words, now_actors)),
        empty=words.empty_order(public),
        sections=tuple(section for section in sections if section.lines),
        notes=tuple(note for note in notes if note),
        acting=bool(now_actors),
    )


def order_lines(public: Data, words: Sentences, now_actors: set[str]) -> list[Line]:
    actors: dict[str, Data] = public["actors"]
    lines: list[Line] = []
    for index, slot in enumerate(public["order"], start=1):
        together = len(slot) > 1
        for position, entry in enumerate(slot):
            now = entry["actor"] in now_actors and (index == 1 or not words.head_acts(public))
            marker = (GLYPH_NOW if now else " ") + (GLYPH_TOGETHER if together else " ")
            action = words.action(entry)
            if together:
                action = _("{action} (together)").format(action=action) if action else _("together")
            actor = actors.get(entry["actor"], {})
            lines.append(
                Line(
                    number=str(index) if position == 0 else "",
                    marker=marker,
                    name=str(actor.get("name", "?")),
                    score=str(entry["score"]),
                    action=action,
                    now=now,
                    together=together,
                    side=str(actor.get("side", "npc")),
                )
            )
    return lines


def plain_lines(
    public: Data, words: Sentences, entries: list[Data], marker: str = GLYPH_DELAYED
) -> list[Line]:
    """Entries outside the order (delayed, done): no slot number, nobody acting."""
    actors: dict[str, Data] = public["actors"]
    return [
        Line(
            number="",
            marker=marker,
            name=str(actors.get(entry["actor"], {}).get("name", "?")),
            score=str(entry["score"]),
            action=words.action(entry),
            now=False,
            together=False,
            side=str(actors.get(entry["actor"], {}).get("side", "npc")),
        )
        for entry in entries
    ]


def idle_lines(public: Data, actors: list[str]) -> list[Line]:
    """Those in the fight with nothing in the order, the delays or what is done."""
    return [
        Line(
            number="",
            marker=GLYPH_IDLE,
            name=str(public["actors"][actor]["name"]),
            score="",
            action="",
            now=False,
            together=False,
            side=str(public["actors"][actor]["side"]),
        )
        for actor in actors
    ]
