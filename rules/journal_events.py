"""Decoding the events a journal record stores: the core's, and each system's own.

A system declares its events (:attr:`rules.system.System.events`) and each one's
``kind`` starts with the system's key and a dot (``"zebra.acted"``): that prefix
says which system to ask, so decoding a record needs nothing but the record, and
only that system is imported.
"""

from typing import Any

from i18n import _
from rules.errors import InvalidCommand
from rules.events import CORE_EVENTS, Event, event_kind
from rules.system import AnySystem
from rules.systems import SYSTEMS, get_system

_CORE_KINDS: dict[str, type[Event]] = {event_kind(event): event for event in CORE_EVENTS}
_SYSTEM_KINDS: dict[AnySystem, dict[str, type[Event]]] = {}


def kinds_of(system: AnySystem) -> dict[str, type[Event]]:
    """The system's events by kind; TypeError if one is not named ``"<key>.…"`` or two
    share a kind (a mistake in the system's code, not in the journal)."""
    found = _SYSTEM_KINDS.get(system)
    if found is None:
        found = {}
        for event in system.events:
            kind = event_kind(event)
            if not kind.startswith(system.name + ".") or kind in found:
                raise TypeError(f"{system.name}: event kind {kind!r} is misnamed or repeated")
            found[kind] = event
        _SYSTEM_KINDS[system] = found
    return found


def decode_event(data: dict[str, Any]) -> Event:
    """Rebuild an event from the journal's JSON (pydantic's error if it does not validate)."""
    kind = data.get("kind")
    model = _CORE_KINDS.get(kind) if isinstance(kind, str) else None
    if model is None and isinstance(kind, str):
        prefix, dot, _rest = kind.partition(".")
        if dot and prefix in SYSTEMS:
            model = kinds_of(get_system(prefix)).get(kind)
    if model is None:
        raise InvalidCommand(_("unknown event kind {kind!r} in journal").format(kind=kind))
    return model.model_validate(data)
