"""The typed views of a zebra state: the GM's JSON and the players' part of it (Z1–Z10)."""

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
from rules.state_views import EntryView, PublicActorView, PublicStateView, slots_of

__all__ = ["ZebraPublicActor", "ZebraPublicEntry", "ZebraPublicView"]


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
