"""An isolated install, as ``pipx install .`` or ``uv tool install .`` makes one, works.

degaine's top-level packages (``rules``, ``tui``, ``themes``) are generic names, and
``rules`` is also django-rules' import name: degaine goes in an environment of its own.
This builds the wheel, installs it alone in a fresh virtual environment and runs the
``degaine`` it installed from outside the source tree. The dependencies come from the
test's own environment through a path file (no download); the environment's own site
holds only the wheel. It takes seconds; the budget below only stops a hung step.
"""

import json
import os
import subprocess
import sys
import sysconfig
import time
import tomllib
import zipfile
from importlib.metadata import PackageNotFoundError
from pathlib import Path

import pytest

from tui.cli import main

ROOT = Path(__file__).resolve().parents[2]
#: The whole test must finish within this (a hang-check, not a speed claim).
BUDGET = 60.0

SCRIPT = "\n".join(
    [
        '{"cmd":"system","name":"zebra"}',
        '{"cmd":"add","id":"kid","name":"Kid","stats":{"aplomb":2,"perception":2,"skill":3}}',
        '{"cmd":"sequence","dice":{"kid":10}}',
        '{"cmd":"act","actor":"kid","action":"shoot"}',
    ]
)


class Steps:
    """Runs each step with what is left of :data:`BUDGET` as its timeout."""

    def __init__(self, cwd: Path, env: dict[str, str]) -> None:
        self.deadline = time.monotonic() + BUDGET
        self.cwd = cwd
        self.env = env

    def run(self, *args: str | Path, stdin: str = "") -> str:
        left = self.deadline - time.monotonic()
        assert left > 0, f"out of time before {args}"
        done = subprocess.run(
            [str(arg) for arg in args],
            cwd=self.cwd,
            env=self.env,
            input=stdin,
            capture_output=True,
            text=True,
            timeout=left,
            check=False,
        )
        assert done.returncode == 0, f"{args} failed:\n{done.stdout}\n{done.stderr}"
        return done.stdout


def package_version() -> str:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    version: str = project["project"]["version"]
    return version


def isolated_env(home: Path) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("PYTHON")}
    # The install must not lean on the checkout, nor write to the user's folders.
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"))
    env["XDG_DATA_HOME"] = str(home / "data")
    return env


def test_version_prints_the_installed_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--version"])
    assert exited.value.code == 0
    assert capsys.readouterr().out == f"degaine {package_version()}\n"


def test_version_from_a_tree_never_installed_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def not_installed(name: str) -> str:
        raise PackageNotFoundError(name)

    monkeypatch.setattr("importlib.metadata.version", not_installed)
    with pytest.raises(SystemExit):
        main(["--version"])
    assert capsys.readouterr().out == "degaine (not installed)\n"


@pytest.mark.install
def test_a_wheel_installed_alone_runs_degaine_version_and_script(tmp_path: Path) -> None:
    steps = Steps(tmp_path, isolated_env(tmp_path / "home"))
    wheels = tmp_path / "wheels"
    steps.run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", wheels, ROOT)
    (wheel,) = wheels.glob("degaine-*.whl")
    # The compiled catalogue ships: an install needs no step of its own to speak French.
    assert "i18n/locale/fr/LC_MESSAGES/degaine.mo" in zipfile.ZipFile(wheel).namelist()

    venv = tmp_path / "venv"
    steps.run(sys.executable, "-m", "venv", "--without-pip", venv)
    python = venv / "bin" / "python"
    site = Path(
        steps.run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])").strip()
    )
    # Only a path: the editable install of this environment (its own .pth) is not run.
    (site / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    steps.run(
        sys.executable,
        "-m",
        "pip",
        "--python",
        python,
        "install",
        "-q",
        "--no-deps",
        "-c",
        ROOT / "constraints.txt",
        wheel,
    )

    where = steps.run(python, "-c", "import rules, tui, themes; print(rules.__file__)")
    assert Path(where.strip()).is_relative_to(site)

    degaine = venv / "bin" / "degaine"
    assert steps.run(degaine, "--version") == f"degaine {package_version()}\n"
    assert steps.run(degaine, "--lang", "fr", "--version") == f"degaine {package_version()}\n"
    french_help = steps.run(degaine, "--lang", "fr", "--help")
    assert "Un suivi d'initiative pour meneurs de jeu, entièrement au clavier." in french_help
    state = json.loads(steps.run(degaine, "script", "--db", tmp_path / "s.sqlite3", stdin=SCRIPT))
    assert state["system"] == "zebra"
    # The shot's cost comes from the cost table shipped in the wheel (costs.toml).
    assert [(e["action"], e["detail"]["cost"]) for e in state["done"]] == [("shoot", 4)]
