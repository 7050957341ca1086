"""The boundary between the UI and the rules: command models in, one message out."""

import ast
import tomllib
from functools import partial
from pathlib import Path
from typing import TypeGuard

import pytest
from textual.message_pump import MessagePump
from textual.widgets import Input

from rules.commands import SetScore, Undo
from rules.encounter import Encounter
from rules.journal import JournalStore
from rules.numbers import NUMBER_MAX
from rules.systems import SYSTEMS, SystemRow, public_view_class, resolve, view_class
from tests.tui.pilot_helpers import (
    add_combatant,
    new_encounter,
    screen_text,
    type_text,
)
from tui.app import DegaineApp
from tui.bridge import EncounterBridge
from tui.demo import DEMO_COMMANDS
from tui.messages import EncounterChanged, EncounterLost
from tui.players.words import Sentences, sentences_for
from tui.presenters import presenter_for
from tui.screens.form import FormScreen
from tui.screens.setup import SetupScreen

TUI = Path(__file__).resolve().parents[2] / "tui"
#: ``degaine script`` reads and writes commands as JSON: its I/O may spell them as dicts.
SCRIPT_IO = TUI / "script.py"


def spells_a_command(node: ast.AST) -> ast.Dict | ast.Call | None:
    """``{"cmd": ...}`` or ``dict(cmd=...)``: a command written as a dict."""
    if isinstance(node, ast.Dict):
        keys = node.keys
        return node if any(isinstance(k, ast.Constant) and k.value == "cmd" for k in keys) else None
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "dict":
        return node if any(keyword.arg == "cmd" for keyword in node.keywords) else None
    return None


def command_dicts(source: str) -> list[int]:
    """The lines of ``source`` that spell a command as a dict instead of making the
    rules' own model."""
    found = (spells_a_command(node) for node in ast.walk(ast.parse(source)))
    return sorted(node.lineno for node in found if node is not None)


def test_the_finder_sees_a_command_spelled_as_a_dict() -> None:
    source = 'a = {"cmd": "undo"}\nb = {"x": 1}\nc = dict(cmd="redo")\nd = Undo()\n'
    assert command_dicts(source) == [1, 3]


def test_no_command_dict_in_the_ui_outside_the_script_io() -> None:
    found = [
        f"{path.relative_to(TUI.parent)}:{line}"
        for path in sorted(TUI.rglob("*.py"))
        if path != SCRIPT_IO
        for line in command_dicts(path.read_text(encoding="utf-8"))
    ]
    assert found == [], "build the command model instead: " + ", ".join(found)


#: The modules of ``tui`` that read JSON which is not the state, by key, and why.
NOT_THE_STATE = {
    TUI / "script.py": "degaine script's I/O: JSON commands in, the contract out",
    TUI / "config.py": "the GM's config file (TOML tables)",
    TUI / "config_edit.py": "the GM's config file, edited in place (TOML tables)",
    TUI / "paths.py": "environment variables",
    TUI / "schema.py": "the JSON Schema pydantic writes for the commands",
    TUI / "cli_parser.py": "the groups of argparse's messages matched to be translated",
    TUI / "presenters" / "log.py": "the journal's records (commands and events), not the state",
    TUI / "share" / "board_pty.py": "a viewer's board's environment variables",
    TUI / "share" / "status_file.py": "the share's status file (its pid, how many watch)",
    TUI / "share" / "web.py": "a browser's requests and frames (HTTP, JSON), not the state",
    TUI / "share" / "web_viewer.py": "the environment a served board is started with",
    TUI / "share" / "browser_viewer.py": "a browser's query and frames (JSON), not the state",
    TUI / "share" / "web_guard.py": "a request's headers, query and cookies",
    TUI / "share" / "gm_log.py": "the event loop's report of a problem (asyncio's context)",
    TUI / "labels.py": "a combatant's stats as a form or a roster entry holds them",
    TUI / "screens" / "model_form.py": "a form's stats, before the stats model takes them",
}


def annotation_nodes(tree: ast.AST) -> set[int]:
    """The ids of the nodes inside type annotations (``Sequence["Logged"]`` names a type)."""
    annotations: list[ast.expr | None] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            arguments = node.args
            every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
            every += [arg for arg in (arguments.vararg, arguments.kwarg) if arg is not None]
            annotations += [arg.annotation for arg in every]
            annotations.append(node.returns)
        elif isinstance(node, ast.AnnAssign):
            annotations.append(node.annotation)
    return {id(inner) for found in annotations if found for inner in ast.walk(found)}


def is_string(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def reads_by_key(node: ast.AST) -> TypeGuard[ast.Subscript | ast.Call]:
    """``x["key"]`` or ``x.get("key", ...)``: a string constant naming what a typed
    view would name as an attribute."""
    if isinstance(node, ast.Subscript):
        return is_string(node.slice)
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "get"
        and bool(node.args)
        and is_string(node.args[0])
    )


def key_lookups(source: str) -> list[int]:
    """The lines of ``source`` that read a JSON object by key, outside type annotations."""
    tree = ast.parse(source)
    typing = annotation_nodes(tree)
    found = (node for node in ast.walk(tree) if id(node) not in typing and reads_by_key(node))
    return sorted(node.lineno for node in found)


def test_the_finder_sees_a_lookup_by_key_and_not_a_type() -> None:
    source = (
        'a = data["round"]\n'
        'b = data.get("phase", "")\n'
        "c = data[key]\n"
        "d = values.get(name)\n"
        'def f(x: Sequence["Logged"]) -> dict["str", int]: ...\n'
        'e: list["Row"] = []\n'
        "g = view.round\n"
        'h = data["actors"]["ann"]\n'
    )
    assert key_lookups(source) == [1, 2, 8, 8]


def test_the_ui_reads_the_state_through_typed_views_only() -> None:
    """No ``["..."]`` state lookup in ``tui/``: presenters and screens read the rules'
    typed views (issue 10). Only the modules of :data:`NOT_THE_STATE` read other JSON."""
    found = [
        f"{path.relative_to(TUI.parent)}:{line}"
        for path in sorted(TUI.rglob("*.py"))
        if path not in NOT_THE_STATE
        for line in key_lookups(path.read_text(encoding="utf-8"))
    ]
    assert found == [], "read the typed view's attribute instead: " + ", ".join(found)


def test_the_allowlist_names_modules_that_exist() -> None:
    assert [path for path in NOT_THE_STATE if not path.is_file()] == []
    assert all(reason for reason in NOT_THE_STATE.values())


@pytest.mark.parametrize("row", list(SYSTEMS.values()), ids=list(SYSTEMS))
def test_each_system_draws_through_the_views_its_row_names(row: SystemRow) -> None:
    """The GM's board reads the state through the table's view, the players' board the
    players' part through the table's public view: one declaration of each."""
    assert row.presenter is not None and row.words is not None
    presenter = resolve(row.presenter)
    words = resolve(row.words)
    assert isinstance(presenter, type) and isinstance(words, type)
    assert getattr(presenter, "view_class", None) is view_class(row.key)
    assert issubclass(words, Sentences) and words.view_class is public_view_class(row.key)
    assert presenter_for(row.key).view_class is view_class(row.key)
    assert sentences_for(row.key).view_class is public_view_class(row.key)


def test_mypy_checks_each_field_where_a_command_is_made() -> None:
    """``send(Model, **fields)`` takes the model's ``__init__`` signature: the pydantic
    plugin must type it (else every field is ``Any``) and refuse unknown fields."""
    with (TUI.parent / "pyproject.toml").open("rb") as file:
        settings = tomllib.load(file)["tool"]
    assert "pydantic.mypy" in settings["mypy"]["plugins"]
    assert settings["pydantic-mypy"] == {"init_typed": True, "init_forbid_extra": True}


class Collector(MessagePump):
    """Stands for the screen on top: keeps what the bridge posts."""

    def __init__(self) -> None:
        super().__init__()
        self.heard: list[EncounterChanged | EncounterLost] = []

    def post_message(self, message: object) -> bool:
        assert isinstance(message, EncounterChanged | EncounterLost)
        self.heard.append(message)
        return True


def demo_bridge() -> tuple[EncounterBridge, Collector]:
    encounter = Encounter()
    for command in DEMO_COMMANDS:
        encounter.handle(command)
    bridge = EncounterBridge(encounter)
    screen = Collector()
    bridge.listen(screen, None)  # a screen that drew nothing yet hears the encounter at once
    return bridge, screen


def test_an_applied_command_comes_back_with_its_state_and_events() -> None:
    bridge, screen = demo_bridge()
    first = screen.heard.pop()
    assert isinstance(first, EncounterChanged) and first.events == ()
    assert bridge.send(SetScore, actor="bob", score=12) is None
    [changed] = screen.heard
    assert isinstance(changed, EncounterChanged) and changed.error is None
    assert changed.snapshot is not first.snapshot
    assert changed.events and changed.snapshot.state is bridge.encounter.state
    assert len(changed.snapshot.records) == len(DEMO_COMMANDS) + 1
    assert changed.snapshot.redo == 0


def test_a_refusal_comes_back_as_the_same_snapshot_with_the_sentence() -> None:
    bridge, screen = demo_bridge()
    before = screen.heard.pop()
    assert isinstance(before, EncounterChanged)
    refusal = bridge.send(Undo, steps=len(DEMO_COMMANDS) + 1)
    assert refusal is not None and "steps are available" in refusal
    [refused] = screen.heard
    assert isinstance(refused, EncounterChanged) and refused.error == refusal
    assert refused.snapshot is before.snapshot  # nothing changed: nothing to redraw


def test_fields_the_model_refuses_are_refused_in_the_gms_words() -> None:
    """Made by the bridge, a command the model refuses is a refusal, never a traceback,
    in words naming the field as the GM knows it; ``degaine script`` keeps the dotted
    path of the JSON its reader wrote, and the rules refuse the same value there."""
    bridge, screen = demo_bridge()
    screen.heard.clear()
    encounter = bridge.encounter
    records = len(encounter.records)
    refusal = bridge.send(SetScore, actor="bob", score=10**9)
    assert refusal == f"The score: at most {NUMBER_MAX}."
    # A form's command comes as the model with its fields: the same words.
    assert bridge.send(partial(SetScore, actor="bob", score=10**9)) == refusal
    with_dict = Encounter()
    for command in DEMO_COMMANDS:
        with_dict.handle(command)
    try:
        with_dict.handle({"cmd": "set_score", "actor": "bob", "score": 10**9})
    except Exception as error:
        assert getattr(error, "message", None) == f"set_score: score: at most {NUMBER_MAX}"
    else:
        raise AssertionError("the rules took a score of a billion")
    assert len(encounter.records) == records
    assert len(screen.heard) == 2
    for refused in screen.heard:
        assert isinstance(refused, EncounterChanged) and refused.error == refusal


async def test_a_form_refused_by_the_model_stays_with_what_was_typed(tmp_path: Path) -> None:
    """Adding a combatant whose name is longer than the rules take (G4): the form stays
    with the GM's text and the reason beside the name, and nothing is added."""
    app = DegaineApp(store=JournalStore(tmp_path / "s.db"))
    long_name = "Bartholomew " * 6  # 72 characters: the rules take 60
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await new_encounter(pilot, "1", "Alley")
        assert isinstance(app.screen, SetupScreen)
        await add_combatant(pilot, "Ann", "4", "3")
        await add_combatant(pilot, long_name.strip(), "3", "3")
        form = app.screen
        assert isinstance(form, FormScreen)
        assert form.query_one("#field-0", Input).value == long_name.strip()
        shown = screen_text(app)
        assert "at most 60 characters" in shown.lower() and "add: name:" not in shown
        await pilot.press("escape")
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert "Ann" in screen_text(app) and "Bartholomew" not in screen_text(app)
        # The same form, fixed, goes through.
        await pilot.press("i")
        await pilot.pause()
        await type_text(pilot, "Bob")
        await pilot.press("enter")
        await pilot.pause()
        assert "Bob" in screen_text(app)
