"""The typed view of the state JSON that every system shares (G1–G5).

:func:`rules.view.state_view` builds the GM's state JSON, :func:`rules.public.public_view`
the players' part of it; the UI reads both through these classes, never by key.
Each system extends them with its own numbers (``rules/systems/<name>/views.py``),
overriding ``actors``, ``order`` and ``done`` with its own actor and entry views,
so that a presenter typed with the system's view reads typed numbers throughout.

The keys are the contract's; see ``docs/script.md`` for what each means.
"""

from collections.abc import Mapping, Sequence
from typing import TypeVar

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

__all__ = [
    "ActorView",
    "ConditionView",
    "EntryView",
    "GroupView",
    "MoveView",
    "PublicActorView",
    "PublicStateView",
    "StateView",
    "detail_value",
    "slots_of",
]


def detail_value(raw: object) -> int | str:
    """A value of an entry's ``detail``: the systems put only numbers and words there."""
    return raw if isinstance(raw, str) else number(raw)


class EntryView(JsonView):
    """One action waiting for its turn, or already done (G3)."""

    key = Key(text)
    actor = Key(text)
    action = Key(text, missing="")
    score = Key(number)
    tags = Key(ids, missing=[])
    #: The system's numbers behind the score; each system types its own (``detail``
    #: is overridden by a view of its own keys in the system's entry view).
    detail: Key[object] = Key(mapping_of(detail_value), missing={})

    def tagged(self, tag: str) -> bool:
        return tag in self.tags


class MoveView(JsonView):
    """A GM override (G4): entry ``key`` acts just before entry ``before`` (or last)."""

    key = Key(text)
    before = Key(optional(text))
    mark = Key(number)


class ConditionView(JsonView):
    """A condition an actor carries (G6)."""

    name = Key(text)
    #: Units still to start before its last one; None: until the GM removes it.
    remaining = Key(optional(number))
    #: ``end`` (of its last unit) or ``start`` (as its last unit starts).
    ends = Key(text)
    public = Key(flag)


class PublicActorView(JsonView):
    """What the players know of any actor: name, side, out of the fight (G4, G5), and
    its public conditions (G6)."""

    name = Key(text)
    side = Key(text)
    out_of_fight = Key(flag)
    conditions = Key(sequence_of(view_of(ConditionView)), missing=[])

    @property
    def is_pc(self) -> bool:
        return self.side == "pc"


class ActorView(PublicActorView):
    """An actor on the GM's board."""

    hidden = Key(flag)
    #: The id of the group it is still a member of (G7), if any.
    group = Key(optional(text), missing=None)
    #: Out of this turn's order: the fight-level G4 flag, or a system's own meaning
    #: (zebra: done for this Sequence); ``out_of_fight`` is always the G4 flag.
    out = Key(flag)
    #: The GM's note (G6's companion); never in the players' view.
    note = Key(text, missing="")


class GroupView(JsonView):
    """Identical combatants added in one step (G7); ``members`` are those still in it."""

    name = Key(text)
    members = Key(ids)
    roll_once = Key(flag)


E = TypeVar("E", bound=EntryView)


def slots_of(entry_view: type[E]) -> Key[Sequence[Sequence[E]]]:
    """The ``order`` key: slots of simultaneous entries, in resolution order (G3)."""
    return Key(sequence_of(sequence_of(view_of(entry_view))))


class StateView(JsonView):
    """The GM's state JSON: ``{"system", "round", "phase", "order", "done", "actors"}``."""

    system = Key(optional(text))
    round = Key(number)
    phase = Key(text)
    order: Key[Sequence[Sequence[EntryView]]] = slots_of(EntryView)
    done: Key[Sequence[EntryView]] = Key(sequence_of(view_of(EntryView)))
    actors: Key[Mapping[str, ActorView]] = Key(mapping_of(view_of(ActorView)))
    name = Key(text, missing="")
    moves = Key(sequence_of(view_of(MoveView)), missing=[])
    groups = Key(mapping_of(view_of(GroupView)), missing={})

    def group_of(self, actor_id: str) -> GroupView | None:
        """The group ``actor_id`` is still a member of, if any (G7)."""
        return next((g for g in self.groups.values() if actor_id in g.members), None)

    def actor_name(self, actor_id: str) -> str:
        """The display name of ``actor_id`` (the id itself for an actor no longer there)."""
        actor = self.actors.get(actor_id)
        return actor.name if actor is not None else actor_id

    def head(self) -> Sequence[EntryView]:
        """The slot that acts now (empty when nobody is pending)."""
        return self.order[0] if self.order else ()

    def pending(self) -> int:
        return sum(len(slot) for slot in self.order)


class PublicStateView(JsonView):
    """The players' part of the state JSON (G5): :func:`rules.public.public_view`."""

    system = Key(optional(text))
    round = Key(number)
    phase = Key(text)
    order: Key[Sequence[Sequence[EntryView]]] = slots_of(EntryView)
    done: Key[Sequence[EntryView]] = Key(sequence_of(view_of(EntryView)))
    actors: Key[Mapping[str, PublicActorView]] = Key(mapping_of(view_of(PublicActorView)))
    #: Actors with an entry whose score is not yet told, in the order they were added.
    masked = Key(ids)
    name = Key(text, missing="")

    def actor_name(self, actor_id: str) -> str:
        actor = self.actors.get(actor_id)
        return actor.name if actor is not None else actor_id

    def head(self) -> Sequence[EntryView]:
        return self.order[0] if self.order else ()
