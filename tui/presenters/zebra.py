"""What the zebra board shows: Initiative Counters, positions, overspend carried."""

from collections.abc import Mapping, Sequence

from i18n import _, ngettext
from rules.number_text import less, numeral
from rules.systems.zebra.action_names import action_words
from rules.systems.zebra.views import ZebraActor, ZebraEntry, ZebraView
from tui.presenters.board import default_action_text, head_names

POSITIONS = {"tir": _("Shooting"), "contact": _("Contact")}


def zebra_status(sequence: int, phase: str) -> str:
    """The status line, the same words on the GM's board and the players' (public facts)."""
    if sequence == 0:
        return _("Zebra Island · no Sequence yet")
    if phase == "sequence":
        return _("Zebra Island · Sequence {n} running").format(n=sequence)
    return _("Zebra Island · Sequence {n} over").format(n=sequence)


def last_action(view: ZebraView, actor: str) -> ZebraEntry | None:
    """What ``actor`` did last this Sequence (an action taken, Z3), for ``A``: again."""
    taken = [e for e in view.done if e.actor == actor and e.detail.cost is not None]
    return taken[-1] if taken else None


def again_words(entry: ZebraEntry, labels: Mapping[str, str] | None = None) -> str:
    """The action ``A`` repeats, as the hint names it: "strike", "climb (5)"; ``labels``:
    the table's actions as the GM reads them."""
    if entry.tagged("custom"):
        return _("{name} ({cost})").format(
            name=entry.action or _("typed cost"), cost=entry.detail.cost
        )
    return (labels or {}).get(entry.action) or action_words(entry.action)


def or_dash(value: int | None) -> int | str:
    return "—" if value is None else value


def counter_formula(actor: ZebraActor, counter: int, base: int, d20: int) -> str:
    """The counter as it was made: Z1's base and die, less the overspend carried in (Z8)
    and what the actions of this Sequence cost (Z3), so the sum always reads true."""
    how = _("typed") if actor.typed else _("rolled")
    words = _("counter {counter} = {base} + d20 {d20} ({how})").format(
        counter=numeral(counter), base=base, d20=d20, how=how
    )
    if actor.carried:
        words += " " + _("− {n} carried").format(n=actor.carried)
    spent = base + d20 - actor.carried - counter
    if spent > 0:
        words += " " + _("− {n} spent").format(n=spent)
    elif spent < 0:  # the GM raised it (G4): the sum no longer holds, say so
        words += " " + _("+ {n} set by the GM").format(n=-spent)
    return words


class ZebraPresenter:
    columns: tuple[str, ...] = (_("Position"), _("Carries"), _("Skill"))
    view_class = ZebraView

    def cells(
        self, view: ZebraView, actor: ZebraActor, entry: ZebraEntry | None
    ) -> tuple[str, ...]:
        position = POSITIONS.get(actor.position, "?")
        if actor.position_override:
            position += "*"
        carry = less(actor.overspend) if actor.overspend else ""
        return (position, carry, str(actor.skill))

    def status(self, view: ZebraView) -> str:
        return zebra_status(view.round, view.phase)

    def hint(self, view: ZebraView) -> str:
        if not view.actors:
            return _("Press i to add a combatant.")
        if view.to_join:
            names = ", ".join(view.actor_name(a) for a in view.to_join)
            return _("J: {names} joins the Sequence.").format(names=names)
        if view.phase != "sequence":
            return _("Press s to start Sequence {n}.").format(n=view.round + 1)
        heading = head_names(view)  # a roll-once group is one name (G7)
        head = ", ".join(heading)
        acting = view.head()
        last = last_action(view, acting[0].actor) if len(acting) == 1 else None
        if last is not None:
            return _(
                "a: {names} acts (cost from the table) · A: {action} again · c: typed cost."
            ).format(names=head, action=again_words(last, view.costs.labels))
        if len(heading) > 1 and any(last_action(view, entry.actor) for entry in acting):
            # A tie the GM breaks with the cursor: a and A act for the one it is on.
            return _(
                "a: {names} act (cost from the table) · A: the one picked again · c: typed cost."
            ).format(names=head)
        return ngettext(
            "a: {names} acts (cost from the table), c: typed cost.",
            "a: {names} act (cost from the table), c: typed cost.",
            len(heading),
        ).format(names=head)

    def waiting(self, view: ZebraView) -> Sequence[ZebraEntry]:
        return ()

    def details(self, view: ZebraView, actor_id: str) -> str:
        actor = view.actors[actor_id]
        parts = [
            actor.name,
            _("Got a Nerve! {aplomb} · Nimbleness {agilite} · Perception {perception}").format(
                aplomb=actor.aplomb,
                agilite=or_dash(actor.agilite),
                perception=or_dash(actor.perception),
            ),
        ]
        if actor.weapon:
            parts.append(_("weapon {weapon}").format(weapon=actor.weapon))
        if actor.edited and actor.counter is not None:
            parts.append(
                _("counter {counter}, set by the GM").format(counter=numeral(actor.counter))
            )
        elif actor.d20 is not None and actor.base is not None and actor.counter is not None:
            parts.append(counter_formula(actor, actor.counter, actor.base, actor.d20))
        if actor.engaged_by:
            names = ", ".join(map(view.actor_name, actor.engaged_by))
            parts.append(_("engaged by {ids}").format(ids=names))
        if actor.engages:
            names = ", ".join(map(view.actor_name, actor.engages))
            parts.append(_("engages {ids}").format(ids=names))
        return " · ".join(parts)

    def now(self, view: ZebraView) -> Sequence[str] | None:
        return None

    def slots(self, view: ZebraView) -> Sequence[Sequence[ZebraEntry]]:
        return view.order

    def score_set(self, view: ZebraView, entry: ZebraEntry) -> bool:
        actor = view.actors.get(entry.actor)
        return actor is not None and actor.edited

    def action_text(self, entry: ZebraEntry) -> str:
        """A done action reads as its cost and the counter it left: "strike −5 → 13"."""
        detail = entry.detail
        if detail.cost is None:
            return default_action_text(entry)
        name = action_words(entry.action) if entry.action else _("action")
        after = numeral(detail.after) if detail.after is not None else "?"
        return f"{name} {less(detail.cost)} → {after}"

    def name_marks(self, actor: ZebraActor) -> tuple[str, ...]:
        return ()
