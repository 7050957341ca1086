"""degaine in a real pseudo-terminal, read back through ``pyte``.

Pilot drives the app from inside its own event loop: it never goes through the
driver, the key parser or a terminal. This harness starts the real program on a
pty, writes raw bytes to it (several keys in one write, as a laggy SSH link
delivers them) and rebuilds the screen the GM would see from what it prints.
"""

import contextlib
import os
import pty
import select
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType

import pyte

COLUMNS = 80
LINES = 24

#: Raw bytes of the keys the tests send (what an xterm sends for them).
ENTER = b"\r"
ESC = b"\x1b"
TAB = b"\t"
DOWN = b"\x1b[B"
UP = b"\x1b[A"
F1 = b"\x1bOP"
F2 = b"\x1bOQ"
F5 = b"\x1b[15~"
CTRL_G = b"\x07"
CTRL_S = b"\x13"
CTRL_Q = b"\x11"


def environment(tmp_path: Path, **extra: str) -> dict[str, str]:
    """A private store and config, an 80×24 xterm, no colour-less surprises."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in {"NO_COLOR", "TEXTUAL_COLOR_SYSTEM", "COLUMNS", "LINES"}
    }
    env.update(
        {
            "DEGAINE_DB": str(tmp_path / "store.sqlite3"),
            "DEGAINE_CONFIG": str(tmp_path / "config.toml"),
            "TERM": "xterm-256color",
            "PYTHONUNBUFFERED": "1",
        }
    )
    env.update(extra)
    return env


class Terminal:
    """One degaine process on a pty of ``columns``×``lines``, and the screen it drew."""

    def __init__(
        self,
        tmp_path: Path,
        args: Sequence[str] = (),
        *,
        columns: int = COLUMNS,
        lines: int = LINES,
        env: dict[str, str] | None = None,
        session_leader: bool = True,
        controlling_terminal: bool = True,
        stdin: int | None = None,
        command: Sequence[str] | None = None,
        cwd: Path | None = None,
    ) -> None:
        """``controlling_terminal=False`` leaves the session without one, so closing the pty
        sends no SIGHUP (only EIO); ``stdin``, a descriptor, replaces the pty as input.
        ``command`` replaces ``python -m tui.cli ARGS`` (the benchmarks start other apps and
        other source trees, run in ``cwd``)."""
        self.master, slave = pty.openpty()
        set_size(slave, columns, lines)
        self.screen = pyte.Screen(columns, lines)
        self.stream = pyte.ByteStream(self.screen)
        #: Every byte the program wrote, for assertions on raw escapes.
        self.output = bytearray()
        #: The screen's text and how many bytes had been read when it was made: the waits
        #: look at the screen 20 times a second, and it changes only when bytes come.
        self._text: tuple[int, str] = (-1, "")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tui.cli", *args] if command is None else list(command),
            cwd=cwd,
            stdin=slave if stdin is None else stdin,
            stdout=slave,
            stderr=slave,
            env=env if env is not None else environment(tmp_path),
            # A session leader owns its controlling terminal: closing the master end then
            # hangs the session up, as a dropped SSH link or a closed tmux pane does.
            start_new_session=session_leader,
            preexec_fn=(
                _take_controlling_terminal if session_leader and controlling_terminal else None
            ),
            close_fds=True,
        )
        os.close(slave)

    # -- reading -------------------------------------------------------------
    def pump(self, timeout: float = 0.05) -> bool:
        """Read what the program wrote within ``timeout``; False once the pty is closed."""
        ready, _w, _x = select.select([self.master], [], [], timeout)
        if not ready:
            return True
        try:
            data = os.read(self.master, 65536)
        except OSError:
            return False
        if not data:
            return False
        self.output += data
        self.stream.feed(data)
        return True

    def text(self) -> str:
        """The screen as the GM reads it, one line per row."""
        read, text = self._text
        if read != len(self.output):
            text = "\n".join(line.rstrip() for line in self.screen.display)
            self._text = (len(self.output), text)
        return text

    def wait_for(self, needle: str, timeout: float = 20.0) -> str:
        """Read until ``needle`` is on screen; fail with the screen if it never comes."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if needle in self.text():
                return self.text()
            if not self.pump(0.05) and self.process.poll() is not None:
                break
        raise AssertionError(f"{needle!r} never showed; the screen:\n{self.text()}")

    def wait_gone(self, needle: str, timeout: float = 20.0) -> str:
        """Read until ``needle`` has left the screen (a dialog closed); fail with the screen.

        Surer than :meth:`settle` on a loaded machine, where the program may be silent
        for longer than ``quiet`` before it redraws, and quicker: it returns on the redraw."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if needle not in self.text():
                return self.text()
            if not self.pump(0.05) and self.process.poll() is not None:
                break
        raise AssertionError(f"{needle!r} never went away; the screen:\n{self.text()}")

    def settle(self, quiet: float = 0.3, timeout: float = 10.0) -> str:
        """Read until the program has written nothing for ``quiet`` seconds."""
        deadline = time.monotonic() + timeout
        last = len(self.output)
        calm_since = time.monotonic()
        while time.monotonic() < deadline:
            if not self.pump(0.05):
                break
            if len(self.output) != last:
                last = len(self.output)
                calm_since = time.monotonic()
            elif time.monotonic() - calm_since >= quiet:
                break
        return self.text()

    # -- writing -------------------------------------------------------------
    def send(self, *keys: bytes) -> None:
        """All ``keys`` in one write: the burst a fast typist or a laggy link makes."""
        os.write(self.master, b"".join(keys))

    def write(self, text: str) -> None:
        self.send(text.encode())

    def resize(self, columns: int, lines: int) -> None:
        """Give the terminal another size, as a GM dragging the window's edge does: the
        kernel sends the program SIGWINCH, and the screen read back takes that size."""
        set_size(self.master, columns, lines)
        self.screen.resize(lines, columns)

    # -- ending --------------------------------------------------------------
    def hang_up(self) -> None:
        """Close the terminal, as a dropped SSH link closes the pty it leads."""
        with contextlib.suppress(OSError):
            os.close(self.master)
        self.master = -1

    def wait_exit(self, timeout: float) -> int | None:
        """The exit status within ``timeout`` seconds (reading on), or None if still running."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                return self.process.returncode
            if self.master >= 0:
                self.pump(0.02)
            else:
                time.sleep(0.02)
        return self.process.poll()

    def close(self) -> None:
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=5)
        if self.master >= 0:
            with contextlib.suppress(OSError):
                os.close(self.master)
            self.master = -1

    def __enter__(self) -> "Terminal":
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()


def set_size(fd: int, columns: int, lines: int) -> None:
    import fcntl
    import struct
    import termios

    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))


def _take_controlling_terminal() -> None:
    # After setsid (start_new_session), make the pty (on stdout: stdin may be another
    # file) the session's terminal, so its hangup reaches this process the way an SSH
    # session's does.
    import fcntl
    import termios

    with contextlib.suppress(OSError):
        fcntl.ioctl(1, termios.TIOCSCTTY, 0)
