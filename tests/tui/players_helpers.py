"""Driving the players' board against a GM running in another process."""

import asyncio
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from tui.players.app import PlayersApp

ROOT = Path(__file__).resolve().parents[2]

#: How long a test waits for the board to show a GM command before calling it lost. The
#: promise is within a second (the board polls twice a second); how fast it really is
#: is measured by ``make bench`` (bench/follow.py), not asserted here: on a loaded
#: machine a timed assertion fails for reasons that are not the board's.
SHOWS_WITHIN = 10.0


def screen_text(app: PlayersApp) -> str:
    """What the terminal shows now, as plain text."""
    strips = app.screen._compositor.render_strips()
    return "\n".join("".join(segment.text for segment in strip) for strip in strips)


class WatchedBoard(PlayersApp):
    """The players' board, recording every view it draws: what it never drew, it never
    showed, even between two looks at the screen."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.drawn: list[str] = []

    def draw(self) -> None:
        super().draw()
        self.drawn.append(repr(self.view))


class GM:
    """The GM's process (``tests/tui/gm_process.py``), one command at a time."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.process: asyncio.subprocess.Process | None = None

    async def start(self) -> None:
        self.process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.tui.gm_process",
            str(self.path),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            cwd=ROOT,
        )

    async def send(self, message: dict[str, Any]) -> float:
        """Send one line; the time its command was committed."""
        assert self.process is not None and self.process.stdin and self.process.stdout
        self.process.stdin.write((json.dumps(message) + "\n").encode())
        await self.process.stdin.drain()
        answer = json.loads(await asyncio.wait_for(self.process.stdout.readline(), 10))
        assert answer.get("ok"), answer
        return float(answer["at"])

    async def kill(self) -> None:
        """The GM's app dies without a word (a crash, a killed SSH session)."""
        assert self.process is not None
        self.process.kill()
        await self.process.wait()

    async def quit(self) -> None:
        """The GM quits cleanly: its store closes."""
        assert self.process is not None and self.process.stdin
        self.process.stdin.close()
        assert await asyncio.wait_for(self.process.wait(), 10) == 0


class Watcher:
    """Looks at the board until it shows what the GM did, and keeps an eye on secrets:
    texts that must not appear on it, in any view it draws, until they are lifted."""

    def __init__(self, pilot: Pilot[None], board: WatchedBoard) -> None:
        self.pilot = pilot
        self.board = board
        self.secrets: set[str] = set()
        self.latencies: list[float] = []
        self.checked = 0

    def look(self) -> str:
        text = screen_text(self.board)
        for shown in [text, *self.board.drawn[self.checked :]]:
            for secret in self.secrets:
                assert secret not in shown, f"{secret!r} showed before it was revealed"
        self.checked = len(self.board.drawn)
        return text

    async def sees(self, committed: float, shows: Callable[[str], bool]) -> float:
        """How long after ``committed`` the screen satisfied ``shows``."""
        deadline = committed + SHOWS_WITHIN
        text = ""
        while time.time() < deadline:
            text = self.look()
            if shows(text):
                latency = time.time() - committed
                self.latencies.append(latency)
                return latency
            await self.pilot.pause(0.01)
        raise AssertionError(f"the board never showed the change:\n{text}")

    async def shows(self, committed: float, *texts: str) -> None:
        await self.sees(committed, lambda screen: all(text in screen for text in texts))

    async def comes(self, text: str) -> None:
        """Wait for ``text`` after something that is not a command (a process starting)."""
        await self.sees(time.time(), lambda screen: text in screen)
        self.latencies.pop()

    async def quiet(self, seconds: float) -> str:
        """Keep looking for a while (the board has polled a few times), checking secrets."""
        deadline = time.time() + seconds
        text = self.look()
        while time.time() < deadline:
            await self.pilot.pause(0.02)
            text = self.look()
        return text
