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
