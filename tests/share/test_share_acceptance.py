"""Issue 13's acceptance: ``degaine share --web 127.0.0.1:0 --ssh 127.0.0.1:0`` as a real
process on a store with a hidden combatant, a real client of each way in at once.

A browser (aiohttp's websocket client speaking textual-serve's protocol, as the page's
script does) and an SSH client with a pty each get the board's text and the GM's next
command within the second, never the hidden combatant (G5); a wrong password or token is
refused, exec and a subsystem over SSH are refused; one cap holds across both ways in; a
viewer who leaves ends its own board; SIGINT ends the rest and counts who was served.
"""

import asyncio
import re
import signal
import time
from pathlib import Path

import aiohttp
import asyncssh

from tests.share.share_process import (
    HIDDEN_NAME,
    PASSWORD,
    SCENE,
    Share,
    Viewer,
    connect,
    environment,
    process_gone,
    script,
)
from tests.share.test_web import Browser, client

URL_LINE = re.compile(r"^\s+(http://127\.0\.0\.1:(\d+)/\?token=\S+)$", re.MULTILINE)
FOOTER = "q Quit"
FULL = "The table is full: 2 viewers watch already. Try again when one leaves."


async def gone_within(pids: list[int], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while not all(process_gone(pid) for pid in pids):
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.02)
    return True


async def open_browser(session: aiohttp.ClientSession, url: str, port: int) -> Browser:
    """The page (which sets the token's cookie), then its websocket, as the page's script."""
    async with session.get(url) as page:
        assert page.status == 200, await page.text()
    websocket = await session.ws_connect(f"ws://127.0.0.1:{port}/ws?width=80&height=24")
    await websocket.send_json(["resize", {"width": 80, "height": 24}])
    return Browser(websocket)


async def test_both_ways_in_at_once_show_the_board_and_nothing_hidden_under_one_cap_G5(
    tmp_path: Path,
) -> None:
    env = environment(tmp_path)
    store = tmp_path / "store.sqlite3"
    script(store, SCENE, env)
    args = ["--db", str(store), "--web", "127.0.0.1:0", "--ssh", "127.0.0.1:0"]
    with Share([*args, "--password", PASSWORD, "--max-viewers", "2"], env) as share:
        printed = share.wait_ready()
        found = URL_LINE.search(printed)
        assert found is not None and share.ssh_port, printed
        url, web_port = found.group(1), int(found.group(2))
        assert f"token={PASSWORD}" in url
        async with client() as session:
            # A wrong token or password gets no board, either way in.
            async with session.get(url.replace(PASSWORD, "open-sesame!")) as page:
                assert page.status == 403
            try:
                await connect(share.ssh_port, password="open-sesame!")
            except asyncssh.PermissionDenied:
                pass
            else:
                raise AssertionError("a wrong password was let in")
            # Over SSH, exec and a subsystem are refused.
            connection = await connect(share.ssh_port)
            try:
                for refused in (connection.run("id"), connection.start_sftp_client()):
                    try:
                        await refused
                    except asyncssh.ChannelOpenError:
                        continue
                    raise AssertionError("exec or SFTP was let in")
            finally:
                connection.close()
            assert share.board_pids() == []

            # One viewer each way: both boards, then the GM's next encounter on both.
            browser = await open_browser(session, url, web_port)
            ssh = await Viewer().open(share.ssh_port)
            try:
                await browser.wait_for("Ann")
                await ssh.wait_for("Ann")
                assert len(share.board_pids()) == 2
                next_scene = [SCENE[0], {"cmd": "name", "name": "The bell tower"}, *SCENE[2:]]
                script(store, next_scene, env)
                await asyncio.gather(
                    browser.wait_for("The bell tower", timeout=1.0),
                    ssh.wait_for("The bell tower", timeout=1.0),
                )
                assert HIDDEN_NAME not in browser.text() + ssh.text()
                assert HIDDEN_NAME.encode() not in browser.received + ssh.received

                # The cap (2) counts both ways in: a third viewer is refused on either.
                third = await Viewer().open(share.ssh_port)
                try:
                    assert (await third.read_to_end()).strip() == FULL
                finally:
                    await third.close()
                async with session.get(url) as page:
                    assert page.status == 503 and (await page.text()).strip() == FULL
                assert len(share.board_pids()) == 2

                # A browser that leaves ends its board, and its slot serves an SSH viewer.
                boards = set(share.board_pids())
                await browser.websocket.close()
                deadline = time.monotonic() + 2
                while len(share.board_pids()) != 1:
                    assert time.monotonic() < deadline, "the browser's board outlived it"
                    await asyncio.sleep(0.02)
                assert await gone_within(list(boards - set(share.board_pids())), 2)
                late = await Viewer().open(share.ssh_port)
                try:
                    await late.wait_for("The bell tower")
                    boards = set(share.board_pids())
                    status, printed, errors = share.stop(signal.SIGINT)
                    await late.read_to_end()
                finally:
                    await late.close()
            finally:
                await ssh.close()
                if not browser.websocket.closed:
                    await browser.websocket.close()
    assert status == 0 and errors == "", errors
    assert printed.splitlines()[-1] == "Sharing stopped: 3 viewers were served."
    assert await gone_within(list(boards), 2)
    assert not Path(f"{store}-shared").exists()
