"""One line per journal record for the log pane, every die shown as typed or rolled."""

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rules.i18n import _
from rules.text import printable

if TYPE_CHECKING:
    from rules.encounter import Record
    from rules.journal import StoredRecord

    #: A record as the encounter holds it (events as models) or as the store
    #: returns it (events as their JSON): both describe the same way.
    Logged = Record | StoredRecord

Names = dict[str, str]

SHOWN_FIELDS = ("action", "level", "defense", "score", "cost", "delta", "before", "weapon")


def find_dice(
    value: Any, actor: str | None, found: list[tuple[str | None, dict[str, Any]]]
) -> None:
    """Collect every die in an event's JSON with the nearest actor it belongs to."""
    if isinstance(value, dict):
        if {"faces", "value", "typed"} <= value.keys():
            found.append((actor, value))
            return
        here = value.get("actor", actor)
        here = here if isinstance(here, str) else actor
        for item in value.values():
            find_dice(item, here, found)
    elif isinstance(value, list):
        for item in value:
            find_dice(item, actor, found)


def describe_die(die: dict[str, Any]) -> str:
    how = _("typed") if die["typed"] else _("rolled")
    return f"d{die['faces']}={die['value']} ({how})"


def describe(record: "Logged", names: Names) -> str:
    command = record.command
    parts = [str(command.get("cmd", "?"))]
    for key in ("actor", "id", "target"):
        value = command.get(key)
        if isinstance(value, str):
            parts.append(names.get(value, value))
        elif isinstance(value, list):
            parts.append(", ".join(names.get(str(v), str(v)) for v in value))
    for key in SHOWN_FIELDS:
        value = command.get(key)
        if value not in (None, "", False):
            parts.append(f"{key} {value}")
    dice: list[tuple[str | None, dict[str, Any]]] = []
    for event in record.events:
        find_dice(event if isinstance(event, dict) else event.model_dump(mode="json"), None, dice)
    if dice:
        parts.append(
            ", ".join(
                f"{names.get(actor, actor)} {describe_die(die)}"
                if actor is not None
                else describe_die(die)
                for actor, die in dice
            )
        )
    # Commands quote the journal as it is (ids, labels): only its printable text shows.
    return printable(" · ".join(parts))


class LogDescriber:
    """Describes the last records, remembering each record's line between redraws."""

    def __init__(self) -> None:
        self._lines: dict[int, tuple[Logged, str]] = {}

    def describe(self, record: "Logged", names: Names) -> str:
        hit = self._lines.get(id(record))
        if hit is not None and hit[0] is record:
            return hit[1]
        line = describe(record, names)
        self._lines[id(record)] = (record, line)
        return line

    def lines(
        self, records: Sequence["Logged"], names: Names, limit: int = 40, first: int = 1
    ) -> tuple[str, ...]:
        """The last ``limit`` records, numbered from ``first`` for the first of ``records``."""
        start = max(0, len(records) - limit)
        shown = records[start:]
        if len(self._lines) > 4 * limit:  # keep only what may still be shown
            keep = {id(record) for record in shown}
            self._lines = {k: v for k, v in self._lines.items() if k in keep}
        return tuple(
            f"{index:>3} {self.describe(record, names)}"
            for index, record in enumerate(shown, start=start + first)
        )
