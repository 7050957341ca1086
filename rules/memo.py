"""Per-state memoization: systems compute derived views (pending entries, order) once
per change of the state, however many times a redraw asks for them."""

import weakref
from collections.abc import Callable
from typing import Generic, TypeVar

from rules.state import EncounterState

T = TypeVar("T")


class StateMemo(Generic[T]):
    """One cached value per live state object, valid while its revision is unchanged."""

    def __init__(self) -> None:
        self._entries: dict[int, tuple[weakref.ref[EncounterState], int, T]] = {}

    def get(self, state: EncounterState, compute: Callable[[], T]) -> T:
        key = id(state)
        hit = self._entries.get(key)
        if hit is not None and hit[0]() is state and hit[1] == state.revision:
            return hit[2]
        value = compute()
        entries = self._entries
        self._entries[key] = (
            weakref.ref(state, lambda _dead: entries.pop(key, None)),
            state.revision,
            value,
        )
        return value
