"""What stands between the web way in and a stranger on the network (issue 22).

- :func:`listen`: every connection is counted by a :class:`ConnectionGate` until it
  shows the token, so half-open requests cannot use up the share's descriptors
  (aiohttp's keep-alive timeout, set from the start, closes those that send no
  complete request).
- :class:`RequestGuard`, an aiohttp middleware: the ``Host`` header must name the
  share (its own names and addresses, or those the GM names for a reverse proxy),
  and so must a websocket's ``Origin``: a page elsewhere, or a name made to point at
  this machine, gets nothing. A wrong token is slowed down per address, then refused.
"""

import asyncio
import contextlib
import hmac
import ipaddress
from collections.abc import Awaitable, Callable, Collection
from typing import cast
from urllib.parse import urlsplit

from aiohttp import web

from i18n import _
from tui.share.gate import BACKLOG, ConnectionGate
from tui.share.guesses import Guesses

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

#: Sent with every answer: the URL holds the token, so it goes in no Referer, no cache.
PAGE_HEADERS = {
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Frame-Options": "DENY",
}


def plain(status: int, text: str) -> web.Response:
    return web.Response(
        status=status, text=text + "\n", content_type="text/plain", headers=PAGE_HEADERS
    )


class _Watched(asyncio.Protocol):
    """aiohttp's protocol for one connection, counted by the gate until it proves itself."""

    def __init__(self, inner: asyncio.Protocol, gate: ConnectionGate) -> None:
        self.inner = inner
        self.gate = gate
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if peer else ""
        self.gate.admit(self.transport, address, self.transport.abort)
        self.inner.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received()

    def connection_lost(self, exc: Exception | None) -> None:
        self.gate.forget(self.transport)
        self.inner.connection_lost(exc)

    def pause_writing(self) -> None:
        self.inner.pause_writing()

    def resume_writing(self) -> None:
        self.inner.resume_writing()


async def listen(
    make_protocol: Callable[[], asyncio.Protocol], host: str, port: int, gate: ConnectionGate
) -> asyncio.Server:
    loop = asyncio.get_running_loop()
    return await loop.create_server(
        lambda: _Watched(make_protocol(), gate), host, port, backlog=BACKLOG
    )


def _host_and_port(authority: str) -> tuple[str, int | None] | None:
    """``name``, ``name:port``, ``[v6]:port`` split; None if it is none of them."""
    host, colon, port_text = authority.rpartition(":")
    if not colon or "]" in port_text:
        host, port_text = authority, ""
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    if port_text and not (port_text.isascii() and port_text.isdigit() and len(port_text) <= 5):
        return None
    if not host:
        return None
    return host.lower().rstrip("."), int(port_text) if port_text else None


class RequestGuard:
    """The Host, Origin and token checks of one web share, as an aiohttp middleware."""

    def __init__(
        self,
        token: bytes,
        cookie_name: Callable[[], str],
        own_names: Callable[[], Collection[str]],
        port: Callable[[], int],
        proxy_names: Collection[str],
        gate: ConnectionGate,
        guesses: Guesses,
    ) -> None:
        self._token = token
        self._cookie_name = cookie_name
        self._own_names = own_names
        self._port = port
        self._proxy_names = {name.lower().rstrip(".") for name in proxy_names}
        self.gate = gate
        self.guesses = guesses

    def names_the_share(self, authority: str, request: web.Request) -> bool:
        """Whether ``authority`` (a Host, an Origin's) is this share's, as a browser says it."""
        split = _host_and_port(authority)
        if split is None:
            return False
        host, port = split
        if host in self._proxy_names:  # the GM's reverse proxy: its own port
            return True
        if port not in {self._port(), None if self._port() == 80 else self._port()}:
            return False
        own = {name.lower() for name in self._own_names()}
        sockname = request.transport.get_extra_info("sockname") if request.transport else None
        if sockname:  # the address this connection came to is the share's own
            own.add(str(sockname[0]).lower())
            with contextlib.suppress(ValueError):
                if ipaddress.ip_address(sockname[0]).is_loopback:
                    own.add("localhost")
        return host in own

    def origin_allowed(self, request: web.Request) -> bool:
        origin = request.headers.get("Origin")
        if origin is None:  # not a browser: no page of another site sent it
            return True
        parts = urlsplit(origin)
        return parts.scheme in {"http", "https"} and self.names_the_share(parts.netloc, request)

    @web.middleware
    async def check(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if not self.names_the_share(request.host, request):
            return plain(421, _("This address is not the share's: open the link the GM gave."))
        if request.path == "/ws" and not self.origin_allowed(request):
            return plain(403, _("A page of another site cannot open the board."))
        presented = request.query.get("token") or request.cookies.get(self._cookie_name()) or ""
        if presented:
            address = request.remote or ""
            if self.guesses.refused(address):
                return plain(429, too_many_tries())
            if hmac.compare_digest(presented.encode("utf-8"), self._token):
                if request.transport is not None:
                    self.gate.prove(request.transport)
                self.guesses.succeeded(address)
            elif wait := self.guesses.failed(address):
                await asyncio.sleep(wait)
        return await handler(request)


def too_many_tries() -> str:
    """What an address that guessed too often reads, over either way in."""
    return _("Too many wrong tries from your address: wait a minute, then ask the GM.")
