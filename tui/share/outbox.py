"""What goes to one browser viewer, sent by a task of its own, within a bound.

The board's output is never awaited on the browser: a browser that does not read
(a flood of resizes, a phone asleep) would otherwise hold the task that reads the
board, then the board's pipe, then the board's end and its viewer's slot (issue 22).
Here the board's frames are queued and the queue is bounded: once a viewer has
more than :data:`MOST_UNSENT_BYTES` waiting, it is closed. Dropping frames instead
would leave a wrong screen, as each frame only says what changed.
"""

import asyncio
import contextlib
from collections import deque
from collections.abc import Callable

from aiohttp import web

#: A full 500×200 board in colour is about 300 KB of escape codes: a viewer this far
#: behind is not reading.
MOST_UNSENT_BYTES = 1024 * 1024


class Outbox:
    """The frames for one websocket; ``on_overflow`` once the viewer is too far behind."""

    def __init__(self, websocket: web.WebSocketResponse, on_overflow: Callable[[], None]) -> None:
        self.websocket = websocket
        self._on_overflow = on_overflow
        self._frames: deque[bytes | str] = deque()
        self._unsent = 0
        self._ready = asyncio.Event()
        self._open = True
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._send_all())

    async def put_bytes(self, data: bytes) -> None:
        """Queue ``data`` (never waits: it is called by the task that reads the board)."""
        self.put(data)

    async def put_str(self, text: str) -> None:
        self.put(text)

    def put(self, frame: bytes | str) -> None:
        if not self._open:
            return
        self._unsent += len(frame)
        if self._unsent > MOST_UNSENT_BYTES:
            self.close()
            self._on_overflow()
            return
        self._frames.append(frame)
        self._ready.set()

    def close(self) -> None:
        """Nothing more is sent (safe to call twice); the frames waiting are dropped."""
        self._open = False
        self._frames.clear()
        if self._task is not None:
            self._task.cancel()

    async def _send_all(self) -> None:
        with contextlib.suppress(ConnectionError, RuntimeError):  # the browser went away
            while self._open:
                await self._ready.wait()
                self._ready.clear()
                while self._frames:
                    frame = self._frames.popleft()
                    if isinstance(frame, bytes):
                        await self.websocket.send_bytes(frame)
                    else:
                        await self.websocket.send_str(frame)
                    self._unsent -= len(frame)
