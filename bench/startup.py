"""Start to the complete, settled first screen: degaine on a 20-combatant board vs a bare app.

Each run starts a fresh process in a 120×40 pty; the bare Textual app (bench/anchors.py)
and degaine alternate, run after run, so a busy moment of the machine falls on both.
Times are from just before the process is spawned:

- first frame: the first byte the program writes;
- complete screen: every name whole (``Combatant N (NPC)`` on one line) and the footer
  drawn with its keys; for the bare app: its title, its text and both footer keys;
- first key answered: from the complete screen on, the bench presses a key whose effect
  shows (degaine: down, the cursor line moves; the bare app: ``r``, its text changes),
  again every 50 ms until it shows: a key a program drops before it is ready is not
  counted as an answer;
- memory: VmRSS and VmHWM from /proc once the screen has been quiet 0.5 s.
"""

import shutil
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from bench.report import Row, median, ms, ratio
from bench.session import Session, answered, cursor_moves
from bench.tree import HERE, Tree, progress
from tests.terminal.harness import environment

RUNS = 7
COMBATANTS = 20
COLUMNS, LINES = 120, 40
ANCHORS = HERE / "bench" / "anchors.py"
#: The keys degaine's vampire footer shows first: drawn means the footer is there.
FOOTER_KEYS = ("F1 Help", "n Resolve", "u Undo")
BARE_SHOWS = ("Bare anchor", "Nothing rang yet", "q Quit", "r Ring")


@dataclass(frozen=True)
class Start:
    first_frame: float
    complete: float
    answered: float
    #: The program's CPU (user + system) when its screen was complete.
    cpu: float
    rss_mib: float
    hwm_mib: float


def board_complete(names: list[str]) -> Callable[[str], bool]:
    wanted = (*names, *FOOTER_KEYS)
    return lambda text: all(part in text for part in wanted)


def start_degaine(
    tree: Tree,
    folder: Path,
    store: Path,
    shown: Callable[[str], bool],
    what: str = "degaine's complete board",
    timeout: float = 60.0,
) -> Start:
    """degaine started on ``store``: its first byte, complete screen, first key answered,
    CPU by the complete screen and memory once quiet (the resume measures use it too)."""
    with Session(
        folder,
        tree.program("--db", str(store)),
        cwd=tree.root,
        env=tree.environment(**environment(folder)),
        columns=COLUMNS,
        lines=LINES,
    ) as session:
        complete = session.until(shown, what, timeout)
        cpu = session.cpu_seconds()
        live = cursor_moves(session, what)
        return finish(session, complete, cpu, live)


def start_bare(tree: Tree, folder: Path) -> Start:
    with Session(
        folder,
        [sys.executable, str(ANCHORS), "bare"],
        cwd=folder,
        env=tree.environment(**environment(folder)),
        columns=COLUMNS,
        lines=LINES,
    ) as session:
        complete = session.until(lambda t: all(p in t for p in BARE_SHOWS), "the bare app")
        cpu = session.cpu_seconds()
        live = answered(session, b"r", lambda text: "The bell rang" in text, "the bare app")
        return finish(session, complete, cpu, live)


def finish(session: Session, complete: float, cpu: float, live: float) -> Start:
    session.drain(0.5)
    assert session.first_byte is not None
    rss, hwm = session.memory_mib()
    return Start(session.first_byte, complete, live, cpu, rss, hwm)


def rows(tree: Tree) -> list[Row]:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        built = folder / "built.sqlite3"
        tree.run("fixtures", "rolled", str(built), str(COMBATANTS))
        store = folder / "startup.sqlite3"
        shown = board_complete([f"Combatant {n} (" for n in range(COMBATANTS)])
        bare: list[Start] = []
        degaine: list[Start] = []
        for run in range(RUNS + 1):
            progress(f"start-up run {run + 1} of {RUNS + 1} (the first warms the caches)")
            shutil.copy(built, store)  # the same store each time, whatever a start writes
            pair = start_bare(tree, folder), start_degaine(tree, folder, store, shown)
            if run > 0:
                bare.append(pair[0])
                degaine.append(pair[1])
    return startup_rows(degaine, bare)


def key_delay(starts: list[Start]) -> float:
    """The median, run by run, of the time from the complete screen to the key answered."""
    return median([start.answered - start.complete for start in starts])


def startup_rows(degaine: list[Start], bare: list[Start]) -> list[Row]:
    def pick(starts: list[Start], name: str) -> float:
        return median([getattr(start, name) for start in starts])

    about = f"{COMBATANTS} combatants, {COLUMNS}×{LINES}, median of {len(degaine)}"
    complete, anchor = pick(degaine, "complete"), pick(bare, "complete")
    live, anchor_live = pick(degaine, "answered"), pick(bare, "answered")
    first, anchor_first = pick(degaine, "first_frame"), pick(bare, "first_frame")
    cpu, anchor_cpu = pick(degaine, "cpu"), pick(bare, "cpu")
    rss, hwm = pick(degaine, "rss_mib"), pick(degaine, "hwm_mib")
    bare_rss, bare_hwm = pick(bare, "rss_mib"), pick(bare, "hwm_mib")

    def figures(name: str) -> dict[str, list[float]]:
        return {
            "degaine": [getattr(start, name) for start in degaine],
            "anchor": [getattr(start, name) for start in bare],
        }

    return [
        Row(
            f"start to the complete screen ({about})",
            ms(complete),
            f"bare app {ms(anchor)}",
            ratio(complete, anchor),
            "≤ 1.30× the bare app",
            complete <= 1.3 * anchor,
            figures("complete"),
        ),
        Row(
            "CPU used by then (user + system, 10 ms ticks)",
            ms(cpu),
            f"bare app {ms(anchor_cpu)}",
            ratio(cpu, anchor_cpu),
            figures=figures("cpu"),
        ),
        Row(
            "start to the first key answered",
            ms(live),
            f"bare app {ms(anchor_live)}",
            ratio(live, anchor_live),
            "keys live with the complete screen",
            key_delay(degaine) <= key_delay(bare) + 0.05,
            figures("answered"),
        ),
        Row(
            "start to the first frame (first byte)",
            ms(first),
            f"bare app {ms(anchor_first)}",
            ratio(first, anchor_first),
            figures=figures("first_frame"),
        ),
        Row(
            f"memory on the settled board, {COMBATANTS} combatants: VmRSS / VmHWM",
            f"{rss:.0f} / {hwm:.0f} MiB",
            f"bare app {bare_rss:.0f} / {bare_hwm:.0f} MiB",
            ratio(rss, bare_rss),
            figures={
                **figures("rss_mib"),
                **{f"hwm_{k}": v for k, v in figures("hwm_mib").items()},
            },
        ),
    ]
