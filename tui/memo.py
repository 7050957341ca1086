"""A few values computed from recent objects, found again by the objects' identity.

Undo and redo bring back the very state JSON objects the rules computed before
(``rules.view`` memoizes them per state), so the board finds what it built from
them without building it again.
"""

from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class IdentityMemo(Generic[K, V]):
    """The value last computed for each of the ``size`` most recent keys, by identity."""

    def __init__(self, size: int = 8) -> None:
        self.size = size
        # The key object is kept with its value: its id cannot be reused while it is here.
        self._entries: dict[int, tuple[K, V]] = {}

    def get(self, key: K, compute: Callable[[], V]) -> V:
        hit = self._entries.pop(id(key), None)
        if hit is None or hit[0] is not key:
            hit = (key, compute())
        self._entries[id(key)] = hit  # the most recent last
        while len(self._entries) > self.size:
            del self._entries[next(iter(self._entries))]
        return hit[1]
