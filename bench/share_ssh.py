"""``degaine share --ssh``: what one SSH viewer costs, and how soon it sees the GM.

A real share process on a small store, real asyncssh clients with a pty (the test
suite's, tests/share/share_process.py). Per viewer: the resident memory of its board
process and what it adds to the share's, and the CPU both use while the board sits
idle. Then the time from a GM command (``degaine script`` on the store, timed from
its commit) to the viewer's screen showing it.
"""

import asyncio
import contextlib
import os
import sqlite3
import statistics
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from bench.report import Row, ms
from bench.tree import progress
from tests.share.share_process import PASSWORD, SCENE, Share, Viewer, environment, script

VIEWERS = 3
IDLE_SECONDS = 10.0
REPAINTS = 10
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def last_commit(store: Path) -> float:
    """When the store committed its last change: the encounters' ``updated_at``, written
    in the command's own transaction (the same clock as ``time.time``)."""
    with contextlib.closing(sqlite3.connect(f"{store.resolve().as_uri()}?mode=ro", uri=True)) as db:
        (stamp,) = db.execute("SELECT max(updated_at) FROM encounters").fetchone()
    return datetime.fromisoformat(stamp).timestamp()


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise LookupError(pid)


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS  # utime + stime


async def measure(folder: Path) -> dict[str, Any]:
    env = environment(folder)
    store = folder / "store.sqlite3"
    script(store, SCENE, env)
    args = ["--db", str(store), "--ssh", "127.0.0.1:0", "--password", PASSWORD]
    with Share([*args, "--max-viewers", str(VIEWERS)], env) as share:
        share.wait_ready()
        share_pid = share.process.pid
        await asyncio.sleep(1.0)
        share_alone = rss_mib(share_pid)
        viewers = [await Viewer().open(share.ssh_port) for _ in range(VIEWERS)]
        try:
            for viewer in viewers:
                await viewer.wait_for("q Quit", timeout=60)
            await asyncio.sleep(2.0)  # past the start-up's work
            boards = share.board_pids()
            board_rss = [rss_mib(pid) for pid in boards]
            share_rss = rss_mib(share_pid)
            before = {pid: cpu_seconds(pid) for pid in [*boards, share_pid]}
            started = time.monotonic()
            while time.monotonic() - started < IDLE_SECONDS:
                for viewer in viewers:  # the clients keep reading, as a terminal does
                    await viewer.read_some(0.02)
            elapsed = time.monotonic() - started
            board_cpu = [(cpu_seconds(pid) - before[pid]) / elapsed for pid in boards]
            start_cpu = statistics.mean(before[pid] for pid in boards)
            share_cpu = (cpu_seconds(share_pid) - before[share_pid]) / elapsed
            delays = []
            first = viewers[0]
            relayed_before = cpu_seconds(share_pid)
            boards_before = sum(cpu_seconds(pid) for pid in boards)
            for number in range(REPAINTS):
                name = f"Bench round {number}"
                scene = [SCENE[0], {"cmd": "name", "name": name}, *SCENE[2:]]
                gm = asyncio.create_task(asyncio.to_thread(script, store, scene, env))
                deadline = time.monotonic() + 30
                # Read all along: the board may repaint before the script has exited.
                while name not in first.text():
                    await first.read_some(0.01)
                    assert time.monotonic() < deadline, "the board never followed"
                seen = time.time()
                await gm
                delays.append(seen - last_commit(store))
                for viewer in viewers[1:]:
                    await viewer.wait_for(name, timeout=10)
            await asyncio.sleep(0.5)  # the last repaint's tail
            per_command = REPAINTS * len(boards)
            relay_ms = (cpu_seconds(share_pid) - relayed_before) / per_command * 1000
            board_ms = (
                (sum(cpu_seconds(pid) for pid in boards) - boards_before) / per_command * 1000
            )
        finally:
            for viewer in viewers:
                await viewer.close()
        share.stop()
    return {
        "board_rss_mib": statistics.mean(board_rss),
        "board_start_cpu": start_cpu,
        "share_alone_mib": share_alone,
        "share_per_viewer_mib": (share_rss - share_alone) / VIEWERS,
        "board_idle_cpu": statistics.mean(board_cpu),
        "share_idle_cpu": share_cpu,
        "board_ms_per_command": board_ms,
        "relay_ms_per_command": relay_ms,
        "delays": delays,
    }


def rows() -> list[Row]:
    """Run in the measured tree (bench.worker)."""
    progress(f"share over SSH: {VIEWERS} viewers, {IDLE_SECONDS:.0f} s idle, {REPAINTS} commands")
    with tempfile.TemporaryDirectory() as folder:
        found = asyncio.run(measure(Path(folder)))
    delays = found["delays"]
    return [
        Row(
            f"share over SSH, {VIEWERS} viewers at 80×24: board process RSS each, "
            "the share's per viewer",
            f"{found['board_rss_mib']:.0f} MiB, +{found['share_per_viewer_mib']:.1f} MiB",
            figures=found,
        ),
        Row(
            "share over SSH: idle CPU a board; per GM command and viewer, board / share CPU",
            f"{found['board_idle_cpu'] * 100:.1f}%; {found['board_ms_per_command']:.0f} ms / "
            f"{found['relay_ms_per_command']:.1f} ms",
        ),
        Row(
            f"share over SSH: GM command to the viewer's repaint, median (max) of {REPAINTS}",
            f"{ms(statistics.median(delays))} ({ms(max(delays))})",
        ),
    ]
