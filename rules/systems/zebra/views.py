"""The typed views of a zebra state: the GM's JSON and the players' part of it (Z1–Z10).

The GM's keys are those :meth:`ZebraSystem.actor_numbers` and
:meth:`ZebraSystem.extra_view` add to the core's (``rules/view.py``); the players'
are what :class:`~rules.systems.zebra.public.ZebraPublic` lets through.
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
    "CostsView",
    "EngagementView",
    "ZebraActor",
    "ZebraDetail",
    "ZebraEntry",
    "ZebraOptionsView",
    "ZebraPublicActor",
    "ZebraPublicDetail",
    "ZebraPublicEntry",
    "ZebraPublicView",
    "ZebraView",
]


# -- the players' part -------------------------------------------------------------------
class ZebraPublicDetail(JsonView):
    """What the table knows of a done action: its cost, the counter it left (Z3)."""

    cost = Key(optional(number), missing=None)
    after = Key(optional(number), missing=None)
    label = Key(text, missing="")


class ZebraPublicEntry(EntryView):
    detail = Key(view_of(ZebraPublicDetail), missing={})


class ZebraPublicActor(PublicActorView):
    #: The Initiative Counter (Z1), None before the actor rolls into the Sequence.
    counter = Key(optional(number))
    #: Done for this Sequence (Z6).
    out = Key(flag)
    in_sequence = Key(flag)


class ZebraPublicView(PublicStateView):
    order: Key[Sequence[Sequence[ZebraPublicEntry]]] = slots_of(ZebraPublicEntry)
    done: Key[Sequence[ZebraPublicEntry]] = Key(sequence_of(view_of(ZebraPublicEntry)))
    actors: Key[Mapping[str, ZebraPublicActor]] = Key(mapping_of(view_of(ZebraPublicActor)))
    sequence_over = Key(flag)
    #: Who must still roll into the running Sequence (Z10).
    to_join = Key(ids)


# -- the GM's ----------------------------------------------------------------------------
class ZebraDetail(ZebraPublicDetail):
    """An entry's numbers. A pending entry has its Z5 tie-breaks (``static``, ``d20``);
    a done one (Z3) its ``cost``, the counter ``before`` and ``after`` it, the
    ``sequence`` it was taken in, and the ``label`` of an action of a typed cost."""

    before = Key(optional(number), missing=None)
    sequence = Key(optional(number), missing=None)
    static = Key(optional(number), missing=None)
    d20 = Key(optional(number), missing=None)


class ZebraEntry(EntryView):
    detail = Key(view_of(ZebraDetail), missing={})


class ZebraActor(ActorView, ZebraPublicActor):
    """A combatant's numbers on the GM's board.

    ``out`` is done for this Sequence (Z6) as for the players; ``out_of_fight`` the
    G4 flag. The keys from ``start`` on describe the counter and are there only
    while the actor has one (``in_sequence``).
    """

    #: Got a Nerve!, Nimbleness and Perception (Z1); the last two may be left out.
    aplomb = Key(number)
    agilite = Key(optional(number))
    perception = Key(optional(number))
    #: The weapon in hand (None for a bare ``skill``) and the skill the formula uses.
    weapon = Key(optional(text))
    skill = Key(number)
    #: The weapons carried, with their skills.
    weapons = Key(mapping_of(number))
    #: ``tir`` (Shooting) or ``contact`` (Z2), the GM's override if ``position_override``.
    position = Key(text)
    position_override = Key(flag)
    #: Whom the actor engages, and who engages it (Z2).
    engages = Key(ids)
    engaged_by = Key(ids)
    #: What the next Sequence's counter loses (Z8): how far below 0 this one went.
    overspend = Key(number)
    #: The counter when the Sequence started, or when the actor joined (Z10).
    start = Key(optional(number), missing=None)
    #: Z1 without the die (None for a counter the GM set, G4).
    base = Key(optional(number), missing=None)
    #: The d20 and whether the GM typed it (None for a counter the GM set, G4).
    d20 = Key(optional(number), missing=None)
    typed = Key(optional(flag), missing=None)
    #: Z5's first tie-break: the start minus the d20.
    static = Key(optional(number), missing=None)
    #: The overspend carried in from the previous Sequence (Z8).
    carried = Key(number, missing=0)
    #: The position and the weapon this Sequence's counter was rolled with (Z9).
    rolled_in = Key(optional(text), missing=None)
    rolled_with = Key(optional(text), missing=None)
    #: Rolled on joining mid-Sequence (Z10); set by the GM rather than rolled (G4).
    joined = Key(flag, missing=False)
    edited = Key(flag, missing=False)


class ZebraOptionsView(JsonView):
    """The encounter's options: ``tie`` (Z5) and ``engagement`` (Z2)."""

    #: ``static``: equal counters broken by the static part, then the d20;
    #: ``simultaneous``: equal counters act together.
    tie = Key(text)
    #: ``one_way`` or ``mutual``: whether engaging puts the engager in contact too.
    engagement = Key(text)

    @property
    def simultaneous(self) -> bool:
        return self.tie == "simultaneous"


class EngagementView(JsonView):
    """``actor`` engages ``target`` in melee (Z2)."""

    actor = Key(text)
    target = Key(text)


class CostsView(JsonView):
    """The cost table in use (Z4): the campaign's, or the shipped house defaults."""

    name = Key(text)
    source = Key(text)
    house_defaults = Key(flag)
    #: Each action's cost in Initiative points.
    actions = Key(mapping_of(number))
    #: Each action's name as the GM reads it (the keys stay the ids).
    labels = Key(mapping_of(text), missing={})


class ZebraView(StateView):
    """The GM's state JSON of a zebra encounter; ``round`` is the Sequence number."""

    order: Key[Sequence[Sequence[ZebraEntry]]] = slots_of(ZebraEntry)
    done: Key[Sequence[ZebraEntry]] = Key(sequence_of(view_of(ZebraEntry)))
    actors: Key[Mapping[str, ZebraActor]] = Key(mapping_of(view_of(ZebraActor)))
    options = Key(view_of(ZebraOptionsView))
    engagements = Key(sequence_of(view_of(EngagementView)))
    costs = Key(view_of(CostsView))
    #: A Sequence was played and every counter in the fight is at 0 or below (Z7).
    sequence_over = Key(flag)
    #: Who must still roll into the running Sequence (Z10).
    to_join = Key(ids)

    def head(self) -> Sequence[ZebraEntry]:
        """The slot that acts now, as zebra entries (empty when nobody is pending)."""
        return self.order[0] if self.order else ()
