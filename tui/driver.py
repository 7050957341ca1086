"""A terminal driver that quits when standard input reaches end-of-file.

Textual's Linux driver stops reading on an empty read but keeps polling the
selector, which then reports the closed descriptor as readable forever: the
process spins at full CPU after a dropped connection whose SIGHUP was lost
(nohup, some multiplexers). This driver reads the same way and asks the app
to exit the first time the descriptor says end-of-file.
"""

import os
import selectors
from codecs import getincrementaldecoder

from textual._xterm_parser import XTermParser
from textual.drivers.linux_driver import LinuxDriver


class EofAwareDriver(LinuxDriver):
    def run_input_thread(self) -> None:
        parser = XTermParser(self._debug)
        decode = getincrementaldecoder("utf-8")().decode
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
                        self.stdin_closed()
                        return
                    for event in parser.feed(decode(data)):
                        self.process_message(event)
                for event in parser.tick():
                    self.process_message(event)

    def stdin_closed(self) -> None:
        app = self._app
        leave = getattr(app, "exit_on_end_of_input", app.exit)
        app.call_from_thread(leave)
