"""One viewer's ``degaine board``, in a pseudo-terminal of its own.

The board leads its own session with the pty as its controlling terminal, as a
program started by sshd does: closing the pty hangs it up, a resize reaches it as
SIGWINCH, and Ctrl+C typed by the viewer reaches only it, never the share.
"""

import asyncio
import contextlib
import fcntl
import os
import pty
import re
import signal
import struct
import termios
from collections.abc import Callable, Mapping, Sequence

from tui.share.exit_status import exited_within

#: How long a board may take to leave after its hangup before it is killed. It leaves
#: within a few hundred milliseconds (tui/signals.py); a stuck one must not hold a slot.
HANGUP_GRACE_SECONDS = 0.5

#: A terminal type the viewer's client names, as terminfo names them; anything else is
#: replaced (it reaches the board's environment).
_TERM_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._+-]{0,63}")
FALLBACK_TERM = "xterm-256color"

#: The GM's terminal's variables: they do not describe the viewer's. TEXTUAL_DRIVER
#: would make the board speak the web way in's protocol instead of drawing on its pty.
_NOT_PASSED = frozenset(
    {"COLUMNS", "LINES", "COLORTERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "TEXTUAL_DRIVER"}
)


def board_environment(term_type: str, base: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment of a viewer's board: the share's own, with the viewer's terminal."""
    env = {k: v for k, v in (os.environ if base is None else base).items() if k not in _NOT_PASSED}
    env["TERM"] = term_type if _TERM_NAME.fullmatch(term_type) else FALLBACK_TERM
    return env


class BoardInPty:
    """A running board: its output goes to ``on_output``, its end to ``on_end``."""

    def __init__(self, process: asyncio.subprocess.Process, master: int) -> None:
        self.process = process
        self.master = master
        self._reading = False
        self._on_output: Callable[[bytes], None] = lambda data: None
        self._on_end: Callable[[], None] = lambda: None

    @property
    def pid(self) -> int:
        return self.process.pid

    @classmethod
    async def start(
        cls, argv: Sequence[str], columns: int, lines: int, env: Mapping[str, str]
    ) -> "BoardInPty":
        master, slave = pty.openpty()
        try:
            set_size(slave, columns, lines)
            # Never block the share's event loop: a board that reads nothing fills its pty.
            os.set_blocking(master, False)
            process = await asyncio.create_subprocess_exec(
                *argv,
                stdin=slave,
                stdout=slave,
                stderr=slave,
                env=dict(env),
                start_new_session=True,
                preexec_fn=_take_controlling_terminal,
                close_fds=True,
            )
        except BaseException:
            os.close(master)
            raise
        finally:
            os.close(slave)
        return cls(process, master)

    def connect(self, on_output: Callable[[bytes], None], on_end: Callable[[], None]) -> None:
        """Start copying the board's screen to ``on_output``; ``on_end`` once it closed it."""
        self._on_output, self._on_end = on_output, on_end
        self.resume()

    def pause(self) -> None:
        """The viewer's link is full: stop reading (the board then waits on its writes)."""
        if self._reading:
            asyncio.get_running_loop().remove_reader(self.master)
            self._reading = False

    def resume(self) -> None:
        if not self._reading and self.master >= 0:
            asyncio.get_running_loop().add_reader(self.master, self._readable)
            self._reading = True

    def _readable(self) -> None:
        try:
            data = os.read(self.master, 65536)
        except BlockingIOError:
            return
        except OSError:  # EIO: the board closed its terminal (it ended)
            data = b""
        if data:
            self._on_output(data)
            return
        self.pause()
        self._on_end()

    def write(self, data: bytes) -> None:
        """The viewer's keys; what the pty cannot take now is dropped (they only scroll)."""
        if self.master < 0:
            return
        with contextlib.suppress(BlockingIOError, OSError):
            os.write(self.master, data)

    def resize(self, columns: int, lines: int) -> None:
        # The kernel sends SIGWINCH to the terminal's foreground group, the board's.
        if self.master >= 0 and columns > 0 and lines > 0:
            with contextlib.suppress(OSError):
                set_size(self.master, columns, lines)

    async def end(self, grace: float = HANGUP_GRACE_SECONDS) -> int:
        """Hang the board up, kill it if it lingers past ``grace``; its exit status.

        Every wait is bounded: -1 if even the killed board's status never came.
        """
        self.pause()
        if self.process.returncode is None:
            self._signal(signal.SIGHUP)
            if not await exited_within(self.process, grace):
                self._signal(signal.SIGKILL)
                await exited_within(self.process, grace)
        if self.master >= 0:
            os.close(self.master)
            self.master = -1
        status = self.process.returncode
        return -1 if status is None else status

    def kill_now(self) -> None:
        """The share's last resort when its stop ran out of time: no wait at all."""
        if self.process.returncode is None:
            self._signal(signal.SIGKILL)

    def _signal(self, signum: int) -> None:
        # The whole session's group: the board leads it, and anything it started goes too.
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.process.pid, signum)


def set_size(fd: int, columns: int, lines: int) -> None:
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))


def _take_controlling_terminal() -> None:
    # After setsid (start_new_session): the pty becomes the session's terminal, so its
    # hangup and its size changes reach the board as they would under sshd.
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)
