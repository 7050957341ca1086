"""Driving the app with keys only, as a GM would.

Two ways to press keys. ``pilot.press(*keys)`` waits for the app to go idle after each
key (about 50 ms of sleeping and a new frame a key). :func:`burst` sends its keys in one
go, as a terminal delivers a fast typist's keys, and waits once: the app routes the keys
of a burst one at a time, each only when all the previous one caused is done (a dialog it
opened is composed and focused), so per-key waits add nothing there. Use ``burst`` for
data entry (a name, a form's fields with Tab between them, ending with the Enter that
submits) and for runs of board keys; keep ``pilot.press`` where the test is about the
pause between two keys (a digit waiting for a second one). A burst ends with the key
that answers a dialog: the keys typed before a dialog answered are dropped (the GM typed
them for the dialog), so the keys for the next screen go in the next burst.
"""

import asyncio
import html
import re
import time
import unicodedata
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from textual import events
from textual._wait import wait_for_idle
from textual.app import App
from textual.command import CommandList
from textual.keys import REPLACED_KEYS, _character_to_key, _get_unicode_name_from_key
from textual.pilot import Pilot
from textual.widgets._toast import Toast

from rules.journal import JournalStore
from tui.app import DegaineApp
from tui.screens.board import BoardScreen


def key_event(key: str) -> events.Key:
    """The event Pilot's ``press`` makes for ``key``: a key name ("enter") or a character."""
    if len(key) == 1 and not key.isalnum():
        key = _character_to_key(key)
    try:
        character: str | None = unicodedata.lookup(
            _get_unicode_name_from_key(REPLACED_KEYS.get(key, key))
        )
    except KeyError:
        character = key if len(key) == 1 else None
    return events.Key(key, character)


async def burst(pilot: Pilot[None], *keys: str, seconds: float = 30.0) -> None:
    """Send ``keys`` in one go, then wait once until the app has handled every one.

    ``seconds`` only bounds a hang: the time one key may take (a loaded machine runs a
    long burst for a while, and that is no hang)."""
    app = pilot.app
    for key in keys:
        event = key_event(key)
        event.set_sender(app)
        # Straight into the app's queue, as the terminal driver's thread posts them.
        app.post_message(event)
    await pilot._wait_for_screen()  # the app has taken every key in: it routes them now
    deadline = time.monotonic() + seconds
    left = keys_left(app)
    while not keys_routed(app):
        if keys_left(app) < left:  # one more key routed: the bound is for each key
            left = keys_left(app)
            deadline = time.monotonic() + seconds
        assert time.monotonic() < deadline, f"the app stopped handling {keys!r}, {left} left"
        await asyncio.sleep(0)  # a closing app queues nothing to wait on: let it run
        await pilot._wait_for_screen()
    # The last key's own waits, as ``pilot.press`` makes them, and the frame it drew.
    await wait_for_idle(0)
    await pilot.pause()


def keys_left(app: App[None]) -> int:
    """How many keys of a burst the app holds back still."""
    return len(getattr(app, "_keys_waiting", ()))


def keys_routed(app: App[None]) -> bool:
    """Every key the app took in has been routed to a widget (the last maybe still handled).

    degaine's app (``tui.typeahead.BurstSafeApp``) holds a burst's keys back and routes
    each when the previous one is done; it keeps the last one "in flight" until a next
    key comes, with the path the barrier would take noted."""
    waiting = keys_left(app)
    in_flight = getattr(app, "_key_in_flight", False)
    last_one_routed = getattr(app, "_path_to_clear", None) is not None
    return not waiting and (not in_flight or last_one_routed)


def typed(text: str) -> list[str]:
    """The keys that type ``text``."""
    return [character if character != " " else "space" for character in text]


async def type_text(pilot: Pilot[None], text: str) -> None:
    """Type ``text`` into the focused field, in one burst."""
    await burst(pilot, *typed(text))


def form_keys(*values: str) -> list[str]:
    """The keys that type each value into successive fields, Tab between them."""
    keys: list[str] = []
    for index, value in enumerate(values):
        if index:
            keys.append("tab")
        keys += typed(value)
    return keys


async def fill_form(pilot: Pilot[None], *values: str, submit: str = "enter") -> None:
    """Type each value into successive fields (Tab between them), then submit: one burst."""
    await burst(pilot, *form_keys(*values), submit)


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
    await burst(pilot, "i")
    await fill_form(pilot, name, "", "", *stats)


async def new_encounter(pilot: Pilot[None], system_digit: str, name: str) -> None:
    """From the encounter list: ``n``, the system by its digit, the name (options kept)."""
    await burst(pilot, "n")
    await burst(pilot, system_digit)
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
