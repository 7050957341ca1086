"""What the share's servers report reaches the GM's terminal as one line, rarely.

A stranger on the network can make the servers complain as often as they like: 23,206
tracebacks in 10 s filled a GM's terminal with ``Too many open files`` (issue 22).
Here every report of the share, of aiohttp, asyncssh and asyncio (the event loop's
own, ``socket.send() raised exception.`` and ``socket.accept() out of system
resource`` among them) is one line without a traceback, each kind of report at most
once every :data:`SAME_REPORT_SECONDS`, and no more than one line a second in all.
"""

import asyncio
import errno
import logging
import time
from collections.abc import Mapping
from typing import Any, TextIO

from i18n import _
from i18n.text import clipped, printable

#: The loggers whose reports are the GM's to read (warnings and worse).
REPORTING = ("degaine.share", "aiohttp", "asyncssh", "asyncio")
#: The same report again within this long is not repeated.
SAME_REPORT_SECONDS = 10.0
#: Two lines about anything are at least this far apart.
ANY_REPORT_SECONDS = 1.0
#: How much of a report a line keeps.
LONGEST_LINE = 200
#: What asyncio says of a viewer that left while it was being written to: its end is
#: the GM's concern no more than a closed tab.
_VIEWER_LEFT = "socket.send() raised exception."
#: Errors that say the machine is out of descriptors for new connections.
_OUT_OF_DESCRIPTORS = frozenset({errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM})

log = logging.getLogger("degaine.share")


class OneLineReports(logging.Handler):
    """Writes each report as one line on ``stream``, rate-limited."""

    def __init__(self, stream: TextIO) -> None:
        super().__init__(logging.WARNING)
        self.stream = stream
        self._last_said: dict[str, float] = {}
        self._last_line = float("-inf")

    def emit(self, record: logging.LogRecord) -> None:
        if record.msg == _VIEWER_LEFT:
            return
        kind = f"{record.name}:{record.msg}"
        now = time.monotonic()
        if now - self._last_line < ANY_REPORT_SECONDS:
            return
        if now - self._last_said.get(kind, float("-inf")) < SAME_REPORT_SECONDS:
            return
        if len(self._last_said) > 256:  # reports of every kind: no unbounded memory either
            self._last_said.clear()
        self._last_said[kind], self._last_line = now, now
        try:
            self.stream.write(one_line(record) + "\n")
            self.stream.flush()
        except (OSError, ValueError):  # the GM's terminal is gone
            pass


def one_line(record: logging.LogRecord) -> str:
    """The report, its exception named in a few words, on one printable line."""
    try:
        said = record.getMessage()
    except (TypeError, ValueError):
        said = str(record.msg)
    first = _first_line(said)
    if record.exc_info is not None and record.exc_info[1] is not None:
        error = record.exc_info[1]
        first = f"{first}: {type(error).__name__}: {_first_line(str(error))}"
    return _("degaine share: {problem}").format(problem=clipped(printable(first), LONGEST_LINE))


def _first_line(text: str) -> str:
    return next((line.strip() for line in text.splitlines() if line.strip()), "")


def report_to_the_gm(stream: TextIO, loop: asyncio.AbstractEventLoop) -> OneLineReports:
    """From now on every report goes to ``stream`` as one rare line; the handler set."""
    handler = OneLineReports(stream)
    for name in REPORTING:
        logger = logging.getLogger(name)
        logger.addHandler(handler)
        logger.propagate = False  # Python's last resort would print them whole
    loop.set_exception_handler(_loop_problem)
    return handler


def stop_reporting(handler: OneLineReports) -> None:
    for name in REPORTING:
        logger = logging.getLogger(name)
        logger.removeHandler(handler)
        logger.propagate = True


def _loop_problem(loop: asyncio.AbstractEventLoop, context: Mapping[str, Any]) -> None:
    """The event loop's reports (an accept that failed, a task's error): one line each."""
    error = context.get("exception")
    if isinstance(error, OSError) and error.errno in _OUT_OF_DESCRIPTORS:
        log.warning(
            _("too many connections at once: new ones wait ({problem})").format(
                problem=error.strerror
            )
        )
        return
    message = str(context.get("message") or "")
    if error is not None:
        message = f"{message}: {type(error).__name__}: {error}"
    log.warning("%s", message)
