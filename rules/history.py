"""The whole encounter as sentences, round by round: what the history screen and
``degaine export`` show.

Built from the journal alone (G2): every record, the undone ones past the head
included, folded in order so that each step knows the round (turn, Sequence: the
system's own unit) it happened in. The words are the log's (:mod:`rules.sentences`):
one source of sentences, and a record no table knows still reads as a plain line.
"""

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import groupby
from typing import TYPE_CHECKING, Any

from i18n import _
from i18n.text import printable
from rules.core import apply_event
from rules.events import CombatantAdded
from rules.sentences import find_dice, tell
from rules.state import EncounterState

if TYPE_CHECKING:
    from rules.encounter import Record
    from rules.journal_records import StoredRecord
    from rules.state import EncounterState


@dataclass(frozen=True)
class ToldDie:
    """One die of a step: whose, its faces and value, and typed by the GM or rolled (G1)."""

    actor: str | None
    faces: int
    value: int
    typed: bool


@dataclass(frozen=True)
class Step:
    """One journal record, told."""

    #: Its place in the journal, 1-based (the log's numbers).
    seq: int
    #: The round (turn, Sequence) the encounter was in once it applied; 0 before the first.
    round: int
    #: That round in the system's words: "Turn 2", "Sequence 1", "Before Turn 1".
    unit: str
    cmd: str
    #: The log's sentence, dice included, printable.
    text: str
    #: Past the journal's head: undo walked it back (redo would bring it again).
    undone: bool
    command: Mapping[str, Any]
    events: Sequence[Mapping[str, Any]]

    def line(self) -> str:
        """The step on one line: "Turn 2 · Bob declares “shoot Ann”: d10=6 (typed)"."""
        if self.undone:
            return _("{unit} · [undone] {text}").format(unit=self.unit, text=self.text)
        return _("{unit} · {text}").format(unit=self.unit, text=self.text)

    @cached_property
    def dice(self) -> tuple[ToldDie, ...]:
        """Every die of the step's events, typed or rolled (read when asked: the screen
        shows them in the sentence; the JSON lists them)."""
        return dice_of(self.events)

    @cached_property
    def searched(self) -> str:
        """What a search looks in: the line, in any case (made once: a search runs per key)."""
        return self.line().casefold()


@dataclass(frozen=True)
class History:
    """An encounter's steps, oldest first, and what names it."""

    encounter_id: int | None
    #: Printable: the journal quotes what the GM typed.
    name: str
    system: str | None
    #: How many steps stand (the journal's head); the rest are undone.
    head: int
    #: The round at the head, in numbers and words.
    round: int
    unit: str
    steps: tuple[Step, ...]

    @property
    def undone(self) -> int:
        return len(self.steps) - self.head

    def rounds(self) -> Iterator[tuple[str, list[Step]]]:
        """The steps in runs of one round each, with that round's words, in order."""
        for unit, steps in groupby(self.steps, key=lambda step: step.unit):
            yield unit, list(steps)

    def matching(self, search: str) -> list[Step]:
        """The steps whose line holds ``search`` (any case; blank: every step)."""
        wanted = search.casefold().strip()
        return [step for step in self.steps if wanted in step.searched]


def round_words(system: str | None, number: int) -> str:
    """Round ``number`` in the system's words, as a title ("Turn 2"); 0 is before the first."""
    from rules.systems import SystemRow, system_row

    row = system_row(system) or SystemRow("", "", "")
    if number <= 0:
        return _(row.before_first)
    return _(row.round_title).format(number=number)


def round_phrase(system: str | None, number: int) -> str:
    """Round ``number`` inside a sentence ("now: turn 2"); 0 is before the first."""
    from rules.systems import SystemRow, system_row

    row = system_row(system) or SystemRow("", "", "")
    if number <= 0:
        before = _(row.before_first)  # a title: "Before turn 1" starts a sentence of its own
        return before[:1].lower() + before[1:]
    return _(row.round_phrase).format(number=number)


def events_json(record: "Record") -> list[dict[str, Any]]:
    return [event.model_dump(mode="json") for event in record.events]


def dice_of(events: Sequence[Mapping[str, Any]]) -> tuple[ToldDie, ...]:
    found: list[tuple[str | None, Mapping[str, Any]]] = []
    for event in events:
        find_dice(event, None, found)
    return tuple(
        ToldDie(actor, int(die["faces"]), int(die["value"]), bool(die["typed"]))
        for actor, die in found
    )


def names_in(records: Sequence["Record"], state: EncounterState) -> dict[str, str]:
    """Everyone the journal named, by id: a combatant removed since keeps its name."""
    # From the events, not the commands: one ``add`` of a group (G7) adds several.
    names = {
        event.combatant.id: event.combatant.name
        for record in records
        for event in record.events
        if isinstance(event, CombatantAdded)
    }
    names.update({key: combatant.name for key, combatant in state.combatants.items()})
    return names


def build_history(
    records: Sequence["Record"], head: int, encounter_id: int | None = None
) -> History:
    """The history of a journal: ``records`` (undone ones included), the first ``head``
    of which stand. Raises whatever a record that does not fold raises."""
    state = EncounterState()
    rounds: list[int] = []
    round_at_head = 0
    for index, record in enumerate(records):
        for event in record.events:
            apply_event(state, event)
        rounds.append(state.game.round)
        if index + 1 == head:
            round_at_head = state.game.round
    # Everything is told in the encounter's system: the one its journal chose.
    system = state.system
    names = names_in(records, state)
    units = {number: round_words(system, number) for number in {0, *rounds}}
    steps: list[Step] = []
    for index, (record, number) in enumerate(zip(records, rounds, strict=True)):
        events = events_json(record)
        steps.append(
            Step(
                seq=index + 1,
                round=number,
                unit=units[number],
                cmd=printable(str(record.command.get("cmd", "?"))),
                text=tell(system, record.command, events, names),
                undone=index >= head,
                command=record.command,
                events=events,
            )
        )
    head = min(head, len(records))
    return History(
        encounter_id=encounter_id,
        name=printable(_name_at(records, head)),
        system=system,
        head=head,
        round=round_at_head,
        unit=units[round_at_head],
        steps=tuple(steps),
    )


def _name_at(records: Sequence["Record"], head: int) -> str:
    """The encounter's name as it stands at the head (an undone rename does not count)."""
    name = ""
    for record in records[:head]:
        if record.command.get("cmd") == "name":
            name = str(record.command.get("name", ""))
    return name


def history_of_stored(
    stored: Sequence["StoredRecord"], head: int, encounter_id: int, name: str
) -> History:
    """The history of records as the store holds them; a record that cannot be replayed
    raises :class:`~rules.errors.DamagedJournal`, naming the encounter and the record."""
    from rules.damage import damaged_journal
    from rules.encounter import revive

    try:
        return build_history([revive(record) for record in stored], head, encounter_id)
    except Exception as error:  # any record that does not replay: say which one
        raise damaged_journal(encounter_id, name, stored, error, revive) from None


def round_of_stored(
    stored: Sequence["StoredRecord"],
    head: int,
    encounter_id: int,
    name: str,
    start: "EncounterState | None" = None,
) -> int:
    """The round at the head, folding only the records up to it (no sentence is told),
    from ``start`` (a snapshot's state, changed in place) if given, else from nothing;
    a record that cannot be replayed raises :class:`~rules.errors.DamagedJournal`."""
    from rules.damage import damaged_journal
    from rules.encounter import fold, revive

    standing = stored[:head]
    try:
        return fold([revive(record) for record in standing], start).game.round
    except Exception as error:  # any record that does not replay: say which one
        raise damaged_journal(encounter_id, name, standing, error, revive) from None
