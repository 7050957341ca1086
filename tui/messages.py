"""Messages the bridge posts to the screen that shows an encounter."""

from typing import TYPE_CHECKING

from textual.message import Message

if TYPE_CHECKING:
    from rules.encounter import Change


class EncounterChanged(Message):
    """The encounter handled a command, an undo or a redo; redraw from ``change``."""

    def __init__(self, change: "Change") -> None:
        super().__init__()
        self.change = change


class EncounterLoaded(Message):
    """A board painted from the store's saved view: its journal is now replayed."""


class CommandRefused(Message):
    """The rules refused a command; ``text`` is the sentence to show the GM."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text


class EncounterReloaded(Message):
    """Another window changed the encounter: it was reloaded from the store; redraw.

    ``notice`` is the sentence to show the GM when a command of theirs was not applied
    because of it (None when the screen just follows the other window).
    """

    def __init__(self, notice: str | None) -> None:
        super().__init__()
        self.notice = notice


class EncounterLost(Message):
    """The encounter can no longer be shown (another window deleted it, or its journal
    can no longer be read); ``text`` says why, and the GM goes back to the list."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
