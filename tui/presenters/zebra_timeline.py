"""What the zebra timeline shows: a pure function of the state (its typed view).

The countdown's markers and bounds (laid out on a scale by the widget, which
knows its width), this Sequence's actions as a track, and the side panel's
sections: who acts next and the projection, who is out, the overspend that
carries (Z8), the engagements and the positions they give (Z2).
"""

from collections.abc import Mapping
from dataclasses import dataclass, field

from i18n import _, pgettext
from rules.number_text import numeral
from rules.systems.zebra.action_names import action_words
from rules.systems.zebra.projection import ProjectedTurn, median_cost, project_turns
from rules.systems.zebra.views import ZebraActor, ZebraEntry, ZebraView
from tui.presenters.board import GLYPH_CURRENT, GLYPH_DONE
from tui.presenters.countdown_rows import CounterBar
from tui.presenters.countdown_scale import ScaleMarker, scale_bounds
from tui.presenters.zebra_sections import (
    Line,
    Span,
    engagement_lines,
    name_span,
    out_lines,
    overspend_lines,
)

#: How many turns the panel forecasts, the one acting now included.
PROJECTED_TURNS = 6
GLYPH_HIDDEN = "◌"


@dataclass(frozen=True)
class Section:
    title: str
    lines: tuple[Line, ...]
    #: False: each line is a list of items between " · " that wraps between items
    #: only, so that no "Bob 7" is split or cut (see :func:`pack_items`).
    wrap: bool = True


@dataclass(frozen=True)
class TrackStep:
    """One action of this Sequence: who, what, its cost, the counter before → after."""

    number: int
    actor: str
    name: str
    meaning: str
    action: str
    cost: int
    before: int
    after: int
    notes: str


@dataclass(frozen=True)
class TimelineView:
    heading: str
    top: int
    bottom: int
    markers: tuple[ScaleMarker, ...]
    """Highest counter first: the order their names read in a shared label."""
    bars: tuple[CounterBar, ...]
    """The same combatants, each with its start and the counter after each action."""
    meanings: Mapping[str, str]
    """Each combatant's meaning, for its name wherever the timeline writes it."""
    off_scale: tuple[tuple[str, str], ...]
    """(actor, text) of those without a counter on the scale."""
    empty: str
    """What the scale says when nobody is on it."""
    selectable: tuple[str, ...]
    track_title: str
    track: tuple[TrackStep, ...]
    sections: tuple[Section, ...] = field(default_factory=tuple)
    projection_note: str = ""
    """What the projection assumes; empty when nothing is projected."""


def meaning_of(actor: ZebraActor, current: bool) -> str:
    """The same precedence as the order board's rows: current, done, hidden, side."""
    if current:
        return "current-actor"
    if actor.in_sequence and actor.out and not actor.out_of_fight:
        return "done-entry"
    if actor.hidden:
        return "hidden-combatant"
    return "pc" if actor.is_pc else "npc"


def is_done(actor: ZebraActor) -> bool:
    """Its counter is down to 0 or below: done for this Sequence (Z6)."""
    return actor.counter is not None and actor.counter <= 0


def glyphs_of(actor: ZebraActor, current: bool) -> str:
    """▶ acts next, ✓ done for this Sequence, ◌ hidden: colour never tells alone."""
    glyphs = GLYPH_CURRENT if current else ""
    if is_done(actor):
        glyphs += GLYPH_DONE
    if actor.hidden:
        glyphs += GLYPH_HIDDEN
    return glyphs


def marker_text(actor: ZebraActor, current: bool) -> str:
    """The name behind its glyphs."""
    return glyphs_of(actor, current) + actor.name


def head_actors(view: ZebraView) -> list[str]:
    if view.phase != "sequence":
        return []
    return [entry.actor for entry in view.head()]


def build_timeline(view: ZebraView) -> TimelineView:
    actors = view.actors
    head = head_actors(view)
    meanings = {actor_id: meaning_of(actor, actor_id in head) for actor_id, actor in actors.items()}
    pending = [entry.actor for slot in view.order for entry in slot]
    # Those with a counter, in the fight: (actor, counter).
    counters = [
        (actor_id, actor.counter)
        for actor_id, actor in actors.items()
        if actor.counter is not None and not actor.out_of_fight
    ]
    # Pending ones in the order's own order (ties settled as the rules settle them).
    counters.sort(
        key=lambda item: (-item[1], pending.index(item[0]) if item[0] in pending else len(pending))
    )
    on_scale = [actor_id for actor_id, _counter in counters]
    markers = tuple(
        ScaleMarker(a, marker_text(actors[a], a in head), counter) for a, counter in counters
    )
    bars = counter_bars(view, markers, head)
    # The scale starts where the highest counter would have without its overspend (Z8).
    top, bottom = scale_bounds(
        [bar.value for bar in bars] + [bar.start + bar.carried for bar in bars]
    )
    off_scale = tuple(
        (actor_id, off_scale_text(view, actor_id))
        for actor_id in actors
        if actor_id not in on_scale
    )
    return TimelineView(
        heading=heading(view, max((bar.start for bar in bars), default=0)),
        top=top,
        bottom=bottom,
        markers=markers,
        bars=bars,
        meanings=meanings,
        off_scale=off_scale,
        empty=_("No Sequence yet: s rolls every Initiative Counter."),
        selectable=tuple(on_scale) + tuple(actor_id for actor_id, _text in off_scale),
        track_title=track_title(view),
        track=track(view, meanings),
        projection_note=projection_note(view),
        sections=(
            Section(_("Next"), next_lines(view, head, meanings)),
            *projection_section(view, meanings),
            Section(pgettext("timeline", "Done"), out_lines(view, meanings)),
            Section(_("Overspend"), overspend_lines(view, meanings)),
            Section(_("Melee"), engagement_lines(view, meanings)),
        ),
    )


def counter_bars(
    view: ZebraView, markers: tuple[ScaleMarker, ...], head: list[str]
) -> tuple[CounterBar, ...]:
    """Each marker's bar: where it started, the counter after each action, the carry."""
    actors = view.actors
    steps: dict[str, list[tuple[int, str]]] = {}
    for entry in view.done:
        after = entry.detail.after
        if after is not None:
            steps.setdefault(entry.actor, []).append((after, action_name(entry, view.costs.labels)))
    return tuple(
        CounterBar(
            actor=marker.actor,
            glyphs=glyphs_of(actors[marker.actor], marker.actor in head),
            name=actors[marker.actor].name,
            value=marker.value,
            start=start_of(actors[marker.actor], marker.value),
            steps=tuple(steps.get(marker.actor, ())),
            carried=actors[marker.actor].carried,
        )
        for marker in markers
    )


def start_of(actor: ZebraActor, counter: int) -> int:
    """The counter it started the Sequence (or joined) with; ``counter`` is its counter now."""
    return actor.start if actor.start is not None else counter


def heading(view: ZebraView, highest: int) -> str:
    if view.round == 0:
        return _("Countdown")
    return _("Countdown · Sequence {n} · highest start {top}, down to 0 and below").format(
        n=view.round, top=highest
    )


def off_scale_text(view: ZebraView, actor_id: str) -> str:
    actor = view.actors[actor_id]
    name = marker_text(actor, False)
    if actor.out_of_fight:
        return _("{name} (out of the fight)").format(name=name)
    if actor_id in view.to_join:
        return _("{name} (to join: J)").format(name=name)
    if view.round == 0:
        return name
    return _("{name} (rolls at the next Sequence)").format(name=name)


def track_title(view: ZebraView) -> str:
    if view.round == 0:
        return _("Track")
    return _("Track of Sequence {n}").format(n=view.round)


def action_name(entry: ZebraEntry, labels: Mapping[str, str]) -> str:
    """The action ``entry`` took as the GM reads it (``labels``: the table's, by id)."""
    if entry.tagged("custom"):
        return entry.action or _("typed cost")
    name = labels.get(entry.action) or action_words(entry.action)
    label = entry.detail.label
    return f"{name} ({label})" if label else name


NOTES = {
    "last": _("last"),
    "override": _("out of turn"),
    "tie": _("tie"),
    "simultaneous": _("simultaneous"),
    "custom": _("typed"),
}


def track(view: ZebraView, meanings: Mapping[str, str]) -> tuple[TrackStep, ...]:
    steps = []
    for number, entry in enumerate(view.done, start=1):
        detail = entry.detail
        if detail.cost is None or detail.before is None or detail.after is None:
            continue  # not an action taken (Z3): nothing to draw on the track
        steps.append(
            TrackStep(
                number=number,
                actor=entry.actor,
                name=view.actor_name(entry.actor),
                meaning=meanings.get(entry.actor, ""),
                action=action_name(entry, view.costs.labels),
                cost=detail.cost,
                before=detail.before,
                after=detail.after,
                notes=", ".join(NOTES[tag] for tag in entry.tags if tag in NOTES),
            )
        )
    return tuple(steps)


def next_lines(view: ZebraView, head: list[str], meanings: Mapping[str, str]) -> tuple[Line, ...]:
    lines: list[Line] = []
    if view.round == 0:
        lines.append(((_("No Sequence yet: s starts Sequence 1."), ""),))
    elif not head:
        text = _("Sequence {n} is over: s starts Sequence {next}.")
        lines.append(((text.format(n=view.round, next=view.round + 1), ""),))
    else:
        spans: list[Span] = [(GLYPH_CURRENT + " ", "current-actor")]
        for index, actor_id in enumerate(head):
            if index:
                spans.append((_(" or "), ""))
            spans.append(name_span(view, actor_id, meanings))
        # The head acts on its entry's score, which is its counter (Z3).
        spans.append((f" {numeral(view.head()[0].score)}", ""))
        if len(head) > 1:
            simultaneous = view.options.simultaneous
            note = _(" (simultaneous)") if simultaneous else _(" (tie: the GM picks, ←→)")
            spans.append((note, "muted"))
        else:
            spans.append((_(" acts now"), "muted"))
        lines.append(tuple(spans))
    return tuple(lines)


def projection_section(view: ZebraView, meanings: Mapping[str, str]) -> tuple[Section, ...]:
    """The turns after the one acting now, as currently projected (empty between Sequences)."""
    if view.phase != "sequence":
        return ()
    turns: list[ProjectedTurn] = project_turns(view, PROJECTED_TURNS)[1:]
    spans: list[Span] = []
    for index, turn in enumerate(turns):
        if index:
            spans.append((" · ", "muted"))
        spans.append(name_span(view, turn.actor, meanings))
        spans.append((f" {numeral(turn.before)}", ""))
    if not spans:
        spans.append((_("nobody else, if that action ends the Sequence"), "muted"))
    return (Section(_("Projected"), (tuple(spans),), wrap=False),)


def projection_note(view: ZebraView) -> str:
    if view.phase != "sequence":
        return ""
    median = median_cost(view.costs.actions)
    return _("projected: last cost repeated, else {median}").format(median=median)
