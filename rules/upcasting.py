"""Versioned events: each stored event names its schema version; upcasters bring old ones
up to date when the journal is read.

The stored form of an event is its JSON with the version beside the kind:
``{"kind": "vampire.wound", "v": 1, ...}``. An event without ``"v"`` is version 1: the
first release wrote its events that way, and they still load. Changing the stored shape
of an event kind means registering an upcaster from the version it replaces,
``(kind, N) -> function`` turning a version-N event into a version N+1 one; the kind's
current version is then the end of its chain, and the journal writes it from then on.

Reading a record runs each of its events up the chain, one version at a time, on the
plain JSON, before any model sees it: the event models only ever know their current
shape (as in the eventsourcing library, whose events carry a class version and whose
``upcast_vN_vN+1`` steps run when a stored event is rebuilt). The upcasters are plain
functions on dicts, so reading a journal (even the players' board painting from a saved
view) needs neither pydantic nor the systems' modules.
"""

from collections.abc import Callable
from typing import Any

from i18n import _

#: The key of the version in a stored event, beside ``"kind"``.
VERSION_KEY = "v"
#: The version of an event stored without one (every event of the first release).
FIRST_VERSION = 1

StoredEvent = dict[str, Any]
Upcaster = Callable[[StoredEvent], StoredEvent]


class UpcastError(ValueError):
    """A stored event that cannot be brought to its current version."""


class Upcasters:
    """The upcasters of every event kind, by ``(kind, from_version)``."""

    def __init__(self) -> None:
        self._steps: dict[tuple[str, int], Upcaster] = {}
        self._current: dict[str, int] = {}

    def register(self, kind: str, from_version: int) -> Callable[[Upcaster], Upcaster]:
        """Decorator: ``function`` turns a ``kind`` event of ``from_version`` into the next.

        Versions are registered in order, with no gap: the chain from 1 is what says
        which version is current.
        """

        def add(function: Upcaster) -> Upcaster:
            expected = self.current_version(kind)
            if from_version != expected:
                raise ValueError(
                    f"{kind!r} is at version {expected}: its next upcaster starts there,"
                    f" not at {from_version}"
                )
            self._steps[(kind, from_version)] = function
            self._current[kind] = from_version + 1
            return function

        return add

    def current_version(self, kind: str) -> int:
        """The version the journal writes for ``kind`` events (1 until one is upcast)."""
        return self._current.get(kind, FIRST_VERSION)

    def stamp(self, event: StoredEvent) -> StoredEvent:
        """``event`` (its model's JSON) as the journal stores it: with its version."""
        return {**event, VERSION_KEY: self.current_version(str(event.get("kind")))}

    def upcast(self, stored: StoredEvent) -> StoredEvent:
        """A stored event as its model reads it today: current version, no version key.

        ``stored`` is the journal's freshly decoded JSON and is consumed (changed in place:
        reading a journal copies no event). Raises :class:`UpcastError` (one line, naming
        the kind) if its version is not a version of that kind, or an upcaster cannot
        read it.
        """
        return self.upcast_all([stored])[0]

    def upcast_all(self, events: list[StoredEvent]) -> list[StoredEvent]:
        """:meth:`upcast` each of a record's events, in place (the journal's hot path)."""
        current_of = self._current.get
        for index, stored in enumerate(events):
            version = stored.pop(VERSION_KEY, FIRST_VERSION)
            kind = stored.get("kind")
            current = current_of(kind, FIRST_VERSION) if type(kind) is str else FIRST_VERSION
            if version != current or type(version) is not int:
                events[index] = self._upgrade(stored, kind, version, current)
        return events

    def _upgrade(self, event: StoredEvent, kind: object, version: Any, current: int) -> StoredEvent:
        if type(version) is not int or version < FIRST_VERSION:
            raise UpcastError(
                _("event {kind!r} has version {version!r}, not a version number").format(
                    kind=kind, version=version
                )
            )
        if version > current:
            raise UpcastError(
                _(
                    "event {kind!r} is version {version}, newer than this degaine reads"
                    " ({current}): a later degaine wrote it"
                ).format(kind=kind, version=version, current=current)
            )
        while version < current:
            try:
                event = self._steps[(str(kind), version)](event)
            except (KeyError, TypeError, ValueError, AttributeError) as error:
                # An old event without the fields its version had: damaged, say which.
                raise UpcastError(
                    _("event {kind!r} version {version} cannot be upgraded ({error})").format(
                        kind=kind, version=version, error=f"{type(error).__name__}: {error}"
                    )
                ) from None
            version += 1
        return event


#: The upcasters the journal uses.
UPCASTERS = Upcasters()

# -- The history of the stored events' shapes ------------------------------------------
# Register every upcaster here, with ``@UPCASTERS.register("kind", N)``, and not in a
# system's modules: the journal reads records before any system is imported. A kind
# without upcasters is at version 1, its shape unchanged since the first release.


@UPCASTERS.register("vampire.rolled", 1)
def vampire_rolls_name_their_group(event: StoredEvent) -> StoredEvent:
    """Version 2 says which roll-once group (G7) shares each roll; a version-1 roll
    cannot tell, so each reads as its own, as it did then."""
    event["rolls"] = [{**roll, "group": None} for roll in event["rolls"]]
    return event


@UPCASTERS.register("zebra.sequence_started", 1)
def zebra_counters_name_their_group(event: StoredEvent) -> StoredEvent:
    """Version 2 says which roll-once group (G7) shares each counter; a version-1
    counter cannot tell, so each reads as its own, as it did then."""
    event["counters"] = [{**counter, "group": None} for counter in event["counters"]]
    return event


@UPCASTERS.register("western.revealed", 1)
def western_reveal_names_its_scores(event: StoredEvent) -> StoredEvent:
    """Version 2 holds the scores revealed; a version-1 reveal did not keep them (the
    state knows them, the record told none), so it names none, as it did then."""
    return {**event, "scores": {}}
