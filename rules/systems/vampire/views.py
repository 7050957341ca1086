"""The typed views of a vampire state: the GM's JSON and the players' part of it (V1–V8).

The GM's JSON is built by :meth:`rules.systems.vampire.system.VampireSystem.actor_numbers`
(each actor's numbers) and ``extra_view`` (the turn's lists); the players' part by
:class:`rules.systems.vampire.public.VampirePublic`.
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
    "VampireActor",
    "VampireDetail",
    "VampireEntry",
    "VampirePublicActor",
    "VampirePublicView",
    "VampireView",
]


# -- the players' part -------------------------------------------------------------------
class VampirePublicActor(PublicActorView):
    #: Absent until the actor has rolled (V1), declared (V3).
    total = Key(optional(number), missing=None)
    declared = Key(optional(text), missing=None)
    delay = Key(optional(flag), missing=None)


class VampirePublicView(PublicStateView):
    actors: Key[Mapping[str, VampirePublicActor]] = Key(mapping_of(view_of(VampirePublicActor)))
    #: Entries set aside by a delay (V4), that may act at any moment.
    delayed: Key[Sequence[EntryView]] = Key(sequence_of(view_of(EntryView)))
    #: Who declares now, slowest first (V3).
    declare_next = Key(ids)
    #: Who lost an action at the end of the turn (V4).
    lost = Key(ids)


# -- the GM's ------------------------------------------------------------------------------
class VampireDetail(JsonView):
    """A vampire entry's ``detail``: none. Its score is the actor's total (V1), and what
    breaks a tie, the rating (V2), is the actor's too (:class:`VampireActor`)."""


class VampireEntry(EntryView):
    """One action of the turn: a main action (key: the actor's id), or an extra one
    (``<actor>+<n>``, tag ``extra``: V6, V8); tags ``delayed`` (V4), ``abort`` (V5)."""

    detail: Key[VampireDetail] = Key(view_of(VampireDetail), missing={})


class VampireActor(ActorView, VampirePublicActor):
    """An actor on the GM's board: its traits, health and Willpower, and, once it has
    rolled (V1) and declared (V3), its initiative and its declaration.

    ``total`` (1d10 + rating, V1), ``declared`` (the action's words, V3) and ``delay``
    (V4) are the players' keys too (:class:`VampirePublicActor`): None until then.
    """

    dexterity = Key(number)
    wits = Key(number)
    celerity = Key(number)
    #: Willpower points left (the trait, less the points spent: V3, V5).
    willpower = Key(number)
    #: The Willpower trait: the points an actor starts the fight with.
    willpower_max = Key(number)
    #: The health level (V7): ``healthy`` … ``incapacitated``.
    wounds = Key(text)
    #: The level's initiative penalty (V7); None for incapacitated: cannot act.
    penalty = Key(optional(number))
    #: Neither out of the fight nor incapacitated (V7): rolls and acts this turn.
    can_act = Key(flag)
    #: Dexterity + Wits − penalty + Celerity kept for speed (V1); it breaks ties (V2).
    #: None until the actor has rolled, like the three below.
    rating = Key(optional(number), missing=None)
    #: The d10 (V1); None also when the GM set the score (G4) instead of a roll.
    die = Key(optional(number), missing=None)
    #: Whether the GM typed the die (a table's physical dice) rather than the program.
    typed = Key(optional(flag), missing=None)
    #: Celerity dots committed to extra actions with the roll (V8).
    committed = Key(number, missing=0)
    #: Extra actions this turn: committed Celerity (V8) and multiple actions declared (V6).
    extra = Key(number, missing=0)

    @property
    def rolled(self) -> bool:
        """Whether the actor has an initiative this turn (V1)."""
        return self.total is not None


class VampireView(StateView):
    """The GM's vampire state: the core's keys (phases ``between``, ``declare`` and
    ``resolve``), each actor's numbers, and the turn's lists."""

    actors: Key[Mapping[str, VampireActor]] = Key(mapping_of(view_of(VampireActor)))
    order: Key[Sequence[Sequence[VampireEntry]]] = slots_of(VampireEntry)
    done: Key[Sequence[VampireEntry]] = Key(sequence_of(view_of(VampireEntry)))
    #: Delayed entries whose rank has passed: out of the order, they act when chosen (V4).
    delayed: Key[Sequence[VampireEntry]] = Key(sequence_of(view_of(VampireEntry)))
    #: Who declares now: the slowest slot still to declare (V3).
    declare_next = Key(ids)
    #: Keys of the entries left unresolved when the last turn ended: lost (V4).
    lost = Key(ids)

    def left_this_turn(self) -> int:
        """Actions still to take this turn: the pending ones and the delayed (V4)."""
        return self.pending() + len(self.delayed)
