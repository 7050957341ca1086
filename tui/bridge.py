"""The small bridge between the rules core and the UI.

The UI sends commands through :meth:`EncounterBridge.send`; the encounter
commits each one to the store, then publishes a change, which the bridge
turns into a Textual message for the screen showing the encounter. Widgets
redraw from those messages and never read each other.

A resumed encounter may open *deferred*: its board paints from the view the
store saved with the journal's head, and the journal is replayed just after
the first paint, or sooner if anything asks for the encounter. Nothing can be
sent before the real encounter exists, since sending goes through it.

A second GM window on the same encounter (another ``degaine`` on the same store)
is a full peer: either can drive. Each follows the other's commits (:meth:`follow`,
which the app calls while idle), and a command sent from a window that has not
caught up yet is refused by the store (``StaleEncounter``): the bridge reloads the
encounter, the screen redraws and tells the GM the command was not applied. It is
never sent again on the GM's behalf: what it meant may have changed.
"""

import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from textual.message_pump import MessagePump

from rules.errors import RuleError, StaleEncounter
from rules.i18n import _
from tui.messages import (
    CommandRefused,
    EncounterChanged,
    EncounterLoaded,
    EncounterLost,
    EncounterReloaded,
)

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
        #: The store's ``data_version`` at the last :meth:`follow`.
        self._data_version: int | None = None

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
        """Send one command; a refusal becomes a CommandRefused message. True if applied.

        Refused because another window wrote the encounter first (or refused by rules
        that judged a state another window has changed since), it becomes an
        EncounterReloaded message instead, with the encounter reloaded.
        """
        try:
            self.encounter.handle(command)
        except RuleError as error:
            if isinstance(error, StaleEncounter) or self._moved_elsewhere():
                self.last_error = _(
                    "Another window changed this encounter: your command was not applied."
                )
                self._reload(self.last_error)
                return False
            self.last_error = error.message
            if self.target is not None:
                self.target.post_message(CommandRefused(error.message))
            return False
        self.last_error = None
        return True

    def follow(self) -> None:
        """Catch up with what another window committed: one tiny query when nothing did.

        A deferred bridge waits for its replay, which reads the store as it is then.
        """
        encounter = self._encounter
        if encounter is None or encounter.store is None or encounter.id is None:
            return
        try:
            version = encounter.store.data_version()
            if version == self._data_version:
                return
            self._data_version = version
            revision = encounter.store.revision(encounter.id)
        except sqlite3.Error:
            return  # busy, or gone for a moment: the next call tries again
        # Opening the encounter elsewhere (``touch``) commits without moving the revision.
        if revision != encounter.revision:
            self._reload(None)

    def _moved_elsewhere(self) -> bool:
        encounter = self.encounter
        if encounter.store is None or encounter.id is None:
            return False
        try:
            return encounter.store.revision(encounter.id) != encounter.revision
        except sqlite3.Error:
            return False

    def _reload(self, notice: str | None) -> None:
        try:
            changed = self.encounter.reload()
        except KeyError:
            self._lost(_("Another window deleted this encounter."))
            return
        except Exception as error:  # a damaged journal must not take the table down
            from rules.damage import problem_of

            self._lost(
                _("Could not reload this encounter: {error}").format(error=problem_of(error))
            )
            return
        if changed:
            self.version += 1
        if self.target is not None and (changed or notice is not None):
            self.target.post_message(EncounterReloaded(notice))

    def _lost(self, text: str) -> None:
        self.last_error = text
        if self.target is not None:
            self.target.post_message(EncounterLost(text))

    def close(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
        self._open = None
        self.target = None
