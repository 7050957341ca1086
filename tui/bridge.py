"""The small bridge between the rules core and the UI.

The UI sends commands through :meth:`EncounterBridge.send`; the encounter
commits each one to the store, then publishes a change, which the bridge
turns into a Textual message for the screen showing the encounter. Widgets
redraw from those messages and never read each other.
"""

from collections.abc import Callable
from typing import Any

from textual.message_pump import MessagePump

from rules.encounter import Change, Encounter
from rules.errors import RuleError
from tui.messages import CommandRefused, EncounterChanged


class EncounterBridge:
    def __init__(self, encounter: Encounter) -> None:
        self.encounter = encounter
        self.target: MessagePump | None = None
        #: The last refusal's sentence, for screens that reopen a form with it.
        self.last_error: str | None = None
        #: How many changes the encounter has published: a screen that was not the
        #: target for a while compares it with the count it last drew.
        self.changes = 0
        self._unsubscribe: Callable[[], None] = encounter.subscribe(self._changed)

    def _changed(self, change: Change) -> None:
        self.changes += 1
        if self.target is not None:
            self.target.post_message(EncounterChanged(change))

    def send(self, command: dict[str, Any]) -> bool:
        """Send one command; a refusal becomes a CommandRefused message. True if applied."""
        try:
            self.encounter.handle(command)
        except RuleError as error:
            self.last_error = error.message
            if self.target is not None:
                self.target.post_message(CommandRefused(error.message))
            return False
        self.last_error = None
        return True

    def close(self) -> None:
        self._unsubscribe()
        self.target = None
