"""Import hygiene: the rules package is pure Python and loads no UI library; no
module needs another imported first, and no two modules import each other."""

import os
import pkgutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import rules
from tests.rules.module_graph import ROOT, circles, import_graph, imported_names, module_files


def test_rules_import_neither_textual_nor_rich() -> None:
    modules = [m.name for m in pkgutil.walk_packages(rules.__path__, "rules.")]
    assert "rules.systems.vampire.system" in modules
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""


def test_headless_cli_does_not_load_textual() -> None:
    code = (
        "import sys\n"
        "from tui.cli import main\n"
        "import io, contextlib\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    main(['schema'])\n"
        "print('textual' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "False"


# -- the import graph, read from the source (issue 10) -----------------------

UI_LIBRARIES = frozenset({"tui", "textual", "rich"})


def test_no_modules_import_each_other_round_a_circle() -> None:
    assert circles(import_graph()) == []


def test_a_circle_closed_inside_a_function_is_found() -> None:
    graph = import_graph()
    # What rules/events.py did before: import the table of systems inside parse_event.
    graph["rules.events"] = graph["rules.events"] | {"rules.systems"}
    assert ["rules.events", "rules.system", "rules.systems"] in circles(graph)


def test_rules_import_no_ui_library_even_inside_a_function() -> None:
    files = module_files()
    found = {
        name: sorted(n for n in imported_names(path, files) if n.split(".")[0] in UI_LIBRARIES)
        for name, path in files.items()
        if name.split(".")[0] == "rules"
    }
    assert "rules.systems.vampire.system" in found
    assert {name: bad for name, bad in found.items() if bad} == {}


def test_each_system_imports_no_other_system() -> None:
    files = module_files()
    crossings: list[str] = []
    for name, path in files.items():
        parts = name.split(".")
        if parts[:2] != ["rules", "systems"] or len(parts) < 3:
            continue
        for imported in imported_names(path, files):
            other = imported.split(".")
            if other[:2] == ["rules", "systems"] and len(other) > 2 and other[2] != parts[2]:
                crossings.append(f"{name} imports {imported}")
    assert crossings == []


def import_alone(module: str) -> str:
    """What went wrong importing ``module`` first thing in a fresh interpreter, or ""."""
    result = subprocess.run(
        [sys.executable, "-c", f"import {module}"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
    )
    if result.returncode == 0:
        return ""
    last = result.stderr.strip().splitlines()[-1:] or [f"exit {result.returncode}"]
    return f"{module}: {last[0]}"


def test_every_module_imports_alone_in_a_fresh_interpreter() -> None:
    modules = sorted(module_files())
    assert {"rules.events", "tui.presenters.board", "themes"} <= set(modules)
    # One interpreter per module, a few at a time: a module that only imports
    # because another one happened to be imported first fails here.
    with ThreadPoolExecutor(max_workers=min(4, os.cpu_count() or 1)) as pool:
        problems = [problem for problem in pool.map(import_alone, modules) if problem]
    assert problems == []
