"""A real ``degaine share`` process, and real SSH viewers of it read through ``pyte``.

Helpers for the tests of tests/share: the share runs as the GM starts it, on a store
built with ``degaine script``; each viewer is asyncssh's client with a pty, whose
screen is rebuilt from the bytes it receives.
"""

import asyncio
import contextlib
import json
import os
import re
import resource
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import Any

import asyncssh
import pyte

PASSWORD = "open-sesame"

#: A vampire encounter with a hidden combatant whose name must never reach a viewer (G5).
HIDDEN_NAME = "Skulking Lurker"
SCENE: list[dict[str, Any]] = [
    {"cmd": "system", "name": "vampire"},
    {"cmd": "name", "name": "The crypt"},
    {
        "cmd": "add",
        "id": "ann",
        "name": "Ann",
        "side": "pc",
        "stats": {"dexterity": 4, "wits": 3, "willpower": 5},
    },
    {
        "cmd": "add",
        "id": "lurker",
        "name": HIDDEN_NAME,
        "hidden": True,
        "stats": {"dexterity": 2, "wits": 2},
    },
    {"cmd": "roll", "dice": {"ann": 9, "lurker": 5}},
]

SSH_LINE = re.compile(r"^\s+ssh -p (\d+) table@(\S+)$", re.MULTILINE)


def environment(tmp_path: Path) -> dict[str, str]:
    """Private data (the host key), config and store; nothing of the GM's terminal."""
    env = {k: v for k, v in os.environ.items() if k not in {"COLUMNS", "LINES", "NO_COLOR"}}
    env.update(
        {
            "XDG_DATA_HOME": str(tmp_path / "data"),
            "DEGAINE_CONFIG": str(tmp_path / "config.toml"),
            "DEGAINE_DB": str(tmp_path / "store.sqlite3"),
            "PYTHONUNBUFFERED": "1",
        }
    )
    return env


def script(store: Path, commands: Sequence[dict[str, Any]], env: dict[str, str]) -> None:
    """Apply ``commands`` to ``store`` as the GM's scripts do (a new encounter)."""
    lines = "".join(json.dumps(command) + "\n" for command in commands)
    subprocess.run(
        [sys.executable, "-m", "tui.cli", "script", "--db", str(store)],
        input=lines,
        text=True,
        env=env,
        check=True,
        capture_output=True,
        timeout=30,
    )


class Share:
    """``degaine share ARGS`` on a pipe; ``ssh_port`` read from the line it prints."""

    def __init__(
        self, args: Sequence[str], env: dict[str, str], descriptors: int | None = None
    ) -> None:
        def limit() -> None:  # a GM's low ``ulimit -n``, for this process only
            if descriptors is not None:
                resource.setrlimit(resource.RLIMIT_NOFILE, (descriptors, descriptors))

        self.process = subprocess.Popen(
            [sys.executable, "-m", "tui.cli", "share", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            start_new_session=True,  # its own group: the test's Ctrl+C is not its
            preexec_fn=limit,
        )
        self.printed = ""
        self.ssh_port = 0

    def wait_ready(self, timeout: float = 30.0) -> str:
        """Read what it prints until "Ctrl+C stops"; fail with it if it never comes."""
        assert self.process.stdout is not None
        deadline = time.monotonic() + timeout
        while "Ctrl+C stops" not in self.printed:
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise AssertionError(f"the share never got ready:\n{self.printed}{self.errors()}")
            self.printed += self.process.stdout.readline()
        found = SSH_LINE.search(self.printed)
        if found:
            self.ssh_port = int(found.group(1))
        return self.printed

    def errors(self) -> str:
        if self.process.poll() is None or self.process.stderr is None:
            return ""
        return self.process.stderr.read()

    def stop(self, signum: int = signal.SIGINT, timeout: float = 10.0) -> tuple[int, str, str]:
        """Send ``signum``; the exit status and the rest of stdout and stderr."""
        self.process.send_signal(signum)
        out, err = self.process.communicate(timeout=timeout)
        self.printed += out
        return self.process.returncode, self.printed, err

    def board_pids(self) -> list[int]:
        """The viewers' boards running now: the share's child processes."""
        try:
            children = Path(f"/proc/{self.process.pid}/task/{self.process.pid}/children")
            return [int(pid) for pid in children.read_text().split()]
        except OSError:
            return []

    def close(self) -> None:
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=5)
        for stream in (self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()

    def __enter__(self) -> "Share":
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()


def process_gone(pid: int) -> bool:
    """Ended and reaped by the share (a zombie still counts as there)."""
    return not Path(f"/proc/{pid}").exists()


def process_ended(pid: int) -> bool:
    """Ended, reaped or not: an orphan's reaping is up to the machine's init, not degaine."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return True
    return stat.rpartition(")")[2].split()[0] in {"Z", "X"}


async def connect(port: int, password: str = PASSWORD) -> asyncssh.SSHClientConnection:
    return await asyncssh.connect(
        "127.0.0.1",
        port,
        username="table",
        password=password,
        known_hosts=None,
        client_keys=None,
        agent_path=None,
        config=None,
        preferred_auth="password",
    )


class Viewer:
    """One SSH viewer: a pty session of ``columns``×``lines`` and the screen it shows."""

    def __init__(self, columns: int = 80, lines: int = 24) -> None:
        self.screen = pyte.Screen(columns, lines)
        self.stream = pyte.ByteStream(self.screen)
        self.connection: asyncssh.SSHClientConnection | None = None
        self.process: asyncssh.SSHClientProcess[bytes] | None = None
        self.received = bytearray()

    async def open(self, port: int) -> "Viewer":
        self.connection = await connect(port)
        self.process = await self.connection.create_process(
            term_type="xterm",
            term_size=(self.screen.columns, self.screen.lines),
            encoding=None,
        )
        return self

    def text(self) -> str:
        return "\n".join(line.rstrip() for line in self.screen.display)

    async def read_some(self, timeout: float) -> bool:
        """Feed what arrives within ``timeout``; False once the session has ended."""
        assert self.process is not None
        try:
            data = await asyncio.wait_for(self.process.stdout.read(65536), timeout)
        except TimeoutError:
            return True
        if not data:
            return False
        self.received += data
        self.stream.feed(data)
        return True

    async def wait_for(self, needle: str, timeout: float = 20.0) -> str:
        deadline = time.monotonic() + timeout
        while needle not in self.text():
            left = deadline - time.monotonic()
            if left <= 0 or not await self.read_some(min(left, 0.1)):
                if needle in self.text():
                    break
                raise AssertionError(f"{needle!r} never showed; the screen:\n{self.text()}")
        return self.text()

    async def read_to_end(self, timeout: float = 10.0) -> str:
        """Everything until the server ends the session, as text."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and await self.read_some(0.1):
            pass
        return self.received.decode(errors="replace")

    def resize(self, columns: int, lines: int) -> None:
        assert self.process is not None
        self.screen.resize(lines, columns)
        self.process.change_terminal_size(columns, lines)

    async def close(self) -> None:
        if self.connection is not None:
            self.connection.close()
            with contextlib.suppress(Exception):
                await self.connection.wait_closed()
            self.connection = None
