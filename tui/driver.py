"""Textual's Linux driver, made to end the app when its terminal goes away.

Textual 8.2.8's driver has three ways to hang or spin on a closed terminal:

- its input thread stops reading on an empty read but keeps polling the selector,
  which then reports the closed descriptor as readable forever (full CPU);
- its writer thread dies on the first EIO, after which the main thread blocks on
  the writer's full queue;
- the SIGCONT the kernel sends with SIGHUP makes it "resume" application mode:
  a second input thread and writer on the dead terminal.

This driver reads the same way but reports end-of-file or EIO as the terminal gone
(:func:`tui.signals.terminal_gone`, which never waits for the main thread: Textual's
shutdown joins this input thread), paints through :class:`TerminalOutput`, resumes
only after a suspend of its own, and ends the app on SIGHUP and SIGTERM while it
holds the terminal.
"""

import os
import selectors
import sys
from codecs import getincrementaldecoder
from collections.abc import Callable
from typing import Any

from textual import events
from textual._time import get_time  # the clock Textual stamps every event with
from textual._xterm_parser import XTermParser
from textual.app import App
from textual.drivers.linux_driver import LinuxDriver

from tui.signals import listen_for_hangup, terminal_gone
from tui.terminal_output import TerminalOutput


class EofAwareDriver(LinuxDriver):
    def __init__(
        self,
        app: App[Any],
        *,
        debug: bool = False,
        mouse: bool = True,
        size: tuple[int, int] | None = None,
    ) -> None:
        #: Set by a SIGTSTP: only then does a SIGCONT resume application mode.
        self.suspended = False
        #: End-of-file or EIO came: the terminal is gone for good.
        self.gone = False
        #: Puts back the SIGHUP and SIGTERM handlers there were before application mode.
        self.restore_signals: Callable[[], None] | None = None
        super().__init__(app, debug=debug, mouse=mouse, size=size)
        # Textual's writer thread only calls write, flush and fileno on ``self._file``
        # (sys.__stderr__, typed as the text file it is).
        assert sys.__stderr__ is not None
        self._file = TerminalOutput(  # type: ignore[assignment]
            sys.__stderr__, on_lost=self.terminal_lost
        )

    def start_application_mode(self) -> None:
        super().start_application_mode()  # type: ignore[no-untyped-call]
        if self.restore_signals is None:
            self.restore_signals = listen_for_hangup(self._app, self._loop)

    def close(self) -> None:
        super().close()
        if self.restore_signals is not None:
            self.restore_signals()
            self.restore_signals = None

    def run_input_thread(self) -> None:
        parser = XTermParser(self._debug)
        # A terminal set to Latin-1, or an Alt key sending 8-bit bytes, types bytes that
        # are not UTF-8: each becomes U+FFFD (shown, so the GM sees the key was not understood).
        decode = getincrementaldecoder("utf-8")(errors="replace").decode
        with selectors.SelectSelector() as selector:
            selector.register(self.fileno, selectors.EVENT_READ)
            while not self.exit_event.is_set():
                ready = selector.select(0.1)
                if ready:
                    try:
                        data = os.read(self.fileno, 4096)
                    except OSError:  # EIO once the pty is hung up
                        data = b""
                    if not data:
                        self.terminal_lost()
                        return
                    read_at = get_time()
                    text = decode(data)
                    # A read can end inside a character (a slow link splits "é"): the
                    # decoder then returns nothing yet, and the parser takes an empty
                    # feed as end-of-file, after which every feed raises.
                    if text:
                        for event in parser.feed(text):
                            if isinstance(event, events.Key):
                                # One read, one burst: every key of it bears the read's
                                # time. Stamped as the parser makes them, the main thread
                                # could handle "b" and mount its question (which drops the
                                # keys that came before it) before "y" of the same read
                                # was even made, and take it for the GM's answer.
                                event.time = read_at
                            self.process_message(event)
                for event in parser.tick():
                    self.process_message(event)

    def terminal_lost(self) -> None:
        """End-of-file or EIO on the terminal, from the input or the writer thread."""
        self.gone = True
        terminal_gone(self._app, self._loop)

    def _sigtstp_application(self, *args: Any) -> None:
        self.suspended = True
        super()._sigtstp_application(*args)

    def _sigcont_application(self, *args: Any) -> None:
        # A hangup brings SIGCONT with SIGHUP: there is nothing to resume then, and
        # resuming would start a second input thread that nothing stops.
        if not self.suspended or self.gone:
            return
        self.suspended = False
        super()._sigcont_application(*args)
