"""Driving the app with keys only, as a GM would."""

from textual.pilot import Pilot
from textual.widgets._toast import Toast

from tui.app import DegaineApp


async def type_text(pilot: Pilot[None], text: str) -> None:
    """Type characters one key at a time."""
    for character in text:
        await pilot.press(character if character != " " else "space")


async def fill_form(pilot: Pilot[None], *values: str, submit: str = "enter") -> None:
    """Type each value into successive fields (Tab between them), then submit."""
    for index, value in enumerate(values):
        if index:
            await pilot.press("tab")
        await type_text(pilot, value)
    await pilot.press(submit)
    await pilot.pause()


def toasts(app: DegaineApp) -> list[str]:
    """The notifications on screen, as text."""
    return [str(toast.render()) for toast in app.screen.query(Toast)]


def notifications(app: DegaineApp) -> list[str]:
    return [notification.message for notification in app._notifications]


async def press_all(pilot: Pilot[None], keys: str) -> None:
    """Press space-separated key names one at a time, letting each screen settle."""
    for key in keys.split():
        await pilot.press(key)
        await pilot.pause()
