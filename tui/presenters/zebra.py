"""What the zebra board shows: Initiative Counters, positions, overspend carried."""

from rules.i18n import _
from tui.presenters.board import Data, default_action_text, first_names

POSITIONS = {"tir": _("Shooting"), "contact": _("Contact")}


def zebra_status(sequence: int, phase: str) -> str:
    """The status line, the same words on the GM's board and the players' (public facts)."""
    if sequence == 0:
        return _("Zebra Island · no Sequence yet")
    if phase == "sequence":
        return _("Zebra Island · Sequence {n} running").format(n=sequence)
    return _("Zebra Island · Sequence {n} over").format(n=sequence)


class ZebraPresenter:
    columns: tuple[str, ...] = (_("Position"), _("Carries"), _("Skill"))

    def cells(self, actor: Data, entry: Data | None) -> tuple[str, ...]:
        position = POSITIONS.get(actor.get("position", ""), "?")
        if actor.get("position_override"):
            position += "*"
        overspend = actor.get("overspend") or 0
        carry = f"−{overspend}" if overspend else ""
        skill = actor.get("skill")
        return (position, carry, "" if skill is None else str(skill))

    def status(self, data: Data) -> str:
        return zebra_status(data["round"], data["phase"])

    def hint(self, data: Data) -> str:
        if not data["actors"]:
            return _("Press i to add a combatant.")
        if data.get("to_join"):
            names = ", ".join(data["actors"][a]["name"] for a in data["to_join"])
            return _("J: {names} joins the Sequence (Z10).").format(names=names)
        if data["phase"] != "sequence":
            return _("Press s to start Sequence {n}.").format(n=data["round"] + 1)
        head = first_names(data)
        return _("a: {names} acts (cost from the table), c: typed cost.").format(names=head)

    def waiting(self, data: Data) -> list[Data]:
        return []

    def details(self, actor_id: str, actor: Data) -> str:
        parts = [
            str(actor.get("name", actor_id)),
            _("Got a Nerve! {aplomb} · Nimbleness {agilite} · Perception {perception}").format(
                aplomb=actor.get("aplomb"),
                agilite=actor.get("agilite") if actor.get("agilite") is not None else "—",
                perception=actor.get("perception") if actor.get("perception") is not None else "—",
            ),
        ]
        if actor.get("weapon"):
            parts.append(_("weapon {weapon}").format(weapon=actor["weapon"]))
        if actor.get("d20") is not None:
            how = _("typed") if actor.get("typed") else _("rolled")
            parts.append(
                _("counter {counter} = {base} + d20 {d20} ({how}) − {carried}").format(
                    counter=actor.get("counter"),
                    base=actor.get("base"),
                    d20=actor["d20"],
                    how=how,
                    carried=actor.get("carried", 0),
                )
            )
        if actor.get("engaged_by"):
            parts.append(_("engaged by {ids}").format(ids=", ".join(actor["engaged_by"])))
        if actor.get("engages"):
            parts.append(_("engages {ids}").format(ids=", ".join(actor["engages"])))
        return " · ".join(parts)

    def action_text(self, entry: Data) -> str:
        """A done action reads as its cost and the counter it left: "strike −5 → 13"."""
        detail = entry.get("detail", {})
        if "cost" not in detail:
            return default_action_text(entry)
        name = (entry.get("action") or _("action")).replace("_", " ")
        return f"{name} −{detail['cost']} → {detail['after']}"
