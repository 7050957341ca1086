"""The cap on viewers, shared by every way in (web and SSH)."""

from collections.abc import Callable

#: How many viewers may watch at once unless the GM says otherwise.
DEFAULT_CAP = 16


class ViewerSlots:
    """Counts the viewers watching now and those served since the start.

    One instance per ``degaine share`` run: the web server and the SSH server
    take a slot before they start a viewer's board and give it back when that
    viewer's process ends, so the cap holds across both.
    """

    def __init__(self, cap: int = DEFAULT_CAP) -> None:
        if cap < 1:
            raise ValueError(f"cap must be at least 1, not {cap}")
        self.cap = cap
        self.active = 0
        self.served = 0
        self._listeners: list[Callable[[int], None]] = []

    def take(self) -> bool:
        """A slot for one more viewer, or False when ``cap`` viewers already watch."""
        if self.active >= self.cap:
            return False
        self.active += 1
        self.served += 1
        self._changed()
        return True

    def give_back(self) -> None:
        """The viewer holding a slot is gone (disconnected, its process ended)."""
        if self.active <= 0:
            raise RuntimeError("give_back without a slot taken")
        self.active -= 1
        self._changed()

    def on_change(self, listener: Callable[[int], None]) -> None:
        """Call ``listener(active)`` after every take and give-back."""
        self._listeners.append(listener)

    def _changed(self) -> None:
        for listener in self._listeners:
            listener(self.active)
