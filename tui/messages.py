"""The messages the bridge posts to the screen that shows an encounter.

There are two: :class:`EncounterChanged`, which carries everything a screen draws
(whatever happened: a command applied or refused, an undo, the journal replayed,
another window's commits followed), and :class:`EncounterLost`.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from textual.message import Message

if TYPE_CHECKING:
    from rules.encounter import ChangeKind, Record
    from rules.events import Event
    from rules.state import EncounterState


@dataclass(frozen=True)
class EncounterSnapshot:
    """The encounter as it stands: its state, the applied records, and how far redo goes.

    Every change makes a new one, so a screen knows it has drawn the latest by
    identity. ``state`` is the encounter's own (folded in place by later commands):
    draw it when the message comes, do not keep it for later.
    """

    state: "EncounterState"
    #: A view later commands do not change (see :attr:`rules.encounter.Encounter.records`).
    records: "Sequence[Record]"
    redo: int


class EncounterChanged(Message):
    """What the encounter is now, and why the screen hears of it.

    ``events`` are what the command (or undo, or redo) caused; ``error`` is the
    sentence to show when the rules refused a command (the snapshot is then the one
    before it); ``notice`` is the sentence to show when a command was not applied
    because another window changed the encounter first (the snapshot is then the
    store's encounter, reloaded). ``kind`` and ``record`` say what a change did
    ("do", "undo" or "redo") and to which record (the last one undone or redone).
    """

    def __init__(
        self,
        snapshot: EncounterSnapshot,
        events: "tuple[Event, ...]" = (),
        *,
        error: str | None = None,
        notice: str | None = None,
        kind: "ChangeKind | None" = None,
        record: "Record | None" = None,
    ) -> None:
        super().__init__()
        self.kind = kind
        self.record = record
        self.snapshot = snapshot
        self.events = events
        self.error = error
        self.notice = notice

    @property
    def state(self) -> "EncounterState":
        return self.snapshot.state


class EncounterLost(Message):
    """The encounter can no longer be shown (another window deleted it, or its journal
    can no longer be read); ``text`` says why, and the GM goes back to the list."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
