"""The players' board for browsers: textual-serve's page, one board process per viewer.

textual-serve's :class:`Server` brings the page, its JavaScript and its fonts (all in
the package: a LAN without internet is enough) and the aiohttp routes. This module
adds what a table shared with strangers needs: an access token on the page and on the
websocket, the viewer cap, a board process that ends with its viewer's connection, a
start and a stop inside the running event loop, and nothing of the token in a log.

The token travels from the page to the websocket in a cookie the page sets (the
page's script adds ``?width=…&height=…`` to the websocket's address, so no query of
ours may be there); ``SameSite=Strict`` keeps another site's page from opening the
websocket with it.
"""

import asyncio
import contextlib
import hmac
import ipaddress
import logging
import re
import socket
from collections.abc import Collection, Sequence
from urllib.parse import quote

import aiohttp_jinja2
import jinja2
from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError
from textual_serve.server import Server

from i18n import _, ngettext
from i18n.text import clipped, printable
from tui.share.browser_viewer import (
    CLOSE_TIMEOUT_SECONDS,
    BrowserViewer,
    size_within,
)
from tui.share.farewell import sharing_stopped, with_close_reason
from tui.share.gate import ConnectionGate
from tui.share.guesses import Guesses
from tui.share.qr import qr_half_blocks
from tui.share.slots import ViewerSlots
from tui.share.web_guard import PAGE_HEADERS, RequestGuard, listen, plain

log = logging.getLogger("degaine.share")
#: aiohttp's own reports, a stranger's malformed request above all: one line each.
http_log = logging.getLogger("degaine.share.http")

#: The cookie that carries the token from the page to its websocket, one per port
#: (a browser keeps cookies by host, whatever the port: two shares on one host).
TOKEN_COOKIE = "degaine_token_{port}"
#: How long a connection may take to send its request (its headers) before it is closed.
REQUEST_TIMEOUT_SECONDS = 3.0
#: ``Host`` headers put back into the page as the websocket's host: a name or an
#: address and a port, nothing that could close the HTML attribute it goes in.
_HOST_HEADER = re.compile(r"[A-Za-z0-9.\-]+(:\d{1,5})?|\[[0-9A-Fa-f:.]+\](:\d{1,5})?")
#: The page loads nothing from elsewhere. textual-serve's page asks the internet for a
#: web font; a stylesheet holds the page back until it comes, and on a LAN without
#: internet a request may take long to fail: refused here, it fails at once (the
#: board's text falls back to the browser's monospace font).
_PAGE_POLICY = {
    "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-inline'; "
    "style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ws: wss:; "
    "frame-ancestors 'none'",
}


def _one_line(record: logging.LogRecord) -> bool:
    """aiohttp's report without its traceback (never one on the GM's terminal).

    aiohttp logs a malformed request as an error, with a traceback: anyone on the
    network can send one, so it is the GM's concern no more than a closed tab
    (DEBUG). Anything else stays at its level, the exception told in one line.
    """
    if record.exc_info is not None:
        error = record.exc_info[1]
        said = [line.strip() for line in str(getattr(error, "message", error)).split("\n")]
        detail = clipped(printable(next((line for line in said if line), "")), 120)
        record.msg, record.args = (
            "%s: %s: %s",
            (
                record.getMessage(),
                type(error).__name__,
                detail,
            ),
        )
        record.exc_info, record.exc_text = None, None
        if isinstance(error, HttpProcessingError):
            record.levelno, record.levelname = logging.DEBUG, logging.getLevelName(logging.DEBUG)
    return True


http_log.addFilter(_one_line)


class WebShare:
    """The web way in for ``degaine share``: start, the URL and its QR code, stop."""

    def __init__(
        self,
        host: str,
        port: int,
        token: str,
        slots: ViewerSlots,
        board_argv: Sequence[str],
        *,
        proxy_names: Collection[str] = (),
        gate: ConnectionGate | None = None,
    ) -> None:
        self.host = host
        self.port = port
        self.slots = slots
        self.board_argv = list(board_argv)
        self._token = token
        self._token_bytes = token.encode("utf-8")
        self.gate = gate if gate is not None else ConnectionGate()
        self.guesses = Guesses(on_refusal=_tell_refused)
        self.guard = RequestGuard(
            self._token_bytes,
            cookie_name=lambda: self.cookie_name,
            own_names=self.own_names,
            port=lambda: self.port,
            proxy_names=proxy_names,
            gate=self.gate,
            guesses=self.guesses,
        )
        self._site = _BoardSite(self)
        self._runner: web.AppRunner | None = None
        self._listener: asyncio.Server | None = None
        self._viewers: set[BrowserViewer] = set()
        self._stopping = False

    async def start(self) -> None:
        """Listen on ``host:port``; afterwards ``port`` is the real one (port 0: any free)."""
        app = await self._site._make_app()
        # No access log: every page request's line would hold the token. The keep-alive
        # timeout runs from the connection's start: it is the timeout for a first request.
        runner = web.AppRunner(
            app,
            access_log=None,
            logger=http_log,
            shutdown_timeout=CLOSE_TIMEOUT_SECONDS,
            keepalive_timeout=REQUEST_TIMEOUT_SECONDS,
        )
        await runner.setup()
        server = runner.server
        assert server is not None
        try:
            self._listener = await listen(server, self.host, self.port, self.gate)
        except BaseException:
            await runner.cleanup()
            raise
        self._runner = runner
        self.port = int(self._listener.sockets[0].getsockname()[1])

    def own_names(self) -> set[str]:
        """The names and addresses a browser may call this share by (besides its port's)."""
        names = {self.host, _reachable(self.host).strip("[]")}
        with contextlib.suppress(OSError):
            names.add(socket.getfqdn())
        # A name without a dot is also reached by its mDNS name on the LAN (gm-laptop.local).
        names |= {f"{name}.local" for name in names if "." not in name and ":" not in name}
        return {name.lower().rstrip(".") for name in names}

    def url(self) -> str:
        """The address a player opens, token included."""
        return f"http://{_reachable(self.host)}:{self.port}/?token={quote(self._token, safe='')}"

    def qr_text(self) -> str:
        """:meth:`url` as a QR code of terminal characters, quiet zone included."""
        return qr_half_blocks(self.url())

    async def stop(self) -> None:
        """Close every viewer's connection, end every board process, stop listening."""
        self._stopping = True
        if self._listener is not None:
            self._listener.close()
            self._listener = None
        ending = [viewer.end(sharing_stopped()) for viewer in list(self._viewers)]
        runner, self._runner = self._runner, None
        if runner is not None:  # its connections closed while the boards end, not after
            ending.append(runner.cleanup())
        await asyncio.gather(*ending, return_exceptions=True)

    def kill_boards(self) -> None:
        """What :meth:`stop` ran out of time for: every board killed, now."""
        for viewer in self._viewers:
            viewer.board.kill_now()

    @property
    def viewer_pids(self) -> list[int]:
        """The process ids of the boards running now, one per viewer."""
        return [pid for viewer in self._viewers if (pid := viewer.board.pid) is not None]

    @property
    def cookie_name(self) -> str:
        """The name of the cookie the page sets (it holds the token)."""
        return TOKEN_COOKIE.format(port=self.port)

    def token_matches(self, request: web.Request) -> bool:
        """Whether ``request`` carries the token, in its query or in the page's cookie."""
        cookie = request.cookies.get(self.cookie_name)
        presented = request.query.get("token") or cookie or ""
        return hmac.compare_digest(presented.encode("utf-8"), self._token_bytes)

    def refusal(self, request: web.Request) -> web.Response | None:
        """Why ``request`` gets no board (a response saying so), or None if it may."""
        if self._stopping:
            return plain(503, sharing_stopped())
        if not self.token_matches(request):
            return plain(403, _("Wrong or missing access token: ask the GM for the link."))
        if self.slots.active >= self.slots.cap:
            return plain(503, table_full(self.slots.cap))
        return None

    async def serve_viewer(self, request: web.Request) -> web.StreamResponse:
        """One viewer's websocket: a slot taken, a board started, both ended together."""
        refused = self.refusal(request)
        if refused is not None:
            return refused
        if not web.WebSocketResponse().can_prepare(request).ok:  # no slot for a bad handshake
            return plain(400, _("This address is the board's websocket: open the page."))
        if not self.slots.take():  # the check that counts: the one that takes the slot
            return plain(503, table_full(self.slots.cap))
        try:
            viewer = BrowserViewer(self.board_argv, self._site.download_manager, request)
            self._viewers.add(viewer)
            try:
                await viewer.run()
            finally:
                try:
                    await viewer.end()
                finally:
                    self._viewers.discard(viewer)
        finally:
            self.slots.give_back()
        return viewer.websocket


def _tell_refused(address: str) -> None:
    log.warning(
        _("{address} guessed the token wrong too often: refused for a minute").format(
            address=printable(address)
        )
    )


def table_full(cap: int) -> str:
    """What the viewer one too many reads."""
    return ngettext(
        "The table is full: {cap} viewer watches already. Try again when they leave.",
        "The table is full: {cap} viewers watch already. Try again when one leaves.",
        cap,
    ).format(cap=cap)


class _BoardSite(Server):
    """textual-serve's routes and page, answering through a :class:`WebShare`."""

    def __init__(self, share: WebShare) -> None:
        super().__init__(
            " ".join(share.board_argv),
            host=share.host,
            port=share.port,
            title=_("degaine · the players' board"),
        )
        self.share = share

    async def _make_app(self) -> web.Application:
        """textual-serve's page, websocket and scripts, behind the share's guard.

        Not its downloads (the board offers none) nor its listing of the scripts'
        folder: only the files the page asks for, by name.
        """
        app = web.Application(middlewares=[self.share.guard.check])
        aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(self.templates_path))
        app.add_routes(
            [
                web.get("/", self.handle_index, name="index"),
                web.get("/ws", self.handle_websocket, name="websocket"),
                web.static("/static", self.statics_path, show_index=False, name="static"),
            ]
        )
        app.on_shutdown.append(self.on_shutdown)
        return app

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        refused = self.share.refusal(request)
        if refused is not None:
            return refused
        font_size = size_within(request.query.get("fontsize"), 16, 64)
        context = {
            "font_size": font_size,
            "app_websocket_url": f"{_websocket_scheme(request)}://{self._page_host(request)}/ws",
            "config": {"static": {"url": "/static/"}},
            "application": {"name": self.title},
        }
        response = aiohttp_jinja2.render_template("app_index.html", request, context)
        response.text = with_close_reason(response.text or "")
        response.headers.update(PAGE_HEADERS | _PAGE_POLICY)
        response.set_cookie(
            self.share.cookie_name, self.share._token, httponly=True, samesite="Strict", path="/"
        )
        return response

    def _page_host(self, request: web.Request) -> str:
        """The host the browser asked for (a proxy's name, say), if it is one; else ours."""
        if _HOST_HEADER.fullmatch(request.host):
            return request.host
        return f"{_reachable(self.share.host)}:{self.share.port}"

    # A refused viewer gets a plain response, not a websocket: wider than textual-serve's.
    async def handle_websocket(self, request: web.Request) -> web.StreamResponse:  # type: ignore[override]
        return await self.share.serve_viewer(request)


def _websocket_scheme(request: web.Request) -> str:
    # Behind a reverse proxy that speaks TLS to the browser, the page's websocket must too.
    secure = request.secure or request.headers.get("X-Forwarded-Proto", "").lower() == "https"
    return "wss" if secure else "ws"


def _reachable(host: str) -> str:
    """``host`` as a URL names it: a wildcard address is no address to connect to."""
    try:
        wildcard = ipaddress.ip_address(host).is_unspecified
    except ValueError:
        wildcard = False
    name = socket.gethostname() if wildcard else host
    return f"[{name}]" if ":" in name else name
