"""What the vampire board shows: totals, ratings, health, Willpower, delays."""

from rules.i18n import _
from tui.presenters.board import Data, default_action_text, first_names

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


class VampirePresenter:
    columns: tuple[str, ...] = (_("Rating"), _("Health"), _("WP"))

    def cells(self, actor: Data, entry: Data | None) -> tuple[str, ...]:
        penalty = actor.get("penalty")
        health = HEALTH.get(actor.get("wounds", "healthy"), "?")
        if penalty:
            health = f"{health} −{penalty}"
        return (
            str(actor.get("rating", "")),
            health,
            f"{actor.get('willpower', 0)}/{actor.get('willpower_max', 0)}",
        )

    def status(self, data: Data) -> str:
        return vampire_status(data["round"], data["phase"])

    def hint(self, data: Data) -> str:
        phase = data["phase"]
        if not data["actors"]:
            return _("Press i to add a combatant.")
        if phase == "between":
            return _("Press r to roll initiative.")
        if phase == "declare":
            names = ", ".join(data["actors"][a]["name"] for a in data.get("declare_next", []))
            return _("d: {names} declares (l: delay).").format(names=names)
        if data["order"]:
            return _("n: {names} acts.").format(names=first_names(data))
        if data.get("delayed"):
            return _("g: a delayed actor acts, or e to end the turn.")
        return _("Everyone has acted: e ends the turn.")

    def waiting(self, data: Data) -> list[Data]:
        waiting: list[Data] = data.get("delayed", [])
        return waiting

    def details(self, actor_id: str, actor: Data) -> str:
        parts = [
            actor.get("name", actor_id),
            _("Dex {dex} Wits {wits} Celerity {cel}").format(
                dex=actor.get("dexterity"), wits=actor.get("wits"), cel=actor.get("celerity")
            ),
        ]
        if "total" in actor:
            die = actor.get("die")
            how = _("typed") if actor.get("typed") else _("rolled")
            parts.append(
                _("initiative {total} (d10 {die} {how}, rating {rating})").format(
                    total=actor["total"],
                    die=die if die is not None else "—",
                    how=how if die is not None else _("set by GM"),
                    rating=actor.get("rating"),
                )
            )
        if actor.get("extra"):
            parts.append(_("{n} extra actions").format(n=actor["extra"]))
        if actor.get("declared") is not None:
            parts.append(_("declared: {action}").format(action=actor["declared"] or "—"))
        return " · ".join(str(part) for part in parts)

    def action_text(self, entry: Data) -> str:
        return default_action_text(entry)
