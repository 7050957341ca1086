"""The typed views of a western state: the GM's JSON and the players' part of it (W1–W10)."""

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
from rules.state_views import PublicActorView, PublicStateView

__all__ = ["WesternPublicActor", "WesternPublicView"]


class DuelSteps(JsonView):
    """A duel under way (W10): its duelists and its step, ``monter`` or ``degainer``."""

    duelists = Key(ids)
    step = Key(text)


class NervePrompt(JsonView):
    """A Sang-froid roll due before a shot (W8)."""

    actor = Key(text)
    key = Key(text)
    roll = Key(text)
    difficulty = Key(number)


# -- the players' part -------------------------------------------------------------------
class WesternPublicActor(PublicActorView):
    declared = Key(flag)
    sonne = Key(flag)
    surprised = Key(flag)


class WesternPublicView(PublicStateView):
    actors: Key[Mapping[str, WesternPublicActor]] = Key(mapping_of(view_of(WesternPublicActor)))
    revealed = Key(flag)
    duel = Key(optional(view_of(DuelSteps)))
    undeclared = Key(ids)
    #: Who lost an action at the end of the turn (actors, not entries: W7).
    lost = Key(ids)
    prompts: Key[Sequence[NervePrompt]] = Key(sequence_of(view_of(NervePrompt)))
