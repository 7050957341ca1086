"""Issue 22's guards, each on its own: guessing slowed then refused, strangers'
connections capped, reports one rare line, Host and Origin that must name the share."""

import asyncio
import io
import logging
import socket
import sys
from collections.abc import AsyncIterator
from functools import partial

import aiohttp
import asyncssh
import pytest
import pytest_asyncio

from tui.share import guesses as guesses_module
from tui.share.gate import FEWEST_IN_ALL, ConnectionGate, in_all_cap
from tui.share.gm_log import OneLineReports
from tui.share.guesses import REFUSAL_SECONDS, REFUSE_AFTER, Guesses
from tui.share.slots import ViewerSlots
from tui.share.ssh import MOST_UNSENT_BYTES, BoardSession, SshShare
from tui.share.web import WebShare

TOKEN = "the-table-token-7"


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_wrong_tries_from_one_address_wait_longer_then_are_refused_for_a_while() -> None:
    clock, refused = Clock(), list[str]()
    guesses = Guesses(on_refusal=refused.append, clock=clock)
    waits = [guesses.failed("10.0.0.9") for _n in range(REFUSE_AFTER)]
    assert waits[:3] == [0.0, 0.0, 0.0]  # a player mistypes: answered at once
    assert waits[3:9] == [0.5, 1.0, 2.0, 4.0, 4.0, 4.0]  # then each one waits longer
    assert guesses.refused("10.0.0.9") and refused == ["10.0.0.9"]  # told once
    assert not guesses.refused("10.0.0.10")  # another player is not concerned
    clock.now += REFUSAL_SECONDS + 1
    assert not guesses.refused("10.0.0.9")


def test_the_gate_closes_the_oldest_stranger_per_address_and_in_all() -> None:
    closed: list[str] = []
    gate = ConnectionGate(per_address=2, in_all=3)
    for name in ("a1", "a2", "a3"):
        gate.admit(name, "10.0.0.1", partial(closed.append, name))
    assert closed == ["a1"]  # the newest of one address stays: a real viewer proves itself
    gate.prove("a3")  # it showed the token: no longer counted
    gate.admit("b1", "10.0.0.2", lambda: closed.append("b1"))
    gate.admit("b2", "10.0.0.2", lambda: closed.append("b2"))
    gate.admit("c1", "10.0.0.3", lambda: closed.append("c1"))
    assert closed == ["a1", "a2"] and gate.unproven == 3  # in all: the oldest, a2, went


def test_a_low_descriptor_limit_keeps_descriptors_for_the_viewers() -> None:
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, hard))
        cap = in_all_cap(viewers=16)
        assert cap >= FEWEST_IN_ALL and 2 * cap + 16 * 6 < 256
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def test_a_flood_of_reports_is_one_line_without_a_traceback() -> None:
    stream = io.StringIO()
    logger = logging.getLogger("degaine.share.test-flood")
    handler = OneLineReports(stream)
    logger.addHandler(handler)
    logger.propagate = False
    try:
        for _n in range(1000):
            try:
                raise OSError(24, "Too many open files")
            except OSError:
                logger.exception("accept failed\nsecond line")
            logger.warning("socket.send() raised exception.")
    finally:
        logger.removeHandler(handler)
    assert stream.getvalue() == (
        "degaine share: accept failed: OSError: [Errno 24] Too many open files\n"
    )


@pytest_asyncio.fixture
async def web() -> AsyncIterator[WebShare]:
    share = WebShare(
        "127.0.0.1",
        0,
        TOKEN,
        ViewerSlots(),
        [sys.executable, "-c", ""],
        proxy_names=["board.example.org"],
    )
    await share.start()
    yield share
    await share.stop()


async def status_of(share: WebShare, path: str, **headers: str) -> int:
    url = f"http://127.0.0.1:{share.port}{path}"
    async with aiohttp.ClientSession() as session, session.get(url, headers=headers) as answer:
        return answer.status


async def test_a_foreign_host_or_origin_is_refused_and_static_is_not_listed(web: WebShare) -> None:
    own = f"127.0.0.1:{web.port}"
    page = f"/?token={TOKEN}"
    assert await status_of(web, page) == 200
    assert await status_of(web, page, Host=f"localhost:{web.port}") == 200
    assert await status_of(web, page, Host="board.example.org") == 200  # the GM's proxy
    web.host = "0.0.0.0"  # as on the LAN: this machine's name, and its mDNS one
    name = socket.gethostname().lower()
    assert await status_of(web, page, Host=f"{name}:{web.port}") == 200
    if "." not in name:
        assert await status_of(web, page, Host=f"{name}.local:{web.port}") == 200
    web.host = "127.0.0.1"
    for foreign in ("evil.example:80", f"evil.example:{web.port}", "127.0.0.1:1", 'a"b'):
        assert await status_of(web, page, Host=foreign) == 421, foreign
    handshake = {
        "Upgrade": "websocket",
        "Connection": "Upgrade",
        "Sec-WebSocket-Version": "13",
        "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
    }
    for origin in ("http://evil.example", f"http://evil.example:{web.port}", "null"):
        assert await status_of(web, f"/ws?token={TOKEN}", Origin=origin, **handshake) == 403
    assert await status_of(web, "/static/") == 403  # no listing, token or not
    assert await status_of(web, f"/static/?token={TOKEN}", Host=own) == 403
    assert await status_of(web, "/static/js/textual.js") == 200  # the page's own script
    assert web.slots.served == 0


async def test_wrong_tokens_are_slowed_then_refused_and_the_gm_told_once(
    web: WebShare, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(guesses_module, "FIRST_WAIT_SECONDS", 0.01)
    sleeps: list[float] = []
    real_sleep = asyncio.sleep

    async def counted(seconds: float) -> None:
        sleeps.append(seconds)
        await real_sleep(0)

    monkeypatch.setattr("tui.share.web_guard.asyncio.sleep", counted)
    answers = [await status_of(web, f"/?token=guess{n}") for n in range(REFUSE_AFTER + 2)]
    assert answers == [403] * (REFUSE_AFTER - 1) + [403, 429, 429]
    assert len(sleeps) == REFUSE_AFTER - 1 - 3 and sleeps == sorted(sleeps)  # growing waits
    assert await status_of(web, f"/?token={TOKEN}") == 429  # even the right one, for a while
    told = [r for r in caplog.records if "too often" in r.getMessage()]
    assert len(told) == 1 and "127.0.0.1" in told[0].getMessage()


async def test_three_wrong_passwords_drop_the_connection_then_the_address_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(guesses_module, "FIRST_WAIT_SECONDS", 0.01)
    monkeypatch.setattr(guesses_module, "LONGEST_WAIT_SECONDS", 0.01)
    key = asyncssh.generate_private_key("ssh-ed25519")
    share = SshShare("127.0.0.1", 0, "right-password", ViewerSlots(), ["true"], key)
    await share.start()
    tried: list[str] = []

    class Guesser(asyncssh.SSHClient):
        def password_auth_requested(self) -> str:
            tried.append(f"guess-{len(tried)}")
            return tried[-1]

    async def guess() -> str:
        try:
            await asyncio.wait_for(
                asyncssh.connect(
                    "127.0.0.1",
                    share.port,
                    username="table",
                    client_factory=Guesser,
                    known_hosts=None,
                    client_keys=None,
                    agent_path=None,
                    config=None,
                    preferred_auth="password",
                ),
                5,
            )
        except (asyncssh.Error, OSError) as error:
            return type(error).__name__
        return "let in"

    try:
        assert await guess() in {"PermissionDenied", "DisconnectError", "ConnectionLost"}
        assert len(tried) <= 4  # the connection went after the third wrong one
        outcomes = [await guess() for _n in range(4)]
        assert "let in" not in outcomes
        # Refused before a word: cheap for the share.
        assert outcomes[-1] in {"ConnectionLost", "ConnectionResetError"}
    finally:
        await share.stop()


def test_an_ssh_viewer_too_far_behind_is_dropped_not_buffered_for() -> None:
    class Channel:
        def __init__(self, unsent: int) -> None:
            self.unsent, self.written, self.aborted = unsent, b"", False

        def is_closing(self) -> bool:
            return False

        def get_write_buffer_size(self) -> int:
            return self.unsent

        def write(self, data: bytes) -> None:
            self.written += data

        def get_connection(self) -> "Channel":
            return self

        def abort(self) -> None:
            self.aborted = True

    key = asyncssh.generate_private_key("ssh-ed25519")
    share = SshShare("127.0.0.1", 0, "right-password", ViewerSlots(), ["true"], key)
    reading, asleep = Channel(0), Channel(MOST_UNSENT_BYTES + 1)
    for channel in (reading, asleep):
        session = BoardSession(share)
        session.channel = channel  # type: ignore[assignment]
        session._send(b"frame")
    assert (reading.written, reading.aborted) == (b"frame", False)
    assert (asleep.written, asleep.aborted) == (b"", True)
