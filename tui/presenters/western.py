"""What the western board shows: each action's dice and score, Tension, Panache."""

from rules.i18n import _
from tui.presenters.board import Data, default_action_text, first_names

PHASES = {
    "idle": _("no gunfight yet"),
    "declare": _("declarations"),
    "reveal": _("scores to reveal"),
    "resolve": _("resolution"),
    "between": _("between turns"),
}


def western_status(turn: int, phase: str, duel_step: str | None) -> str:
    """The status line, the same words on the GM's board and the players' (public facts)."""
    words = PHASES.get(phase, phase)
    if duel_step is not None:
        words = _("duel {step} · {phase}").format(step=duel_step.upper(), phase=words)
    if turn == 0:
        return _("Western · {phase}").format(phase=words)
    return _("Western · turn {round} · {phase}").format(round=turn, phase=words)


class WesternPresenter:
    columns: tuple[str, ...] = (_("Dice"), _("+d6"), "Tension", "Panache")

    def cells(self, actor: Data, entry: Data | None) -> tuple[str, ...]:
        detail = entry.get("detail", {}) if entry else {}
        dice = ""
        if "dice" in detail:
            dice = str(detail["dice"])
            if detail.get("tension"):
                dice += _(" ({n}T)").format(n=detail["tension"])
        bonus = f"+{detail['initiative']}" if detail.get("initiative") else ""
        if detail.get("held"):
            bonus += _(" −{n} held").format(n=detail["held"])
        tension = str(actor.get("tension", ""))
        if actor.get("sonne"):
            tension += _(" Sonné")
        return (dice, bonus, tension, str(actor.get("panache", "")))

    def status(self, data: Data) -> str:
        duel = data.get("duel")
        return western_status(data["round"], data["phase"], duel["step"] if duel else None)

    def hint(self, data: Data) -> str:
        phase = data["phase"]
        if not data["actors"]:
            return _("Press i to add a combatant.")
        if phase in ("idle", "between"):
            return _("D: everyone draws, a gunfight turn opens (W1).")
        if data.get("prompts"):
            return _("f: a Sang-froid roll is due before that shot (W8).")
        if phase == "declare":
            names = ", ".join(data["actors"][a]["name"] for a in data.get("undeclared", []))
            return _(
                "d: {names} to declare · v reveals (the rest fire with their whole pool)."
            ).format(names=names)
        if phase == "reveal":
            return _("v: reveal the scores; Panache after that is an interruption (W5).")
        if data["order"]:
            return _("n: {names} fire · p: a Panache interruption · h: hold fire.").format(
                names=first_names(data)
            )
        return _("Every action is resolved: e ends the turn.")

    def waiting(self, data: Data) -> list[Data]:
        return []

    def details(self, actor_id: str, actor: Data) -> str:
        parts = [
            str(actor.get("name", actor_id)),
            _("pool {pool} (attribute {a} + skill {s} + Tension {t})").format(
                pool=actor.get("pool"),
                a=actor.get("attribute"),
                s=actor.get("skill"),
                t=actor.get("tension"),
            ),
            _("Panache {n}").format(n=actor.get("panache")),
            _("Discrétion {d} · Sang-froid {sf} · Poker {p} · Survie {sv}").format(
                d=actor.get("discretion"),
                sf=actor.get("sang_froid"),
                p=actor.get("poker"),
                sv=actor.get("survie"),
            ),
        ]
        if actor.get("surprised"):
            parts.append(_("surprised"))
        if actor.get("sonne"):
            parts.append("Sonné")
        return " · ".join(str(part) for part in parts)

    def action_text(self, entry: Data) -> str:
        return default_action_text(entry)
