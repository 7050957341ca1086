"""An encounter: handles commands, folds events, journals, and notifies subscribers."""

import contextlib
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from i18n import _, ngettext
from rules.commands import CORE_COMMANDS, Command, Redo, Undo, command_table, parse_command
from rules.core import (
    apply_event,
    check_refusal,
    current_system,
    decide_core,
    fold_deciding,
    group_leaving,
)
from rules.dice import DiceSource
from rules.errors import DamagedJournal, NothingToUndo, RuleError, StaleEncounter, StoreError
from rules.events import Event
from rules.journal import JournalStore, StoredRecord
from rules.journal_events import decode_event
from rules.journal_snapshots import SNAPSHOT_EVERY, decode_snapshot, encode_snapshot
from rules.journal_window import Abandoned, RecordList, RecordsView, bulk_work, standing_records
from rules.order import Entry
from rules.state import EncounterState
from rules.state_copy import copy_state
from rules.systems import get_system
from rules.view import order_of

ChangeKind = Literal["do", "undo", "redo"]


@dataclass(frozen=True)
class Record:
    """One applied command and what it caused."""

    command: dict[str, Any]
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Change:
    """What subscribers hear after each command that changed something."""

    kind: ChangeKind
    record: Record
    state: EncounterState


Subscriber = Callable[[Change], None]

_CORE_TABLE = command_table(CORE_COMMANDS)


def revive(stored: StoredRecord) -> Record:
    """A journal row as a record; raises (pydantic) if an event does not validate."""
    return Record(command=stored.command, events=tuple(decode_event(e) for e in stored.events))


def fold(records: Sequence[Record], state: EncounterState | None = None) -> EncounterState:
    """The state after ``records``, starting from ``state`` (changed in place) or empty."""
    state = state if state is not None else EncounterState()
    for record in records:
        for event in record.events:
            apply_event(state, event)
    return state


class Encounter:
    """Commands in, events out; the state is the fold of the journal (G2).

    With a store, every command is committed before :meth:`handle` returns and
    before any subscriber hears of it, and only if the store's encounter is still at
    :attr:`revision`, the one this object read or wrote last: another window (or
    process) may write the same encounter. If it did, the command raises
    :class:`StaleEncounter` and changes nothing, here or in the store; :meth:`reload`
    then brings this object up to what the store holds.

    Opening an encounter of the store takes its latest snapshot at or before the head
    and folds only the records after it (see :mod:`rules.journal_snapshots`); the
    records before it are read when an undo, the history or an export reaches them
    (see :mod:`rules.journal_window`).
    """

    CHECKPOINT_EVERY = 64
    #: How many states of recently left heads undo and redo keep (see ``_walk``).
    VISITED_KEPT = 8
    #: The records before the head always read at an open or an undo, snapshot or not:
    #: a board's log shows the last 40, and drawing it should not wait on the store.
    RECENT_READ = 64
    #: Where the store keeps snapshots.
    SNAPSHOT_EVERY = SNAPSHOT_EVERY

    def __init__(
        self,
        store: JournalStore | None = None,
        encounter_id: int | None = None,
        dice: DiceSource | None = None,
    ) -> None:
        self.store = store
        self.dice = dice if dice is not None else DiceSource()
        self._subscribers: list[Subscriber] = []
        self._list = RecordList([], [], self._fill)
        #: The lists a rewrite left behind, which views made before it still read.
        self._abandoned = Abandoned()
        self._head = 0
        self._checkpoints: dict[int, EncounterState] = {0: EncounterState()}
        #: The states of heads undo or redo left lately, by head. Each is the exact state
        #: at its head and nothing changes it any more; a walk back takes it as the live one.
        self._visited: dict[int, EncounterState] = {}
        #: While an open folds: the snapshots it passes, to save after (see ``_heal``).
        self._ladder: dict[int, str] | None = None
        #: The records that add someone, as the store found them in a list of records
        #: at a length (see :meth:`added`).
        self._adds: tuple[RecordList, int, list[StoredRecord]] | None = None
        if store is not None and encounter_id is None:
            encounter_id = store.create_encounter()
        self.id = encounter_id
        self.state = EncounterState()
        #: The store's revision of the encounter this object holds (see the class doc).
        self.revision = 0
        if store is not None and encounter_id is not None:
            self._open(store, encounter_id)

    def _open(self, store: JournalStore, encounter_id: int) -> None:
        resumed = store.resume(encounter_id, self.RECENT_READ)
        self.revision = resumed.revision
        self._list = RecordList([None] * resumed.total, [None] * resumed.total, self._fill)
        used = 0  # the head of the snapshot the open starts from (0: none)
        try:
            self._list.take(resumed.records, resumed.stamps, revive)
            if resumed.snapshot is not None:
                state = decode_snapshot(resumed.snapshot.format, resumed.snapshot.state)
                if state is not None:  # else no snapshot: the journal is replayed
                    used = resumed.snapshot.head
                    self._checkpoints[used] = state
            self._head = resumed.head
            self._ladder = {}
            self.state = self._rebuild(self._head)
        except StaleEncounter:
            raise
        except Exception as error:  # any record that does not replay: say which one
            raise self._damaged(error) from None
        finally:
            ladder, self._ladder = self._ladder, None
        self._heal({head: state for head, state in (ladder or {}).items() if head > used})

    def _heal(self, snapshots: dict[int, str]) -> None:
        """After an open that had to fold many records (a store from before snapshots, or
        whose snapshot this version cannot read): save the snapshots it passed, so the
        next open, and an undo that far back, do not fold them again."""
        if not snapshots or self.store is None or self.id is None:
            return
        # A cache only: a store opened read-only, or busy, keeps none and the next open
        # tries again.
        with contextlib.suppress(sqlite3.Error):
            self.store.keep_snapshots(self.id, snapshots, revision=self.revision)

    def _damaged(self, error: Exception) -> DamagedJournal:
        from rules.damage import damaged_journal

        assert self.store is not None and self.id is not None
        if isinstance(error, DamagedJournal):
            return error
        name = self.store.encounter_name(self.id)
        try:
            stored = self.store.load_journal(self.id).records
        except DamagedJournal as damaged:
            return damaged
        return damaged_journal(self.id, name, stored, error, revive)

    def _fill(self, records: RecordList, first: int, last: int) -> None:
        """Read records ``first`` to ``last - 1`` (0-based) that ``records`` lacks."""
        holes = records.holes(first, last)
        if not holes or self.store is None or self.id is None:
            return
        with bulk_work():  # the JSON decoding too: as many containers as the models
            rows, stamps = self.store.records_at(
                self.id, self.revision, holes[0] + 1, holes[-1] + 1
            )
            try:
                records.take(rows, stamps, revive)
            except Exception as error:  # a record before the snapshot that does not validate
                raise self._damaged(error) from None

    # -- subscription ------------------------------------------------------
    def subscribe(self, subscriber: Subscriber) -> Callable[[], None]:
        """Call ``subscriber`` after every change; returns a function that unsubscribes."""
        self._subscribers.append(subscriber)

        def unsubscribe() -> None:
            if subscriber in self._subscribers:
                self._subscribers.remove(subscriber)

        return unsubscribe

    def _notify(self, change: Change) -> None:
        for subscriber in list(self._subscribers):
            subscriber(change)

    # -- reading -----------------------------------------------------------
    @property
    def records(self) -> Sequence[Record]:
        """The applied records, oldest first (undone ones are not included).

        A view as they are now, which later commands do not change; the records the
        open did not read are read (and validated) when first asked for.
        """
        return RecordsView(self._list, 0, self._head)

    @property
    def undone_records(self) -> Sequence[Record]:
        """The records undo walked back, oldest first: redo would bring them again."""
        return RecordsView(self._list, self._head, len(self._list.items))

    def added(self) -> "Sequence[Record | StoredRecord]":
        """The applied records that add combatants, oldest first: what names everyone the
        journal named, without reading the others (the store's index finds them)."""
        if self.store is None or self.id is None:
            return [record for record in self.records if record.command.get("cmd") == "add"]
        # Kept while the list of records is the same, at the same length: undo and redo
        # only move the head within it (each asks, to name who a notice speaks of), and
        # a command or another window's writes make a new list or a longer one.
        key = (self._list, len(self._list.items))
        if self._adds is None or self._adds[0] is not key[0] or self._adds[1] != key[1]:
            self._adds = (*key, self.store.added(self.id, key[1]))
        head = self._head
        return [record for record in self._adds[2] if record.seq <= head]

    @property
    def can_undo(self) -> bool:
        return self._head > 0

    @property
    def can_redo(self) -> bool:
        return self.redo_depth > 0

    @property
    def redo_depth(self) -> int:
        """How many undone commands a redo can bring back."""
        return len(self._list.items) - self._head

    def order(self) -> list[list[Entry]]:
        """The pending slots in resolution order (cached until the next change)."""
        return order_of(self.state)

    def command_table(self) -> dict[str, type[Command]]:
        """The commands this encounter accepts now, by name."""
        if self.state.system is None:
            return dict(_CORE_TABLE)
        return {**_CORE_TABLE, **command_table(get_system(self.state.system).commands)}

    def parse(self, data: Mapping[str, Any]) -> Command:
        return parse_command(data, self.command_table())

    # -- changing ----------------------------------------------------------
    def handle(self, command: Command | Mapping[str, Any]) -> list[Event]:
        """Apply one command; raises RuleError (changing nothing) if it is refused."""
        if not isinstance(command, Command):
            command = self.parse(command)
        elif command.cmd not in self.command_table():
            command = self.parse(command.model_dump())
        if isinstance(command, Undo):
            return self.undo(command.steps)
        if isinstance(command, Redo):
            return self.redo(command.steps)
        events = decide_core(self.state, command)
        if events is None:
            check_refusal(self.state, command)
            events = current_system(self.state).decide(self.state, command, self.dice)
        if self.state.groups:
            events = [*group_leaving(self.state, command), *events]
        try:
            events = fold_deciding(self.state, events)
        except Exception:
            self.state = self._rebuild(self._head)
            raise
        record = Record(command=command.model_dump(mode="json"), events=tuple(events))
        try:
            stamp = self._persist(record)
        except StaleEncounter:
            self.state = self._rebuild(self._head)
            raise
        except sqlite3.Error as error:
            self.state = self._rebuild(self._head)
            raise StoreError(_("Could not save the command: {error}").format(error=error)) from None
        if self.redo_depth:
            # The undone records are gone: views made before keep the list they read.
            self._abandoned.leave(self._list, self._head)
            self._list = self._list.copy(self._head)
        self._list.items.append(record)
        self._list.stamps.append(stamp)
        self._checkpoints = {k: v for k, v in self._checkpoints.items() if k <= self._head}
        self._visited = {k: v for k, v in self._visited.items() if k <= self._head}
        self._head += 1
        self._changed("do", record)
        return list(events)

    def _persist(self, record: Record) -> str:
        """Write ``record`` as the command after the head; returns its stamp."""
        if self.store is None or self.id is None:
            return ""
        seq = self._head + 1
        written = self.store.append(
            self.id,
            seq,
            record.command,
            [event.model_dump(mode="json") for event in record.events],
            name=self.state.name,
            system=self.state.system,
            revision=self.revision,
            snapshot=encode_snapshot(self.state) if seq % self.SNAPSHOT_EVERY == 0 else None,
        )
        self.revision = written.revision
        return written.stamp

    def undo(self, steps: int = 1) -> list[Event]:
        if steps > self._head:
            raise NothingToUndo(self._nothing(_("Nothing to undo."), self._head))
        return self._walk(self._head - steps, "undo")

    def redo(self, steps: int = 1) -> list[Event]:
        if steps > self.redo_depth:
            raise NothingToUndo(self._nothing(_("Nothing to redo."), self.redo_depth))
        return self._walk(self._head + steps, "redo")

    @staticmethod
    def _nothing(none: str, available: int) -> str:
        if available == 0:
            return none
        return ngettext(
            "Only {count} step is available.", "Only {count} steps are available.", available
        ).format(count=available)

    def _walk(self, head: int, kind: ChangeKind) -> list[Event]:
        # Going back to a head left lately needs no replay: undo, redo, undo… stay instant.
        state = self._visited.pop(head, None)
        if state is None:
            state = self._rebuild(head)
        low, high = (head, self._head) if kind == "undo" else (self._head, head)
        self._list.fill(low, high)  # the records walked over (redo's were not read yet)
        if self.store is not None and self.id is not None:
            try:
                self.revision = self.store.set_head(
                    self.id,
                    head,
                    name=state.name,
                    system=state.system,
                    revision=self.revision,
                )
            except (sqlite3.Error, StaleEncounter) as error:
                self._visited[head] = state  # untouched: still the state at that head
                if isinstance(error, StaleEncounter):
                    raise
                raise StoreError(_("Could not save: {error}").format(error=error)) from None
        changed = RecordsView(self._list, low, high)
        self._visited[self._head] = self.state  # no longer live: nothing will change it
        while len(self._visited) > self.VISITED_KEPT:
            del self._visited[next(iter(self._visited))]
        self.state = state
        self._head = head
        # The record a subscriber should show: the last one undone, or redone.
        self._changed(kind, changed[-1])
        return [event for rec in changed for event in rec.events]

    def reload(self) -> bool:
        """Take the journal and head the store holds now, if another window moved them.

        True if anything changed. Subscribers are not told (nothing was commanded
        here): the caller redraws. The records both sides share (same write stamps)
        are neither read again nor replayed: following another window costs only the
        records it wrote. Raises KeyError if the encounter is gone from the store, and
        whatever a damaged record raises; this object is then as it was.
        """
        if self.store is None or self.id is None:
            return False
        with self.store.reading():
            head, revision, total = self.store.extent(self.id)
            if revision == self.revision:
                return False
            kept = (self._list, self._checkpoints, self._visited, self._head, self.revision)
            length = len(self._list.items)
            try:
                self._adopt(head, revision, total)
            except BaseException:
                self._list, self._checkpoints, self._visited, self._head, self.revision = kept
                del self._list.items[length:], self._list.stamps[length:]  # holes added
                self.state = self._rebuild(self._head)  # folding may have changed it half-way
                raise
        return True

    def _adopt(self, head: int, revision: int, total: int) -> None:
        assert self.store is not None and self.id is not None
        store, encounter_id = self.store, self.id
        standing = standing_records(
            self._list.stamps, total, lambda seq: store.stamp(encounter_id, seq)
        )
        if standing < len(self._list.items):
            self._abandoned.leave(self._list, standing)
            self._list = self._list.copy(standing)
        missing = total - len(self._list.items)
        self._list.items += [None] * missing
        self._list.stamps += [None] * missing
        self.revision = revision
        self._checkpoints = {k: v for k, v in self._checkpoints.items() if k <= standing}
        self._visited = {k: v for k, v in self._visited.items() if k <= standing}
        if head > self._head and self._head <= standing:
            # The usual case, following another window's new commands: fold only those.
            self._list.fill(max(self._head, head - self.RECENT_READ), head)
            with bulk_work():
                for index in range(self._head, head):
                    fold([self._list.record(index)], self.state)
                    self._head = index + 1
                    if self._head % self.CHECKPOINT_EVERY == 0:
                        self._checkpoints[self._head] = copy_state(self.state)
        elif self._head != head or self._head > standing:
            if self._head <= standing:
                self._visited[self._head] = self.state  # still exact at its head
            visited = self._visited.pop(head, None)
            self.state = visited if visited is not None else self._rebuild(head)
            self._head = head
            while len(self._visited) > self.VISITED_KEPT:
                del self._visited[next(iter(self._visited))]
        self._list.fill(max(0, head - self.RECENT_READ), head)

    def _rebuild(self, head: int) -> EncounterState:
        """The state after the first ``head`` records, from the nearest checkpoint, or
        from the store's nearest snapshot when that is much nearer."""
        start = max(k for k in self._checkpoints if k <= head)
        if head - start > self.CHECKPOINT_EVERY and self.store is not None and self.id is not None:
            snapshot = self.store.snapshot_between(self.id, self.revision, start, head)
            state = decode_snapshot(snapshot.format, snapshot.state) if snapshot else None
            if snapshot is not None and state is not None:
                self._checkpoints[snapshot.head] = state
                start = snapshot.head
        # The record at the checkpoint too: its stamp says, at a reload, whether it stands.
        self._list.fill(max(0, min(start - 1, head - self.RECENT_READ)), head)
        state = copy_state(self._checkpoints[start])
        # Checkpoints (deep copies, the dearest part of a long replay) only near the head:
        # an undo further back starts from the store's snapshots.
        recent = head - self.SNAPSHOT_EVERY if self.store is not None else 0
        with bulk_work():
            for index in range(start, head):
                fold([self._list.record(index)], state)
                done = index + 1
                fresh = done > recent and done not in self._checkpoints
                if fresh and done % self.CHECKPOINT_EVERY == 0:
                    self._checkpoints[done] = copy_state(state)
                if self._ladder is not None and done % self.SNAPSHOT_EVERY == 0:
                    self._ladder[done] = encode_snapshot(state)  # for ``_heal``
        return state

    def _changed(self, kind: ChangeKind, record: Record) -> None:
        if self._head % self.CHECKPOINT_EVERY == 0 and self._head not in self._checkpoints:
            self._checkpoints[self._head] = copy_state(self.state)
        self._notify(Change(kind=kind, record=record, state=self.state))


__all__ = ["Change", "Encounter", "Record", "RuleError", "fold", "revive"]
