"""Driving the app with keys only, as a GM would."""

import html
import re
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from textual.command import CommandList
from textual.pilot import Pilot
from textual.widgets._toast import Toast

from rules.journal import JournalStore
from tui.app import DegaineApp
from tui.screens.board import BoardScreen


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


async def wait_for_palette_match(pilot: Pilot[None], text: str, seconds: float = 10.0) -> None:
    """Let the command palette search until the command it highlights names ``text``.

    Its search runs in a worker and shows its hits in batches: waiting for the hit, not a
    fixed time, is both quicker and sure (``seconds`` only bounds a hang)."""
    deadline = time.monotonic() + seconds
    while True:
        hits = pilot.app.screen.query_one(CommandList)
        index = hits.highlighted
        if (
            index is not None
            and text.lower() in str(hits.get_option_at_index(index).prompt).lower()
        ):
            return
        assert time.monotonic() < deadline, f"the palette never offered {text!r}"
        await pilot.pause(0.02)


def toasts(app: DegaineApp) -> list[str]:
    """The notifications on screen, as text."""
    return [str(toast.render()) for toast in app.screen.query(Toast)]


def form_messages(app: DegaineApp) -> list[str]:
    """The messages the form on top shows (beside its fields, or under its title), each
    whole: on screen a long one wraps inside the form's border."""
    from textual.widgets import Static

    from tui.screens.form import FormScreen

    form = app.screen
    if not isinstance(form, FormScreen):
        return []
    return [
        " ".join(str(error.render()).split())
        for error in form.query(".error").results(Static)
        if not error.disabled
    ]


def notifications(app: DegaineApp) -> list[str]:
    return [notification.message for notification in app._notifications]


async def press_all(pilot: Pilot[None], keys: str) -> None:
    """Press space-separated key names one at a time, letting each screen settle."""
    for key in keys.split():
        await pilot.press(key)
        await pilot.pause()


@asynccontextmanager
async def resumed(
    store: JournalStore, size: tuple[int, int] = (80, 24)
) -> AsyncIterator[tuple[DegaineApp, Pilot[None]]]:
    """The app on the store's latest encounter, its board drawn."""
    app = DegaineApp(store=store, resume=True)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        yield app, pilot


def screen_text(app: DegaineApp) -> str:
    """Every character on screen, as the GM (or a player) would read it."""
    svg = app.export_screenshot()
    texts = re.findall(r"<text[^>]*>(.*?)</text>", svg, flags=re.DOTALL)
    return html.unescape("".join(texts)).replace("\xa0", " ")


async def add_combatant(pilot: Pilot[None], name: str, *stats: str) -> None:
    """``i``, the name, side and hidden left as they are, then the stats fields in order."""
    await pilot.press("i")
    await pilot.pause()
    await type_text(pilot, name)
    for value in ("", "", *stats):
        await pilot.press("tab")
        await type_text(pilot, value)
    await pilot.press("enter")
    await pilot.pause()


async def new_encounter(pilot: Pilot[None], system_digit: str, name: str) -> None:
    """From the encounter list: ``n``, the system by its digit, the name (options kept)."""
    await pilot.press("n")
    await pilot.pause()
    await pilot.press(system_digit)
    await pilot.pause()
    await fill_form(pilot, name)


async def assert_reopens_as(
    path: Path, board: type[BoardScreen[Any]], expected: dict[str, Any]
) -> None:
    """A new app on the same store resumes ``board`` with exactly ``expected`` (G2)."""
    from rules.view import state_json

    app = DegaineApp(store=JournalStore(path), resume=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        resumed = app.screen
        assert isinstance(resumed, board)
        assert state_json(resumed.bridge.encounter) == expected
        await pilot.press("q")
