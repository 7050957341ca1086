"""One browser viewer's ``degaine board`` process, run under Textual's web driver.

textual-serve's :class:`AppService` speaks the packet protocol (``D`` data, ``M``
meta) with the process; this subclass keeps its packet writers and its handling of
the process's meta packets, and changes how the process lives and dies:

- it runs the board's argv itself (no shell), in a session of its own, so that
  ending a viewer ends every process the board may have started, with a driver
  that ends the board when this server goes away (:mod:`tui.share.board_driver`);
- the board's standard error goes to the share's log, one line, never to the
  GM's terminal (textual-serve copies it to ``sys.stdout``);
- :meth:`stop` is bounded: the board is asked to quit, then killed.
"""

import asyncio
import contextlib
import logging
import os
import signal
from asyncio.subprocess import PIPE, Process
from collections.abc import Awaitable, Callable, Sequence

from textual_serve.app_service import AppService
from textual_serve.download_manager import DownloadManager

from i18n import _
from i18n.text import clipped, printable
from tui.share.board_driver import DRIVER_NAME

log = logging.getLogger("degaine.share")

#: How long a board asked to quit may take before it is killed. A board quits in a
#: fraction of a second; it holds nothing to save (it only reads the store).
QUIT_GRACE_SECONDS = 1.0
#: How much of the board's standard error is kept for the log line.
STDERR_KEPT_BYTES = 8192
#: The line the web driver writes first: what follows is packets.
PRELUDE = b"__GANGLION__\n"
#: How many lines before the prelude a process may print (Python's warnings...).
PRELUDE_LINES = 10


class BoardProcess(AppService):
    """Starts one viewer's board and relays its frames to ``write_bytes``."""

    def __init__(
        self,
        argv: Sequence[str],
        *,
        write_bytes: Callable[[bytes], Awaitable[None]],
        write_str: Callable[[str], Awaitable[None]],
        close: Callable[[], Awaitable[None]],
        download_manager: DownloadManager,
    ) -> None:
        super().__init__(
            argv[0],
            write_bytes=write_bytes,
            write_str=write_str,
            close=close,
            download_manager=download_manager,
        )
        self.argv = list(argv)
        self._stderr_tail = bytearray()
        self._ending: asyncio.Task[None] | None = None

    @property
    def pid(self) -> int | None:
        """The board's process id, once started."""
        return None if self._process is None else self._process.pid

    def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
        environment = super()._build_environment(width=width, height=height)
        environment["TEXTUAL_DRIVER"] = DRIVER_NAME  # the web driver that ends with us
        return environment

    async def _open_app_process(self, width: int = 80, height: int = 24) -> Process:
        self._process = process = await asyncio.create_subprocess_exec(
            *self.argv,
            stdin=PIPE,
            stdout=PIPE,
            stderr=PIPE,
            env=self._build_environment(width=width, height=height),
            start_new_session=True,
        )
        assert process.stdin is not None
        self._stdin = process.stdin
        return process

    async def run(self) -> None:
        """Relay the board's packets until its output ends, then close the viewer."""
        process = self._process
        assert process is not None and process.stdout is not None
        stderr_task = asyncio.create_task(self._keep_stderr())
        try:
            if await self._read_prelude(process.stdout):
                await self._relay_packets(process.stdout)
            elif self._ending is None:  # not the viewer leaving while it started
                log.warning(_("a viewer's board did not start"))
        except (asyncio.IncompleteReadError, ConnectionResetError):
            pass  # the board ended: its output stopped mid-packet or at a packet's end
        finally:
            await stderr_task
            self._log_stderr()
            # The board gone (quit, crashed or killed), the viewer's page says so.
            with contextlib.suppress(ConnectionError, RuntimeError):
                await self.remote_close()

    async def _read_prelude(self, stdout: asyncio.StreamReader) -> bool:
        for _line in range(PRELUDE_LINES):
            line = await stdout.readline()
            if not line:
                return False
            if line == PRELUDE:
                return True
        return False

    async def _relay_packets(self, stdout: asyncio.StreamReader) -> None:
        while True:
            kind = await stdout.readexactly(1)
            size = int.from_bytes(await stdout.readexactly(4), "big")
            payload = await stdout.readexactly(size)
            if kind == b"D":
                await self.on_data(payload)
            elif kind == b"M":
                await self.on_meta(payload)
            elif kind == b"P":
                await self.on_packed(payload)

    async def _keep_stderr(self) -> None:
        assert self._process is not None and self._process.stderr is not None
        stderr = self._process.stderr
        while chunk := await stderr.read(4096):
            self._stderr_tail += chunk
            del self._stderr_tail[:-STDERR_KEPT_BYTES]

    def _log_stderr(self) -> None:
        lines = [
            printable(line) for line in self._stderr_tail.decode("utf-8", "replace").split("\n")
        ]
        said = [line.strip() for line in lines if line.strip()]
        if said:
            log.warning(_("a viewer's board said: {line}").format(line=clipped(said[-1], 200)))

    def _writable(self) -> bool:
        # A board gone: writing to its pipe would only make asyncio log a warning.
        process, stdin = self._process, self._stdin
        return not (process is None or process.returncode is not None or stdin is None) and (
            not stdin.is_closing()
        )

    async def send_bytes(self, data: bytes) -> bool:
        return self._writable() and await super().send_bytes(data)

    async def send_meta(self, data: dict[str, str | int | bool | None]) -> bool:
        return self._writable() and await super().send_meta(data)

    async def start(self, width: int, height: int) -> None:
        """Start the board, unless :meth:`stop` came first (then nothing starts)."""
        if self._ending is None:
            await super().start(width, height)

    async def stop(self) -> None:
        """End the board (asked to quit, killed after a second) and wait for it.

        Safe to call any number of times, from any number of tasks at once.
        """
        if self._ending is None:
            self._ending = asyncio.create_task(self._end())
        await asyncio.shield(self._ending)

    async def _end(self) -> None:
        process = self._process
        if process is None:
            return
        await self._download_manager.cancel_app_downloads(app_service_id=self.app_service_id)
        if process.returncode is None:
            await self.send_meta({"type": "quit"})
            try:
                await asyncio.wait_for(process.wait(), QUIT_GRACE_SECONDS)
            except TimeoutError:
                self._kill_group()
                await process.wait()
        if self._task is not None:
            # Its output has ended; the relay may still wait on a browser that reads slowly
            # (its websocket is closed by then, so not for long).
            # wait_for cancels it after that: nothing more goes to that browser.
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._task, QUIT_GRACE_SECONDS)

    def _kill_group(self) -> None:
        assert self._process is not None
        # Its own session, so its group (any process the board started too), never ours;
        # called before the board is reaped, so its pid cannot have been reused.
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self._process.pid, signal.SIGKILL)
