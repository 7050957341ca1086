"""Both apps (the GM's and the players' board) end when the terminal goes away.

A terminal goes away in several ways at once, in any order: SIGHUP (and a SIGCONT)
from the kernel, EIO or end-of-file on standard input, EIO on the next frame written.
Each of them calls :func:`terminal_gone`, from whichever thread noticed it: it asks
the app to exit and returns at once, never waiting for the main thread (which may be
joining the very thread that noticed).
"""

import asyncio
import contextlib
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from types import FrameType
from typing import Any

from textual.app import App

#: The exit status after a hangup or SIGTERM: the GM's work is saved, nothing failed.
HANGUP_EXIT_STATUS = 0

#: How long the app may take to shut down after the terminal went away. The GM was
#: promised an end within 2 s; a clean shutdown takes a fraction of a second.
EXIT_DEADLINE_SECONDS = 1.5

HANGUP_SIGNALS = (signal.SIGHUP, signal.SIGTERM)

_deadline_lock = threading.Lock()
_deadline_armed = False


def listen_for_hangup(app: App[Any], loop: asyncio.AbstractEventLoop) -> Callable[[], None]:
    """SIGHUP (a dropped SSH session) and SIGTERM end ``app``; returns what puts them back.

    Plain signal handlers, not the event loop's: Python runs them even while the
    main thread is blocked (in a join, or on the writer's full queue), so the exit
    deadline is armed whatever the loop is doing. Only the main thread may set them.
    """
    if threading.current_thread() is not threading.main_thread():
        return lambda: None

    def on_signal(signum: int, frame: FrameType | None) -> None:
        terminal_gone(app, loop)

    previous = {signum: signal.signal(signum, on_signal) for signum in HANGUP_SIGNALS}

    def restore() -> None:
        for signum, handler in previous.items():
            signal.signal(signum, handler)

    return restore


def terminal_gone(app: App[Any], loop: asyncio.AbstractEventLoop) -> None:
    """Ask ``app`` to exit, from any thread and any number of times, without waiting."""
    arm_exit_deadline()
    if loop.is_closed():  # the app has already ended
        return
    leave = getattr(app, "exit_on_end_of_input", app.exit)
    loop.call_soon_threadsafe(leave)


def arm_exit_deadline(seconds: float = EXIT_DEADLINE_SECONDS) -> None:
    """End the process ``seconds`` from now if it has not ended by itself.

    The safety net behind a clean exit. Textual's writer thread writes each frame
    with a blocking write, and the main thread waits for it (on its bounded queue,
    then joining it at shutdown): after a SIGHUP or SIGTERM on a terminal whose
    other end is still open but unread (a multiplexer that signals before it closes
    the pane, a stalled SSH link), the process would wait forever. Ending it
    abruptly loses nothing: every command was committed to the store before the
    screen showed it, and SQLite's WAL survives any exit.
    """
    global _deadline_armed
    with _deadline_lock:
        if _deadline_armed:
            return
        _deadline_armed = True
    threading.Thread(
        target=_exit_at_deadline, args=(seconds,), name="degaine-exit-deadline", daemon=True
    ).start()


def end_at_once_after_hangup(status: int) -> int:
    """``status``, to exit with; after a hangup or SIGTERM the process ends here instead.

    Call it once the app has ended and its store is closed. Nothing is left to do
    then, and the interpreter's teardown would only eat into the 2 s: it takes a few
    hundred milliseconds on a busy machine (measured: most of the time from hangup
    to exit), flushes to a terminal nobody reads (which blocks if it is still open),
    and the exit deadline cannot act during it.
    """
    if _deadline_armed:
        for stream in (sys.stdout, sys.stderr):
            # What the app printed last (an error) is for a terminal that may still be
            # there; a dead one refuses it (OSError), one that blocks meets the deadline.
            with contextlib.suppress(OSError, ValueError):
                stream.flush()
        os._exit(status)
    return status


def _exit_at_deadline(seconds: float) -> None:
    time.sleep(seconds)
    # Still here: the shutdown is stuck on the terminal. (A daemon thread never delays
    # a normal exit: reaching this line means the process would have hung.)
    os._exit(HANGUP_EXIT_STATUS)
