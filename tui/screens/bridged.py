"""A screen that shows the bridged encounter: it draws from the bridge's messages."""

from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING, Any, ParamSpec

from textual.reactive import reactive
from textual.screen import Screen

from i18n import _
from tui.bridge import EncounterBridge
from tui.memo import IdentityMemo
from tui.messages import EncounterChanged, EncounterLost, EncounterSnapshot
from tui.shown import printable

if TYPE_CHECKING:
    from rules.commands import Command
    from rules.encounter import Record
    from rules.state import EncounterState
    from tui.bridge import Refusal
    from tui.screens.form import FormScreen, FormValues

P = ParamSpec("P")


class BridgedScreen(Screen[Any]):
    """Receives the bridge's messages while on top, and redraws from what they carry.

    Only the screen on top hears the bridge; one that comes back on top after
    another screen sent commands (the duel over the board) hears the latest change
    at once.
    """

    bridge: EncounterBridge
    #: What the last message carried: the screen draws it, and its actions judge it.
    shown: EncounterSnapshot | None = None

    #: How many commands undo and redo can walk, for the status bar. The screen only
    #: hands them to its widgets: repainting itself would redraw every widget on it.
    undo_depth: reactive[int] = reactive(0, repaint=False)
    redo_depth: reactive[int] = reactive(0, repaint=False)

    def attach(self) -> None:
        """Take the bridge's messages and draw: call it from ``on_mount``."""
        self.take(self.bridge.current)
        self.bridge.listen(self, self.shown)

    def take(self, snapshot: EncounterSnapshot) -> None:
        """Draw ``snapshot`` (a message's), unless it is the one already drawn."""
        if snapshot is not self.shown:
            self.shown = snapshot
            self.redraw()

    def showing(self) -> EncounterSnapshot:
        """What the screen shows (the bridge's latest, if no message came yet)."""
        if self.shown is None:
            self.take(self.bridge.current)
        assert self.shown is not None
        return self.shown

    @property
    def state(self) -> "EncounterState":
        """The state the screen shows (see :meth:`showing`)."""
        return self.showing().state

    def redraw(self) -> None:
        raise NotImplementedError

    def send(self, command: "Callable[P, Command]", /, *args: P.args, **fields: P.kwargs) -> bool:
        """Send ``command(*args, **fields)``; True if applied (a refusal is shown)."""
        self.showing()
        return self.bridge.send(command, *args, **fields) is None

    def ask(self, form: "FormScreen", answered: "Callable[[FormValues | None], object]") -> None:
        """Open ``form``; each time the GM confirms it, ``answered(values)`` sends its
        commands. A refusal keeps the form open, written beside the field it concerns,
        with what was typed; Esc calls ``answered(None)``."""

        def attempt(values: "FormValues") -> "Refusal | None":
            with self.bridge.trying() as refused:
                answered(values)
            return refused[0] if refused else None

        def closed(values: "FormValues | None") -> None:
            if values is None:
                answered(None)

        form.attempt = attempt
        self.app.push_screen(form, closed)

    def refused(self, command: "type[Command]", actor: str | None = None) -> bool:
        """True if the rules refuse ``command`` for ``actor`` now, whatever its fields;
        their refusal is then shown as a refused command's is, and no dialog need open."""
        from rules.core import refusal

        problem = refusal(self.state, command, actor)
        if problem is None:
            return False
        self.notify(problem, title=_("Refused"), severity="warning", timeout=6)
        return True

    def count_history(self) -> None:
        if self.shown is not None:
            self.undo_depth = len(self.shown.records)
            self.redo_depth = self.shown.redo

    def action_undo(self) -> None:
        from rules.commands import Undo

        self.send(Undo)

    def action_redo(self) -> None:
        from rules.commands import Redo

        self.send(Redo)

    def actor_name(self, actor: str) -> str:
        """The name forms and messages show (printable, whatever the store holds)."""
        combatant = self.state.combatants.get(actor)
        return printable(combatant.name if combatant else actor)

    def on_screen_resume(self) -> None:
        self.bridge.listen(self, self.shown)

    def on_encounter_changed(self, message: EncounterChanged) -> None:
        self.take(message.snapshot)
        if message.error is not None:
            self.notify(message.error, title=_("Refused"), severity="warning", timeout=6)
        if message.kind in ("undo", "redo") and message.record is not None:
            self.tell_history(self.history_notice(message.kind, message.record))
        if message.notice is not None:
            # Another window's commits: what the GM sees is the store's encounter again.
            self.notify(message.notice, title=_("Not applied"), severity="warning", timeout=8)

    def tell_history(self, notice: str) -> None:
        """Say what an undo or redo walked over: a notification here; the board says it
        on its details line instead (see :meth:`BoardScreen.tell_history`)."""
        self.notify(notice, timeout=6)

    def history_notice(self, kind: str, record: "Record") -> str:
        """What an undo or redo walked over, in words, with everyone's display name.

        Kept by record: undoing a record always comes back to the same state (the same
        records and names before it), so its words are the same each time; a GM going
        back and forth over a roll of 200 does not have its dice described again.
        """
        from tui.presenters.log import history_notice, named_in

        said = self.notices.get(record, dict)
        if kind not in said:
            shown = self.showing()
            names = {
                # Only the records that add someone: the others may not be read yet.
                **named_in(self.bridge.encounter.added()),
                **{key: combatant.name for key, combatant in shown.state.combatants.items()},
            }
            said[kind] = history_notice(kind, record, names, shown.state.system)
        return said[kind]

    @cached_property
    def notices(self) -> "IdentityMemo[Record, dict[str, str]]":
        """The words of the last records undone or redone, by record, then by kind."""
        return IdentityMemo()

    def on_encounter_lost(self, message: EncounterLost) -> None:
        self.notify(message.text, severity="error", timeout=10)
        self.app.show_home()  # type: ignore[attr-defined]
