"""The source tree whose degaine is measured: this checkout, or ``--tree PATH``.

The bench itself (this package, the pty harness, pyte) always runs from this checkout.
What it measures runs from the tree: the program in the pty is ``python -m tui.cli``
with the tree as its working directory and on ``PYTHONPATH``; the in-process measures
(the engine's replay, the players' board follower, the shares) run in a child Python
that imports the tree's ``rules``/``tui``/``tests`` and this checkout's ``bench``
(``-P``: the working directory is not put first, so the tree's own ``bench`` folder, if
it has one, does not shadow this one). The dependencies are this virtual environment's.
"""

import compileall
import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.report import Row, rows_from_json

HERE = Path(__file__).resolve().parent.parent
PACKAGES = ("i18n", "rules", "tui", "themes")


def progress(message: str) -> None:
    """A line on stderr, so a person sees the bench working (stdout keeps the table)."""
    print(f"bench: {message}", file=sys.stderr, flush=True)


@dataclass
class Tree:
    root: Path = HERE
    _links: Path | None = field(default=None, repr=False)

    def revision(self) -> str:
        done = subprocess.run(
            ["git", "-C", str(self.root), "log", "-1", "--format=%h %s"],
            capture_output=True,
            text=True,
            check=False,
        )
        return done.stdout.strip() or "(not a git checkout)"

    def compile(self) -> None:
        """Bytecode for the tree, as an installed degaine has it (pip compiles a wheel):
        without it every start would compile degaine's modules again."""
        for package in PACKAGES:
            compileall.compile_dir(self.root / package, quiet=1)

    def environment(self, **extra: str) -> dict[str, str]:
        env = dict(os.environ)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPATH"] = str(self.root)
        env.update(extra)
        return env

    def program(self, *args: str) -> list[str]:
        """The command line of degaine itself, to start in the tree's folder."""
        return [sys.executable, "-m", "tui.cli", *args]

    def worker_environment(self) -> dict[str, str]:
        """PYTHONPATH for a child that runs this bench's code against the tree's."""
        if self._links is None:
            self._links = Path(tempfile.mkdtemp(prefix="degaine-bench-"))
            (self._links / "bench").symlink_to(HERE / "bench")
        env = self.environment()
        env["PYTHONPATH"] = f"{self._links}{os.pathsep}{self.root}"
        return env

    def run(self, module: str, *args: str, timeout: float = 900) -> Any:
        """``python -P -m bench.MODULE ARGS`` against the tree; its last stdout line (JSON).

        Its stderr (progress lines) goes to this one's."""
        done = subprocess.run(
            [sys.executable, "-P", "-m", f"bench.{module}", *args],
            cwd=self.root,
            env=self.worker_environment(),
            stdout=subprocess.PIPE,
            text=True,
            timeout=timeout,
            check=False,
        )
        if done.returncode != 0:
            raise RuntimeError(f"bench.{module} {' '.join(args)} failed ({done.returncode})")
        return json.loads(done.stdout.strip().splitlines()[-1])

    def rows(self, module: str) -> list[Row]:
        """The rows of a measure that imports degaine's code, run against the tree."""
        return rows_from_json(self.run("worker", module))

    def cleanup(self) -> None:
        if self._links is not None:
            (self._links / "bench").unlink()
            self._links.rmdir()
            self._links = None
