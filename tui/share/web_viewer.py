"""One browser viewer's ``degaine board`` process, run under Textual's web driver.

textual-serve's :class:`AppService` speaks the packet protocol (``D`` data, ``M``
meta) with the process; this subclass keeps its packet writers and its handling of
the process's meta packets, and changes how the process lives and dies:

- it runs the board's argv itself (no shell), in a session of its own, so that
  ending a viewer ends every process the board may have started, with a driver
  that ends the board when this server goes away (:mod:`tui.share.board_driver`);
- the board's standard error goes to the share's log, one line, never to the
  GM's terminal (textual-serve copies it to ``sys.stdout``);
- nothing it does waits on the board or the browser without a bound: what goes to
  the board is dropped when its pipe is full (keys only scroll, sizes come again),
  and :meth:`stop` waits for the exit status, never for the pipes' end (on Python
  3.11 ``Process.wait()`` waits for both, and a pipe nobody reads never ends).
"""

import asyncio
import contextlib
import json
import logging
import os
import signal
from asyncio.subprocess import PIPE, Process
from collections.abc import Awaitable, Callable, Sequence
from typing import Literal

from textual_serve.app_service import AppService
from textual_serve.download_manager import DownloadManager

from i18n import _
from i18n.text import clipped, printable
from tui.share.board_driver import DRIVER_NAME
from tui.share.exit_status import exited_within

log = logging.getLogger("degaine.share")

#: How long a board asked to quit may take before it is killed. A board quits in a
#: fraction of a second; it holds nothing to save (it only reads the store).
QUIT_GRACE_SECONDS = 0.5
#: How long a killed board's exit status, then the end of its output, are waited for.
KILLED_GRACE_SECONDS = 0.5
#: What may wait in the board's input pipe: a viewer's keys and sizes, never a flood.
MOST_UNREAD_INPUT_BYTES = 64 * 1024
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
        return self._write_packet(b"D", data)

    async def send_meta(self, data: dict[str, str | int | bool | None]) -> bool:
        return self._write_packet(b"M", json.dumps(data).encode("utf-8"))

    def _write_packet(self, kind: Literal[b"D", b"M"], payload: bytes) -> bool:
        """Written without waiting for the board to read it, or dropped if it does not.

        Awaiting the pipe's drain would hold the task that reads the browser: a board
        busy redrawing for a flood of resizes would keep its viewer's end unseen.
        """
        if not self._writable():
            return False
        stdin = self.stdin
        if stdin.transport.get_write_buffer_size() > MOST_UNREAD_INPUT_BYTES:
            return False
        stdin.write(self.encode_packet(kind, payload))
        return True

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
            if not await exited_within(process, QUIT_GRACE_SECONDS):
                self._kill_group()
                await exited_within(process, KILLED_GRACE_SECONDS)
        if self._task is not None:
            # The relay reads the board's output to its end (it never waits on the
            # browser); wait_for cancels it if something else holds the pipe open.
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._task, KILLED_GRACE_SECONDS)

    def kill_now(self) -> None:
        """The share's last resort when its stop ran out of time: no wait at all."""
        if self._process is not None and self._process.returncode is None:
            self._kill_group()

    def _kill_group(self) -> None:
        assert self._process is not None
        # Its own session, so its group (any process the board started too), never ours;
        # called before the board is reaped, so its pid cannot have been reused.
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self._process.pid, signal.SIGKILL)
