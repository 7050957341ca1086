"""Following the GM's encounter from another process, read-only (the players' board).

The follower watches the store's ``PRAGMA data_version`` — one tiny query —
and only when another connection has committed does it read the journal. It
follows the encounter the GM changed or opened last, switching when the GM
moves to another one; it waits for a store that does not exist yet, and since it
only ever reads the file, the GM's app may quit and restart as it likes.

Catching up reads and folds only the records it has not seen. Undo moves the
store's head back and a command after an undo rewrites the records past it;
each record's write stamp tells which of the records already folded still stand
(a few lookups, see :meth:`EncounterFollower._standing`), and the state is
rebuilt from the nearest checkpoint when some do not. The first catch-up starts
from the store's latest snapshot at or before the head (as the GM's app opens an
encounter: see :mod:`rules.journal_snapshots`), and so does a catch-up after the
GM undid or rewrote records before it.
"""

import sqlite3
from enum import StrEnum
from pathlib import Path
from typing import Any

from rules.damage import damaged_journal, problem_of
from rules.encounter import Record, fold, revive
from rules.errors import DamagedJournal
from rules.journal import UnreadableRecord
from rules.journal_reader import JournalReader
from rules.journal_snapshots import decode_snapshot
from rules.journal_window import bulk_work
from rules.order import Entry, compute_order
from rules.public import public_state
from rules.state import EncounterState
from rules.systems import get_system


class Watch(StrEnum):
    """What the follower sees of the store."""

    NO_STORE = "no_store"  # the file does not exist (yet)
    NO_ENCOUNTER = "no_encounter"  # the store holds no encounter
    FOLLOWING = "following"
    UNREADABLE = "unreadable"  # the store or the journal could not be read (see ``problem``)


class EncounterFollower:
    """The latest encounter of a store, as the players may see it, kept up to date by
    :meth:`poll`. It never writes to the store."""

    CHECKPOINT_EVERY = 64

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.watch = Watch.NO_STORE
        self.problem = ""
        self.encounter_id: int | None = None
        #: What the players may see now (:func:`rules.public.public_state`); None until
        #: an encounter is followed.
        self.public: dict[str, Any] | None = None
        self._reader: JournalReader | None = None
        self._version: int | None = None
        self._reset()

    def _reset(self) -> None:
        #: The snapshot the follower started from: its head, and the stamp of that record
        #: (while the store has it as it was, the snapshot stands).
        self._base = 0
        self._base_stamp: str | None = None
        #: Records ``_base + 1`` on, as read, and their stamps.
        self._stamps: list[str] = []
        self._records: list[Record] = []
        self._head = 0
        self._state = EncounterState()
        self._checkpoints: dict[int, EncounterState] = {0: EncounterState()}
        self._order: tuple[int, int, list[list[Entry]]] | None = None

    # -- what :func:`rules.view.state_json` reads -------------------------------------
    @property
    def state(self) -> EncounterState:
        return self._state

    def order(self) -> list[list[Entry]]:
        state = self._state
        if self._order is not None and self._order[:2] == (id(state), state.revision):
            return self._order[2]
        slots: list[list[Entry]] = []
        if state.system is not None:
            slots = compute_order(get_system(state.system).pending(state), state.moves)
        self._order = (id(state), state.revision, slots)
        return slots

    # -- following ---------------------------------------------------------------------
    def poll(self) -> bool:
        """Catch up with the store; True when what the board shows may have changed."""
        before = (self.watch, self.problem, self.public)
        try:
            self._poll()
        except Exception as error:  # a damaged store or journal must not take the board down
            if isinstance(error, sqlite3.Error):
                self.close()  # reconnect at the next poll
            # Otherwise the journal itself could not be read: try again when it changes,
            # not four times a second.
            self._reset()
            self.encounter_id = None
            self.public = None
            self.watch, self.problem = Watch.UNREADABLE, problem_of(error)
        return (self.watch, self.problem, self.public) != before

    def close(self) -> None:
        if self._reader is not None:
            self._reader.close()
        self._reader = None
        self._version = None

    def _poll(self) -> None:
        if self._reader is None:
            if not self.path.exists():
                self.watch, self.problem, self.public = Watch.NO_STORE, "", None
                return
            self._reader = JournalReader(self.path)
        # Read the version before the journal: a commit in between shows up as a change
        # at the next poll, never as one missed.
        version = self._reader.data_version()
        if version == self._version:
            return
        self._version = version
        with self._reader.snapshot() as reader:
            latest = reader.latest()
            if latest is None:
                self._reset()
                self.encounter_id = None
                self.watch, self.problem, self.public = Watch.NO_ENCOUNTER, "", None
            else:
                encounter_id, head = latest
                if encounter_id != self.encounter_id:
                    self._reset()
                    self.encounter_id = encounter_id
                self._catch_up(reader, encounter_id, head)
                self.watch, self.problem = Watch.FOLLOWING, ""
                self.public = public_state(self)

    def _catch_up(self, reader: JournalReader, encounter_id: int, head: int) -> None:
        base = self._base
        standing = self._standing(reader, encounter_id, max(0, min(len(self._stamps), head - base)))
        # A record after the base that stands means the base does (they stand as a prefix).
        if base and (
            head < base or (standing == 0 and reader.stamp(encounter_id, base) != self._base_stamp)
        ):
            self._reset()  # the state it started from is undone or rewritten
            standing = 0
        if self._head == 0 and not self._stamps:
            self._start(reader, encounter_id, head)
        base = self._base
        del self._stamps[standing:]
        del self._records[standing:]
        if base + standing < head:
            # The store's head may name records it no longer has (a damaged store):
            # fold only those that are there.
            self._stamps += reader.stamps(encounter_id, base + standing + 1, head)
            head = base + len(self._stamps)
            try:
                with bulk_work():
                    self._records += [
                        revive(r) for r in reader.records(encounter_id, base + standing + 1, head)
                    ]
            except Exception as error:  # say which record, and what is wrong with it
                raise self._damage(reader, encounter_id, head, error) from None
        self._checkpoints = {k: v for k, v in self._checkpoints.items() if k <= base + standing}
        if not self._head <= base + standing:
            # Records the state holds were undone or rewritten: start again from before them.
            self._head = max(k for k in self._checkpoints if k <= head)
            self._state = self._checkpoints[self._head].model_copy(deep=True)
        with bulk_work():
            for index in range(self._head, head):
                try:
                    fold([self._records[index - base]], self._state)
                except Exception as error:  # a record the state cannot take: say which one
                    raise self._damage(reader, encounter_id, head, error) from None
                if (index + 1) % self.CHECKPOINT_EVERY == 0:
                    self._checkpoints[index + 1] = self._state.model_copy(deep=True)
        self._head = head

    def _start(self, reader: JournalReader, encounter_id: int, head: int) -> None:
        """Start from the store's latest snapshot at or before ``head``, if it has one
        this version reads (else from the first record)."""
        snapshot = reader.latest_snapshot(encounter_id, head)
        state = decode_snapshot(snapshot.format, snapshot.state) if snapshot else None
        if snapshot is None or state is None:
            return
        self._base, self._base_stamp = snapshot.head, reader.stamp(encounter_id, snapshot.head)
        self._checkpoints = {snapshot.head: state}
        self._head = snapshot.head
        self._state = state.model_copy(deep=True)

    def _standing(self, reader: JournalReader, encounter_id: int, known: int) -> int:
        """How many of the first ``known`` records after the base the follower holds
        still stand.

        A write after an undo deletes every record from its place on and appends new
        ones with new stamps, so the records that stand are always a prefix: if the
        store still has record k as the follower read it, it has every record before
        it too. One query answers the usual poll (nothing rewritten) and a binary
        search the rest, so a poll costs the new records, not the whole journal.
        """
        base = self._base
        if known == 0 or reader.stamp(encounter_id, base + known) == self._stamps[known - 1]:
            return known
        low, high = 0, known - 1  # record `low` stands (0: none needed), `known` does not
        while low < high:
            middle = (low + high + 1) // 2
            if reader.stamp(encounter_id, base + middle) == self._stamps[middle - 1]:
                low = middle
            else:
                high = middle - 1
        return low

    @staticmethod
    def _damage(
        reader: JournalReader, encounter_id: int, head: int, error: Exception
    ) -> DamagedJournal:
        try:
            stored = reader.records(encounter_id, 1, head)
        except UnreadableRecord as unreadable:
            error, stored = unreadable, []
        return damaged_journal(encounter_id, reader.name(encounter_id), stored, error, revive)
