"""The typed views of a western state: the GM's JSON and the players' part of it (W1–W11).

:meth:`~rules.systems.western.system.WesternSystem.actor_numbers` and
:meth:`~rules.systems.western.system.WesternSystem.extra_view` write these keys,
:func:`~rules.systems.western.entries.action_entry` an entry's ``detail``; the
players' part is :mod:`rules.systems.western.public`'s. Every key is always there
in a western state, so none has a ``missing`` of its own.
"""

from collections.abc import Mapping, Sequence

from rules.json_view import (
    JsonView,
    Key,
    flag,
    ids,
    mapping_of,
    number,
    optional,
    sequence_of,
    text,
    view_of,
)
from rules.state_views import (
    ActorView,
    EntryView,
    PublicActorView,
    PublicStateView,
    StateView,
    slots_of,
)

__all__ = [
    "AmbushResult",
    "DuelSteps",
    "NervePrompt",
    "SurpriseView",
    "WesternActor",
    "WesternDetail",
    "WesternEntry",
    "WesternPublicActor",
    "WesternPublicView",
    "WesternView",
]


class DuelSteps(JsonView):
    """A duel under way (W10): its duelists and its step, ``monter`` or ``degainer``."""

    duelists = Key(ids)
    step = Key(text)


class NervePrompt(JsonView):
    """A Sang-froid roll due before a shot (W8)."""

    actor = Key(text)
    #: The entry of the shot (``actor#index``).
    key = Key(text)
    roll = Key(text)
    difficulty = Key(number)


# -- the players' part -------------------------------------------------------------------
class WesternPublicActor(PublicActorView):
    #: Has declared its actions in the open turn (W3).
    declared = Key(flag)
    #: Has the snag Sonné (W9).
    sonne = Key(flag)
    #: Beaten by an ambush before this gunfight (W9).
    surprised = Key(flag)


class WesternPublicView(PublicStateView):
    actors: Key[Mapping[str, WesternPublicActor]] = Key(mapping_of(view_of(WesternPublicActor)))
    revealed = Key(flag)
    duel = Key(optional(view_of(DuelSteps)))
    undeclared = Key(ids)
    #: Who lost an action at the end of the turn (actors, not entries: W7).
    lost = Key(ids)
    prompts: Key[Sequence[NervePrompt]] = Key(sequence_of(view_of(NervePrompt)))


# -- the GM's ------------------------------------------------------------------------------
class WesternDetail(JsonView):
    """The numbers behind one action's score (W2): ``dice`` − ``uncounted`` + ``initiative``
    − ``held`` + ``adjust``."""

    #: The action's place in its actor's Découpe, from 0 (W3).
    index = Key(number)
    #: Dice still in the action after the sacrifices, Tension dice included (W4).
    dice = Key(number)
    #: Tension dice among them (W11).
    tension = Key(number)
    #: The surprise's Tension die, not counted in this turn's initiative (W9).
    uncounted = Key(number)
    #: Dice sacrificed for d6s of initiative (W4).
    sacrificed = Key(number)
    #: The d6s of initiative rolled for it, added up (sacrifice, Panache, surprise: W2).
    initiative = Key(number)
    #: Points of score held back (W7).
    held = Key(number)
    #: The GM's correction of the score (G4).
    adjust = Key(number)


class WesternEntry(EntryView):
    """One action of the open turn (W2); its tags say surprise, interruption (W5), held
    (W7), ambiguous, steady or fires (W8), hidden (a duel before its reveal, W10)."""

    detail = Key(view_of(WesternDetail))


class WesternActor(WesternPublicActor, ActorView):
    """A gunfighter's numbers: its pool and what it is made of (W3), Tension, Panache."""

    attribute = Key(number)
    skill = Key(number)
    #: Tension dice now (W11).
    tension = Key(number)
    #: Panache tokens now (W5).
    panache = Key(number)
    #: Attribute + skill + Tension (W3).
    pool = Key(number)
    #: The skills an ambush rolls or opposes with (W9); Sang-froid is W8's too.
    discretion = Key(number)
    sang_froid = Key(number)
    poker = Key(number)
    survie = Key(number)

    def skill_value(self, skill: str) -> int:
        """The value of an opposing skill (W9) by its key: ``sang_froid``, ``poker``,
        ``survie``, or ``discretion``."""
        values = {
            "discretion": self.discretion,
            "sang_froid": self.sang_froid,
            "poker": self.poker,
            "survie": self.survie,
        }
        return values[skill]


class AmbushResult(JsonView):
    """One target's side of an ambush (W9), as the rules settled it."""

    actor = Key(text)
    #: What it opposed with: ``sang_froid``, ``poker`` or ``survie``.
    skill = Key(text)
    successes = Key(number)
    ambush_successes = Key(number)
    #: The ambush's successes − the target's; beaten when above 0 (a tie is no surprise).
    margin = Key(number)
    beaten = Key(flag)


class SurpriseView(JsonView):
    """What the ambushes before a turn give to it (W9)."""

    #: The turn the surprise applies to (the gunfight's first).
    round = Key(number)
    #: Each ambusher's free d6s of initiative, as rolled, for its first action.
    bonus = Key(mapping_of(sequence_of(number)))
    #: The surprise Tension dice each beaten target took.
    surprised = Key(mapping_of(number))
    results: Key[Sequence[AmbushResult]] = Key(sequence_of(view_of(AmbushResult)))


class WesternView(StateView):
    """The GM's western state: every number of every gunfighter and action (W1–W11)."""

    order: Key[Sequence[Sequence[WesternEntry]]] = slots_of(WesternEntry)
    done: Key[Sequence[WesternEntry]] = Key(sequence_of(view_of(WesternEntry)))
    actors: Key[Mapping[str, WesternActor]] = Key(mapping_of(view_of(WesternActor)))
    #: The open turn's scores are revealed (W5, W10).
    revealed = Key(flag)
    #: The duel of the open turn (W10), None outside one.
    duel = Key(optional(view_of(DuelSteps)))
    #: Who must still declare before the reveal (W3), in the order they were added.
    undeclared = Key(ids)
    #: Before the reveal, the order with each undeclared actor's whole pool in its place
    #: (tagged "not declared yet", W4); empty once all have declared or it is revealed.
    preview: Key[Sequence[Sequence[WesternEntry]]] = slots_of(WesternEntry)
    #: The entries (``actor#index``) left unresolved when the last turn ended (W7).
    lost = Key(ids)
    #: Sang-froid rolls due before a shot (W8).
    prompts: Key[Sequence[NervePrompt]] = Key(sequence_of(view_of(NervePrompt)))
    #: The ambushes' account for the next or open turn (W9), None before any.
    surprise = Key(optional(view_of(SurpriseView)))

    def pending_entry(self, key: str) -> WesternEntry | None:
        """The action ``key`` (``actor#index``) while it waits in the order, else None."""
        return next((entry for slot in self.order for entry in slot if entry.key == key), None)
