"""An encounter's records as a window on its journal: those read so far, the rest
read from the store when someone asks for them.

Resuming reads only the records after the latest snapshot (see
:mod:`rules.journal_snapshots`); a record before it is read, and its events
validated, only when an undo, the history or an export reaches it. A
:class:`RecordsView` is what :attr:`rules.encounter.Encounter.records` hands out:
a sequence of the records up to a head, as they were when it was made, reading
the ones it lacks in one query when first asked.
"""

import gc
import weakref
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, overload

if TYPE_CHECKING:
    from rules.encounter import Record
    from rules.journal_records import StoredRecord

#: Reads the records at ``first`` to ``last - 1`` (0-based) that ``records`` lacks into it.
Filler = Callable[["RecordList", int, int], None]


@contextmanager
def bulk_work() -> Iterator[None]:
    """The cyclic garbage collector off, then back as it was.

    Decoding and folding thousands of records allocates containers that all live on:
    every collection of the young generation would walk them for nothing (a replay
    spent about two thirds of its time there). Nothing they make is cyclic garbage;
    reference counting still frees what is dropped.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


class RecordList:
    """One generation of an encounter's records, by index (record ``i + 1``):
    each a record, or None while it has not been read.

    The encounter only appends to it and fills its holes; a write that drops records
    (a command after an undo, another window's rewrite) starts a new list, so a view
    made earlier keeps the records it had.
    """

    def __init__(
        self, items: "list[Record | None]", stamps: list[str | None], filler: Filler | None
    ) -> None:
        self.items = items
        #: When the store wrote each record (None: not read yet, or no store).
        self.stamps = stamps
        self.filler = filler
        #: The store still holds this list's records below this index (see ``left``).
        self.valid_below = 2**62

    def left(self, cut: int) -> None:
        """The encounter moved to another list: records from ``cut`` on may be rewritten,
        so a hole there is no longer the store's to fill."""
        self.valid_below = min(self.valid_below, cut)

    def copy(self, upto: int) -> "RecordList":
        return RecordList(self.items[:upto], self.stamps[:upto], self.filler)

    def holes(self, first: int, last: int) -> list[int]:
        items = self.items
        return [index for index in range(first, min(last, len(items))) if items[index] is None]

    def fill(self, first: int, last: int) -> None:
        """Read what is missing of records ``first`` to ``last - 1`` (0-based)."""
        last = min(last, len(self.items), self.valid_below)
        if self.filler is not None and first < last and None in self.items[first:last]:
            self.filler(self, first, last)

    def take(
        self,
        stored: "Sequence[StoredRecord]",
        stamps: Sequence[str],
        revive: "Callable[[StoredRecord], Record]",
    ) -> None:
        """Revive records read from the store into their holes (the others stay as
        they are: a screen may know them by identity)."""
        items, known = self.items, self.stamps
        with bulk_work():
            for row, stamp in zip(stored, stamps, strict=True):
                index = row.seq - 1
                if index < len(items) and items[index] is None:
                    items[index] = revive(row)
                    known[index] = stamp

    def record(self, index: int) -> "Record":
        found = self.items[index]
        if found is None:
            self.fill(index, index + 1)
            found = self.items[index]
            if found is None:
                raise IndexError(index)  # rewritten by another window before it was read
        return found


def standing_records(
    stamps: "Sequence[str | None]", total: int, stamp_of: Callable[[int], str | None]
) -> int:
    """How many records still stand as they were read (``stamps``, None where one was
    not), at least, now that the store holds ``total``; ``stamp_of(seq)`` asks the store.

    A rewrite drops every record from its place on, so those that stand are a prefix:
    if the store still has record k as read (same stamp), it has every one before it.
    A binary search over the records read finds the last one that stands.
    """
    known = [index for index in range(min(len(stamps), total)) if stamps[index] is not None]
    low, high = -1, len(known) - 1  # known[low] stands (-1: none), none past high does
    while low < high:
        middle = (low + high + 1) // 2
        if stamp_of(known[middle] + 1) == stamps[known[middle]]:
            low = middle
        else:
            high = middle - 1
    return known[low] + 1 if low >= 0 else 0


class Abandoned:
    """The lists an encounter left: told of each later cut, while someone holds them."""

    def __init__(self) -> None:
        self._lists: weakref.WeakSet[RecordList] = weakref.WeakSet()

    def leave(self, records: RecordList, cut: int) -> None:
        self._lists.add(records)
        for left in self._lists:
            left.left(cut)


class RecordsView(Sequence["Record"]):
    """Records ``start + 1`` to ``stop`` of a :class:`RecordList`, oldest first."""

    __slots__ = ("_records", "_start", "_stop")

    def __init__(self, records: RecordList, start: int, stop: int) -> None:
        self._records = records
        self._start = start
        self._stop = stop

    def __len__(self) -> int:
        return self._stop - self._start

    @overload
    def __getitem__(self, index: int) -> "Record": ...

    @overload
    def __getitem__(self, index: slice) -> list["Record"]: ...

    def __getitem__(self, index: int | slice) -> "Record | list[Record]":
        if isinstance(index, slice):
            first, last, step = index.indices(len(self))
            self._records.fill(self._start + first, self._start + last)
            items = self._records.items
            picked = [items[self._start + i] for i in range(first, last, step)]
            # A hole left: a record another window rewrote before this one read it.
            return [record for record in picked if record is not None]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        return self._records.record(self._start + index)

    def __iter__(self) -> Iterator["Record"]:
        yield from self[:]

    def __bool__(self) -> bool:
        return self._stop > self._start

    def __eq__(self, other: object) -> bool:
        if isinstance(other, RecordsView | list | tuple):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<records {self._start + 1} to {self._stop}>"
