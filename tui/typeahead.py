"""Keys of one burst are handled one at a time, and dropped once a dialog answered.

Textual routes a key to the widget focused when the app takes the key in, but
runs its binding later, when the key has bubbled back up to the app; so every key
of a burst (``Y Tab 3`` typed at once) was queued to the field focused before the
first Tab moved the focus, and a key typed with the one that opens a dialog went
to the screen beneath. Here the app keeps the raw keys in its own queue and routes
the next one only when the previous one is done (see :class:`BurstSafeApp`).

A dialog's answer (an option picked, a form submitted) lands a message after the
key that chose it. Once a screen answers, every key that reached degaine before
that moment and was not handled yet is dropped: the GM typed it while the dialog
was open, for the dialog, and never saw what comes next (the board, where Space
resolves, or a follow-up question).
"""

import math
from collections import deque
from collections.abc import Callable
from functools import partial
from typing import Any

from textual import events
from textual._time import get_time  # the clock Textual stamps every event with
from textual.app import App, ScreenStackError
from textual.message_pump import MessagePump

#: The screens one key may open one after the other (a screen, the dialog it opens as
#: it mounts…) that the next key waits for; a bound, so that no key ever waits forever.
MOST_SCREENS_PUSHED = 4


class BurstSafeApp(App[None]):
    """An app that routes raw keys one at a time, whose screens may void the keys typed."""

    #: Keys stamped up to this moment are stale: a screen answered after they came.
    keys_void_until: float = -math.inf

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: Raw keys taken in from the terminal and not routed yet, oldest first.
        self._keys_waiting: deque[events.Key] = deque()
        #: True from the moment a key is routed until all it caused has been handled.
        self._key_in_flight = False
        #: The path of the key in flight while no key waits behind it: the barrier is
        #: only sent down it when one comes (a key typed alone costs nothing more).
        self._path_to_clear: list[MessagePump] | None = None

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
        if isinstance(event, events.Key) and not event.is_forwarded:
            self._keys_waiting.append(event)
            if not self._key_in_flight:
                await self._route_next_key()
            elif self._path_to_clear is not None:
                self._clear_path(self._path_to_clear)
            return
        await super().on_event(event)

    async def _route_next_key(self) -> None:
        """Route the oldest waiting key to the focused widget of the screen on top.

        The key travels from that widget up to the app (where its binding runs) on
        message queues of their own; a barrier, a callback posted to each of those
        queues in turn from the bottom up, comes after the key and after every
        message the key made travel up that path. Two such passes (the key, then
        what its handlers and its action posted: a form's ``Submitted``, a dismiss),
        then one through the screen now on top (a dialog the key pushed: composed,
        its field focused) and through any it opened in turn as it mounted, and the
        next key goes where the GM now sees the focus.
        The barrier is sent only when a next key has come.
        """
        key = self._next_fresh_key()
        if key is None:
            self._key_in_flight = False
            return
        self._key_in_flight = True
        path = self._key_path()
        try:
            await super().on_event(key)
        except BaseException:
            self._key_in_flight = False  # the app is going down: no key waits on this one
            raise
        if self._keys_waiting:
            self._clear_path(path)
        else:
            self._path_to_clear = path

    def _clear_path(self, path: list[MessagePump]) -> None:
        """Route the next key once all the key in flight caused along ``path`` is handled.

        A barrier sent later than the key still comes after it and after what it caused.
        """
        self._path_to_clear = None
        self._pass_barrier(list(path), partial(self._pass_barrier, path, self._through_top_screen))

    def _next_fresh_key(self) -> events.Key | None:
        while self._keys_waiting and not self._closing:
            key = self._keys_waiting.popleft()
            if not self.is_stale(key):
                return key
        return None

    def _through_top_screen(self, passed: tuple[MessagePump, ...] = ()) -> None:
        """Pass the screen on top, then the one it pushed meanwhile, if any, and so on:
        a pick the ambush screen opens as it mounts is composed and focused too."""
        top = self._key_path()[-2:]
        if top[0] in passed or len(passed) >= MOST_SCREENS_PUSHED:
            self._key_done()
            return
        self._pass_barrier(top, partial(self._through_top_screen, (*passed, top[0])))

    def _key_path(self) -> list[MessagePump]:
        """The pumps a key routed now crosses: the focused widget (or the screen), up to the app."""
        try:
            target: MessagePump = self.focused or self.screen
        except ScreenStackError:  # no screen: the app is starting or closing
            return [self]
        path: list[MessagePump] = [target]
        while (parent := path[-1]._parent) is not None:
            path.append(parent)
        return path

    def _pass_barrier(self, path: list[MessagePump], then: Callable[[], None]) -> None:
        """Run ``then`` once every pump of ``path``, in order, has handled what it had queued."""
        while path:
            pump = path.pop(0)
            # False when the pump has closed (a dialog gone): nothing left to wait for there.
            if pump.call_later(self._pass_barrier, path, then):
                return
        then()

    def _key_done(self) -> None:
        # The routing of the next key waits its turn on the app's queue, behind the keys
        # of a second write the driver queued there already: until it runs, the key stays
        # in flight, or one of those would be routed at once, beside it, to the field
        # focused before the next key's Tab is handled ("Boss", then "Tab p": "Bossp").
        if self._keys_waiting and self.call_later(self._route_next_key):
            return
        self._keys_waiting.clear()  # nothing waits, or the app is closing
        self._key_in_flight = False


def void_pending_keys(app: App[Any]) -> None:
    if isinstance(app, BurstSafeApp):
        app.void_pending_keys()
