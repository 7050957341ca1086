"""The typed views of a vampire state: the GM's JSON and the players' part of it (V1–V8)."""

from collections.abc import Mapping, Sequence

from rules.json_view import Key, flag, ids, mapping_of, number, optional, sequence_of, text, view_of
from rules.state_views import EntryView, PublicActorView, PublicStateView

__all__ = ["VampirePublicActor", "VampirePublicView"]


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
