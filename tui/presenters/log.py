"""One sentence per journal record for the log pane and for undo's notices.

The sentences themselves are the rules' (:mod:`rules.sentences`, each system's
table beside its commands); this module feeds them the records as JSON and the
names of everyone the journal ever named, so that a line about a combatant
removed since still reads with its name.
"""

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from i18n import _
from rules.sentences import tell

if TYPE_CHECKING:
    from rules.encounter import Record
    from rules.journal import StoredRecord

    #: A record as the encounter holds it (events as models) or as the store
    #: returns it (events as their JSON): both describe the same way.
    Logged = Record | StoredRecord

Names = Mapping[str, str]


def events_json(record: "Logged") -> list[dict[str, Any]]:
    return [
        event if isinstance(event, dict) else event.model_dump(mode="json")
        for event in record.events
    ]


def named_in(records: "Sequence[Logged]") -> dict[str, str]:
    """The names the records' ``add`` commands gave, by id."""
    found: dict[str, str] = {}
    for record in records:
        command = record.command
        if command.get("cmd") == "add" and isinstance(command.get("id"), str):
            found[command["id"]] = str(command.get("name", command["id"]))
            # A group's members (G7) are named in the events the add caused.
            for event in events_json(record):
                added = event.get("combatant") if event.get("kind") == "combatant_added" else None
                if isinstance(added, dict) and isinstance(added.get("id"), str):
                    found[added["id"]] = str(added.get("name", added["id"]))
    return found


def describe(record: "Logged", names: Names, system: str | None = None) -> str:
    """``record`` as the sentence the log shows."""
    return tell(system, record.command, events_json(record), names)


def history_notice(kind: str, record: "Logged", names: Names, system: str | None) -> str:
    """What undo or redo says it walked back or forward: "Undone: Bob declares “shoot Ann”"."""
    told = describe(record, names, system)
    if kind == "undo":
        return _("Undone: {what}").format(what=told)
    return _("Redone: {what}").format(what=told)


class LogDescriber:
    """Describes the last records, remembering each record's line between redraws."""

    def __init__(self, system: str | None = None) -> None:
        self.system = system
        self._lines: dict[int, tuple[Logged, str]] = {}
        #: The names each record's ``add`` gave: a record's events are dumped to JSON to
        #: find a group's members, so once per record, not at every redraw.
        self._named: dict[int, tuple[Logged, dict[str, str]]] = {}
        #: Everyone a drawn state or record named: removed combatants keep their names.
        self.names: dict[str, str] = {}

    def learn(self, names: Names) -> None:
        self.names.update(names)

    def describe(self, record: "Logged") -> str:
        hit = self._lines.get(id(record))
        if hit is not None and hit[0] is record:
            return hit[1]
        line = describe(record, self.names, self.system)
        self._lines[id(record)] = (record, line)
        return line

    def named_in(self, records: Sequence["Logged"]) -> dict[str, str]:
        """:func:`named_in` of ``records``, each record's names found once."""
        found: dict[str, str] = {}
        for record in records:
            hit = self._named.get(id(record))
            if hit is None or hit[0] is not record:
                hit = (record, named_in((record,)))
                self._named[id(record)] = hit
            found.update(hit[1])
        return found

    def lines(
        self, records: Sequence["Logged"], names: Names, limit: int = 40, first: int = 1
    ) -> tuple[str, ...]:
        """The last ``limit`` records, numbered from ``first`` for the first of ``records``."""
        start = max(0, len(records) - limit)
        shown = records[start:]
        learned = {**self.named_in(shown), **names}
        if not learned.items() <= self.names.items():
            self._lines.clear()  # a line may now read a name it showed as an id
            self.learn(learned)
        if max(len(self._lines), len(self._named)) > 4 * limit:  # keep what may still show
            keep = {id(record) for record in shown}
            self._lines = {k: v for k, v in self._lines.items() if k in keep}
            self._named = {k: v for k, v in self._named.items() if k in keep}
        return tuple(
            f"{index:>3} {self.describe(record)}"
            for index, record in enumerate(shown, start=start + first)
        )
