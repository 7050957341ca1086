"""``make bench``: what a GM feels, measured in a real pty, as one table (and its JSON).

``python -m bench [--tree PATH] [--json PATH] [--only NAME ...]``: ``--tree`` measures
another source tree (a checkout of an older commit, for the "before" figures: see
docs/performance.md); the table goes to stdout, progress lines to stderr.
"""

import argparse
import os
import time
from collections.abc import Callable
from pathlib import Path

from bench import keypress, resume, startup
from bench.report import Row, table, write_json
from bench.tree import HERE, Tree, progress

DEFAULT_JSON = HERE / "bench" / "results" / "latest.json"


def measures(tree: Tree) -> dict[str, Callable[[], list[Row]]]:
    """Each part of the report, in the table's order."""
    return {
        "startup": lambda: startup.rows(tree),
        "keypress": lambda: keypress.rows(tree),
        "resume": lambda: resume.rows(tree),
        "follow": lambda: tree.rows("follow"),
        "replay": lambda: tree.rows("replay"),
        "share_ssh": lambda: tree.rows("share_ssh"),
        "web_share": lambda: tree.rows("web_share"),
    }


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--tree", type=Path, default=HERE, help="the source tree to measure")
    parser.add_argument("--json", type=Path, default=DEFAULT_JSON, help="where to write JSON")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="only these parts")
    args = parser.parse_args()
    tree = Tree(args.tree.resolve())
    parts = measures(tree)
    chosen = args.only or list(parts)
    unknown = sorted(set(chosen) - set(parts))
    if unknown:
        parser.error(f"unknown part(s) {', '.join(unknown)}; the parts: {', '.join(parts)}")
    load = os.getloadavg()[0]
    progress(f"measuring {tree.root} ({tree.revision()}); load {load:.1f}")
    tree.compile()
    started = time.monotonic()
    rows: list[Row] = []
    try:
        for name in chosen:
            progress(f"{name}…")
            rows += parts[name]()
    finally:
        tree.cleanup()
    about = {
        "tree": str(tree.root),
        "revision": tree.revision(),
        "date": time.strftime("%Y-%m-%d %H:%M:%S %Z"),
        "load_at_start_and_end": [load, os.getloadavg()[0]],
        "cores": os.cpu_count(),
        "seconds": round(time.monotonic() - started, 1),
        "parts": chosen,
    }
    print(table(rows))
    write_json(args.json, rows, about)
    progress(f"done in {about['seconds']:.0f} s; JSON in {args.json}")


if __name__ == "__main__":
    main()
