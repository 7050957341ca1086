"""The SSH way in: ``ssh -p PORT table@HOST`` and the password give the players' board.

Only one thing is served: a session with a pty running the board. Everything else a
client may ask is refused: a shell without a pty, exec, subsystems (SFTP), port
forwarding both ways, agent and X11 forwarding. Any user name is taken (the printed
command says ``table``): the password is the one secret, compared in constant time.
"""

import asyncio
import contextlib
import hmac
import logging
from collections.abc import Mapping, Sequence

import asyncssh

from i18n import _, ngettext
from i18n.text import printable
from tui.share.board_pty import BoardInPty, board_environment
from tui.share.farewell import sharing_stopped, ssh_farewell
from tui.share.gate import BACKLOG, ConnectionGate
from tui.share.guesses import Guesses
from tui.share.slots import ViewerSlots

log = logging.getLogger("degaine.share")

#: A client that has not logged in after this long is dropped.
LOGIN_TIMEOUT_SECONDS = 30
#: Wrong passwords one connection may try before it is dropped.
TRIES_PER_CONNECTION = 3
#: What may wait for a viewer that does not read before it is dropped: a few full
#: boards (the board itself waits once the link is full, so this is rarely reached).
MOST_UNSENT_BYTES = 1024 * 1024
#: How long stopping waits for a connection to close cleanly before cutting it.
CLOSE_GRACE_SECONDS = 0.3
#: The largest terminal a board is drawn for: a viewer asking for 10000×10000 would
#: have its board lay out and paint a hundred million cells at every change.
MOST_COLUMNS, MOST_LINES = 500, 200


def board_size(columns: int, lines: int, default: tuple[int, int]) -> tuple[int, int]:
    """The viewer's size, within bounds; 0 (a client that did not say) keeps ``default``."""
    return (
        min(columns, MOST_COLUMNS) if columns > 0 else default[0],
        min(lines, MOST_LINES) if lines > 0 else default[1],
    )


class SshShare:
    """The SSH server of one ``degaine share`` run; ``port`` is the real one once started."""

    def __init__(
        self,
        host: str,
        port: int,
        password: str,
        slots: ViewerSlots,
        board_argv: Sequence[str],
        host_key: asyncssh.SSHKey,
        *,
        gate: ConnectionGate | None = None,
    ) -> None:
        self.host = host
        self.port = port
        self.password = password.encode()
        self.slots = slots
        self.board_argv = tuple(board_argv)
        self.host_key = host_key
        self._acceptor: asyncssh.SSHAcceptor | None = None
        self._connections: set[asyncssh.SSHServerConnection] = set()
        self._sessions: set[BoardSession] = set()
        #: Connections not logged in yet, capped; wrong passwords, slowed per address.
        self.gate = gate if gate is not None else ConnectionGate()
        self.guesses = Guesses(on_refusal=_tell_refused)
        #: Set by ``stop``: a session that a connection still open asks for gets no board.
        self.stopping = False

    async def start(self) -> None:
        self._acceptor = await asyncssh.create_server(
            lambda: _Gate(self),
            self.host,
            self.port,
            server_host_keys=[self.host_key],
            config=None,
            encoding=None,  # bytes both ways: the board's screen and the viewer's keys
            line_editor=False,  # the board reads the keys itself, one by one
            agent_forwarding=False,
            x11_forwarding=False,
            public_key_auth=False,
            host_based_auth=False,
            kbdint_auth=False,
            password_auth=True,
            gss_host=None,
            login_timeout=LOGIN_TIMEOUT_SECONDS,
            backlog=BACKLOG,
        )
        self.port = self._acceptor.get_port()

    def password_matches(self, password: str) -> bool:
        return hmac.compare_digest(password.encode(), self.password)

    async def stop(self) -> None:
        """Stop listening, end every viewer's board, close every connection."""
        self.stopping = True
        if self._acceptor is not None:
            self._acceptor.close()
            await self._acceptor.wait_closed()
            self._acceptor = None
        await asyncio.gather(*(session.close() for session in list(self._sessions)))
        connections = list(self._connections)
        for connection in connections:
            connection.close()
        # A client that does not read would hold a clean close (its unsent output) for ever.
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(
                asyncio.gather(
                    *(connection.wait_closed() for connection in connections),
                    return_exceptions=True,
                ),
                CLOSE_GRACE_SECONDS,
            )
        for connection in connections:
            connection.abort()

    def kill_boards(self) -> None:
        """What :meth:`stop` ran out of time for: every board killed, now."""
        for session in self._sessions:
            if session.board is not None:
                session.board.kill_now()


def _tell_refused(address: str) -> None:
    log.warning(
        _("{address} guessed the password wrong too often: refused for a minute").format(
            address=printable(address)
        )
    )


class _Gate(asyncssh.SSHServer):
    """One client's connection: the password, then board sessions and nothing else."""

    def __init__(self, share: SshShare) -> None:
        self.share = share
        self.connection: asyncssh.SSHServerConnection | None = None
        self.address = ""
        self.wrong_tries = 0

    def connection_made(self, conn: asyncssh.SSHServerConnection) -> None:
        self.connection = conn
        peer = conn.get_extra_info("peername")
        self.address = str(peer[0]) if peer else ""
        self.share._connections.add(conn)
        if self.share.guesses.refused(self.address):
            conn.abort()  # the cheapest answer: nothing at all
            return
        self.share.gate.admit(conn, self.address, conn.abort)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.connection is not None:
            self.share._connections.discard(self.connection)
            self.share.gate.forget(self.connection)

    def begin_auth(self, username: str) -> bool:
        return True  # a password is always asked

    def password_auth_supported(self) -> bool:
        return True

    async def validate_password(self, username: str, password: str) -> bool:
        guesses = self.share.guesses
        if guesses.refused(self.address):
            self._drop()
            return False
        if self.share.password_matches(password):
            guesses.succeeded(self.address)
            return True
        wait = guesses.failed(self.address)
        self.wrong_tries += 1
        if wait:
            await asyncio.sleep(wait)
        if self.wrong_tries >= TRIES_PER_CONNECTION or guesses.refused(self.address):
            self._drop()
        return False

    def auth_completed(self) -> None:
        if self.connection is not None:
            self.share.gate.prove(self.connection)

    def _drop(self) -> None:
        """Enough wrong passwords on this connection: it ends after this answer."""
        connection = self.connection
        if connection is not None:
            asyncio.get_running_loop().call_soon(
                connection.disconnect,
                asyncssh.DISC_NO_MORE_AUTH_METHODS_AVAILABLE,
                _("too many wrong passwords"),
            )

    def session_requested(self) -> "BoardSession | bool":
        if self.share.stopping:
            return False
        return BoardSession(self.share)

    # Refused, said here rather than left to asyncssh's defaults: nothing reaches the
    # GM's machine's network through a viewer's connection.
    def connection_requested(
        self, dest_host: str, dest_port: int, orig_host: str, orig_port: int
    ) -> bool:
        return False

    def server_requested(self, listen_host: str, listen_port: int) -> bool:
        return False

    def unix_connection_requested(self, dest_path: str) -> bool:
        return False

    def unix_server_requested(self, listen_path: str) -> bool:
        return False


class BoardSession(asyncssh.SSHServerSession[bytes]):
    """One viewer: a pty asked for, a shell asked for in it, and the board runs there."""

    def __init__(self, share: SshShare) -> None:
        self.share = share
        self.channel: asyncssh.SSHServerChannel[bytes] | None = None
        self.term_type: str | None = None
        self.size = (80, 24)
        self.board: BoardInPty | None = None
        self._holds_slot = False
        self._starting: asyncio.Task[None] | None = None
        self._closing: asyncio.Task[None] | None = None

    def connection_made(self, chan: asyncssh.SSHServerChannel[bytes]) -> None:
        self.channel = chan

    def pty_requested(
        self, term_type: str, term_size: tuple[int, int, int, int], term_modes: Mapping[int, int]
    ) -> bool:
        self.term_type = term_type
        self.size = board_size(term_size[0], term_size[1], self.size)
        return True

    def shell_requested(self) -> bool:
        # The board draws a full screen: without a pty there is nothing to draw it on.
        return self.term_type is not None

    def exec_requested(self, command: str) -> bool:
        return False

    def subsystem_requested(self, subsystem: str) -> bool:
        return False

    def session_started(self) -> None:
        self.share._sessions.add(self)
        self._starting = asyncio.get_running_loop().create_task(self._start_board())

    async def _start_board(self) -> None:
        channel = self.channel
        assert channel is not None
        slots = self.share.slots
        if not slots.take():
            # The web way in's words (tui/share/web.py), so one translation serves both.
            line = ngettext(
                "The table is full: {cap} viewer watches already. Try again when they leave.",
                "The table is full: {cap} viewers watch already. Try again when one leaves.",
                slots.cap,
            ).format(cap=slots.cap)
            self._send(line.encode() + b"\r\n")
            self._exit(1)
            return
        self._holds_slot = True
        columns, lines = self.size
        try:
            board = await BoardInPty.start(
                self.share.board_argv, columns, lines, board_environment(self.term_type or "")
            )
        except OSError as error:  # no pty or no process to be had: this viewer only
            message = _("The board cannot start: {problem}").format(problem=error)
            self._send(message.encode() + b"\r\n")
            self._exit(1)
            return
        if self._closing is not None or self.share.stopping:  # it all ended meanwhile
            if self.share.stopping:  # nothing drawn yet: the line alone
                self._send(sharing_stopped().encode() + b"\r\n")
            await board.end()
            self._exit(0)
            return
        self.board = board
        board.connect(self._send, self._close_soon)

    def data_received(self, data: bytes, datatype: asyncssh.DataType) -> None:
        if self.board is not None:
            self.board.write(data)

    def terminal_size_changed(self, width: int, height: int, pixwidth: int, pixheight: int) -> None:
        self.size = board_size(width, height, self.size)
        if self.board is not None:
            self.board.resize(*self.size)

    def pause_writing(self) -> None:
        if self.board is not None:
            self.board.pause()

    def resume_writing(self) -> None:
        if self.board is not None:
            self.board.resume()

    def eof_received(self) -> bool:
        return False  # the viewer's input ended: the session closes, and the board with it

    def connection_lost(self, exc: Exception | None) -> None:
        # The viewer disconnected (or the channel closed): the board goes at once.
        self._close_soon()

    def _send(self, data: bytes) -> None:
        channel = self.channel
        if channel is not None and not channel.is_closing():
            if channel.get_write_buffer_size() > MOST_UNSENT_BYTES:
                # A viewer that does not read: its connection goes, its board and slot follow.
                channel.get_connection().abort()
                return
            with contextlib.suppress(OSError):  # closed by the viewer meanwhile
                channel.write(data)

    def _exit(self, status: int) -> None:
        if self.channel is not None and not self.channel.is_closing():
            with contextlib.suppress(OSError):
                self.channel.exit(status)

    def _close_soon(self) -> None:
        """The board has left by itself (its q key), or the viewer has: end the rest."""
        if self._closing is None:
            self._closing = asyncio.get_running_loop().create_task(self._finish())

    async def close(self) -> None:
        """End the board, free the slot, close the channel (once, whoever asks first)."""
        self._close_soon()
        assert self._closing is not None
        await self._closing

    async def _finish(self) -> None:
        if self._starting is not None:
            await self._starting  # a board starting now is ended there
        status = 0
        if self.board is not None:
            if self.share.stopping:
                # Before the board's end, which may take its grace: the viewer's terminal
                # is given back at once, and nothing the dying board draws follows.
                self.board.pause()
                self._send(ssh_farewell())
            status = await self.board.end()
        if self._holds_slot:
            self._holds_slot = False
            self.share.slots.give_back()
        self._exit(max(status, 0))
        self.share._sessions.discard(self)
