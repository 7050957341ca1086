"""One program in a real pty, its screen rebuilt by ``pyte``, every read timed.

Built on the suite's terminal harness (tests/terminal/harness.py): the same pty, the same
pyte screen, the same keys. What the bench adds: the time of the first byte, waits that
say when the screen became what a person waits for, one key's answer up to its last byte
(:mod:`bench.answer`), and the process's memory and CPU from /proc.
"""

import os
import select
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType

from bench.answer import QUIET_GAP, Answer, read_answer
from tests.terminal.harness import DOWN, Terminal

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


class Session:
    def __init__(
        self,
        folder: Path,
        command: Sequence[str],
        *,
        cwd: Path,
        env: dict[str, str],
        columns: int,
        lines: int,
    ) -> None:
        self.started = time.perf_counter()
        self.terminal = Terminal(
            folder, command=command, cwd=cwd, env=env, columns=columns, lines=lines
        )
        #: Seconds from the start to the first byte the program wrote.
        self.first_byte: float | None = None

    @property
    def pid(self) -> int:
        return self.terminal.process.pid

    def text(self) -> str:
        return self.terminal.text()

    def read(self, timeout: float) -> bytes | None:
        """Raw bytes that came within ``timeout``, not yet on the screen (see :meth:`show`);
        None once the pty is closed.

        pyte takes about 3 µs a byte (45 ms for a 15 KB repaint): parsing while the
        program writes would delay the next read and stamp its bytes late, and take a core
        from the program. So the bench reads and stamps first, and parses in the quiet."""
        ready, _w, _x = select.select([self.terminal.master], [], [], max(timeout, 0))
        if not ready:
            return b""
        try:
            data = os.read(self.terminal.master, 65536)
        except OSError:
            return None
        if not data:
            return None
        if self.first_byte is None:
            self.first_byte = time.perf_counter() - self.started
        return data

    def show(self, data: bytes) -> None:
        """Put bytes read on the pyte screen (and in the harness's record of the output)."""
        self.terminal.output += data
        self.terminal.stream.feed(data)

    def until(self, shown: Callable[[str], bool], what: str, timeout: float = 60.0) -> float:
        """Seconds from the start to the read that made ``shown(screen)`` true.

        Each burst is read and stamped whole (until the pty has nothing more), then parsed
        chunk by chunk, the screen checked after each."""
        deadline = time.monotonic() + timeout
        at = time.perf_counter() - self.started
        while not shown(self.text()):
            if time.monotonic() > deadline:
                raise TimeoutError(f"{what} never showed; the screen:\n{self.text()}")
            burst: list[tuple[float, bytes]] = []
            data = self.read(0.05)
            while data:
                burst.append((time.perf_counter() - self.started, data))
                data = self.read(0)
            for at, chunk in burst:
                self.show(chunk)
                if shown(self.text()):
                    return at
            if data is None:
                raise RuntimeError(f"{what}: the program ended; the screen:\n{self.text()}")
        return at

    def press(self, key: bytes, gap: float = QUIET_GAP) -> Answer:
        """The key's answer, read raw and timed, put on the screen once it is over."""
        chunks: list[bytes] = []

        def read(timeout: float) -> bytes | None:
            data = self.read(timeout)
            if data:
                chunks.append(data)
            return data

        sent = time.perf_counter()
        self.terminal.send(key)
        answer = read_answer(read, sent, gap=gap, cpu=self.cpu_seconds)
        for chunk in chunks:
            self.show(chunk)
        return answer

    def drain(self, quiet: float = 0.5) -> int:
        """Read until ``quiet`` seconds pass with nothing written; the bytes read."""
        size = 0
        while True:
            data = self.read(quiet)
            if not data:
                return size
            self.show(data)
            size += len(data)

    def memory_mib(self) -> tuple[float, float]:
        """VmRSS (resident now) and VmHWM (the resident peak), in MiB."""
        found: dict[str, float] = {}
        for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
            key, _colon, value = line.partition(":")
            if key in {"VmRSS", "VmHWM"}:
                found[key] = int(value.split()[0]) / 1024
        return found["VmRSS"], found["VmHWM"]

    def cpu_seconds(self) -> float:
        """User + system CPU the program has used (in clock ticks: 10 ms steps)."""
        fields = Path(f"/proc/{self.pid}/stat").read_text().rpartition(")")[2].split()
        return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS

    def close(self) -> None:
        self.terminal.close()

    def __enter__(self) -> "Session":
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()


def cursor_line(text: str) -> int | None:
    """The row of degaine's board cursor (its line starts with the ``›`` marker)."""
    for number, line in enumerate(text.splitlines()):
        if line.startswith("›"):
            return number
    return None


def answered(session: Session, key: bytes, changed: Callable[[str], bool], what: str) -> float:
    """Press ``key`` until ``changed(screen)``; seconds from the start to that screen.

    Pressed again every 50 ms while nothing shows: a program that drops the keys it gets
    before it is ready is live only once one of them works."""
    deadline = time.monotonic() + 60
    while True:
        session.terminal.send(key)
        if time.monotonic() > deadline:
            raise RuntimeError(f"{what}: the key never answered; the screen:\n{session.text()}")
        try:
            return session.until(changed, what, timeout=0.05)
        except TimeoutError:
            continue


def cursor_moves(session: Session, what: str) -> float:
    """degaine's keys are live: down moves the board's cursor; seconds from the start."""
    start = cursor_line(session.text())
    return answered(session, DOWN, lambda text: cursor_line(text) != start, what)
