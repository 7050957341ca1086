"""What the zebra timeline shows: a pure function of the state JSON.

The countdown's markers and bounds (laid out on a scale by the widget, which
knows its width), this Sequence's actions as a track, and the side panel's
sections: who acts next and the projection, who is out, the overspend that
carries (Z8), the engagements and the positions they give (Z2).
"""

from collections.abc import Mapping
from dataclasses import dataclass, field

from rules.i18n import _
from rules.systems.zebra.projection import ProjectedTurn, median_cost, project_turns
from tui.presenters.board import GLYPH_CURRENT, GLYPH_DONE, Data
from tui.presenters.countdown_rows import CounterBar
from tui.presenters.countdown_scale import ScaleMarker, minus, scale_bounds
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
    #: False: each line stays on one row, cut with an ellipsis (a forecast can be cut short).
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


def meaning_of(actor: Data, current: bool) -> str:
    """The same precedence as the order board's rows: current, done, hidden, side."""
    if current:
        return "current-actor"
    if actor.get("in_sequence") and actor.get("out") and not actor.get("out_of_fight"):
        return "done-entry"
    if actor.get("hidden"):
        return "hidden-combatant"
    return "pc" if actor.get("side") == "pc" else "npc"


def glyphs_of(actor: Data, current: bool) -> str:
    """▶ acts next, ✓ done for this Sequence, ◌ hidden: colour never tells alone."""
    glyphs = GLYPH_CURRENT if current else ""
    if actor.get("counter") is not None and actor["counter"] <= 0:
        glyphs += GLYPH_DONE
    if actor.get("hidden"):
        glyphs += GLYPH_HIDDEN
    return glyphs


def marker_text(actor: Data, current: bool) -> str:
    """The name behind its glyphs."""
    return glyphs_of(actor, current) + str(actor["name"])


def head_actors(data: Data) -> list[str]:
    if data["phase"] != "sequence" or not data["order"]:
        return []
    return [entry["actor"] for entry in data["order"][0]]


def build_timeline(data: Data) -> TimelineView:
    actors: dict[str, Data] = data["actors"]
    head = head_actors(data)
    meanings = {actor_id: meaning_of(actor, actor_id in head) for actor_id, actor in actors.items()}
    pending = [entry["actor"] for slot in data["order"] for entry in slot]
    on_scale = [
        actor_id
        for actor_id, actor in actors.items()
        if actor.get("counter") is not None and not actor.get("out_of_fight")
    ]
    # Pending ones in the order's own order (ties settled as the rules settle them).
    on_scale.sort(
        key=lambda a: (-actors[a]["counter"], pending.index(a) if a in pending else len(pending))
    )
    markers = tuple(
        ScaleMarker(a, marker_text(actors[a], a in head), actors[a]["counter"]) for a in on_scale
    )
    bars = counter_bars(data, markers, head)
    # The scale starts where the highest counter would have without its overspend (Z8).
    top, bottom = scale_bounds(
        [bar.value for bar in bars] + [bar.start + bar.carried for bar in bars]
    )
    off_scale = tuple(
        (actor_id, off_scale_text(data, actor_id))
        for actor_id in actors
        if actor_id not in on_scale
    )
    return TimelineView(
        heading=heading(data, max((bar.start for bar in bars), default=0)),
        top=top,
        bottom=bottom,
        markers=markers,
        bars=bars,
        meanings=meanings,
        off_scale=off_scale,
        empty=_("No Sequence yet: s rolls every Initiative Counter (Z1)."),
        selectable=tuple(on_scale) + tuple(actor_id for actor_id, _text in off_scale),
        track_title=track_title(data),
        track=track(data, meanings),
        projection_note=projection_note(data),
        sections=(
            Section(_("Next"), next_lines(data, head, meanings)),
            *projection_section(data, meanings),
            Section(_("Out"), out_lines(data, meanings)),
            Section(_("Overspend"), overspend_lines(data, meanings)),
            Section(_("Melee"), engagement_lines(data, meanings)),
        ),
    )


def counter_bars(
    data: Data, markers: tuple[ScaleMarker, ...], head: list[str]
) -> tuple[CounterBar, ...]:
    """Each marker's bar: where it started, the counter after each action, the carry."""
    actors: dict[str, Data] = data["actors"]
    steps: dict[str, list[tuple[int, str]]] = {}
    for entry in data["done"]:
        if "after" in entry.get("detail", {}):
            step = (int(entry["detail"]["after"]), action_name(entry))
            steps.setdefault(entry["actor"], []).append(step)
    return tuple(
        CounterBar(
            actor=marker.actor,
            glyphs=glyphs_of(actors[marker.actor], marker.actor in head),
            name=str(actors[marker.actor]["name"]),
            value=marker.value,
            start=start_of(actors[marker.actor]),
            steps=tuple(steps.get(marker.actor, ())),
            carried=int(actors[marker.actor].get("carried") or 0),
        )
        for marker in markers
    )


def start_of(actor: Data) -> int:
    """The counter it started the Sequence (or joined) with."""
    start = actor.get("start")
    return int(start) if start is not None else int(actor["counter"])


def heading(data: Data, highest: int) -> str:
    if data["round"] == 0:
        return _("Countdown")
    return _("Countdown · Sequence {n} · highest start {top}, down to 0 and below").format(
        n=data["round"], top=highest
    )


def off_scale_text(data: Data, actor_id: str) -> str:
    actor = data["actors"][actor_id]
    name = marker_text(actor, False)
    if actor.get("out_of_fight"):
        return _("{name} (out of the fight)").format(name=name)
    if actor_id in data.get("to_join", []):
        return _("{name} (to join: J)").format(name=name)
    if data["round"] == 0:
        return name
    return _("{name} (rolls at the next Sequence)").format(name=name)


def track_title(data: Data) -> str:
    if data["round"] == 0:
        return _("Track")
    return _("Track of Sequence {n}").format(n=data["round"])


def action_name(entry: Data) -> str:
    detail = entry.get("detail", {})
    name = str(entry.get("action") or "").replace("_", " ")
    if "custom" in entry.get("tags", []):
        return name or _("typed cost")
    label = detail.get("label")
    return f"{name} ({label})" if label else name


NOTES = {
    "last": _("last (Z6)"),
    "override": _("out of turn (G4)"),
    "tie": _("tie (Z5)"),
    "simultaneous": _("simultaneous (Z5)"),
    "custom": _("typed"),
}


def track(data: Data, meanings: Mapping[str, str]) -> tuple[TrackStep, ...]:
    steps = []
    for number, entry in enumerate(data["done"], start=1):
        detail = entry.get("detail", {})
        if "cost" not in detail:
            continue
        actor = data["actors"].get(entry["actor"], {"name": entry["actor"]})
        steps.append(
            TrackStep(
                number=number,
                actor=entry["actor"],
                name=str(actor["name"]),
                meaning=meanings.get(entry["actor"], ""),
                action=action_name(entry),
                cost=int(detail["cost"]),
                before=int(detail["before"]),
                after=int(detail["after"]),
                notes=", ".join(NOTES[tag] for tag in entry.get("tags", []) if tag in NOTES),
            )
        )
    return tuple(steps)


def next_lines(data: Data, head: list[str], meanings: Mapping[str, str]) -> tuple[Line, ...]:
    lines: list[Line] = []
    if data["round"] == 0:
        lines.append(((_("No Sequence yet: s starts Sequence 1."), ""),))
    elif not head:
        text = _("Sequence {n} is over (Z7): s starts Sequence {next}.")
        lines.append(((text.format(n=data["round"], next=data["round"] + 1), ""),))
    else:
        spans: list[Span] = [(GLYPH_CURRENT + " ", "current-actor")]
        for index, actor_id in enumerate(head):
            if index:
                spans.append((_(" or "), ""))
            spans.append(name_span(data, actor_id, meanings))
        spans.append((f" {minus(data['actors'][head[0]]['counter'])}", ""))
        if len(head) > 1:
            simultaneous = data.get("options", {}).get("tie") == "simultaneous"
            note = _(" (simultaneous, Z5)") if simultaneous else _(" (tie: the GM picks, ←→; Z5)")
            spans.append((note, "muted"))
        else:
            spans.append((_(" acts now"), "muted"))
        lines.append(tuple(spans))
    return tuple(lines)


def projection_section(data: Data, meanings: Mapping[str, str]) -> tuple[Section, ...]:
    """The turns after the one acting now, as currently projected (empty between Sequences)."""
    if data["phase"] != "sequence":
        return ()
    turns: list[ProjectedTurn] = project_turns(data, PROJECTED_TURNS)[1:]
    spans: list[Span] = []
    for index, turn in enumerate(turns):
        if index:
            spans.append((" · ", "muted"))
        spans.append(name_span(data, turn.actor, meanings))
        spans.append((f" {minus(turn.before)}", ""))
    if not spans:
        spans.append((_("nobody else, if that action ends the Sequence"), "muted"))
    return (Section(_("Projected"), (tuple(spans),), wrap=False),)


def projection_note(data: Data) -> str:
    if data["phase"] != "sequence":
        return ""
    median = median_cost(data.get("costs", {}).get("actions", {}))
    return _("projected: last cost repeated, else {median}").format(median=median)
