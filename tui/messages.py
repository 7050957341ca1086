"""Messages the bridge posts to the screen that shows an encounter."""

from textual.message import Message

from rules.encounter import Change


class EncounterChanged(Message):
    """The encounter handled a command, an undo or a redo; redraw from ``change``."""

    def __init__(self, change: Change) -> None:
        super().__init__()
        self.change = change


class CommandRefused(Message):
    """The rules refused a command; ``text`` is the sentence to show the GM."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
