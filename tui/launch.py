"""Open the store, make sure there is something to show, and run the app."""

import gc
import os
import sqlite3
import sys
from pathlib import Path

from i18n import _
from rules.errors import RuleError
from rules.journal import JournalStore
from rules.store_file import store_problem
from tui.paths import default_db_path, is_own_store

#: Textual repaints at most this often; at its default of 60 a keypress waits up to
#: 17 ms for the next frame. The board has no animation, so frames only come on change.
FRAMES_PER_SECOND = "240"


def prepare_environment() -> None:
    """Settings read when textual and pydantic are first imported."""
    os.environ.setdefault("TEXTUAL_FPS", FRAMES_PER_SECOND)
    # pydantic looks for plugins through every installed package's metadata; degaine uses none.
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "1")


#: Whether :func:`hold_collector` turned the cyclic garbage collector off.
_collector_held = False


def hold_collector() -> None:
    """The cyclic garbage collector off until the first frame (:func:`release_collector`).

    Start-up makes a few hundred thousand objects (modules, classes, models, styles)
    that all live as long as the program: each collection on the way walks them for
    nothing, about a tenth of the start's time.
    """
    global _collector_held
    if gc.isenabled():
        gc.disable()
        _collector_held = True


def release_collector() -> None:
    """After the first frame: what start-up made is frozen (no collection walks it again),
    and the collector runs as usual from then on."""
    global _collector_held
    if _collector_held:
        _collector_held = False
        gc.freeze()
        gc.enable()


def launch(db: str | None = None, theme: str | None = None) -> int:
    hold_collector()
    try:
        return open_and_run(db, theme)
    finally:
        release_collector()  # if the app never drew a frame


def open_and_run(db: str | None, theme: str | None) -> int:
    prepare_environment()
    path = Path(db) if db else default_db_path()
    try:
        store = JournalStore(path, own=is_own_store(db))
    except RuleError as error:  # the store's own words: which file, and what is wrong
        sys.stderr.write(_("degaine: {message}").format(message=error.message) + "\n")
        return 2
    try:
        if not store.encounters():
            from tui.demo import create_demo

            create_demo(store)
        from tui.app import DegaineApp
        from tui.driver import EofAwareDriver

        app = DegaineApp(
            store=store,
            theme_name=theme,
            resume=True,
            driver_class=EofAwareDriver if sys.platform != "win32" else None,
        )
        app.run(mouse=False)
        return app.return_code or 0
    except RuleError as error:
        sys.stderr.write(f"degaine: {error.message}\n")
        return 2
    except sqlite3.Error as error:  # opened, but its encounters cannot be read or written
        sys.stderr.write(
            _("degaine: cannot use {path}: {problem}").format(
                path=path, problem=store_problem(error)
            )
            + "\n"
        )
        return 2
    finally:
        store.close()
