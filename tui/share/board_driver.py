"""Textual's web driver, made to end a served board when its server goes away.

The web share runs each viewer's board with this driver (named in TEXTUAL_DRIVER).
Textual 8.2.8's web driver stops reading when its standard input ends but leaves the
app running: a board whose server was killed (SIGKILL, or the GM's terminal closed
under it) would go on polling the store, unwatched, for ever. Here the end of the
input, when the app did not ask for it, ends the app, through
:func:`tui.signals.terminal_gone` (which also arms the exit deadline).
"""

from textual.drivers.web_driver import WebDriver

from tui.signals import terminal_gone

#: What TEXTUAL_DRIVER names for a served board.
DRIVER_NAME = f"{__name__}:ServedBoardDriver"


class ServedBoardDriver(WebDriver):
    def run_input_thread(self) -> None:
        super().run_input_thread()
        # Returned without the app stopping: the server closed its end of the pipe.
        if not self.exit_event.is_set():
            terminal_gone(self._app, self._loop)  # the app's loop, kept by Driver
