"""The players' board has no key that changes anything; its few keys scroll, help, quit;
it takes the GM's theme and NO_COLOR, and never saves a thing."""

import hashlib
import os
import signal
import sqlite3
import string
import subprocess
import sys
from pathlib import Path

import pytest
from textual import events

from rules.encounter import Encounter
from tests.tui.players_helpers import screen_text
from tests.tui.scenes import scene_store
from tests.tui.test_terminal import drain, read_until
from tui.players.app import PlayersApp
from tui.players.help import PlayersHelp

KEYS = [
    *string.ascii_lowercase.replace("q", ""),
    *string.ascii_uppercase,
    *string.digits,
    *[f"f{n}" for n in range(1, 11)],
    "enter",
    "space",
    "tab",
    "delete",
    "backspace",
    "escape",
    "up",
    "down",
    "pageup",
    "pagedown",
    "home",
    "end",
    "equals_sign",
    "question_mark",
]


def stored(path: Path) -> tuple[str, list[tuple[object, ...]], list[tuple[object, ...]]]:
    """The store file's bytes (hashed), every encounter row (head included), every journal row."""
    with sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True) as db:
        encounters = db.execute("SELECT * FROM encounters ORDER BY id").fetchall()
        journal = db.execute("SELECT * FROM journal ORDER BY encounter_id, seq").fetchall()
    return hashlib.sha256(path.read_bytes()).hexdigest(), encounters, journal


def key_event(key: str) -> events.Key:
    """The event a terminal sends for ``key`` (as Textual's pilot builds it)."""
    characters = {"space": " ", "enter": "\r", "tab": "\t", "escape": "\x1b"}
    return events.Key(key, key if len(key) == 1 else characters.get(key))


async def test_no_key_changes_the_store(tmp_path: Path) -> None:
    """Every letter, digit, F-key, Enter, Space and more: the journal is byte for byte the
    same (head and rows), and so is the store file."""
    path = tmp_path / "store.sqlite3"
    scene_store(path, "western").close()  # the GM has quit: everything is in the main file
    before = stored(path)
    app = PlayersApp(path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        # Posted in bursts, then handled in order like typing (the pilot's per-key wait
        # would take seconds): F1's help takes the keys after it until its Escape, which
        # ends the burst (the keys that came with a dialog's answer are dropped).
        for key in KEYS:
            app.post_message(key_event(key))
            if key in ("f1", "question_mark"):
                app.post_message(key_event("escape"))
                await pilot.pause()
        app.post_message(key_event("f1"))
        await pilot.pause()
        assert isinstance(app.screen, PlayersHelp)  # the posted keys do reach the bindings
        await pilot.press("escape", "q")
        await pilot.pause()
        assert not app.is_running
    assert stored(path) == before


async def test_help_lists_the_keys_and_says_the_board_only_reads(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite3"
    scene_store(path, "zebra")
    app = PlayersApp(path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        text = screen_text(app)
        assert "It only reads: no key here changes" in text
        assert "Scroll the order down" in text and "Close the players' board" in text
        await pilot.press("q")  # closes the help, not the board
        assert app.is_running and not isinstance(app.screen, PlayersHelp)


async def test_the_keys_scroll_a_long_order(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite3"
    store = scene_store(path, "vampire")
    encounter = Encounter(store=store, encounter_id=store.encounters()[0].id)
    for n in range(40):
        stats = {"dexterity": 2, "wits": 2}
        encounter.handle({"cmd": "add", "id": f"x{n}", "name": f"Extra {n}", "stats": stats})
    app = PlayersApp(path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Extra 0" in screen_text(app) and "Extra 39" not in screen_text(app)
        await pilot.press("end")
        assert "Extra 39" in screen_text(app)
        await pilot.press("home")
        await pilot.press("pagedown", "down", "j")
        assert "Extra 0" not in screen_text(app)


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")
def test_degaine_board_runs_from_the_command_line_and_waits_for_the_gm(tmp_path: Path) -> None:
    import pty

    master, slave = pty.openpty()
    env = {
        **os.environ,
        "DEGAINE_CONFIG": str(tmp_path / "config.toml"),
        "TERM": "xterm-256color",
        "COLUMNS": "80",
        "LINES": "24",
    }
    store = tmp_path / "not-yet.sqlite3"
    process = subprocess.Popen(
        [sys.executable, "-m", "tui.cli", "board", "--db", str(store)],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=env,
        start_new_session=True,
    )
    os.close(slave)
    try:
        assert b"Waiting for the GM" in read_until(master, b"Waiting for the GM", timeout=15)
        os.write(master, b"q")
        drain(master, process, timeout=10)
        assert process.wait(timeout=5) == 0
        assert not store.exists()  # waiting created nothing
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
        os.close(master)


async def test_the_board_honours_no_color_and_the_config_theme_and_saves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = tmp_path / "config" / "config.toml"
    config.parent.mkdir()
    config.write_text('theme = "degaine-light"\n')
    before = config.read_bytes()
    app = PlayersApp(tmp_path / "none.sqlite3")
    assert app.theme == "degaine-light"
    monkeypatch.setenv("NO_COLOR", "1")
    app = PlayersApp(tmp_path / "none.sqlite3", theme_name="degaine-contrast")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f1", "escape", "down")
        assert app.theme == "degaine-ansi"
    assert config.read_bytes() == before
    assert not (tmp_path / "none.sqlite3").exists()
