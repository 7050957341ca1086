"""Groups on screen (G7): one die asked for a roll-once group, named for the group."""

from collections.abc import Sequence

from i18n import _
from rules.state_views import ActorView, StateView


def rollers(view: StateView, actors: Sequence[tuple[str, ActorView]]) -> list[tuple[str, str]]:
    """``(actor id, name)`` of each die a form asks for, in the order of ``actors``.

    A roll-once group rolls one die (G7): its first member among ``actors`` stands for
    it, named "Thug ×4 (group)"; the rules give that die to every member.
    """
    asked: list[tuple[str, str]] = []
    seen: set[str] = set()
    for actor_id, actor in actors:
        group_id = actor.group
        group = view.groups.get(group_id) if group_id is not None else None
        if group_id is None or group is None or not group.roll_once:
            asked.append((actor_id, actor.name))
            continue
        if group_id in seen:
            continue
        seen.add(group_id)
        count = sum(1 for other, _actor in actors if other in group.members)
        if count < 2:  # the group's last member rolling: it rolls for itself alone
            asked.append((actor_id, actor.name))
            continue
        asked.append((actor_id, _("{name} ×{count} (group)").format(name=group.name, count=count)))
    return asked


def names_of(view: StateView, actor_ids: Sequence[str]) -> list[str]:
    """The names of ``actor_ids``; the members of one roll-once group among them, more than
    one, read as the group: "Thug ×3 (group)" where its first member stands (G7)."""
    names: list[str] = []
    told: set[str] = set()
    for actor_id in actor_ids:
        actor = view.actors.get(actor_id)
        group_id = actor.group if actor is not None else None
        group = view.groups.get(group_id) if group_id is not None else None
        together = [a for a in actor_ids if group is not None and a in group.members]
        if group_id is None or group is None or not group.roll_once or len(together) < 2:
            names.append(view.actor_name(actor_id))
        elif group_id not in told:
            told.add(group_id)
            names.append(_("{name} ×{count} (group)").format(name=group.name, count=len(together)))
    return names
