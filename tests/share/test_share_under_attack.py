"""Issue 22: a real ``degaine share`` holds against a hostile player on the table's network.

Viewers that flood resizes without reading, then leave, give their slots back; a
share stopped while viewers misbehave ends within 2 s with no board left; half-open
requests under a low descriptor limit are closed by the timeout, a real viewer gets
in, and the GM's terminal gets at most one line.
"""

import asyncio
import json
import re
import signal
import time
from pathlib import Path

import aiohttp

from tests.share.hostile import closed_by_the_server, flood, half_open
from tests.share.share_process import PASSWORD, SCENE, Share, Viewer, environment, script
from tests.share.test_web import Browser, client

URL_LINE = re.compile(r"^\s+(http://127\.0\.0\.1:(\d+)/\?token=\S+)$", re.MULTILINE)
#: Long enough a flood that, before the fix, every such viewer kept its slot.
FLOOD_SECONDS = 4.0


def start(tmp_path: Path, *args: str, descriptors: int | None = None) -> tuple[Share, Path, int]:
    env = environment(tmp_path)
    store = tmp_path / "store.sqlite3"
    script(store, SCENE, env)
    share = Share(
        ["--db", str(store), "--password", PASSWORD, "--web", "127.0.0.1:0", *args],
        env,
        descriptors=descriptors,
    )
    found = URL_LINE.search(share.wait_ready())
    assert found is not None, share.printed
    return share, store, int(found.group(2))


def watching(store: Path) -> int:
    watched = json.loads(Path(f"{store}-shared").read_text())["watching"]
    assert isinstance(watched, int)
    return watched


async def stops_within_2_s(share: Share) -> tuple[float, str]:
    """SIGTERM: how long until the share exited, and what it wrote on stderr."""
    boards = share.board_pids()
    assert boards, "nothing was watching"
    started = time.monotonic()
    share.process.send_signal(signal.SIGTERM)
    while share.process.poll() is None and time.monotonic() - started < 10:
        await asyncio.sleep(0.02)
    took = time.monotonic() - started
    assert share.process.poll() is not None, "the share ran on after SIGTERM"
    assert share.process.stderr is not None
    errors = share.process.stderr.read()
    deadline = time.monotonic() + 2
    while any(Path(f"/proc/{pid}").exists() for pid in boards):
        assert time.monotonic() < deadline, "a board outlived its share"
        await asyncio.sleep(0.02)
    return took, errors


async def test_viewers_that_flood_and_leave_give_their_slots_back_within_2_s(
    tmp_path: Path,
) -> None:
    share, store, port = start(tmp_path, "--ssh", "127.0.0.1:0", "--max-viewers", "2")
    with share:
        # The whole table: two viewers that flood without reading, one closes, one resets.
        await asyncio.gather(
            asyncio.to_thread(flood, port, PASSWORD, FLOOD_SECONDS),
            asyncio.to_thread(flood, port, PASSWORD, FLOOD_SECONDS, True),
        )
        deadline = time.monotonic() + 2
        while watching(store) or share.board_pids():
            assert time.monotonic() < deadline, f"slots held: {watching(store)}"
            await asyncio.sleep(0.05)
        # The table is not full: a player gets in, and the status counts them.
        viewer = await Viewer().open(share.ssh_port)
        try:
            await viewer.wait_for("Ann")
            assert watching(store) == 1
        finally:
            await viewer.close()
        status, _printed, errors = share.stop(signal.SIGTERM)
    assert (status, errors) == (0, "")


async def test_sigterm_while_viewers_flood_and_one_does_not_read_exits_within_2_s(
    tmp_path: Path,
) -> None:
    share, store, port = start(tmp_path, "--ssh", "127.0.0.1:0", "--max-viewers", "3")
    env = environment(tmp_path)
    with share:
        floods = [asyncio.to_thread(flood, port, PASSWORD, FLOOD_SECONDS + 1) for _n in range(2)]
        flooding = asyncio.gather(*floods)
        asleep = await Viewer(200, 60).open(share.ssh_port)  # a phone whose screen locked
        try:
            await asleep.wait_for("Ann")
            # The GM goes on while nobody reads; the floods have run long enough by then.
            script(store, [SCENE[0], {"cmd": "name", "name": "Round 2"}, *SCENE[2:]], env)
            await asyncio.sleep(FLOOD_SECONDS - 1.5)
            took, errors = await stops_within_2_s(share)
        finally:
            await asleep.close()
            await flooding
    assert took < 2.0, f"the share took {took:.1f} s to stop"
    assert "Traceback" not in errors and errors.count("\n") <= 1, errors
    assert not Path(f"{store}-shared").exists()


async def test_half_open_requests_under_a_low_descriptor_limit_time_out_and_a_viewer_gets_in(
    tmp_path: Path,
) -> None:
    share, _store, port = start(tmp_path, descriptors=128)
    with share:
        # More than the share has descriptors for: it must keep some for the real viewer.
        stalled = await asyncio.to_thread(half_open, port, 150)
        try:
            async with client() as session:
                page_url = f"http://127.0.0.1:{port}/?token={PASSWORD}"
                async with session.get(page_url, timeout=aiohttp.ClientTimeout(total=5)) as page:
                    assert page.status == 200
                websocket = await session.ws_connect(
                    f"ws://127.0.0.1:{port}/ws?width=80&height=24",
                    timeout=aiohttp.ClientWSTimeout(ws_receive=5, ws_close=1),
                )
                browser = Browser(websocket)
                await browser.wait_for("Ann")
                # Every stalled request is closed by the share (the timeout is 3 s).
                deadline = time.monotonic() + 5
                while not all(closed_by_the_server(sock) for sock in stalled):
                    assert time.monotonic() < deadline, "half-open requests stayed open"
                    await asyncio.sleep(0.1)
                await websocket.close()
        finally:
            for sock in stalled:
                sock.close()
        status, printed, errors = share.stop(signal.SIGTERM)
    assert status == 0 and "Traceback" not in printed + errors
    assert errors.count("\n") <= 1, errors  # the GM's terminal: one line at most
