"""What the duel screen shows (W10): cards face to face, masked but for the keyboard's holder.

Pure functions of the state JSON and of two choices the screen makes: the step
it is at (MONTER lasts until the GM calls DÉGAINER) and who holds the keyboard.
A masked card is built without any of that duelist's numbers — not its dice,
its scores, its Panache tokens, not even how many actions it split into — so
nothing the screen draws can betray a hidden entry.
"""

from dataclasses import dataclass

from rules.i18n import _
from tui.presenters.board import (
    GLYPH_CURRENT,
    GLYPH_DONE,
    GLYPH_IDLE,
    GLYPH_TIE,
    GLYPH_WAITING,
    Data,
    display_name,
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


def duel_step(data: Data, drawn: bool) -> str:
    """Where the duel is: MONTER until someone declares or the GM calls DÉGAINER."""
    if not data.get("duel"):
        return OVER
    if data.get("revealed"):
        return RESOLVE if data.get("order") else OVER
    duel = data.get("duel") or {}
    if duel.get("step") == MONTER and not drawn:
        return MONTER
    return DEGAINER


def own_entries(data: Data, actor: str) -> list[tuple[Data, bool]]:
    """The actor's actions this turn, pending or resolved, by index; True when resolved."""
    pending = [(e, False) for slot in data.get("order", []) for e in slot if e["actor"] == actor]
    done = [(e, True) for e in data.get("done", []) if e["actor"] == actor]
    return sorted(pending + done, key=lambda item: int(item[0].get("detail", {}).get("index", 0)))


def action_line(entry: Data, done: bool) -> ActionLine:
    detail = entry.get("detail", {})
    index = int(detail.get("index", 0))
    label = f"#{index + 1} {entry.get('action') or ''}".rstrip()
    dice = _("{n} dice").format(n=detail.get("dice", 0))
    if detail.get("tension"):
        dice += _(" ({n}T)").format(n=detail["tension"])
    bonus = f"+{detail['initiative']}" if detail.get("initiative") else ""
    notes = []
    if detail.get("sacrificed"):
        notes.append(_("{n} sacrificed").format(n=detail["sacrificed"]))
    if detail.get("held"):
        notes.append(_("−{n} held").format(n=detail["held"]))
    for tag in entry.get("tags", []):
        if tag != "hidden":
            notes.append(_(tag))
    if done:
        label = f"{GLYPH_DONE} {label}"
    return ActionLine(label, dice, bonus, str(entry["score"]), " · ".join(notes), done)


def card(data: Data, actor: str, step: str, holder: str | None, selected: str | None) -> CardView:
    numbers = data["actors"].get(actor, {"name": actor})
    declared = bool(numbers.get("declared"))
    masked = step == DEGAINER and actor != holder
    is_holder = step == DEGAINER and actor == holder
    if is_holder:
        role = GLYPH_KEYBOARD + " " + _("has the keyboard")
    elif step == MONTER:
        role = _("face to face")
    elif step in (RESOLVE, OVER):
        left = len([e for e, done in own_entries(data, actor) if not done])
        role = (
            _("{n} to fire").format(n=left)
            if left
            else GLYPH_DONE + " " + _("nothing left to fire")
        )
    elif declared:
        role = GLYPH_DONE + " " + _("declared")
    else:
        role = GLYPH_WAITING + " " + _("to declare")
    tokens = GLYPH_MASK * 2 if masked else str(numbers.get("panache", 0))
    pool = _("pool {pool} · Tension {tension}").format(
        pool=numbers.get("pool", 0), tension=numbers.get("tension", 0)
    )
    panache = _("Panache {tokens}").format(tokens=tokens)
    if numbers.get("sonne"):
        panache += " · Sonné"
    lines = () if masked else tuple(action_line(e, done) for e, done in own_entries(data, actor))
    return CardView(
        actor=actor,
        name=display_name(numbers),
        side=str(numbers.get("side", "npc")),
        role=role,
        numbers=(pool, panache),
        masked=masked,
        holder=is_holder,
        selected=actor == selected,
        lines=lines,
    )


def shooters(data: Data, entries: list[Data]) -> str:
    def one(entry: Data) -> str:
        name = data["actors"].get(entry["actor"], {}).get("name", entry["actor"])
        index = int(entry.get("detail", {}).get("index", 0))
        return f"{name} #{index + 1} {entry.get('action') or ''}".rstrip()

    return f" {GLYPH_TIE} ".join(one(entry) for entry in entries)


def slot_notes(entries: list[Data], done: bool) -> str:
    """The slot's marks in words: simultaneous (G3), interruption (W5), held (W7)…"""
    notes = [_("simultaneous: the shots cross")] if len(entries) > 1 else []
    for entry in entries:
        for tag in entry.get("tags", []):
            if tag not in ("hidden", "simultaneous") and _(tag) not in notes:
                notes.append(_(tag))
    if done:
        notes.append(_("fired"))
    return " · ".join(notes)


def fired_slots(data: Data) -> list[list[Data]]:
    """This turn's resolved entries, those resolved together (tagged simultaneous) as one."""
    slots: list[list[Data]] = []
    for entry in data.get("done", []):
        last = slots[-1][-1] if slots else {}
        together = all("simultaneous" in e.get("tags", []) for e in (entry, last))
        if together and last["score"] == entry["score"]:
            slots[-1].append(entry)
        else:
            slots.append([entry])
    return slots


def slot_line(data: Data, slot: list[Data], number: int | None) -> SlotLine:
    """A pending slot has its rank (1 is the one firing now); a fired one has none."""
    done = number is None
    current = number == 1
    return SlotLine(
        marker=GLYPH_DONE if done else GLYPH_CURRENT if current else GLYPH_IDLE,
        number="" if number is None else str(number),
        shooters=shooters(data, slot),
        score=str(slot[0]["score"]),
        notes=slot_notes(slot, done=done),
        simultaneous=len(slot) > 1,
        current=current,
        done=done,
    )


def slot_lines(data: Data) -> tuple[SlotLine, ...]:
    """What has fired, then the resolution order; each tie is one slot (G3)."""
    fired = [slot_line(data, slot, None) for slot in fired_slots(data)]
    pending = [
        slot_line(data, slot, number) for number, slot in enumerate(data.get("order", []), 1)
    ]
    return tuple(fired + pending)


def hint(data: Data, step: str, holder: str | None) -> str:
    names = {actor: numbers["name"] for actor, numbers in data["actors"].items()}
    if step == MONTER:
        return _("The stand-off: t raises Tension (W11) · Enter: DÉGAINER!")
    if step == DEGAINER:
        if holder is None:
            return _("Every entry is masked: Tab hands the keyboard over · v reveals every score.")
        return _("{name} has the keyboard: d declare · x sacrifice · p Panache · Tab: next").format(
            name=names.get(holder, holder)
        )
    if step == RESOLVE:
        first = ", ".join(names.get(e["actor"], e["actor"]) for e in data["order"][0])
        return _("n: {names} fire · p: a Panache interruption (W5) · h: hold fire").format(
            names=first
        )
    if not data.get("duel"):
        return _("No duel is open: b goes back to the board.")
    return _("Every shot is fired: b goes back to the board (e ends the turn there).")


def guide(step: str) -> tuple[tuple[str, str], ...]:
    """What the keys do at this step, for the panel below the cards."""
    if step == MONTER:
        return (
            ("←→", _("select a duelist")),
            ("t", _("raise or lower the selected duelist's Tension (W11)")),
            ("⏎", _("DÉGAINER: each declares in turn, hidden from the others (W10)")),
        )
    if step == DEGAINER:
        return (
            ("d", _("declare intentions and the Découpe of the pool (W3)")),
            ("x p", _("sacrifice dice (W4) · spend Panache (W5): +1d6 each")),
            ("Tab", _("pass the keyboard on; after the last duelist, nobody holds it")),
            ("v", _("reveal every score at once; whoever has not declared fires whole")),
        )
    return ()


def build_duel_view(
    data: Data,
    name: str,
    duelists: list[str],
    drawn: bool,
    holder: str | None,
    selected: str | None,
) -> DuelView:
    """The duel as the screen draws it, from the state JSON and the screen's choices.

    ``duelists`` are the screen's own: once the turn is over the state names none.
    """
    step = duel_step(data, drawn)
    label = dict(STEP_NAMES).get(step, _("over"))
    status = _("Duel · turn {round} · {step}").format(round=data.get("round", 0), step=label)
    return DuelView(
        title=name,
        status=status,
        hint=hint(data, step, holder),
        step=step,
        cards=tuple(card(data, actor, step, holder, selected) for actor in duelists),
        slots=slot_lines(data) if step in (RESOLVE, OVER) else (),
        guide=guide(step),
    )
