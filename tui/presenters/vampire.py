"""What the vampire board shows: totals, ratings, health, Willpower, delays."""

from collections.abc import Sequence

from i18n import _, ngettext, pgettext
from rules.number_text import numeral
from rules.state_views import EntryView
from rules.systems.vampire.sentences import DEFENSES
from rules.systems.vampire.views import VampireActor, VampireEntry, VampireView
from tui.presenters.board import default_action_text, head_names

HEALTH = {
    "healthy": _("Healthy"),
    "bruised": _("Bruised"),
    "hurt": _("Hurt"),
    "injured": _("Injured"),
    "wounded": _("Wounded"),
    "mauled": _("Mauled"),
    "crippled": _("Crippled"),
    "incapacitated": _("Incapacitated"),
}

#: The levels as the order's Health column shows them: a language whose names are long
#: (« Blessé superficiellement ») says them short there, so that the Willpower and
#: rating columns still fit 80 columns. The pick list and the log say them in full.
HEALTH_CELL = {
    "healthy": pgettext("health column", "Healthy"),
    "bruised": pgettext("health column", "Bruised"),
    "hurt": pgettext("health column", "Hurt"),
    "injured": pgettext("health column", "Injured"),
    "wounded": pgettext("health column", "Wounded"),
    "mauled": pgettext("health column", "Mauled"),
    "crippled": pgettext("health column", "Crippled"),
    "incapacitated": pgettext("health column", "Incapacitated"),
}

PHASES = {
    "between": _("between turns"),
    "declare": _("declarations, slowest first"),
    "resolve": _("resolution, fastest first"),
}


def vampire_status(turn: int, phase: str) -> str:
    """The status line, the same words on the GM's board and the players' (public facts)."""
    if turn == 0:
        return _("Vampire · no turn yet")
    words = PHASES.get(phase, phase)
    return _("Vampire · turn {round} · {phase}").format(round=turn, phase=words)


def late(actor: VampireActor) -> bool:
    """Added during the open turn: able to act, but no initiative yet (V1)."""
    return actor.can_act and not actor.rolled


def resolve_hint(view: VampireView) -> str:
    """V4: a delayed actor at the head may act now (``g``) or keep waiting while the
    next slot acts (``n`` does both at once: it sets the delayer aside, then resolves)."""
    waiting = [entry for entry in view.head() if entry.tagged("delayed")]
    acting = next(
        (
            [entry for entry in slot if not entry.tagged("delayed")]
            for slot in view.order
            if any(not entry.tagged("delayed") for entry in slot)
        ),
        [],
    )
    names = ", ".join(view.actor_name(entry.actor) for entry in acting)
    if waiting:
        delayers = ", ".join(view.actor_name(entry.actor) for entry in waiting)
        if acting:
            return _("{waiting} may act now (g), or keep waiting and let {names} act (n).").format(
                waiting=delayers, names=names
            )
        return _("{waiting} may act now (g), or keep waiting (n).").format(waiting=delayers)
    if view.delayed:
        return ngettext(
            "n: {names} acts; g: a delayed actor acts first.",
            "n: {names} act; g: a delayed actor acts first.",
            len(acting),
        ).format(names=names)
    head = head_names(view)  # a roll-once group is one name: "Thug ×3 (group) acts"
    return ngettext("n: {names} acts.", "n: {names} act.", len(head)).format(names=", ".join(head))


def score_was_set(actor: VampireActor) -> bool:
    """The GM set the total (G4): it is no longer the d10 plus the rating (V1)."""
    if actor.total is None or actor.rating is None:
        return False
    return actor.total != actor.rating + (actor.die or 0)


class VampirePresenter:
    #: Health first: at 60 columns Rating (in the details line) and WP go, Health stays.
    columns: tuple[str, ...] = (_("Health"), _("WP"), _("Rating"))
    view_class = VampireView

    def cells(
        self, view: VampireView, actor: VampireActor, entry: VampireEntry | None
    ) -> tuple[str, ...]:
        health = HEALTH_CELL.get(actor.wounds, "?")
        if actor.penalty:
            health = f"{health} −{actor.penalty}"
        return (
            health,
            f"{actor.willpower}/{actor.willpower_max}",
            str(actor.rating) if actor.rating is not None else "",
        )

    def status(self, view: VampireView) -> str:
        return vampire_status(view.round, view.phase)

    def hint(self, view: VampireView) -> str:
        if not view.actors:
            return _("Press i to add a combatant.")
        if view.phase == "between":
            return _("Press r to roll initiative.")
        latecomers = [view.actor_name(a) for a, actor in view.actors.items() if late(actor)]
        if latecomers:
            # Added mid-turn: r rolls them into this turn, each in its place by V2.
            return ngettext(
                "r: {names} rolls into this turn · {next}",
                "r: {names} roll into this turn · {next}",
                len(latecomers),
            ).format(names=", ".join(latecomers), next=self.turn_hint(view))
        return self.turn_hint(view)

    def turn_hint(self, view: VampireView) -> str:
        """What the open turn asks for next: a declaration, a resolution, its end."""
        if view.phase == "declare":
            names = ", ".join(view.actor_name(actor) for actor in view.declare_next)
            return _("d: {names} declares (l: delay).").format(names=names)
        if view.order:
            return resolve_hint(view)
        if view.delayed:
            return _("g: a delayed actor acts, or e to end the turn.")
        return _("Everyone has acted: e ends the turn.")

    def waiting(self, view: VampireView) -> Sequence[VampireEntry]:
        return view.delayed

    def details(self, view: VampireView, actor_id: str) -> str:
        actor = view.actors[actor_id]
        parts = [
            actor.name,
            _("Dex {dex} Wits {wits} Celerity {cel}").format(
                dex=actor.dexterity, wits=actor.wits, cel=actor.celerity
            ),
        ]
        if actor.total is not None and score_was_set(actor):
            rolled = (
                _("d10 {die} {how}").format(
                    die=actor.die, how=_("typed") if actor.typed else _("rolled")
                )
                if actor.die is not None
                else _("no roll")
            )
            parts.append(
                _("initiative {total}, set by the GM ({rolled}, rating {rating})").format(
                    total=numeral(actor.total), rolled=rolled, rating=actor.rating
                )
            )
        elif actor.total is not None:
            how = _("typed") if actor.typed else _("rolled")
            parts.append(
                _("initiative {total} (d10 {die} {how}, rating {rating})").format(
                    total=numeral(actor.total),
                    die=actor.die if actor.die is not None else "—",
                    how=how if actor.die is not None else _("set by GM"),
                    rating=actor.rating,
                )
            )
        if view.phase != "between" and late(actor):
            parts.append(_("no initiative this turn yet: r rolls it into its place"))
        if actor.extra:
            parts.append(
                ngettext("{n} extra action", "{n} extra actions", actor.extra).format(n=actor.extra)
            )
        if actor.declared is not None:
            parts.append(_("declared: {action}").format(action=actor.declared or "—"))
        return " · ".join(parts)

    def action_text(self, entry: VampireEntry) -> str:
        return default_action_text(entry, defense_words(entry))

    def name_marks(self, actor: VampireActor) -> tuple[str, ...]:
        return ()

    def now(self, view: VampireView) -> Sequence[str] | None:
        # V3: the slowest declares first, so ▶ is on who declares, not on the fastest.
        return view.declare_next if view.phase == "declare" else None

    def slots(self, view: VampireView) -> Sequence[Sequence[VampireEntry]]:
        return view.order

    def score_set(self, view: VampireView, entry: VampireEntry) -> bool:
        actor = view.actors.get(entry.actor)
        return actor is not None and score_was_set(actor)


def defense_words(entry: EntryView) -> str:
    """An abort's action is the defence's id ("dodge", V5): the GM reads its name."""
    if "abort" not in entry.tags:
        return entry.action
    return _(DEFENSES.get(entry.action, entry.action))
