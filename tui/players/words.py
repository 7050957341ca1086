"""What the players' board says, system by system, in plain words.

Each system names its round and phases its own way (a vampire turn, a zebra
Sequence, a western turn that may be a duel) and decides who is acting now.
Everything here reads the public view only, through the system's typed view of it
(``rules/systems/<name>/views.py``).
"""

from collections.abc import Iterable, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from i18n import _
from rules.json_view import Json
from rules.number_text import less, numeral
from rules.state_views import EntryView, PublicStateView
from rules.systems import resolve, system_row
from rules.systems.vampire.views import VampirePublicView
from rules.systems.western.views import WesternPublicView
from rules.systems.zebra.action_names import action_words
from rules.systems.zebra.views import ZebraPublicEntry, ZebraPublicView
from tui.presenters.vampire import defense_words, vampire_status
from tui.presenters.western import western_status
from tui.presenters.zebra import zebra_status


def names(public: PublicStateView, actors: Iterable[str]) -> str:
    return ", ".join(public.actor_name(actor) for actor in actors)


def head(public: PublicStateView) -> list[str]:
    """The actors of the first slot of the order."""
    return [entry.actor for entry in public.head()]


def now_line(public: PublicStateView, actors: list[str]) -> str:
    together = _(" (together)") if len(actors) > 1 else ""
    return _("▶ Now: {names}{together}").format(names=names(public, actors), together=together)


def listed(label: str, public: PublicStateView, actors: Sequence[str]) -> str:
    """A note such as "Sonné: Bob, Cid", or nothing when nobody is concerned."""
    return f"{label}: {names(public, actors)}" if actors else ""


P = TypeVar("P", bound=PublicStateView)


class Sentences(Generic[P]):
    """The defaults: a round, an order whose head acts, actions by their label."""

    #: Tag → words shown after an action's label.
    TAG_WORDS: ClassVar[dict[str, str]] = {"simultaneous": _("together")}
    #: The system's typed view of the players' JSON (the table of systems names the same).
    view_class: type[P]

    def read(self, public: Json) -> P:
        """The players' JSON through the system's typed view."""
        return self.view_class(public)

    def status(self, public: P) -> str:
        """The round and phase, worded as on the GM's board (they are public facts)."""
        return _("Round {round} · {phase}").format(round=public.round, phase=public.phase)

    def acting(self, public: P) -> list[str]:
        return head(public)

    def head_acts(self, public: P) -> bool:
        """True when "now" is the head of the order (not a declaration turn)."""
        return True

    def now(self, public: P) -> str:
        return now_line(public, head(public)) if public.order else ""

    def together(self, entry: EntryView) -> bool:
        """Resolved at once with the entries beside it: the words say "together"."""
        return "simultaneous" in entry.tags

    def action(self, entry: EntryView) -> str:
        """The label, then its public tags in words: "wait, delayed"; "together" first of
        them, so that a narrow column cuts the others before it."""
        tags = sorted(entry.tags, key=lambda tag: tag != "simultaneous")
        words = [self.TAG_WORDS[tag] for tag in tags if tag in self.TAG_WORDS]
        return ", ".join(part for part in (self.label(entry), *words) if part)

    def label(self, entry: EntryView) -> str:
        return entry.action.replace("_", " ")

    def notes(self, public: P) -> list[str]:
        return []

    def delayed(self, public: P) -> Sequence[EntryView]:
        """Entries set aside, that may act at any moment (a vampire's delay)."""
        return ()

    def empty_order(self, public: P) -> str:
        """What stands for an order with nobody in it."""
        return _("Nobody is waiting to act.")

    def delayed_title(self) -> str:
        return _("… Delayed, may act at any moment")

    def acted_label(self) -> str:
        return _("Acted this round")


class PlainSentences(Sentences[PublicStateView]):
    """The words of a system without its own."""

    view_class = PublicStateView


class VampireSentences(Sentences[VampirePublicView]):
    view_class = VampirePublicView
    TAG_WORDS: ClassVar[dict[str, str]] = {
        **Sentences.TAG_WORDS,
        "delayed": _("delayed"),
        "abort": _("defends"),
    }

    def status(self, public: VampirePublicView) -> str:
        return vampire_status(public.round, public.phase)

    def label(self, entry: EntryView) -> str:
        return defense_words(entry)

    def acting(self, public: VampirePublicView) -> list[str]:
        if public.phase == "declare":
            return list(public.declare_next)
        return head(public) if public.phase == "resolve" else []

    def head_acts(self, public: VampirePublicView) -> bool:
        return public.phase != "declare"

    def now(self, public: VampirePublicView) -> str:
        phase = public.phase
        if phase == "declare":
            if not public.declare_next:
                return _("Declarations, slowest first.")
            return _("▶ Declaring now: {names}").format(names=names(public, public.declare_next))
        if phase == "resolve":
            if public.order:
                return now_line(public, head(public))
            if public.delayed:
                return _("Delayed actions may still be taken.")
            return _("Everyone has acted: the turn ends.")
        if public.round == 0:
            return _("Waiting for the first initiative roll.")
        return _("Between turns: initiative is rolled next.")

    def notes(self, public: VampirePublicView) -> list[str]:
        return [listed(_("Lost at the end of the turn"), public, public.lost)]

    def delayed(self, public: VampirePublicView) -> Sequence[EntryView]:
        return public.delayed


class ZebraSentences(Sentences[ZebraPublicView]):
    view_class = ZebraPublicView
    TAG_WORDS: ClassVar[dict[str, str]] = {
        **Sentences.TAG_WORDS,
        "tie": _("tie, chosen by the GM"),
        "last": _("last action"),
    }

    def status(self, public: ZebraPublicView) -> str:
        return zebra_status(public.round, public.phase)

    def acting(self, public: ZebraPublicView) -> list[str]:
        return head(public) if public.phase == "sequence" else []

    def now(self, public: ZebraPublicView) -> str:
        if public.phase == "sequence":
            return now_line(public, head(public)) if public.order else _("The Sequence goes on.")
        if public.round == 0:
            return _("Waiting for the first Sequence.")
        return _("Sequence {n} is over: the next one starts soon.").format(n=public.round)

    def notes(self, public: ZebraPublicView) -> list[str]:
        return [listed(_("Joining the Sequence"), public, public.to_join)]

    def label(self, entry: EntryView) -> str:
        """A done action reads as its cost and the counter it left: "strike −5 → 13"."""
        label = action_words(entry.action) if entry.action else ""
        if not isinstance(entry, ZebraPublicEntry):  # every entry of a zebra view is one
            return label
        detail = entry.detail
        if detail.label:
            label = f"{label} ({detail.label})" if label else detail.label
        if detail.cost is None:
            return label
        after = numeral(detail.after) if detail.after is not None else "?"
        return f"{label} {less(detail.cost)} → {after}"

    def acted_label(self) -> str:
        return _("Acted this Sequence")


class WesternSentences(Sentences[WesternPublicView]):
    view_class = WesternPublicView
    TAG_WORDS: ClassVar[dict[str, str]] = {
        **Sentences.TAG_WORDS,
        "interruption": _("Panache interruption"),
        "held": _("holding fire"),
        "surprise": _("surprise"),
        "steady": _("keeps their nerve"),
        "fires": _("fires"),
    }

    def status(self, public: WesternPublicView) -> str:
        duel = public.duel
        return western_status(public.round, public.phase, duel.step if duel else None)

    def acting(self, public: WesternPublicView) -> list[str]:
        return head(public) if public.phase == "resolve" else []

    def now(self, public: WesternPublicView) -> str:
        phase = public.phase
        if phase == "declare":
            undeclared = names(public, public.undeclared)
            if public.masked:
                return _("Declared: {done} · still to declare: {rest}").format(
                    done=names(public, public.masked), rest=undeclared or "—"
                )
            return _("Declarations: {rest} to declare.").format(rest=undeclared or "—")
        if phase == "reveal":
            return _("Everyone has declared: the scores are revealed next.")
        if phase == "resolve":
            if public.order:
                return now_line(public, head(public))
            return _("Every action is resolved: the turn ends.")
        if phase == "idle":
            return _("No gunfight yet: the fiction decides.")
        return _("Between turns.")

    def empty_order(self, public: WesternPublicView) -> str:
        if public.phase in ("declare", "reveal"):
            return _("The order is told at the reveal.")
        return super().empty_order(public)

    def notes(self, public: WesternPublicView) -> list[str]:
        actors = public.actors
        duel = public.duel
        nerve = list(dict.fromkeys(prompt.actor for prompt in public.prompts))
        return [
            listed(_("Duel"), public, duel.duelists) if duel else "",
            listed(_("Sang-froid roll due (difficulty 1)"), public, nerve),
            listed(_("Surprised"), public, [a for a, n in actors.items() if n.surprised]),
            listed(_("Lost at the end of the turn"), public, public.lost),
        ]


def sentences_for(system: str | None) -> Sentences[Any]:
    """The system's words (the table of systems says which), or the defaults."""
    row = system_row(system)
    if row is None or row.words is None:
        return PlainSentences()
    words = resolve(row.words)
    if not (isinstance(words, type) and issubclass(words, Sentences)):
        raise TypeError(f"{row.words} is not a Sentences class")
    found: Sentences[Any] = words()
    return found
