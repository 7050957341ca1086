"""The small bridge between the rules core and the UI.

The UI sends commands through :meth:`EncounterBridge.send`; the encounter
commits each one to the store, then publishes a change, which the bridge
turns into a Textual message for the screen showing the encounter. Widgets
redraw from those messages and never read each other.

A resumed encounter may open *deferred*: its board paints from the view the
store saved with the journal's head, and the journal is replayed just after
the first paint, or sooner if anything asks for the encounter. Nothing can be
sent before the real encounter exists, since sending goes through it.
"""

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from textual.message_pump import MessagePump

from rules.errors import RuleError
from tui.messages import CommandRefused, EncounterChanged, EncounterLoaded

if TYPE_CHECKING:
    from rules.encounter import Change, Encounter
    from rules.journal import StoredView


class EncounterBridge:
    def __init__(self, encounter: "Encounter") -> None:
        self._start(None, None)
        self._attach(encounter)

    @classmethod
    def deferred(
        cls, open_encounter: Callable[[], "Encounter"], stored_view: "StoredView"
    ) -> "EncounterBridge":
        """A bridge whose encounter ``open_encounter`` replays at first use."""
        bridge = cls.__new__(cls)
        bridge._start(open_encounter, stored_view)
        return bridge

    def _start(
        self, open_encounter: Callable[[], "Encounter"] | None, stored_view: "StoredView | None"
    ) -> None:
        self.target: MessagePump | None = None
        #: The last refusal's sentence, for screens that reopen a form with it.
        self.last_error: str | None = None
        #: Counts the changes, so that a screen coming back on top knows whether to redraw.
        self.version = 0
        #: What a deferred bridge shows until its encounter is replayed.
        self.stored_view = stored_view
        self._open = open_encounter
        self._encounter: Encounter | None = None
        self._unsubscribe: Callable[[], None] | None = None

    def _attach(self, encounter: "Encounter") -> None:
        self._encounter = encounter
        self._unsubscribe = encounter.subscribe(self._changed)

    @property
    def loaded(self) -> bool:
        return self._encounter is not None

    @property
    def encounter(self) -> "Encounter":
        """The encounter; a deferred one is replayed from its journal here, at first use."""
        if self._encounter is None:
            assert self._open is not None
            self._attach(self._open())
            self._open = None
            if self.target is not None:
                self.target.post_message(EncounterLoaded())
        assert self._encounter is not None
        return self._encounter

    @property
    def system(self) -> str | None:
        """The encounter's system, known without replaying the journal."""
        if self._encounter is None and self.stored_view is not None:
            system: str | None = self.stored_view.state["system"]
            return system
        return self.encounter.state.system

    def _changed(self, change: "Change") -> None:
        self.version += 1
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
        if self._unsubscribe is not None:
            self._unsubscribe()
        self._open = None
        self.target = None
