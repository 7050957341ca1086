"""What a viewer's terminal gets when the share ends its board (issue 27).

A board ended from outside (the share stopping, its slot ended) never gets to undo
what it set on the viewer's terminal: the share stops reading it first, and it may
be killed. Left as it was, the viewer's terminal stays in the alternate screen with
the last board on it, the cursor hidden and the mouse reported: a frozen board that
looks live. The share undoes it itself, then says why the board went.
"""

from i18n import _

#: Everything Textual's driver turns on, turned off (its ``stop_application_mode``),
#: and the alternate screen left last, so the line after it lands on the viewer's
#: own screen and stays there once the connection closes.
RESTORE_TERMINAL = b"".join(
    (
        b"\x1b[?2026l",  # synchronized output, should a frame have been cut mid-way
        b"\x1b[?1000l\x1b[?1002l\x1b[?1003l\x1b[?1006l\x1b[?1015l\x1b[?1016l",  # mouse
        b"\x1b[?1004l",  # focus reports
        b"\x1b[?2004l",  # bracketed paste
        b"\x1b[?2048l",  # in-band resize reports
        b"\x1b[<u",  # the keyboard protocol's flags, popped
        b"\x1b[?7h",  # line wrap, back on
        b"\x1b[0m",  # colours and attributes
        b"\x1b[?1049l",  # the alternate screen, left
        b"\x1b[?25h",  # the cursor, shown
    )
)


def sharing_stopped() -> str:
    """The one line a viewer reads once the GM has stopped sharing."""
    # The web way in's refusal says the same (tui/share/web.py): one translation.
    return _("The GM has stopped sharing the board.")


def ssh_farewell() -> bytes:
    """The bytes an SSH viewer gets last: its terminal as it was, then the line."""
    return RESTORE_TERMINAL + b"\r\n" + sharing_stopped().encode() + b"\r\n"


#: Put before textual-serve's script on its page: that script shows "Session ended."
#: whenever its websocket closes, and reads no close frame's reason. This keeps
#: every socket the page opens and, when its close says why (the share stopping),
#: shows that instead. Text only (``textContent``): never parsed as HTML.
_CLOSE_REASON_SCRIPT = """<script>
(function () {
  const Native = window.WebSocket;
  function Shown(url, protocols) {
    const socket = protocols === undefined ? new Native(url) : new Native(url, protocols);
    socket.addEventListener("close", function (event) {
      if (!event.reason) { return; }
      document.querySelectorAll(".closed-dialog .message").forEach(function (message) {
        message.textContent = event.reason;
      });
    });
    return socket;
  }
  Shown.prototype = Native.prototype;
  window.WebSocket = Shown;
})();
</script>
"""
#: Where textual-serve's page loads its script (app_index.html).
_PAGE_SCRIPT = '<script src="'


def with_close_reason(page: str) -> str:
    """textual-serve's page, made to show why its websocket closed (see above)."""
    return page.replace(_PAGE_SCRIPT, _CLOSE_REASON_SCRIPT + _PAGE_SCRIPT, 1)
