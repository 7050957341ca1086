"""What the western board shows: each action's dice and score, Tension, Panache."""

from collections.abc import Sequence

from i18n import _
from rules.systems.western.views import WesternActor, WesternEntry, WesternView
from tui.presenters.board import default_action_text, first_names

PHASES = {
    "idle": _("no gunfight yet"),
    "declare": _("declarations"),
    "reveal": _("scores to reveal"),
    "resolve": _("resolution"),
    "between": _("between turns"),
}


#: The duel's steps as the rule text writes them (W10).
DUEL_STEPS = {"monter": "MONTER", "degainer": "DÉGAINER"}


def western_status(turn: int, phase: str, duel_step: str | None) -> str:
    """The status line, the same words on the GM's board and the players' (public facts)."""
    words = PHASES.get(phase, phase)
    if duel_step is not None:
        step = DUEL_STEPS.get(duel_step, duel_step.upper())
        words = _("duel {step} · {phase}").format(step=step, phase=words)
    if turn == 0:
        return _("Western · {phase}").format(phase=words)
    return _("Western · turn {round} · {phase}").format(round=turn, phase=words)


class WesternPresenter:
    columns: tuple[str, ...] = (_("Dice"), _("+d6"), "Tension", "Panache")
    view_class = WesternView

    def cells(
        self, view: WesternView, actor: WesternActor, entry: WesternEntry | None
    ) -> tuple[str, ...]:
        dice = bonus = ""
        if entry is not None:
            detail = entry.detail
            dice = str(detail.dice)
            if detail.tension:
                dice += _(" ({n}T)").format(n=detail.tension)
            bonus = f"+{detail.initiative}" if detail.initiative else ""
            if detail.held:
                bonus += _(" −{n} held").format(n=detail.held)
        return (dice, bonus, str(actor.tension), str(actor.panache))

    def status(self, view: WesternView) -> str:
        duel = view.duel
        return western_status(view.round, view.phase, duel.step if duel else None)

    def hint(self, view: WesternView) -> str:
        phase = view.phase
        if not view.actors:
            return _("Press i to add a combatant.")
        if phase in ("idle", "between"):
            return _("D: everyone draws, a gunfight turn opens.")
        if view.prompts:
            return _("f: a Sang-froid roll is due before that shot.")
        if phase == "declare":
            names = ", ".join(view.actor_name(actor) for actor in view.undeclared)
            return _(
                "d: {names} to declare · v reveals (the rest fire with their whole pool)."
            ).format(names=names)
        if phase == "reveal":
            return _("v: reveal the scores; Panache after that is an interruption.")
        if view.order:
            return _("n: {names} fire · p: a Panache interruption · h: hold fire.").format(
                names=first_names(view)
            )
        if view.duel is None:
            return _("Every action is resolved: D draws for the next turn · e ends this one.")
        return _("Every action is resolved: e ends the turn.")

    def waiting(self, view: WesternView) -> Sequence[WesternEntry]:
        return ()

    def details(self, view: WesternView, actor_id: str) -> str:
        actor = view.actors[actor_id]
        parts = [
            actor.name,
            _("pool {pool} (attribute {a} + skill {s} + Tension {t})").format(
                pool=actor.pool, a=actor.attribute, s=actor.skill, t=actor.tension
            ),
            _("Panache {n}").format(n=actor.panache),
            _("Discrétion {d} · Sang-froid {sf} · Poker {p} · Survie {sv}").format(
                d=actor.discretion, sf=actor.sang_froid, p=actor.poker, sv=actor.survie
            ),
        ]
        adjusted = [
            entry.detail.index
            for slot in view.order
            for entry in slot
            if entry.actor == actor_id and entry.detail.adjust
        ]
        for index in adjusted:
            parts.append(_("action {n}: score set by the GM").format(n=index + 1))
        if actor.surprised:
            parts.append(_("surprised"))
        return " · ".join(parts)

    def action_text(self, entry: WesternEntry) -> str:
        return default_action_text(entry)

    def name_marks(self, actor: WesternActor) -> tuple[str, ...]:
        """Sonné (W9) is a condition (G6): it reads beside the name with the others."""
        return ()

    def now(self, view: WesternView) -> Sequence[str] | None:
        return None

    def slots(self, view: WesternView) -> Sequence[Sequence[WesternEntry]]:
        """Before the reveal, the undeclared rank with their whole pool (W4)."""
        return view.preview or view.order

    def score_set(self, view: WesternView, entry: WesternEntry) -> bool:
        return entry.detail.adjust != 0
