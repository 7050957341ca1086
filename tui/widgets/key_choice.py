"""A choice among a few options, every one in view, each picked by its own key.

A dropdown hides the options and takes Enter for itself (Enter opens it), so a
form could only be confirmed with Ctrl+S from there. Here the options stand in a
row, ``◉ [p] PC   ○ [n] NPC``: the option's key (its first free letter) picks
it, ←/→ move, and Enter is left to the form, which it confirms.
"""

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.content import Content
from textual.events import Key
from textual.reactive import reactive
from textual.widget import Widget

from tui.shown import printable

#: The most options shown as a row; more go to a dropdown.
MOST_IN_A_ROW = 4


def option_keys(labels: list[str]) -> list[str]:
    """One key per label: its first letter not taken yet, else a later one, else a digit.

    ``["Sang-froid 2", "Poker 0", "Survie 0"]`` → ``["s", "p", "u"]``.
    """
    taken: list[str] = []
    for number, label in enumerate(labels, start=1):
        letters = [ch for ch in label.lower() if ch.isascii() and ch.isalnum()]
        free = next((ch for ch in letters if ch not in taken), None)
        taken.append(free if free is not None else str(number % 10))
    return taken


class KeyChoice(Widget, can_focus=True):
    """One value of ``choices`` (value, label); the value is one of theirs."""

    DEFAULT_CSS = """
    KeyChoice { height: auto; width: 1fr; padding: 0 1; background: $boost; }
    KeyChoice:focus { background-tint: $foreground 10%; text-style: bold; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", "Previous", show=False),
        Binding("right", "move(1)", "Next", show=False),
    ]

    value: reactive[str] = reactive("")

    def __init__(
        self, choices: tuple[tuple[str, str], ...], value: str, *, id: str | None = None
    ) -> None:
        super().__init__(id=id)
        self.choices = choices
        self.keys = option_keys([label for _value, label in choices])
        values = [choice for choice, _label in choices]
        self.set_reactive(KeyChoice.value, value if value in values else values[0])

    def render(self) -> Content:
        parts = []
        for (value, label), key in zip(self.choices, self.keys, strict=True):
            mark = "◉" if value == self.value else "○"
            parts.append(f"{mark} [{key}] {printable(label)}")
        return Content("   ".join(parts))

    def action_move(self, step: int) -> None:
        values = [value for value, _label in self.choices]
        self.value = values[(values.index(self.value) + step) % len(values)]

    def on_key(self, event: Key) -> None:
        # Only the options' own keys are this widget's: every other key goes on to the
        # form (Enter confirms it, Tab moves on).
        character = (event.character or "").lower()
        if character in self.keys:
            event.stop()
            event.prevent_default()
            self.value = self.choices[self.keys.index(character)][0]
