"""What the players' board says, system by system, in plain words.

Each system names its round and phases its own way (a vampire turn, a zebra
Sequence, a western turn that may be a duel) and decides who is acting now.
Everything here reads the public view only.
"""

from typing import Any, ClassVar

from rules.i18n import _
from rules.systems import resolve, system_row
from tui.presenters import presenter_for

Data = dict[str, Any]


def names(public: Data, actors: list[str]) -> str:
    return ", ".join(str(public["actors"].get(a, {}).get("name", "?")) for a in actors)


def head(public: Data) -> list[str]:
    """The actors of the first slot of the order."""
    return [entry["actor"] for entry in public["order"][0]] if public["order"] else []


def now_line(public: Data, actors: list[str]) -> str:
    together = _(" (together)") if len(actors) > 1 else ""
    return _("▶ Now: {names}{together}").format(names=names(public, actors), together=together)


def listed(label: str, public: Data, actors: list[str]) -> str:
    """A note such as "Sonné: Bob, Cid", or nothing when nobody is concerned."""
    return f"{label}: {names(public, actors)}" if actors else ""


class Sentences:
    """The defaults: a round, an order whose head acts, actions by their label."""

    #: Tag → words shown after an action's label.
    TAG_WORDS: ClassVar[dict[str, str]] = {"simultaneous": _("together")}

    def status(self, public: Data) -> str:
        """The round and phase, worded as on the GM's board (they are public facts)."""
        return presenter_for(public["system"]).status(public)

    def acting(self, public: Data) -> list[str]:
        return head(public)

    def head_acts(self, public: Data) -> bool:
        """True when "now" is the head of the order (not a declaration turn)."""
        return True

    def now(self, public: Data) -> str:
        return now_line(public, head(public)) if public["order"] else ""

    def action(self, entry: Data) -> str:
        """The label, then its public tags in words: "wait, delayed"."""
        words = [self.TAG_WORDS[tag] for tag in entry.get("tags", []) if tag in self.TAG_WORDS]
        return ", ".join(part for part in (self.label(entry), *words) if part)

    def label(self, entry: Data) -> str:
        return str(entry.get("action") or "").replace("_", " ")

    def notes(self, public: Data) -> list[str]:
        return []

    def delayed(self, public: Data) -> list[Data]:
        """Entries set aside, that may act at any moment (a vampire's delay)."""
        return []

    def empty_order(self, public: Data) -> str:
        """What stands for an order with nobody in it."""
        return _("Nobody is waiting to act.")

    def delayed_title(self) -> str:
        return _("… Delayed, may act at any moment")

    def acted_label(self) -> str:
        return _("Acted this round")


class VampireSentences(Sentences):
    TAG_WORDS: ClassVar[dict[str, str]] = {
        **Sentences.TAG_WORDS,
        "delayed": _("delayed"),
        "abort": _("defends"),
    }

    def acting(self, public: Data) -> list[str]:
        if public["phase"] == "declare":
            return list(public.get("declare_next", []))
        return head(public) if public["phase"] == "resolve" else []

    def head_acts(self, public: Data) -> bool:
        return bool(public["phase"] != "declare")

    def now(self, public: Data) -> str:
        phase = public["phase"]
        if phase == "declare":
            declaring = public.get("declare_next", [])
            if not declaring:
                return _("Declarations, slowest first.")
            return _("▶ Declaring now: {names}").format(names=names(public, declaring))
        if phase == "resolve":
            if public["order"]:
                return now_line(public, head(public))
            if public.get("delayed"):
                return _("Delayed actions may still be taken.")
            return _("Everyone has acted: the turn ends.")
        if public["round"] == 0:
            return _("Waiting for the first initiative roll.")
        return _("Between turns: initiative is rolled next.")

    def notes(self, public: Data) -> list[str]:
        return [listed(_("Lost at the end of the turn"), public, public.get("lost", []))]

    def delayed(self, public: Data) -> list[Data]:
        delayed: list[Data] = public.get("delayed", [])
        return delayed


class ZebraSentences(Sentences):
    TAG_WORDS: ClassVar[dict[str, str]] = {
        **Sentences.TAG_WORDS,
        "tie": _("tie, chosen by the GM"),
        "last": _("last action"),
    }

    def acting(self, public: Data) -> list[str]:
        return head(public) if public["phase"] == "sequence" else []

    def now(self, public: Data) -> str:
        if public["phase"] == "sequence":
            return now_line(public, head(public)) if public["order"] else _("The Sequence goes on.")
        if public["round"] == 0:
            return _("Waiting for the first Sequence.")
        return _("Sequence {n} is over: the next one starts soon.").format(n=public["round"])

    def notes(self, public: Data) -> list[str]:
        return [listed(_("Joining the Sequence"), public, public.get("to_join", []))]

    def label(self, entry: Data) -> str:
        """A done action reads as its cost and the counter it left: "strike −5 → 13"."""
        label = super().label(entry)
        detail = entry.get("detail", {})
        if detail.get("label"):
            label = f"{label} ({detail['label']})" if label else str(detail["label"])
        if "cost" not in detail:
            return label
        return f"{label} −{detail['cost']} → {detail['after']}"

    def acted_label(self) -> str:
        return _("Acted this Sequence")


class WesternSentences(Sentences):
    TAG_WORDS: ClassVar[dict[str, str]] = {
        **Sentences.TAG_WORDS,
        "interruption": _("Panache interruption"),
        "held": _("holding fire"),
        "surprise": _("surprise"),
        "steady": _("keeps their nerve"),
        "fires": _("fires"),
    }

    def acting(self, public: Data) -> list[str]:
        return head(public) if public["phase"] == "resolve" else []

    def now(self, public: Data) -> str:
        phase = public["phase"]
        if phase == "declare":
            undeclared = names(public, public.get("undeclared", []))
            if public["masked"]:
                return _("Declared: {done} · still to declare: {rest}").format(
                    done=names(public, public["masked"]), rest=undeclared or "—"
                )
            return _("Declarations: {rest} to declare.").format(rest=undeclared or "—")
        if phase == "reveal":
            return _("Everyone has declared: the scores are revealed next.")
        if phase == "resolve":
            if public["order"]:
                return now_line(public, head(public))
            return _("Every action is resolved: the turn ends.")
        if phase == "idle":
            return _("No gunfight yet: the fiction decides.")
        return _("Between turns.")

    def empty_order(self, public: Data) -> str:
        if public["phase"] in ("declare", "reveal"):
            return _("The order is told at the reveal.")
        return super().empty_order(public)

    def notes(self, public: Data) -> list[str]:
        actors = public["actors"]
        duel = public.get("duel")
        nerve = list(dict.fromkeys(prompt["actor"] for prompt in public.get("prompts", [])))
        return [
            listed(_("Duel"), public, duel["duelists"]) if duel else "",
            listed(_("Sang-froid roll due (difficulty 1)"), public, nerve),
            listed(_("Surprised"), public, [a for a, n in actors.items() if n.get("surprised")]),
            listed("Sonné", public, [a for a, n in actors.items() if n.get("sonne")]),
            listed(_("Lost at the end of the turn"), public, public.get("lost", [])),
        ]


def sentences_for(system: str | None) -> Sentences:
    """The system's words (the table of systems says which), or the defaults."""
    row = system_row(system)
    if row is None or row.words is None:
        return Sentences()
    words = resolve(row.words)
    if not (isinstance(words, type) and issubclass(words, Sentences)):
        raise TypeError(f"{row.words} is not a Sentences class")
    return words()
