"""The one table of systems: each row's parts are where it says, and nothing else
in the program picks a system by its name (issue 10)."""

import ast
import subprocess
import sys

import pytest

from rules.events import CORE_EVENTS, Event, event_kind
from rules.journal_events import kinds_of
from rules.system import System
from rules.systems import SYSTEMS, SystemRow, get_system, resolve, system_title
from tests.rules.module_graph import ROOT, module_files
from tests.toy_system import RoundStarted, ToySystem
from tui.players.words import Sentences
from tui.screens.board import BoardScreen

ROWS = list(SYSTEMS.values())


@pytest.mark.parametrize("row", ROWS, ids=[row.key for row in ROWS])
def test_each_row_names_its_system_and_its_screens(row: SystemRow) -> None:
    key = row.key
    found = SYSTEMS[key]
    system = get_system(key)
    assert isinstance(system, System) and system.name == key
    assert found.board is not None and found.presenter is not None and found.words is not None
    board, presenter, words = (resolve(found.board), resolve(found.presenter), resolve(found.words))
    assert isinstance(board, type) and issubclass(board, BoardScreen)
    assert isinstance(presenter, type) and callable(getattr(presenter, "status", None))
    assert isinstance(words, type) and issubclass(words, Sentences)
    assert system_title(key) == found.title


def test_every_event_kind_is_claimed_once_and_system_kinds_carry_their_key() -> None:
    kinds = [event_kind(event) for event in CORE_EVENTS]
    for row in ROWS:
        declared = kinds_of(get_system(row.key))  # raises on a misnamed or repeated kind
        assert declared and all(kind.startswith(row.key + ".") for kind in declared)
        kinds += declared
    assert len(kinds) == len(set(kinds))


def test_every_event_class_of_the_rules_is_declared() -> None:
    declared = set(CORE_EVENTS)
    for row in ROWS:
        declared.update(get_system(row.key).events)
    defined: set[type[Event]] = set()
    classes: list[type[Event]] = [Event]
    while classes:
        cls = classes.pop()
        classes += cls.__subclasses__()
        if cls is not Event and cls.__module__.startswith("rules."):
            defined.add(cls)
    assert {cls.__qualname__ for cls in defined - declared} == set()


def test_a_misnamed_system_event_is_refused() -> None:
    class Misnamed(ToySystem):
        events = (CORE_EVENTS[0],)  # "system_chosen" does not start with "toy."

    class Repeated(ToySystem):
        events = (RoundStarted, RoundStarted)

    for wrong in (Misnamed(), Repeated()):
        with pytest.raises(TypeError, match="misnamed or repeated"):
            kinds_of(wrong)


def test_listing_the_systems_imports_none_of_them() -> None:
    code = (
        "import sys\n"
        "from rules.systems import system_names, system_title\n"
        "print([system_title(name) for name in system_names()])\n"
        "print(sorted(m for m in sys.modules if m.startswith('rules.systems.')"
        " or m.split('.')[0] in ('pydantic', 'tui')))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    titles, imported = result.stdout.splitlines()
    assert "Zebra Island RPG" in titles
    assert imported == "[]"


def system_name_branches(tree: ast.AST, keys: frozenset[str]) -> list[int]:
    """Lines that compare a value with a system's key (``== "zebra"``, ``in ("vampire",)``)."""
    lines: list[int] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for operand in [node.left, *node.comparators]:
                constants = (
                    operand.elts
                    if isinstance(operand, ast.Tuple | ast.List | ast.Set)
                    else [operand]
                )
                if any(isinstance(c, ast.Constant) and c.value in keys for c in constants):
                    lines.append(node.lineno)
        elif (
            isinstance(node, ast.MatchValue)
            and isinstance(node.value, ast.Constant)
            and node.value.value in keys
        ):
            lines.append(node.lineno)
    return lines


def test_only_a_system_own_modules_branch_on_its_name() -> None:
    keys = frozenset(SYSTEMS)
    found: list[str] = []
    for name, path in module_files().items():
        if name.startswith("rules.systems."):
            continue  # a system's own modules may name it
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [f"{path.relative_to(ROOT)}:{line}" for line in system_name_branches(tree, keys)]
    assert found == []


def test_a_branch_on_a_system_name_is_found() -> None:
    tree = ast.parse('if system == "zebra":\n    pass\nif name in ("western", "x"):\n    pass\n')
    assert system_name_branches(tree, frozenset(SYSTEMS)) == [1, 3]
