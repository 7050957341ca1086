"""The timeline's panel sections about the fight's shape: who is out, the overspend
that carries into the next Sequence (Z8), the engagements and their positions (Z2)."""

from collections.abc import Mapping

from rich.cells import cell_len

from i18n import _
from rules.number_text import less, numeral
from rules.systems.zebra.views import ZebraView
from tui.presenters.zebra import POSITIONS

#: (text, meaning): a meaning is a theme variable (``pc``, ``current-actor``…),
#: ``muted``, or "" for plain text. The widgets turn meanings into styles.
Span = tuple[str, str]
Line = tuple[Span, ...]

#: The stat each position puts in the counter's formula (Z1).
POSITION_STATS = {"tir": _("Perception"), "contact": _("Nimbleness")}


def name_span(view: ZebraView, actor_id: str, meanings: Mapping[str, str]) -> Span:
    return (view.actors[actor_id].name, meanings.get(actor_id, ""))


def listing(
    view: ZebraView, label: str, items: list[tuple[str, str]], meanings: Mapping[str, str]
) -> Line:
    """ "label: Ann −2 · Bob 0": each item an actor and what follows its name."""
    spans: list[Span] = [(label, "muted")]
    for index, (actor_id, after) in enumerate(items):
        if index:
            spans.append((" · ", "muted"))
        spans.append(name_span(view, actor_id, meanings))
        if after:
            spans.append((after, ""))
    return tuple(spans)


def in_fight(view: ZebraView) -> list[str]:
    return [a for a, actor in view.actors.items() if not actor.out_of_fight]


def out_lines(view: ZebraView, meanings: Mapping[str, str]) -> tuple[Line, ...]:
    """Done for this Sequence (Z6), and out of the fight (G4)."""
    done: list[tuple[str, str]] = []
    for actor_id in in_fight(view):
        counter = view.actors[actor_id].counter
        if counter is not None and counter <= 0:
            done.append((actor_id, f" {numeral(counter)}"))
    fallen = [(a, "") for a, actor in view.actors.items() if actor.out_of_fight]
    lines: list[Line] = []
    if done:
        lines.append(listing(view, _("done this Sequence: "), done, meanings))
    if fallen:
        lines.append(listing(view, _("out of the fight: "), fallen, meanings))
    if not lines:
        lines.append(((_("nobody yet"), "muted"),))
    return tuple(lines)


def overspend_lines(view: ZebraView, meanings: Mapping[str, str]) -> tuple[Line, ...]:
    """What will carry into the next Sequence, and what this one's counters carried."""
    actors = view.actors
    if view.round == 0:
        text = _("a counter that ends below 0 starts the next Sequence that much lower")
        return (((text, "muted"),),)
    following = view.round + 1
    carries = [(a, f" {less(actors[a].overspend)}") for a in in_fight(view) if actors[a].overspend]
    lines: list[Line] = []
    if carries:
        label = _("into Sequence {n}: ").format(n=following)
        lines.append(listing(view, label, carries, meanings))
    else:
        text = _("none into Sequence {n} yet").format(n=following)
        lines.append(((text, "muted"),))
    carried = [(a, f" {less(actors[a].carried)}") for a in in_fight(view) if actors[a].carried]
    if carried:
        label = _("from Sequence {n}: ").format(n=view.round - 1)
        lines.append(listing(view, label, carried, meanings))
    return tuple(lines)


def engagement_lines(view: ZebraView, meanings: Mapping[str, str]) -> tuple[Line, ...]:
    """Who engages whom (a two-way melee once), then who stands in which position."""
    pairs = [(e.actor, e.target) for e in view.engagements]
    lines: list[Line] = []
    for actor, target in pairs:
        if (target, actor) in pairs:
            if actor < target:
                text = _(" and ")
                lines.append(
                    (
                        name_span(view, actor, meanings),
                        (text, ""),
                        name_span(view, target, meanings),
                        (_(" engage each other"), ""),
                    )
                )
            continue
        lines.append(
            (
                name_span(view, actor, meanings),
                (_(" engages "), ""),
                name_span(view, target, meanings),
            )
        )
    if not lines:
        lines.append(((_("no engagement"), "muted"),))
    lines += position_lines(view, meanings)
    actors = view.actors
    moved = [
        a
        for a in in_fight(view)
        if view.phase == "sequence" and actors[a].rolled_in not in (None, actors[a].position)
    ]
    if moved:
        text = _("new positions count from Sequence {n}").format(n=view.round + 1)
        lines.append(((text, "muted"),))
    return tuple(lines)


def position_lines(view: ZebraView, meanings: Mapping[str, str]) -> list[Line]:
    """Contact holders by name; the Shooting position, everyone's default, names only
    the GM's overrides and says "everyone else" for the rest, so a crowd stays short."""
    actors = view.actors
    fighters = in_fight(view)
    if not fighters:
        return []
    gm = _(" (set by the GM)")

    def label(position: str) -> str:
        return _("{position} ({stat}): ").format(
            position=POSITIONS[position], stat=POSITION_STATS[position]
        )

    contact = [
        (a, gm if actors[a].position_override else "")
        for a in fighters
        if actors[a].position == "contact"
    ]
    set_to_shoot = [
        (a, gm) for a in fighters if actors[a].position == "tir" and actors[a].position_override
    ]
    others = len(fighters) - len(contact) - len(set_to_shoot)
    lines: list[Line] = []
    if contact:
        lines.append(listing(view, label("contact"), contact, meanings))
    if set_to_shoot or others:
        shooting = listing(view, label("tir"), set_to_shoot, meanings)
        if others:
            rest = _("everyone else") if contact or set_to_shoot else _("everyone")
            shooting += ((" · " if set_to_shoot else "", "muted"), (rest, ""))
        lines.append(shooting)
    return lines


#: What stands between the items of a listing.
SEPARATOR = " · "


def pack_items(line: Line, width: int) -> tuple[Line, ...]:
    """``line``, a listing of items between :data:`SEPARATOR` spans, as rows at most
    ``width`` cells wide, broken between items only: "Bob 7" never reads "Bob" then
    "7", and nothing is cut. An item wider than ``width`` has a row of its own."""
    items: list[list[Span]] = [[]]
    for span in line:
        if span[0] == SEPARATOR:
            items.append([])
        else:
            items[-1].append(span)
    rows: list[list[Span]] = []
    used = 0
    for item in items:
        size = sum(cell_len(words) for words, _meaning in item)
        if rows and used + cell_len(SEPARATOR) + size <= width:
            rows[-1] += [(SEPARATOR, "muted"), *item]
            used += cell_len(SEPARATOR) + size
        else:
            rows.append(list(item))
            used = size
    return tuple(tuple(row) for row in rows)
