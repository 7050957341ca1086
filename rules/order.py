"""Pending entries, and how they become the order of slots (G3, G4)."""

from itertools import groupby

from pydantic import BaseModel, ConfigDict, Field

from rules.defaults import empty_dict, empty_list


class Entry(BaseModel):
    """One action waiting for its turn, or already resolved.

    ``rank`` is the sort key the system computes (higher acts first); entries
    with the same rank act simultaneously and share a slot (G3). ``score`` is
    the number a GM reads for that action.
    """

    model_config = ConfigDict(defer_build=True, extra="forbid")

    key: str
    actor: str
    action: str = ""
    score: int
    rank: tuple[int, ...] = ()
    tags: list[str] = Field(default_factory=empty_list)
    detail: dict[str, int | str] = Field(default_factory=empty_dict)

    def public(self) -> dict[str, object]:
        """The entry as the state JSON shows it."""
        data: dict[str, object] = {
            "actor": self.actor,
            "action": self.action,
            "score": self.score,
            "key": self.key,
        }
        if self.tags:
            data["tags"] = list(self.tags)
        if self.detail:
            data["detail"] = dict(self.detail)
        return data


class Move(BaseModel):
    """A GM override (G4): entry ``key`` acts just before entry ``before`` (or last)."""

    model_config = ConfigDict(defer_build=True, extra="forbid")

    key: str
    before: str | None = None
    #: How many entries were done when the GM moved it: once the moved entry
    #: resolves (or a new round clears ``done``), the override has served.
    mark: int = 0


def sort_slots(entries: list[Entry]) -> list[list[Entry]]:
    """Entries by decreasing rank; equal ranks form one simultaneous slot.

    The sort is stable, so inside a slot entries keep the order they were given
    (the order combatants were added).
    """
    ordered = sorted(entries, key=lambda entry: entry.rank, reverse=True)
    return [list(group) for _rank, group in groupby(ordered, key=lambda entry: entry.rank)]


def apply_moves(slots: list[list[Entry]], moves: list[Move]) -> list[list[Entry]]:
    """Apply the GM's reorderings, each in turn: the moved entry gets a slot of its own."""
    for move in moves:
        moved: Entry | None = None
        for slot in slots:
            for entry in slot:
                if entry.key == move.key:
                    moved = entry
                    slot.remove(entry)
                    break
            if moved is not None:
                break
        if moved is None:
            continue
        slots = [slot for slot in slots if slot]
        position = len(slots)
        if move.before is not None:
            for index, slot in enumerate(slots):
                if any(entry.key == move.before for entry in slot):
                    position = index
                    break
        slots.insert(position, [moved])
    return slots


def compute_order(entries: list[Entry], moves: list[Move]) -> list[list[Entry]]:
    """The pending slots in resolution order."""
    slots = sort_slots(entries)
    return apply_moves(slots, moves) if moves else slots
