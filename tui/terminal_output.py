"""The file Textual's writer thread paints the screen into, made safe for a hung-up terminal.

Textual's writer thread writes each frame to ``sys.__stderr__`` and dies on the first
error. Once a terminal is hung up every write fails with EIO: the dead thread no longer
drains its bounded queue, so the main thread blocks for good on the frame after next,
and the text layer's buffer, still holding the failed frame, fails again at exit. This
file writes straight to the descriptor; the first failed write reports the terminal
lost (once) and every later frame is dropped, so the writer thread drains its queue
and stops when asked.
"""

import os
import threading
from collections.abc import Callable
from typing import TextIO


class TerminalOutput:
    """A write-and-flush file on a terminal's descriptor that calls ``on_lost`` once it fails."""

    def __init__(self, stream: TextIO, on_lost: Callable[[], None]) -> None:
        self._fd = stream.fileno()
        self._encoding = stream.encoding or "utf-8"
        self._errors = stream.errors or "replace"
        self._on_lost = on_lost
        self._pending = bytearray()
        self._lost = threading.Event()

    @property
    def lost(self) -> bool:
        """A write failed: the terminal is gone and nothing more is written."""
        return self._lost.is_set()

    def write(self, text: str) -> int:
        if not self.lost:
            self._pending += text.encode(self._encoding, self._errors)
        return len(text)

    def flush(self) -> None:
        pending = self._pending
        while pending and not self.lost:
            try:
                written = os.write(self._fd, pending)
            except OSError:  # EIO on a hung-up terminal, EPIPE, EBADF: nobody reads any more
                pending.clear()
                self._lost.set()
                self._on_lost()
                return
            del pending[:written]

    def fileno(self) -> int:
        return self._fd

    def isatty(self) -> bool:
        return os.isatty(self._fd)
