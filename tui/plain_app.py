"""What both apps (the GM's and the players' board) share about the text they notify."""

from textual.app import App
from textual.notifications import SeverityLevel

from tui.shown import NOTICE_LENGTH, clipped


class PlainNoticesApp(App[None]):
    """Every notification is short printable plain text.

    Notifications quote data: a name, a file's bad value, a store's problem. As
    markup, a validator's ``[type=literal_error]`` crashes the app; as they are,
    an escape in a name would reach the terminal, and a 100 KB value would fill
    the screen. So each one is cut to a line or two, cleaned, and never parsed.
    """

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        super().notify(
            clipped(message, NOTICE_LENGTH),
            title=clipped(title, 60),
            severity=severity,
            timeout=timeout,
            markup=False,
        )
