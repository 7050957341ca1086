"""Keypress to repaint with 200 combatants on the board.

The app is subclassed only to timestamp: a key is stamped when it is posted,
and the repaint when the compositor's update for it reaches ``_display`` and
is turned into terminal output (the headless driver then drops it). Pilot's
own waiting is not counted.

Undo/redo alternate between two states the encounter has just left; hide/reveal
is a new command at every key (decided, folded, journaled, drawn from scratch).

The CPU time the app's thread spent from the key to the repaint is reported too: on a
shared machine the wall-clock figure also counts the time other programs held the
cores, while the CPU figure is the work the app itself did for the key.
"""

import os

from tui.launch import FRAMES_PER_SECOND

# As `degaine` does, before textual is imported.
os.environ.setdefault("TEXTUAL_FPS", FRAMES_PER_SECOND)

import asyncio
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from rich.console import RenderableType
from textual._compositor import CompositorUpdate
from textual.screen import Screen

from bench.fixtures import vampire_store
from rules.journal import JournalStore
from tui.app import DegaineApp

PRESSES = 60


class TimedApp(DegaineApp):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.key_posted: float | None = None
        self.cpu_posted = 0.0
        self.timings: list[float] = []
        self.cpu: list[float] = []

    def _display(self, screen: Screen[Any], renderable: RenderableType | None) -> None:
        super()._display(screen, renderable)
        if renderable is not None and self.key_posted is not None:
            if isinstance(renderable, CompositorUpdate):
                renderable.render_segments(self.console)
            self.timings.append(time.perf_counter() - self.key_posted)
            self.cpu.append(time.thread_time() - self.cpu_posted)
            self.key_posted = None


async def measure(db: Path) -> dict[str, tuple[list[float], list[float]]]:
    app = TimedApp(store=JournalStore(db), resume=True)
    results: dict[str, tuple[list[float], list[float]]] = {}
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for name, keys in (
            ("undo/redo (whole board redrawn)", "uU"),
            ("hide/reveal (a new command each key)", "HH"),
            ("cursor down/up", ["down", "up"]),
        ):
            app.timings, app.cpu = [], []
            for index in range(PRESSES):
                app.key_posted = time.perf_counter()
                app.cpu_posted = time.thread_time()
                await pilot.press(keys[index % 2])
                await pilot.pause()
            results[name] = (list(app.timings), list(app.cpu))
    return results


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "keys.sqlite3"
        vampire_store(db, 200)
        timings = asyncio.run(measure(db))
    for name, (values, cpu) in timings.items():
        ms = sorted(v * 1000 for v in values)
        print(
            f"keypress to repaint, 200 combatants, {name}: median {statistics.median(ms):.1f} ms, "
            f"p90 {ms[int(len(ms) * 0.9)]:.1f} ms, n={len(ms)} (goal: median < 16 ms); "
            f"CPU median {statistics.median(cpu) * 1000:.1f} ms"
        )


if __name__ == "__main__":
    main()
