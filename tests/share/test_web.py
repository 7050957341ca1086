"""The web way in (issue 13): a browser's view of the players' board, as aiohttp's client
speaks textual-serve's protocol to :class:`WebShare` and rebuilds the screen with pyte.

One server (cap 1) serves the checks that can share it; only the stop test has its own.
"""

import asyncio
import io
import logging
import os
import socket
import sys
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import aiohttp
import pyte
import pytest
import pytest_asyncio
from textual_serve.download_manager import DownloadManager

from i18n.text import printable
from tui.script import run_script
from tui.share.slots import ViewerSlots
from tui.share.web import WebShare
from tui.share.web_viewer import BoardProcess

pytestmark = pytest.mark.asyncio(loop_scope="module")

TOKEN = "k3Yh-table-token_9"
#: The ambush not yet sprung (G5): its name must never reach a viewer.
HIDDEN = "Zedambush"
COLUMNS, LINES = 80, 24
#: On the board of either encounter, whichever the GM ran last.
IN_THE_FIGHT = "In the fight"

FIRST_ENCOUNTER = [
    '{"cmd":"system","name":"western"}',
    '{"cmd":"name","name":"Main street"}',
    '{"cmd":"add","id":"ann","name":"Ann","side":"pc","stats":{"attribute":5,"skill":4}}',
    f'{{"cmd":"add","id":"zed","name":"{HIDDEN}","hidden":true,'
    '"stats":{"attribute":3,"skill":3}}',
]
#: The GM's next command: a new encounter (``degaine script`` starts one), Bob in it.
NEXT_ENCOUNTER = [
    '{"cmd":"system","name":"western"}',
    '{"cmd":"name","name":"The saloon"}',
    '{"cmd":"add","id":"bob","name":"Bob","side":"pc","stats":{"attribute":4,"skill":3}}',
    f'{{"cmd":"add","id":"zed","name":"{HIDDEN}","hidden":true,'
    '"stats":{"attribute":3,"skill":3}}',
]


def gm_script(store: Path, lines: list[str]) -> None:
    """What the GM's ``degaine script --db STORE`` does, in this process."""
    out, err = io.StringIO(), io.StringIO()
    assert run_script(lines, out=out, err=err, db=str(store)) == 0, err.getvalue()


def board_argv(store: Path) -> list[str]:
    return [sys.executable, "-m", "tui.cli", "board", "--db", str(store)]


class Browser:
    """One viewer's websocket: the frames it got, as pyte's screen and as plain text."""

    def __init__(self, websocket: aiohttp.ClientWebSocketResponse) -> None:
        self.websocket = websocket
        self.screen = pyte.Screen(COLUMNS, LINES)
        self.stream = pyte.ByteStream(self.screen)
        self.received = bytearray()
        self.texts: list[str] = []

    def text(self) -> str:
        return "\n".join(self.screen.display)

    async def wait_for(self, wanted: str, timeout: float = 15.0) -> float:
        """Seconds until ``wanted`` is on the screen; fails after ``timeout``."""
        start = time.monotonic()
        while wanted not in self.text():
            left = timeout - (time.monotonic() - start)
            assert left > 0, f"{wanted!r} never arrived:\n{self.text()}"
            message = await self.websocket.receive(timeout=left)
            if message.type == aiohttp.WSMsgType.BINARY:
                self.received += message.data
                self.stream.feed(message.data)
                assert HIDDEN not in self.text()  # at no frame, not only at the last (G5)
            elif message.type == aiohttp.WSMsgType.TEXT:
                self.texts.append(message.data)
            else:
                raise AssertionError(f"the connection ended: {message.type!r}\n{self.text()}")
        return time.monotonic() - start

    async def wait_closed(self, timeout: float = 5.0) -> str:
        """What the server's close frame said (its reason), once the connection ends."""
        while True:
            message = await self.websocket.receive(timeout=timeout)
            if message.type == aiohttp.WSMsgType.CLOSE:
                return str(message.extra or "")
            if message.type == aiohttp.WSMsgType.CLOSED:
                return ""


async def open_browser(session: aiohttp.ClientSession, share: WebShare) -> Browser:
    """What the page's script does: load the page (its cookie), open the websocket, size it."""
    async with session.get(share.url()) as page:
        assert page.status == 200, await page.text()
    websocket = await session.ws_connect(
        f"ws://127.0.0.1:{share.port}/ws?width={COLUMNS}&height={LINES}"
    )
    await websocket.send_json(["resize", {"width": COLUMNS, "height": LINES}])
    return Browser(websocket)


def client() -> aiohttp.ClientSession:
    # A browser keeps a cookie set by an address; aiohttp's client needs telling.
    return aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True))


async def gone_within(pid: int, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        await asyncio.sleep(0.05)
    return False


async def leave(browser: Browser, share: WebShare) -> None:
    """The viewer closes its tab: its board ends and its slot comes back within 2 s."""
    pids = share.viewer_pids
    await browser.websocket.close()
    for pid in pids:
        assert await gone_within(pid, 2.0), "a board outlived its viewer"
    await slots_back(share)


async def slots_back(share: WebShare) -> None:
    """Every slot is given back within 2 s (as the viewer's handler ends, after its board)."""
    deadline = time.monotonic() + 2.0
    while share.slots.active and time.monotonic() < deadline:
        await asyncio.sleep(0.02)
    assert (share.slots.active, share.viewer_pids) == (0, [])


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("web")
    path = folder / "store.sqlite3"
    gm_script(path, FIRST_ENCOUNTER)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DEGAINE_CONFIG", str(folder / "config.toml"))  # the boards' own config
        yield path


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def share(store: Path) -> AsyncIterator[WebShare]:
    web = WebShare("127.0.0.1", 0, TOKEN, ViewerSlots(cap=1), board_argv(store))
    await web.start()
    yield web
    await web.stop()


async def test_the_url_names_the_real_port_and_the_token(share: WebShare) -> None:
    assert share.port != 0
    assert share.url() == f"http://127.0.0.1:{share.port}/?token={TOKEN}"


async def test_the_url_brackets_ipv6_names_this_host_for_a_wildcard_and_quotes_the_token() -> None:
    def url(host: str, token: str = TOKEN) -> str:
        return WebShare(host, 8080, token, ViewerSlots(), ["degaine"]).url()

    assert url("::1") == f"http://[::1]:8080/?token={TOKEN}"
    assert url("0.0.0.0") == f"http://{socket.gethostname()}:8080/?token={TOKEN}"
    assert url("127.0.0.1", "a&b=c d") == "http://127.0.0.1:8080/?token=a%26b%3Dc%20d"


@pytest.mark.parametrize("query", ["", "?token=", "?token=k3Yh-table-token_8", "?token=é"])
async def test_a_page_without_the_token_is_refused_and_starts_nothing(
    share: WebShare, query: str
) -> None:
    served = share.slots.served
    async with client() as session, session.get(f"http://127.0.0.1:{share.port}/{query}") as page:
        assert page.status == 403
        assert "access token" in await page.text()
        assert share.cookie_name not in page.cookies
    assert (share.slots.served, share.viewer_pids) == (served, [])


async def test_a_websocket_without_the_token_is_refused_and_starts_nothing(
    share: WebShare,
) -> None:
    served = share.slots.served
    bad_cookie = aiohttp.CookieJar(unsafe=True)
    async with aiohttp.ClientSession(cookie_jar=bad_cookie) as session:
        session.cookie_jar.update_cookies({share.cookie_name: "not-it"})
        for url in ("/ws", "/ws?token=nope", "/ws?width=80&height=24"):
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await session.ws_connect(f"ws://127.0.0.1:{share.port}{url}")
            assert refused.value.status == 403
    assert (share.slots.served, share.viewer_pids) == (served, [])


async def raw_request(share: WebShare, request: bytes) -> bytes:
    """What the server answers to ``request`` sent as it is, the first line of it."""
    reader, writer = await asyncio.open_connection("127.0.0.1", share.port)
    writer.write(request)
    await writer.drain()
    status = await asyncio.wait_for(reader.readline(), 5)
    writer.close()
    return status


async def test_a_malformed_request_gets_400_and_logs_one_line_no_traceback(
    share: WebShare, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    junk = b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\nafter the end"
    assert b" 400 " in await raw_request(share, junk)
    handshake = (
        f"GET /ws?token={TOKEN} HTTP/1.1\r\nHost: 127.0.0.1:{share.port}\r\nUpgrade: websocket\r\n"
    )
    served = share.slots.served
    assert b" 400 " in await raw_request(share, handshake.encode() + b"\r\n")
    assert share.slots.served == served  # a handshake that cannot be one takes no slot
    reports = [r for r in caplog.records if r.name.startswith("degaine.share")]
    assert reports and all(r.exc_info is None and r.levelno == logging.DEBUG for r in reports)
    assert "Traceback" not in caplog.text and TOKEN not in caplog.text


async def test_the_page_with_the_token_sets_its_cookie_and_serves_its_scripts_offline(
    share: WebShare,
) -> None:
    async with client() as session:
        async with session.get(share.url()) as page:
            html = await page.text()
            assert page.status == 200
            assert page.headers["Referrer-Policy"] == "no-referrer"
            cookie = page.cookies[share.cookie_name]
            policy = page.headers["Content-Security-Policy"]
        assert cookie.value == TOKEN and cookie["httponly"] and cookie["samesite"] == "Strict"
        assert share.cookie_name == f"degaine_token_{share.port}"
        assert "default-src 'self'" in policy  # the web font from the internet is not asked for
        assert f'data-session-websocket-url="ws://127.0.0.1:{share.port}/ws"' in html
        assert "the players&#39; board" in html
        # Why the websocket closed, shown by the page (issue 27), before textual-serve's script.
        assert html.index("event.reason") < html.index('<script src="/static/js/textual.js"')
        # The page's script and style come from the package, not from the internet.
        for asset in ("/static/js/textual.js", "/static/css/xterm.css"):
            async with session.get(f"http://127.0.0.1:{share.port}{asset}") as response:
                assert response.status == 200, asset
    assert share.viewer_pids == []  # a page is no viewer: only its websocket starts a board


async def test_a_viewer_sees_the_board_and_the_gm_s_next_command_but_never_the_hidden_G5(
    share: WebShare, store: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    async with client() as session:
        browser = await open_browser(session, share)
        await browser.wait_for("Main street")
        await browser.wait_for("Ann")
        assert "Players' board" in browser.text()
        gm_script(store, NEXT_ENCOUNTER)
        seconds = await browser.wait_for("Bob", timeout=5)
        assert seconds < 1.0, f"the GM's command took {seconds:.2f} s to show"
        assert "The saloon" in browser.text()
        said = printable(browser.received.decode("utf-8", "replace"))
        assert HIDDEN not in said and "hidden" not in browser.text()
        await leave(browser, share)
    assert TOKEN not in caplog.text


async def test_the_cap_refuses_one_viewer_too_many_and_a_disconnect_ends_the_board(
    share: WebShare,
) -> None:
    async with client() as first, client() as second:
        browser = await open_browser(first, share)
        await browser.wait_for(IN_THE_FIGHT)
        [pid] = share.viewer_pids
        async with second.get(share.url()) as page:
            assert page.status == 503 and "The table is full" in await page.text()
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await second.ws_connect(f"ws://127.0.0.1:{share.port}/ws?token={TOKEN}")
        assert refused.value.status == 503
        assert share.viewer_pids == [pid]  # nothing started for the one refused

        await leave(browser, share)


async def test_malformed_and_oversized_frames_are_dropped_and_the_board_goes_on(
    share: WebShare,
) -> None:
    async with client() as session:
        browser = await open_browser(session, share)
        await browser.wait_for(IN_THE_FIGHT)
        websocket = browser.websocket
        for frame in ("{", "[]", "{}", "[1, 2]", '["stdin", 5]', '["resize", "big"]', '["nope"]'):
            await websocket.send_str(frame)
        await websocket.send_bytes(b"\x00\xff binary")
        await websocket.send_json(["resize", {"width": 10**9, "height": -3}])
        await websocket.send_json(["resize", {"width": COLUMNS, "height": LINES}])
        await websocket.send_json(["ping", "still there?"])
        while '["pong", "still there?"]' not in browser.texts:
            message = await websocket.receive(timeout=5)
            assert message.type in {aiohttp.WSMsgType.TEXT, aiohttp.WSMsgType.BINARY}, message
            if message.type == aiohttp.WSMsgType.TEXT:
                browser.texts.append(message.data)
        assert len(share.viewer_pids) == 1
        await leave(browser, share)


async def test_stop_closes_every_viewer_and_ends_every_board(store: Path) -> None:
    web = WebShare("127.0.0.1", 0, TOKEN, ViewerSlots(cap=2), board_argv(store))
    await web.start()
    try:
        async with client() as one, client() as two:
            browsers = [await open_browser(one, web), await open_browser(two, web)]
            for browser in browsers:
                await browser.wait_for(IN_THE_FIGHT)
            pids = web.viewer_pids
            assert len(pids) == 2
            await asyncio.wait_for(web.stop(), 5)
            for browser in browsers:  # the page shows it in place of "Session ended." (#27)
                assert await browser.wait_closed() == "The GM has stopped sharing the board."
            for pid in pids:
                assert await gone_within(pid, 0.5)
            assert (web.slots.active, web.slots.served) == (0, 2)
            with pytest.raises(aiohttp.ClientConnectionError):
                await one.get(web.url())
    finally:
        await web.stop()


async def test_a_board_whose_server_is_gone_ends_by_itself(store: Path) -> None:
    """A killed server leaves no board behind: the end of its input ends the board."""
    frames: list[bytes] = []
    closed = asyncio.Event()

    async def keep(data: bytes) -> None:
        frames.append(data)

    async def ignore(text: str) -> None:
        pass

    async def close() -> None:
        closed.set()

    board = BoardProcess(
        board_argv(store),
        write_bytes=keep,
        write_str=ignore,
        close=close,
        download_manager=DownloadManager(),
    )
    await board.start(COLUMNS, LINES)
    try:
        while IN_THE_FIGHT.encode() not in b"".join(frames):
            await asyncio.sleep(0.05)
        assert board.pid is not None
        board.stdin.close()  # what the kernel does to the pipe when the server dies
        assert await gone_within(board.pid, 2.0), "a board outlived its server"
        await asyncio.wait_for(closed.wait(), 2.0)
    finally:
        await board.stop()


async def test_a_board_that_cannot_start_closes_its_viewer_with_one_log_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    missing = str(tmp_path / "no-such-program")
    web = WebShare("127.0.0.1", 0, TOKEN, ViewerSlots(cap=1), [missing])
    await web.start()
    try:
        async with client() as session:
            browser = await open_browser(session, web)
            await browser.wait_closed()
        await slots_back(web)
    finally:
        await web.stop()
    [record] = [r for r in caplog.records if r.name == "degaine.share"]
    assert "cannot start" in record.getMessage() and record.exc_info is None
    assert TOKEN not in caplog.text
