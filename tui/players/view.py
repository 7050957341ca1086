"""The players' board as text: built from :func:`rules.public.public_state` only.

Pure functions of the public view, so that nothing the GM alone may see can
reach the screen: this module never reads the GM's state JSON.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from i18n import _
from rules.follower import Watch
from rules.json_view import Json
from rules.number_text import numeral
from rules.state_views import EntryView, PublicStateView
from tui.players.words import Sentences, listed, sentences_for
from tui.presenters.conditions import mark, with_marks

P = TypeVar("P", bound=PublicStateView)

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


def build_players_view(public_json: Json | None, watch: Watch, problem: str = "") -> PlayersView:
    if public_json is None or watch is not Watch.FOLLOWING:
        return waiting_view(watch, problem)
    words = sentences_for(PublicStateView(public_json).system)
    public = words.read(public_json)
    title = public.name or "degaine"
    if public.system is None:
        return PlayersView(
            title=title,
            status=_("players' board"),
            now="",
            waiting=_("The GM is setting up the encounter…"),
        )
    now_actors = set(words.acting(public))
    out = [actor_id for actor_id, actor in public.actors.items() if actor.out_of_fight]
    notes = [
        *words.notes(public),
        listed(_("Out of the fight"), public, out),
        conditions_note(public),
    ]
    delayed = words.delayed(public)
    listed_actors = {entry.actor for entry in [*public.done, *delayed]} | {
        entry.actor for slot in public.order for entry in slot
    }
    idle = [a for a in public.actors if a not in listed_actors and a not in out]
    sections = [
        Section(words.delayed_title(), tuple(plain_lines(public, words, delayed))),
        Section(
            f"{GLYPH_DONE} {words.acted_label()}",
            tuple(plain_lines(public, words, public.done, GLYPH_DONE)),
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


def shown_name(public: PublicStateView, actor_id: str) -> str:
    """The name and its public conditions (G6), glyph and word: ``Ann ◆stunned 2``."""
    actor = public.actors.get(actor_id)
    if actor is None:
        return actor_id
    return with_marks(actor.name, actor.conditions)


def conditions_note(public: PublicStateView) -> str:
    """Every public condition in full (G6), since a name column may cut them."""
    told = [
        f"{actor.name} {', '.join(mark(condition, in_full=True) for condition in actor.conditions)}"
        for actor in public.actors.values()
        if actor.conditions
    ]
    return _("Conditions: {told}").format(told="; ".join(told)) if told else ""


def order_lines(public: P, words: Sentences[P], now_actors: set[str]) -> list[Line]:
    lines: list[Line] = []
    for index, slot in enumerate(public.order, start=1):
        together = len(slot) > 1
        for position, entry in enumerate(slot):
            now = entry.actor in now_actors and (index == 1 or not words.head_acts(public))
            marker = (GLYPH_NOW if now else " ") + (GLYPH_TOGETHER if together else " ")
            action = words.action(entry)
            if together:
                action = _("{action} (together)").format(action=action) if action else _("together")
            lines.append(
                Line(
                    number=str(index) if position == 0 else "",
                    marker=marker,
                    name=shown_name(public, entry.actor),
                    score=numeral(entry.score),
                    action=action,
                    now=now,
                    together=together,
                    side=side_of(public, entry.actor),
                )
            )
    return lines


def side_of(public: PublicStateView, actor_id: str) -> str:
    actor = public.actors.get(actor_id)
    return actor.side if actor is not None else "npc"


def plain_lines(
    public: P, words: Sentences[P], entries: Sequence[EntryView], marker: str = GLYPH_DELAYED
) -> list[Line]:
    """Entries outside the order (delayed, done): no slot number, nobody acting.

    Those resolved together (the shots crossed) carry its glyph beside ``marker``, in
    the glyphs' column of fixed width: "together" ends the action's words, the first
    thing cut once a longer name (a duelist revealed, a condition) narrows the column.
    """
    return [
        Line(
            number="",
            marker=marker + (GLYPH_TOGETHER if words.together(entry) else ""),
            name=shown_name(public, entry.actor),
            score=numeral(entry.score),
            action=words.action(entry),
            now=False,
            together=words.together(entry),
            side=side_of(public, entry.actor),
        )
        for entry in entries
    ]


def idle_lines(public: PublicStateView, actors: list[str]) -> list[Line]:
    """Those in the fight with nothing in the order, the delays or what is done."""
    return [
        Line(
            number="",
            marker=GLYPH_IDLE,
            name=shown_name(public, actor),
            score="",
            action="",
            now=False,
            together=False,
            side=side_of(public, actor),
        )
        for actor in actors
    ]
