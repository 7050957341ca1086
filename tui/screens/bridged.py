"""A screen that shows the bridged encounter: it hears its changes and refusals."""

from typing import Any

from textual.reactive import reactive
from textual.screen import Screen

from rules.i18n import _
from tui.bridge import EncounterBridge
from tui.messages import CommandRefused, EncounterChanged, EncounterLost, EncounterReloaded
from tui.shown import printable


class BridgedScreen(Screen[Any]):
    """Receives the bridge's messages while on top, and redraws from the encounter.

    Only the screen on top hears the bridge; one that comes back on top after
    another screen sent commands (the duel over the board) redraws at once.
    """

    bridge: EncounterBridge
    #: The bridge's version this screen last drew.
    drawn_version = -1

    #: How many commands undo and redo can walk, for the status bar. The screen only
    #: hands them to its widgets: repainting itself would redraw every widget on it.
    undo_depth: reactive[int] = reactive(0, repaint=False)
    redo_depth: reactive[int] = reactive(0, repaint=False)

    def attach(self) -> None:
        """Take the bridge's messages and draw: call it from ``on_mount``."""
        self.bridge.target = self
        self.drawn_version = self.bridge.version
        self.redraw()

    def redraw(self) -> None:
        raise NotImplementedError

    def send(self, command: dict[str, Any]) -> bool:
        return self.bridge.send(command)

    def count_history(self) -> None:
        encounter = self.bridge.encounter
        self.undo_depth = len(encounter.records)
        self.redo_depth = encounter.redo_depth

    def action_undo(self) -> None:
        self.send({"cmd": "undo"})

    def action_redo(self) -> None:
        self.send({"cmd": "redo"})

    def actor_name(self, actor: str) -> str:
        """The name forms and messages show (printable, whatever the store holds)."""
        combatant = self.bridge.encounter.state.combatants.get(actor)
        return printable(combatant.name if combatant else actor)

    def on_screen_resume(self) -> None:
        self.bridge.target = self
        if self.drawn_version != self.bridge.version:
            self.drawn_version = self.bridge.version
            self.redraw()

    def on_encounter_changed(self, message: EncounterChanged) -> None:
        self.drawn_version = self.bridge.version
        self.redraw()

    def on_command_refused(self, message: CommandRefused) -> None:
        self.notify(message.text, title=_("Refused"), severity="warning", timeout=6)

    def on_encounter_reloaded(self, message: EncounterReloaded) -> None:
        # Another window's commits: what the GM sees is the store's encounter again.
        self.drawn_version = self.bridge.version
        self.redraw()
        if message.notice is not None:
            self.notify(message.notice, title=_("Not applied"), severity="warning", timeout=8)

    def on_encounter_lost(self, message: EncounterLost) -> None:
        self.notify(message.text, severity="error", timeout=10)
        self.app.show_home()  # type: ignore[attr-defined]
