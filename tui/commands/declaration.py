"""A UI command: one declaration from which the binding, footer, help and palette derive."""

from collections.abc import Iterable
from dataclasses import dataclass

from textual.binding import Binding, BindingType


@dataclass(frozen=True)
class UiCommand:
    """One thing the GM can do from a screen.

    ``id`` is stable: it is the binding id a config file uses to rebind the key.
    ``label`` is the footer's short text and ``help`` the longer sentence shown
    in the help screen, the footer tooltip and the command palette. Both are
    already translated (built with ``_``) where they are declared.
    """

    id: str
    key: str
    action: str
    label: str
    help: str
    show: bool = True
    key_display: str | None = None
    priority: bool = False

    def binding(self) -> Binding:
        return Binding(
            self.key,
            self.action,
            self.label,
            show=self.show,
            key_display=self.key_display,
            tooltip=self.help,
            id=self.id,
            priority=self.priority,
        )


def bindings_of(commands: Iterable[UiCommand]) -> list[BindingType]:
    """The bindings, help first, then the log: the footer shows only the entries that fit
    whole, and the key that lists every other key, and the one that shows the log a
    narrow board hides, must always be on it."""
    first = (".help", ".log")

    def rank(command: UiCommand) -> int:
        return next((i for i, end in enumerate(first) if command.id.endswith(end)), len(first))

    ordered = sorted(commands, key=rank)
    return [command.binding() for command in ordered]
