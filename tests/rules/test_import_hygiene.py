"""Import hygiene: the rules package is pure Python and loads no UI library; no
module needs another imported first, and no two modules import each other."""

import os
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

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


def test_the_translation_function_is_a_leaf_and_themes_need_no_rules() -> None:
    """``i18n`` imports nothing of degaine's, so the rules, the themes and the UI can all
    use it; the themes need nothing else of the rules (issue 10)."""
    files = module_files()
    ours = {"i18n", "rules", "tui", "themes"}
    found = {
        name: sorted(
            n
            for n in imported_names(path, files)
            if n.split(".")[0] in ours - ({"i18n"} if name.startswith("themes") else set())
            and n.split(".")[0] != name.split(".")[0]
        )
        for name, path in files.items()
        if name.split(".")[0] in ("i18n", "themes")
    }
    assert "i18n" in found and "themes.loading" in found
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


#: Runs in one interpreter that has loaded the third-party libraries degaine uses, then
#: forks a child per module of degaine's own: each child imports its module first thing
#: among degaine's (none is loaded in the parent), so a module that only imports because
#: another one of ours happened to come first still fails, at a tenth of the cost of a
#: whole interpreter (textual and pydantic) per module.
FORK_EACH_IMPORT = """
import importlib, os, sys, traceback
import pydantic, pydantic_core, rich, textual, textual.app, textual.widgets, textual.screen
ours = ('i18n', 'rules', 'tui', 'themes', 'bench')
assert not any(name.split('.')[0] in ours for name in sys.modules)
failed = []
for module in sys.argv[1:]:
    pid = os.fork()
    if pid == 0:
        try:
            importlib.import_module(module)
        except BaseException:
            last = traceback.format_exc().strip().splitlines()[-1]
            os.write(2, f"{module}: {last}\\n".encode())
            os._exit(1)
        os._exit(0)
    _, status = os.waitpid(pid, 0)
    if status != 0:
        failed.append(module)
sys.exit(1 if failed else 0)
"""


#: The modules are checked in this many groups, each its own test, so that the workers
#: share the check (alone, it was the suite's longest test) and each module is in one.
IMPORT_GROUPS = 4


def import_group(group: int) -> list[str]:
    return sorted(module_files())[group::IMPORT_GROUPS]


def test_the_import_groups_hold_every_module_once() -> None:
    grouped = [module for group in range(IMPORT_GROUPS) for module in import_group(group)]
    assert sorted(grouped) == sorted(module_files())
    assert {"rules.events", "tui.presenters.board", "themes"} <= set(grouped)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
@pytest.mark.parametrize("group", range(IMPORT_GROUPS))
def test_every_module_imports_alone(group: int) -> None:
    modules = import_group(group)
    assert modules
    result = subprocess.run(
        [sys.executable, "-c", FORK_EACH_IMPORT, *modules],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""


def test_the_import_check_finds_a_module_that_cannot_import_alone(tmp_path: Path) -> None:
    (tmp_path / "needs_a_neighbour.py").write_text("from rules import not_a_module\n")
    result = subprocess.run(
        [sys.executable, "-c", FORK_EACH_IMPORT, "i18n.text", "needs_a_neighbour"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": f"{tmp_path}{os.pathsep}{ROOT}"},
    )
    assert result.returncode == 1
    assert result.stderr.startswith("needs_a_neighbour: ImportError")
