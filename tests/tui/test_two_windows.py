"""Two GM windows on one encounter (issue 9, item 7): two apps on one store, each a
full peer. Each follows the other's commits; one that sends a command while stale is
told so, shows the other's command, and loses nothing acknowledged (G2)."""

import asyncio
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

from textual.pilot import Pilot

from rules.journal import JournalStore
from tests.tui.pilot_helpers import fill_form, form_messages, screen_text, toasts
from tui.app import DegaineApp
from tui.demo import DEMO_COMMANDS, create_demo
from tui.screens.form import FormScreen
from tui.screens.home import HomeScreen

NOT_APPLIED = "Another window changed this encounter: your command was not applied."

Window = tuple[DegaineApp, Pilot[None]]

DEMO_CAST = [command for command in DEMO_COMMANDS if command.cmd == "add"]


@asynccontextmanager
async def two_windows(tmp_path: Path) -> AsyncIterator[tuple[Window, Window]]:
    """Two GM apps, each with its own connection, resumed on the demo's board."""
    path = tmp_path / "shared.sqlite3"
    with JournalStore(path) as store:
        create_demo(store)
    first = DegaineApp(store=JournalStore(path), resume=True)
    second = DegaineApp(store=JournalStore(path), resume=True)
    async with (
        first.run_test(size=(120, 30), notifications=True) as one,
        second.run_test(size=(120, 30), notifications=True) as two,
    ):
        await one.pause()
        await two.pause()
        yield (first, one), (second, two)
    first.store.close()
    second.store.close()


async def wait_until(check: Callable[[], bool], seconds: float = 5.0) -> None:
    """Let both apps run until ``check`` holds (a hang-check bound, not a speed test)."""
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "the screen never showed it"
        await asyncio.sleep(0.1)


def seen(app: DegaineApp) -> str:
    """The screen's text and its notifications, as the GM reads them."""
    return " ".join(
        [
            screen_text(app),
            *(" ".join(text.split()) for text in toasts(app)),
            *form_messages(app),
        ]
    )


def shows(app: DegaineApp, *texts: str) -> Callable[[], bool]:
    return lambda: all(text in seen(app) for text in texts)


def declared(app: DegaineApp) -> list[str]:
    """The declarations the store holds (undone ones included), oldest first."""
    assert app.bridge is not None and app.bridge.encounter.id is not None
    records, _head = app.store.load(app.bridge.encounter.id)
    return [r.command["action"] for r in records if r.command["cmd"] == "declare"]


async def open_declaration(window: Window) -> None:
    await open_form(window, "d")


async def test_each_window_follows_the_other_windows_commands(tmp_path: Path) -> None:
    async with two_windows(tmp_path) as ((a, pilot_a), (b, pilot_b)):
        await open_declaration((a, pilot_a))
        await fill_form(pilot_a, "A1")
        await wait_until(shows(b, "Ghoul declares “A1”"))
        await open_declaration((b, pilot_b))  # B declares next, for the next one in order
        await fill_form(pilot_b, "B1")
        await wait_until(shows(a, "Ghoul declares “A1”", "declares “B1”"))
        assert NOT_APPLIED not in seen(a) + seen(b)
        assert declared(a) == ["A1", "B1"]


async def test_a_stale_window_is_told_shows_the_other_command_and_overwrites_nothing(
    tmp_path: Path,
) -> None:
    async with two_windows(tmp_path) as ((a, pilot_a), (b, pilot_b)):
        # B's dialog is open on the board as it was; meanwhile A declares for Ghoul.
        await open_declaration((b, pilot_b))
        await open_declaration((a, pilot_a))
        await fill_form(pilot_a, "A1")
        assert "Ghoul declares “A1”" in screen_text(a)
        await fill_form(pilot_b, "B1")
        # B's form stays, saying so over B's board redrawn with A's declaration.
        await wait_until(shows(b, NOT_APPLIED, "Ghoul declares “A1”"))
        assert isinstance(b.screen, FormScreen)
        assert declared(a) == ["A1"]  # A's acknowledged command stands; B's is not applied
        # Only when B sends it again, seeing A's, does the store hold both: Ghoul has
        # declared, so B leaves that form and declares for the next one.
        await pilot_b.press("escape")
        await open_declaration((b, pilot_b))
        await fill_form(pilot_b, "B1")
        await wait_until(shows(a, "declares “A1”", "declares “B1”"))
        assert declared(b) == ["A1", "B1"]


def added(app: DegaineApp) -> list[str]:
    """The combatants added after the demo's setup, as the store holds them."""
    assert app.bridge is not None and app.bridge.encounter.id is not None
    records, _head = app.store.load(app.bridge.encounter.id)
    names = [r.command["name"] for r in records if r.command["cmd"] == "add"]
    return names[len(DEMO_CAST) :]


def on_a_form(app: DegaineApp) -> Callable[[], bool]:
    return lambda: isinstance(app.screen, FormScreen)


async def open_form(window: Window, key: str) -> None:
    app, pilot = window
    await pilot.press(key)
    await wait_until(on_a_form(app))


async def submit_combatant(pilot: Pilot[None], name: str) -> None:
    """Fill the open "add a combatant" form: a name, side and hidden as they are, stats."""
    await fill_form(pilot, name, "", "", "2", "2")


async def test_the_five_commands_of_the_issue_acknowledged_five_lost_none(
    tmp_path: Path,
) -> None:
    """A, B, A, B, A each add a combatant (G4), each with its dialog opened before the
    other's command landed: the worst case, every window but the first is stale when
    it sends. A window told its command was not applied sends it again (its form
    comes back filled in), as the GM would. The figure asked for: acknowledged
    commands / lost."""
    async with two_windows(tmp_path) as (window_a, window_b):
        turns = [window_a, window_b] * 2 + [window_a]
        acknowledged: list[str] = []
        refused = 0
        await open_form(turns[0], "i")
        for number, (app, pilot) in enumerate(turns, start=1):
            label = f"{'A' if app is window_a[0] else 'B'}{number}"
            if number < len(turns):
                await open_form(turns[number], "i")  # the other window opens its dialog
            await submit_combatant(pilot, label)
            if added(app)[-1:] != [label]:
                refused += 1
                # The form comes back as the GM filled it, saying why: Enter sends it again.
                await wait_until(on_a_form(app))
                await wait_until(shows(app, NOT_APPLIED))
                await pilot.press("enter")
                await pilot.pause()
            assert added(app)[-1] == label  # acknowledged: the store has it
            acknowledged.append(label)
        journal = added(window_a[0])
        lost = [label for label in acknowledged if label not in journal]
        assert (len(acknowledged), len(lost)) == (5, 0)
        assert journal == acknowledged
        assert refused == 4
        for app, _pilot in (window_a, window_b):
            await wait_until(shows(app, *(f"{label} joins the fight" for label in acknowledged)))


async def delete_from_the_list(window: Window) -> None:
    app, pilot = window
    await pilot.press("f2")
    await wait_until(lambda: isinstance(app.screen, HomeScreen))
    await pilot.press("X")
    await pilot.pause()
    await pilot.press("y")
    await wait_until(lambda: not app.store.encounters())


async def test_an_encounter_deleted_in_another_window_sends_the_gm_to_the_list(
    tmp_path: Path,
) -> None:
    async with two_windows(tmp_path) as (window_a, (b, _pilot_b)):
        await delete_from_the_list(window_a)
        await wait_until(lambda: isinstance(b.screen, HomeScreen))
        await wait_until(shows(b, "Another window deleted this encounter."))


async def test_a_command_sent_to_an_encounter_deleted_meanwhile_is_not_applied(
    tmp_path: Path,
) -> None:
    async with two_windows(tmp_path) as (window_a, (b, pilot_b)):
        await open_declaration((b, pilot_b))
        await delete_from_the_list(window_a)
        await fill_form(pilot_b, "B1")
        await wait_until(lambda: isinstance(b.screen, HomeScreen))
        await wait_until(shows(b, "Another window deleted this encounter."))
        assert b.store.encounters() == []


async def test_the_follow_timer_s_last_tick_after_the_screens_went_raises_nothing(
    tmp_path: Path,
) -> None:
    """Leaving, the app pops its screens before its timers stop: a tick of the half-second
    follow then found no screen and raised (the suite saw it once, under load)."""
    store = JournalStore(tmp_path / "s.sqlite3")
    create_demo(store)
    app = DegaineApp(store=store, resume=True)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert app.bridge is not None
    assert not app.screen_stack  # the screens are gone, the bridge is still there
    app.follow_other_windows()
    store.close()
