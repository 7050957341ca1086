"""Both apps (the GM's and the players' board) end cleanly when the terminal goes away."""

import asyncio
import signal
from typing import Any

from textual.app import App


def exit_on_hangup(app: App[Any]) -> None:
    """A dropped SSH session (SIGHUP) or a SIGTERM exits the app instead of killing it."""
    try:
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGHUP, signal.SIGTERM):
            loop.add_signal_handler(signum, app.exit)
    except (NotImplementedError, RuntimeError):  # not on this platform
        pass
