"""Keys that arrive in one burst with the key that answered a dialog are dropped.

Textual routes a key to the screen on top when it takes the key in, but runs its
binding later, against whatever screen is on top by then; and a dialog's answer
(an option picked, a form submitted) lands a message after the key that chose it.
So the second Enter of a burst used to reach a dialog that had already answered
and pop a screen that was not its own. Once a screen answers, every key that
reached degaine before that moment and was not handled yet is dropped: the GM
typed it while the dialog was open, for the dialog, and never saw what comes
next (the board, where Space resolves, or a follow-up question).
"""

import math
from typing import Any

from textual import events
from textual._time import get_time  # the clock Textual stamps every event with
from textual.app import App


class BurstSafeApp(App[None]):
    """An app whose screens may void the keys already typed when they answer."""

    #: Keys stamped up to this moment are stale: a screen answered after they came.
    keys_void_until: float = -math.inf

    def void_pending_keys(self) -> None:
        """A screen answered: the keys that came before now are no longer anyone's."""
        self.keys_void_until = get_time()

    def is_stale(self, event: events.Key) -> bool:
        return event.time <= self.keys_void_until

    async def on_event(self, event: events.Event) -> None:
        # Both ends of a key's journey come through here: when the app takes it in
        # from the terminal, and when it has bubbled back up to run a binding.
        if isinstance(event, events.Key) and self.is_stale(event):
            event.stop()
            event.prevent_default()
            return
        await super().on_event(event)


def void_pending_keys(app: App[Any]) -> None:
    if isinstance(app, BurstSafeApp):
        app.void_pending_keys()
