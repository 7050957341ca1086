"""The web share's cost per viewer, and a GM command's way to a browser's screen.

A real server (``WebShare`` in a process of its own, as ``degaine share`` runs it)
serves the board of an eight-combatant encounter to websocket clients that speak
textual-serve's protocol, as the page's script does. Reported: each board
process's memory (RSS, and PSS: its share of pages common with the others) and CPU
(to its first screen, then per second while nothing happens); the server's memory
and CPU per viewer; and the time from a GM command committed to the first frame
showing it, median of ten, with four viewers watching.

Part of ``python -m bench``.
"""

import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp
import pyte

from bench.report import Row, ms
from bench.tree import progress
from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.journal import JournalStore

VIEWERS = 4
COMMANDS = 10
IDLE_SECONDS = 10.0
TOKEN = "bench-token"
COLUMNS, LINES = 100, 40  # room for the ten combatants the GM adds
TICKS = os.sysconf("SC_CLK_TCK")


def encounter_commands() -> list[dict[str, Any]]:
    names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"]
    commands: list[dict[str, Any]] = [{"cmd": "system", "name": "western"}]
    for n, name in enumerate(names):
        stats = {"attribute": 2 + n % 4, "skill": 1 + n % 3}
        commands.append({"cmd": "add", "id": name.lower(), "name": name, "stats": stats})
    hidden = {"attribute": 3, "skill": 3}
    commands.append({"cmd": "add", "id": "amb", "name": "Ambush", "hidden": True, "stats": hidden})
    return commands


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime + stime


def memory_mib(pid: int) -> tuple[float, float]:
    """RSS and PSS, in MiB."""
    found = {}
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in {"Rss", "Pss"}:
            found[key] = int(value.split()[0]) / 1024
    return found["Rss"], found["Pss"]


def children(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return sorted(found)


async def serve(store: str) -> None:
    """The server's process: listen, say the port, stop when stdin closes."""
    from tui.share.slots import ViewerSlots
    from tui.share.web import WebShare

    argv = [sys.executable, "-m", "tui.cli", "board", "--db", store]
    share = WebShare("127.0.0.1", 0, TOKEN, ViewerSlots(VIEWERS), argv)
    await share.start()
    print(share.port, flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
    await share.stop()


class Viewer:
    """A websocket read all along (as a browser does: it answers the server's pings)."""

    def __init__(self, websocket: aiohttp.ClientWebSocketResponse) -> None:
        self.websocket = websocket
        self.screen = pyte.Screen(COLUMNS, LINES)
        self.stream = pyte.ByteStream(self.screen)
        self.frame = asyncio.Event()
        self.reader = asyncio.create_task(self.read())

    async def read(self) -> None:
        async for message in self.websocket:
            if message.type == aiohttp.WSMsgType.BINARY:
                self.stream.feed(message.data)
                self.frame.set()

    async def until(self, text: str) -> None:
        """Back as soon as a frame puts ``text`` on the screen."""
        while text not in "\n".join(self.screen.display):
            if self.reader.done():
                raise RuntimeError("the viewer's connection ended")
            self.frame.clear()
            await asyncio.wait_for(self.frame.wait(), 20)


async def measure(folder: Path) -> list[Row]:
    path = folder / "store.sqlite3"
    store = JournalStore(path)
    encounter = Encounter(store=store, dice=DiceSource(seed=3))
    for command in encounter_commands():
        encounter.handle(command)
    server = await asyncio.create_subprocess_exec(
        sys.executable,
        "-P",  # this bench's package from PYTHONPATH, not a measured tree's (bench/tree.py)
        "-m",
        "bench.web_share",
        "--serve",
        str(path),
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        env={**os.environ, "DEGAINE_CONFIG": str(folder / "config.toml")},
    )
    assert server.stdout is not None and server.stdin is not None
    port = int(await server.stdout.readline())
    await asyncio.sleep(0.5)
    server_rss_before = memory_mib(server.pid)[0]
    jar = aiohttp.CookieJar(unsafe=True)
    async with aiohttp.ClientSession(cookie_jar=jar) as session:
        async with session.get(f"http://127.0.0.1:{port}/?token={TOKEN}") as page:
            assert page.status == 200
        viewers = []
        for _ in range(VIEWERS):
            websocket = await session.ws_connect(
                f"ws://127.0.0.1:{port}/ws?width={COLUMNS}&height={LINES}"
            )
            viewers.append(Viewer(websocket))
            await viewers[-1].until("Gus")
        boards = children(server.pid)
        start_cpu = [cpu_seconds(pid) for pid in boards]
        await asyncio.sleep(2)
        memory = [memory_mib(pid) for pid in boards]
        server_rss_after = memory_mib(server.pid)[0]
        before = [cpu_seconds(pid) for pid in boards]
        server_idle = cpu_seconds(server.pid)
        await asyncio.sleep(IDLE_SECONDS)
        idle = [
            (cpu_seconds(pid) - b) / IDLE_SECONDS for pid, b in zip(boards, before, strict=True)
        ]
        server_idle = (cpu_seconds(server.pid) - server_idle) / IDLE_SECONDS

        before = [cpu_seconds(pid) for pid in boards]
        server_before = cpu_seconds(server.pid)
        delays = []
        for n in range(COMMANDS):
            name = f"Extra{n:02d}"
            stats = {"attribute": 2, "skill": 2}
            encounter.handle({"cmd": "add", "id": f"x{n}", "name": name, "stats": stats})
            committed = time.perf_counter()
            await viewers[0].until(name)
            delays.append(time.perf_counter() - committed)
            await asyncio.sleep(0.3)  # let every board finish its frame before the next
        per_command = [
            (cpu_seconds(pid) - b) / COMMANDS for pid, b in zip(boards, before, strict=True)
        ]
        server_per_command = (cpu_seconds(server.pid) - server_before) / COMMANDS
        for viewer in viewers:
            await viewer.websocket.close()
    server.stdin.close()
    await server.wait()
    store.close()

    def mean(values: list[float]) -> float:
        return statistics.fmean(values)

    return [
        Row(
            f"web share, {VIEWERS} viewers of an 8-combatant board at {COLUMNS}×{LINES}: "
            "board process RSS (PSS) each, the server's per viewer",
            f"{mean([m[0] for m in memory]):.0f} MiB ({mean([m[1] for m in memory]):.0f} MiB), "
            f"+{(server_rss_after - server_rss_before) / VIEWERS:.1f} MiB",
            figures={"server_alone_mib": server_rss_before, "start_cpu": mean(start_cpu)},
        ),
        Row(
            "web share: idle CPU a board; per GM command, a board / the server a viewer",
            f"{mean(idle) * 100:.1f}%; {mean(per_command) * 1000:.0f} ms / "
            f"{server_per_command * 1000 / VIEWERS:.1f} ms",
            figures={"server_idle_per_viewer": server_idle / VIEWERS},
        ),
        Row(
            f"web share: GM command to the browser's repaint frame, median (max) of {COMMANDS}",
            f"{ms(statistics.median(delays))} ({ms(max(delays))})",
            figures={"delays": delays},
        ),
    ]


def rows() -> list[Row]:
    """Run in the measured tree (bench.worker)."""
    progress(f"web share: {VIEWERS} viewers, {IDLE_SECONDS:.0f} s idle, {COMMANDS} commands")
    with tempfile.TemporaryDirectory() as folder:
        return asyncio.run(measure(Path(folder)))


if __name__ == "__main__":
    # The server half, started by measure() in its own process.
    asyncio.run(serve(sys.argv[2]))
