"""The sharing itself: both ways in up, what to open printed, and all of it stopped
on Ctrl+C, SIGTERM or SIGHUP, every viewer's board with it."""

import asyncio
import contextlib
import os
import signal
import threading
import time
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Protocol, TextIO

from i18n import _, ngettext
from tui.paths import share_host_key_path, share_status_path
from tui.share.address import Address
from tui.share.gate import ConnectionGate, in_all_cap
from tui.share.gm_log import report_to_the_gm, stop_reporting
from tui.share.options import ShareOptions, board_argv
from tui.share.slots import ViewerSlots
from tui.share.status_file import StatusWriter

if TYPE_CHECKING:
    from tui.share.ssh import SshShare
    from tui.share.web import WebShare

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


#: How long stopping may take before every board left is killed outright; the GM was
#: promised an end within 2 s of Ctrl+C or SIGTERM, whatever the viewers do.
STOP_SECONDS = 1.2
#: The last resort: the process ends this long after the stop began, whatever is stuck.
EXIT_DEADLINE_SECONDS = 1.8


class Server(Protocol):
    async def stop(self) -> None: ...

    def kill_boards(self) -> None: ...


class CannotShare(Exception):
    """A way in could not start (a port taken, a host key refused); ``str()`` says why."""


def serve(options: ShareOptions, out: TextIO, err: TextIO) -> int:
    """Share until stopped; the exit status (2: a way in could not start)."""
    # Taken by whoever says the last line: the exit deadline's thread, or here.
    last_line = threading.Lock()
    try:
        served = asyncio.run(_share(options, out, err, last_line))
    except CannotShare as error:
        err.write(_("degaine share: {problem}").format(problem=error) + "\n")
        return 2
    except KeyboardInterrupt:  # Ctrl+C before the handlers were set: nothing was served
        served = 0
    last_line.acquire()  # kept: the deadline's thread, if it wakes now, says nothing
    # The terminal may be gone (SIGHUP): the count is then for nobody.
    with contextlib.suppress(OSError, ValueError):
        out.write(stopped_line(served) + "\n")
        out.flush()
    return 0


async def _share(options: ShareOptions, out: TextIO, err: TextIO, last_line: threading.Lock) -> int:
    """Run both ways in until a stop signal; how many viewers were served."""
    loop = asyncio.get_running_loop()
    reports = report_to_the_gm(err, loop)
    stop = asyncio.Event()
    for signum in STOP_SIGNALS:
        loop.add_signal_handler(signum, stop.set)
    slots = ViewerSlots(options.cap)
    status = StatusWriter(share_status_path(options.store))
    slots.on_change(status.write)
    servers: list[Server] = []
    try:
        # Both up before a word is printed: a way in that cannot start leaves one line.
        told: list[Callable[[], None]] = []
        if options.ssh is not None:
            ssh = await _start_ssh(options, options.ssh, slots)
            servers.append(ssh)
            told.append(partial(_tell_ssh, out, options.ssh, ssh))
        if options.web is not None:
            web = await _start_web(options, options.web, slots)
            servers.append(web)
            told.append(partial(_tell_web, out, options.web, web))
        say(out, _("Sharing the players' board of {store}.").format(store=options.store))
        for tell in told:
            tell()
        # Once per host: both ways in on 0.0.0.0 are one warning.
        for where in {
            address.host: address for address in (options.ssh, options.web) if address
        }.values():
            warn_if_open(out, where)
        if options.password_given:
            say(out, _("Password: the one you gave."))
        else:
            say(out, _("Password: {password}").format(password=options.password))
        status.write(slots.active)
        say(out, _("Ctrl+C stops the sharing."))
        await stop.wait()
    finally:
        if stop.is_set():  # not a way in that could not start: the GM asked for the end
            arm_exit_deadline(status, slots, out, last_line)
        await stop_all(servers)
        status.remove()
        for signum in STOP_SIGNALS:
            loop.remove_signal_handler(signum)
        stop_reporting(reports)
    return slots.served


async def stop_all(servers: list[Server]) -> None:
    """Both ways in stopped at once, under one deadline: a stuck one ends no other's."""
    stopping = asyncio.gather(*(server.stop() for server in servers), return_exceptions=True)
    try:
        await asyncio.wait_for(stopping, STOP_SECONDS)
    except TimeoutError:
        for server in servers:
            server.kill_boards()


def arm_exit_deadline(
    status: StatusWriter, slots: ViewerSlots, out: TextIO, last_line: threading.Lock
) -> None:
    """End the process :data:`EXIT_DEADLINE_SECONDS` from now if it has not ended.

    The safety net behind :func:`stop_all`: anything still stuck then (a connection
    asyncio flushes as the loop closes, a thread) must not keep the share running.
    Every board ends by itself once the share is gone (its input or its pty closes).
    """

    def at_deadline() -> None:
        time.sleep(EXIT_DEADLINE_SECONDS)
        if not last_line.acquire(blocking=False):
            return  # serve() is saying it: the end is a moment away
        status.remove()
        with contextlib.suppress(OSError, ValueError):
            out.write(stopped_line(slots.served) + "\n")
            out.flush()
        os._exit(0)

    threading.Thread(target=at_deadline, name="degaine-share-deadline", daemon=True).start()


def stopped_line(served: int) -> str:
    return ngettext(
        "Sharing stopped: {n} viewer was served.",
        "Sharing stopped: {n} viewers were served.",
        served,
    ).format(n=served)


async def _start_ssh(options: ShareOptions, where: Address, slots: ViewerSlots) -> "SshShare":
    from tui.share.host_key import HostKeyError, load_or_create_host_key
    from tui.share.ssh import SshShare

    try:
        key = load_or_create_host_key(share_host_key_path())
    except HostKeyError as error:
        raise CannotShare(str(error)) from None
    gate = ConnectionGate(in_all=in_all_cap(options.cap))
    ssh = SshShare(
        where.host, where.port, options.password, slots, board_argv(options), key, gate=gate
    )
    try:
        await ssh.start()
    except OSError as error:
        raise CannotShare(_cannot_listen(where, error)) from None
    return ssh


async def _start_web(options: ShareOptions, where: Address, slots: ViewerSlots) -> "WebShare":
    from tui.share.web import WebShare

    web = WebShare(
        where.host,
        where.port,
        options.password,
        slots,
        board_argv(options),
        proxy_names=options.proxy_names,
        gate=ConnectionGate(in_all=in_all_cap(options.cap)),
    )
    try:
        await web.start()
    except OSError as error:
        raise CannotShare(_cannot_listen(where, error)) from None
    return web


def _tell_ssh(out: TextIO, where: Address, ssh: "SshShare") -> None:
    say(out, _("Players join over SSH with:"))
    # The command alone on its line: a player copies it, a script reads the port from it.
    say(out, f"    ssh -p {ssh.port} table@{where.reachable_as}")
    fingerprint = ssh.host_key.get_fingerprint()
    say(out, _("  (the server's key: {fingerprint})").format(fingerprint=fingerprint))


def _tell_web(out: TextIO, where: Address, web: "WebShare") -> None:
    say(out, _("Players open in a browser, or scan:"))
    say(out, f"    {web.url()}")
    say(out, web.qr_text())


def warn_if_open(out: TextIO, where: Address) -> None:
    if not where.local_only:
        say(
            out,
            _(
                "Warning: {host} can be reached from other machines: anyone who reaches it"
                " can try the password."
            ).format(host=where.host),
        )


def _cannot_listen(where: Address, error: OSError) -> str:
    return _("cannot listen on {host}:{port}: {problem}").format(
        host=where.host, port=where.port, problem=error.strerror or error
    )


def say(out: TextIO, line: str) -> None:
    out.write(line + "\n")
    out.flush()
