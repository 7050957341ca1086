"""One browser viewer of the web way in: its websocket, its board, and what passes between.

Nothing here waits on the browser's reading or on the board without a bound (issue 22):
the board's frames go through an :class:`Outbox`, the browser's keys and sizes are
written to the board without waiting, and closing is bounded, so that the end of the
connection is seen, and the viewer's slot given back, within moments of it coming.
"""

import asyncio
import contextlib
import json
import logging
from collections.abc import Sequence
from typing import Any

from aiohttp import WSCloseCode, WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.download_manager import DownloadManager

from i18n import _
from tui.share.outbox import Outbox
from tui.share.web_viewer import BoardProcess

log = logging.getLogger("degaine.share")

#: The largest board a browser may ask for: enough for any screen, not for a flood.
MAX_COLUMNS = 500
MAX_ROWS = 200
#: The largest frame a browser sends (keys typed, a paste): the board only scrolls.
MAX_MESSAGE_BYTES = 64 * 1024
#: How long closing a viewer's websocket waits for the browser's answer.
CLOSE_TIMEOUT_SECONDS = 0.5
#: The most a websocket's close frame may say (RFC 6455: 125 bytes, 2 of them the code).
MAX_CLOSE_REASON_BYTES = 123


def close_reason(reason: str) -> bytes:
    """``reason`` as a close frame carries it: UTF-8, within its 123 bytes, whole letters."""
    return reason.encode("utf-8")[:MAX_CLOSE_REASON_BYTES].decode("utf-8", "ignore").encode()


def size_within(value: str | None, default: int, largest: int) -> int:
    """A terminal dimension from a browser, always within 1..largest."""
    if value is None or not value.isascii() or not value.isdigit():
        return default
    return max(1, min(int(value[:6]), largest))


class BrowserViewer:
    """A browser's websocket and the board process that feeds it."""

    def __init__(
        self, board_argv: Sequence[str], downloads: DownloadManager, request: web.Request
    ) -> None:
        self.request = request
        self.websocket = web.WebSocketResponse(
            heartbeat=15, timeout=CLOSE_TIMEOUT_SECONDS, max_msg_size=MAX_MESSAGE_BYTES
        )
        self.outbox = Outbox(self.websocket, on_overflow=self._drop)
        self.board = BoardProcess(
            board_argv,
            write_bytes=self.outbox.put_bytes,
            write_str=self.outbox.put_str,
            close=self._close,
            download_manager=downloads,
        )
        self._closing: asyncio.Task[None] | None = None

    async def _close(self) -> None:
        """The board ended (its q key, a crash): close the browser's end, without waiting."""
        if self._closing is None:
            self._closing = asyncio.get_running_loop().create_task(self._close_websocket())

    def _drop(self) -> None:
        """Too far behind (it does not read): the connection goes, the rest follows."""
        transport = self.request.transport
        if transport is not None:
            transport.abort()

    async def _close_websocket(self, reason: str = "") -> None:
        # A browser that does not read would hold the close frame: not for long.
        if self.websocket.prepared and not self.websocket.closed:
            closing = self.websocket.close(
                code=WSCloseCode.GOING_AWAY, message=close_reason(reason)
            )
            try:
                await asyncio.wait_for(closing, CLOSE_TIMEOUT_SECONDS)
            except (TimeoutError, ConnectionError, RuntimeError):
                self._drop()

    async def run(self) -> None:
        """Start the board, relay the browser's keys and sizes until either side ends."""
        query = self.request.query
        width = size_within(query.get("width"), 80, MAX_COLUMNS)
        height = size_within(query.get("height"), 24, MAX_ROWS)
        with contextlib.suppress(ConnectionError):  # the browser went away
            await self.websocket.prepare(self.request)
            self.outbox.start()
            try:
                await self.board.start(width, height)
            except OSError as error:  # the board's program cannot be started at all
                log.warning(_("a viewer's board cannot start: {problem}").format(problem=error))
                return
            if self.board.pid is None:  # the share stopped while this viewer connected
                return
            await relay_browser(self.websocket, self.board, self.outbox)

    async def end(self, reason: str = "") -> None:
        """Close the connection and end the board at once (safe to call twice), bounded.

        ``reason``, the page shows in place of its "Session ended." (tui/share/web.py).
        """
        self.outbox.close()
        # Both, whatever the other meets: the board's end must not wait on the browser's.
        await asyncio.gather(
            self._close_websocket(reason), self.board.stop(), return_exceptions=True
        )
        if self._closing is not None:
            await self._closing


async def relay_browser(
    websocket: web.WebSocketResponse, board: AppService, outbox: Outbox
) -> None:
    """Pass the browser's frames to the board until the websocket closes.

    The frames of textual-serve's page: ``["stdin", text]``, ``["resize", {"width": n,
    "height": n}]``, ``["ping", text]``, ``["blur"]``, ``["focus"]``. Anything else, or
    anything malformed, is dropped: it comes from a stranger's browser. Nothing here
    waits on the board or on the browser's reading: the end of the connection is seen
    as soon as it comes, whatever the browser sent before.
    """
    async for message in websocket:
        if message.type != WSMsgType.TEXT:
            continue
        try:
            envelope: Any = json.loads(message.data)
        except ValueError:
            continue
        if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
            continue
        kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
        if kind == "stdin" and isinstance(data, str):
            await board.send_bytes(data.encode("utf-8"))
        elif kind == "resize" and isinstance(data, dict):
            width = size_within(str(data.get("width")), 80, MAX_COLUMNS)
            height = size_within(str(data.get("height")), 24, MAX_ROWS)
            await board.set_terminal_size(width, height)
        elif kind == "ping" and isinstance(data, str):
            outbox.put(json.dumps(["pong", data[:64]]))
        elif kind == "blur":
            await board.blur()
        elif kind == "focus":
            await board.focus()
