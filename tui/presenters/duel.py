"""What the duel screen shows (W10): cards face to face, masked but for the keyboard's holder.

Pure functions of the state's typed view and of two choices the screen makes: the step
it is at (MONTER lasts until the GM calls DÉGAINER) and who holds the keyboard.
A masked card is built without any of that duelist's numbers — not its dice,
its scores, its Panache tokens, not even how many actions it split into — so
nothing the screen draws can betray a hidden entry.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from i18n import _, ngettext
from rules.number_text import numeral
from rules.systems.western.views import WesternEntry, WesternView
from tui.presenters.board import (
    GLYPH_CURRENT,
    GLYPH_DONE,
    GLYPH_IDLE,
    GLYPH_TIE,
    GLYPH_WAITING,
    display_name,
    first_names,
)

MONTER = "monter"
DEGAINER = "degainer"
RESOLVE = "resolve"
OVER = "over"

#: The steps in order, as the banner names them.
STEP_NAMES: tuple[tuple[str, str], ...] = (
    (MONTER, "MONTER"),
    (DEGAINER, "DÉGAINER"),
    (RESOLVE, _("Reveal & fire")),
)

GLYPH_KEYBOARD = "⌨"
GLYPH_MASK = "░"
GLYPH_SELECTED = "▸"


@dataclass
class DuelKeyboard:
    """Where the duel screen left the keyboard: the board keeps it, so that ``M`` gives
    it back to the duelist whose turn it was (W10)."""

    #: The duel it is about: the turn and its duelists.
    duel: tuple[int, tuple[str, ...]] = (0, ())
    drawn: bool = False
    #: Who held it; None: nobody (every card masked, the GM's turn).
    holder: str | None = None


@dataclass(frozen=True)
class ActionLine:
    """One action on a card: what it is, its dice, its d6s of initiative, its score."""

    label: str
    dice: str
    bonus: str
    score: str
    notes: str
    done: bool


@dataclass(frozen=True)
class CardView:
    actor: str
    name: str
    side: str
    #: "⌨ has the keyboard", "declared ✓", "to declare"…: always a word, never colour alone.
    role: str
    #: Two short lines: the pool and Tension, then Panache (masked or not) and Sonné.
    numbers: tuple[str, str]
    masked: bool
    holder: bool
    selected: bool
    lines: tuple[ActionLine, ...]


@dataclass(frozen=True)
class SlotLine:
    """One slot of the resolution order: one actor, or several shooting together (G3)."""

    marker: str
    number: str
    shooters: str
    score: str
    notes: str
    simultaneous: bool
    current: bool
    done: bool


@dataclass(frozen=True)
class DuelView:
    title: str
    status: str
    hint: str
    step: str
    cards: tuple[CardView, ...]
    slots: tuple[SlotLine, ...]
    #: Before the reveal: (key, what it does) for the step at hand.
    guide: tuple[tuple[str, str], ...] = ()


def duel_step(view: WesternView, drawn: bool) -> str:
    """Where the duel is: MONTER until someone declares or the GM calls DÉGAINER."""
    if view.duel is None:
        return OVER
    if view.revealed:
        return RESOLVE if view.order else OVER
    if view.duel.step == MONTER and not drawn:
        return MONTER
    return DEGAINER


def own_entries(view: WesternView, actor: str) -> list[tuple[WesternEntry, bool]]:
    """The actor's actions this turn, pending or resolved, by index; True when resolved."""
    pending = [(e, False) for slot in view.order for e in slot if e.actor == actor]
    done = [(e, True) for e in view.done if e.actor == actor]
    return sorted(pending + done, key=lambda item: item[0].detail.index)


def action_line(entry: WesternEntry, done: bool) -> ActionLine:
    detail = entry.detail
    label = f"#{detail.index + 1} {entry.action}".rstrip()
    dice = ngettext("{n} die", "{n} dice", detail.dice).format(n=detail.dice)
    if detail.tension:
        dice += _(" ({n}T)").format(n=detail.tension)
    bonus = f"+{detail.initiative}" if detail.initiative else ""
    # That the shots crossed (G3) first: a narrow card cuts this line's end (issue 27).
    notes = [_("simultaneous")] if entry.tagged("simultaneous") else []
    if detail.sacrificed:
        notes.append(_("{n} sacrificed").format(n=detail.sacrificed))
    if detail.held:
        notes.append(_("−{n} held").format(n=detail.held))
    for tag in entry.tags:
        if tag not in ("hidden", "simultaneous"):
            notes.append(_(tag))
    if done:
        label = f"{GLYPH_DONE} {label}"
    return ActionLine(label, dice, bonus, numeral(entry.score), " · ".join(notes), done)


class Duelist(NamedTuple):
    """What a card tells of its duelist, masked or not."""

    name: str
    side: str
    declared: bool
    pool: int
    tension: int
    panache: int
    sonne: bool


def duelist(view: WesternView, actor: str) -> Duelist:
    numbers = view.actors.get(actor)
    if numbers is None:  # an undo took the duelist out of the encounter: its id, no numbers
        return Duelist(f"{actor} ({_('NPC')})", "npc", False, 0, 0, 0, False)
    return Duelist(
        display_name(numbers),
        numbers.side,
        numbers.declared,
        numbers.pool,
        numbers.tension,
        numbers.panache,
        numbers.sonne,
    )


def card(
    view: WesternView, actor: str, step: str, holder: str | None, selected: str | None
) -> CardView:
    numbers = duelist(view, actor)
    masked = step == DEGAINER and actor != holder
    is_holder = step == DEGAINER and actor == holder
    if is_holder:
        role = GLYPH_KEYBOARD + " " + _("has the keyboard")
    elif step == MONTER:
        role = _("face to face")
    elif step in (RESOLVE, OVER):
        left = len([e for e, done in own_entries(view, actor) if not done])
        role = (
            _("{n} to fire").format(n=left)
            if left
            else GLYPH_DONE + " " + _("nothing left to fire")
        )
    elif numbers.declared:
        role = GLYPH_DONE + " " + _("declared")
    else:
        role = GLYPH_WAITING + " " + _("to declare")
    if actor == selected and not is_holder and not masked:
        # Who t, p and h act on, in words and not by the border's colour alone.
        role = GLYPH_SELECTED + " " + _("selected") + " · " + role
    # The holder may change its own Tension (so its pool) and spend Panache in
    # DÉGAINER: a masked card shows none of the three (W10).
    shown = [GLYPH_MASK * 2] * 3 if masked else [numbers.pool, numbers.tension, numbers.panache]
    pool = _("pool {pool} · Tension {tension}").format(pool=shown[0], tension=shown[1])
    panache = _("Panache {tokens}").format(tokens=shown[2])
    if numbers.sonne:
        panache += " · Sonné"
    lines = () if masked else tuple(action_line(e, done) for e, done in own_entries(view, actor))
    return CardView(
        actor=actor,
        name=numbers.name,
        side=numbers.side,
        role=role,
        numbers=(pool, panache),
        masked=masked,
        holder=is_holder,
        selected=actor == selected,
        lines=lines,
    )


def shooters(view: WesternView, entries: Sequence[WesternEntry]) -> str:
    def one(entry: WesternEntry) -> str:
        name = view.actor_name(entry.actor)
        return f"{name} #{entry.detail.index + 1} {entry.action}".rstrip()

    return f" {GLYPH_TIE} ".join(one(entry) for entry in entries)


def slot_notes(entries: Sequence[WesternEntry], done: bool) -> str:
    """The slot's marks in words: simultaneous (G3), interruption (W5), held (W7)…"""
    notes = [_("simultaneous: the shots cross")] if len(entries) > 1 else []
    for entry in entries:
        for tag in entry.tags:
            if tag not in ("hidden", "simultaneous") and _(tag) not in notes:
                notes.append(_(tag))
    if done:
        notes.append(_("fired"))
    return " · ".join(notes)


def fired_slots(view: WesternView) -> list[list[WesternEntry]]:
    """This turn's resolved entries, those resolved together (tagged simultaneous) as one."""
    slots: list[list[WesternEntry]] = []
    for entry in view.done:
        last = slots[-1][-1] if slots else None
        together = (
            last is not None
            and last.tagged("simultaneous")
            and entry.tagged("simultaneous")
            and last.score == entry.score
        )
        if together:
            slots[-1].append(entry)
        else:
            slots.append([entry])
    return slots


def slot_line(view: WesternView, slot: Sequence[WesternEntry], number: int | None) -> SlotLine:
    """A pending slot has its rank (1 is the one firing now); a fired one has none."""
    done = number is None
    current = number == 1
    return SlotLine(
        marker=GLYPH_DONE if done else GLYPH_CURRENT if current else GLYPH_IDLE,
        number="" if number is None else str(number),
        shooters=shooters(view, slot),
        score=numeral(slot[0].score),
        notes=slot_notes(slot, done=done),
        simultaneous=len(slot) > 1,
        current=current,
        done=done,
    )


def slot_lines(view: WesternView) -> tuple[SlotLine, ...]:
    """What has fired, then the resolution order; each tie is one slot (G3)."""
    fired = [slot_line(view, slot, None) for slot in fired_slots(view)]
    pending = [slot_line(view, slot, number) for number, slot in enumerate(view.order, 1)]
    return tuple(fired + pending)


def hint(view: WesternView, step: str, holder: str | None) -> str:
    if step == MONTER:
        return _("The stand-off: t raises Tension · Enter: DÉGAINER!")
    if step == DEGAINER:
        if holder is None:
            return _("Every entry is masked: Tab hands the keyboard over · v reveals every score.")
        return _("{name} has the keyboard: d declare · x sacrifice · p Panache · Tab: next").format(
            name=view.actor_name(holder)
        )
    if step == RESOLVE:
        return _("n: {names} fire · p: Panache · h: hold · e: end the turn").format(
            names=first_names(view)
        )
    if view.duel is None:
        return _("No duel is open: b goes back to the board.")
    return _("Every shot is fired: e ends the turn · b: the board.")


def guide(step: str) -> tuple[tuple[str, str], ...]:
    """What the keys do at this step, for the panel below the cards."""
    if step == MONTER:
        return (
            ("←→", _("select a duelist")),
            ("t", _("raise or lower the selected duelist's Tension")),
            ("⏎", _("DÉGAINER: each declares in turn, hidden from the others")),
        )
    if step == DEGAINER:
        return (
            ("d", _("declare intentions and the Découpe of the pool")),
            ("x p", _("sacrifice dice · spend Panache: +1d6 each")),
            ("Tab", _("pass the keyboard on; after the last duelist, nobody holds it")),
            ("v", _("reveal every score at once; whoever has not declared fires whole")),
        )
    return ()


def build_duel_view(
    view: WesternView,
    name: str,
    duelists: list[str],
    drawn: bool,
    holder: str | None,
    selected: str | None,
) -> DuelView:
    """The duel as the screen draws it, from the state JSON and the screen's choices.

    ``duelists`` are the screen's own: once the turn is over the state names none.
    """
    step = duel_step(view, drawn)
    label = dict(STEP_NAMES).get(step, _("over"))
    status = _("Duel · turn {round} · {step}").format(round=view.round, step=label)
    return DuelView(
        title=name,
        status=status,
        hint=hint(view, step, holder),
        step=step,
        cards=tuple(card(view, actor, step, holder, selected) for actor in duelists),
        slots=slot_lines(view) if step in (RESOLVE, OVER) else (),
        guide=guide(step),
    )
