"""The small file beside the store that tells the GM's app the board is shared.

``degaine share`` writes ``{"pid": …, "watching": …}`` there at the start and at
every viewer who comes or goes, and removes it when it stops. The GM's app reads it
only when its ``stat`` changed: one system call a second while nothing happens (and
one more, to see that the share is still running, while it is).
A file whose process is gone (a share that was killed) is stale and shows nothing.
"""

import contextlib
import json
import os
import time
from pathlib import Path

from i18n import ngettext

#: A status file written this recently (nanoseconds) is read even if its stat is the same.
RECENT_NS = 2_000_000_000


class StatusWriter:
    """The share's side: the count of viewers, written whole each time (never half a file)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._spare = path.with_name(path.name + ".new")
        self._removed = False

    def write(self, watching: int) -> None:
        if self._removed:  # a viewer's end, counted as the share stops: nobody to tell
            return
        text = json.dumps({"pid": os.getpid(), "watching": watching})
        try:
            descriptor = os.open(self._spare, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(descriptor, "w", encoding="utf-8") as file:
                file.write(text)
            self._spare.replace(self.path)
        except OSError:
            # The GM's status line misses a count; the players' boards do not depend on it,
            # and a sharing that stopped here would cost the table its view for a detail.
            with contextlib.suppress(OSError):
                self._spare.unlink()

    def remove(self) -> None:
        """The share has stopped: the file goes, and no later count brings it back."""
        self._removed = True
        for path in (self.path, self._spare):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()


class StatusReader:
    """The GM's side: how many watch, re-read only when the file's ``stat`` changed."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._seen: tuple[int, int, int] | None = None
        self._pid: int | None = None
        self._watching: int | None = None

    def watching(self) -> int | None:
        """How many viewers watch now, or None if the board is not shared."""
        try:
            info = self.path.stat()
        except OSError:
            self._seen, self._pid, self._watching = None, None, None
            return None
        seen = (info.st_ino, info.st_mtime_ns, info.st_size)
        # A file changed within the clock's grain of the last read may look the same and
        # hold another count ("3" then "4"): one that recent is read again.
        recent = time.time_ns() - info.st_mtime_ns < RECENT_NS
        if seen != self._seen or recent:
            self._seen = seen
            self._pid, self._watching = self._read()
        if self._pid is not None and not _alive(self._pid):
            # Killed before it could remove the file: nothing is shared any more.
            self._pid, self._watching = None, None
        return self._watching

    def _read(self) -> tuple[int | None, int | None]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None, None
        if not isinstance(data, dict):
            return None, None
        pid, watching = data.get("pid"), data.get("watching")
        # ``type() is int``: JSON's true and false are no counts.
        if type(pid) is not int or type(watching) is not int or pid <= 0 or watching < 0:
            return None, None
        return pid, watching


def shared_words(watching: int | None) -> str:
    """What the GM's status line says of the sharing ("" when the board is not shared)."""
    if watching is None:
        return ""
    return ngettext("Shared: {n} watching", "Shared: {n} watching", watching).format(n=watching)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process: alive
        return True
    return True
