"""Each command's help is written once: the rules' model carries it, the UI's key reads it.

The sentences live in pydantic-free ``command_help`` modules beside the models, so
the board can list its keys at its first paint without loading the rules engine.
"""

import ast
import subprocess
import sys
from pathlib import Path

from i18n import _
from rules.commands import Command, Redo
from rules.systems import SYSTEMS, get_system
from rules.systems.vampire.commands import Act, Declare, EndTurn, Resolve, Roll
from rules.systems.western.commands import EndTurn as WesternEndTurn
from rules.systems.western.commands import Tokens
from rules.systems.zebra.commands import Join
from tui.commands.board import BOARD_COMMANDS
from tui.commands.declaration import UiCommand
from tui.commands.duel import DUEL_COMMANDS
from tui.commands.vampire import VAMPIRE_COMMANDS
from tui.commands.western import WESTERN_COMMANDS
from tui.commands.zebra import ZEBRA_COMMANDS

TUI = Path(__file__).resolve().parents[2] / "tui"


def every_command() -> list[type[Command]]:
    """The core's commands and every system's in the table."""
    found: list[type[Command]] = []
    classes: list[type[Command]] = list(Command.__subclasses__())
    while classes:
        cls = classes.pop()
        classes += cls.__subclasses__()
        if cls.__module__ == "rules.commands":
            found.append(cls)
    for name in SYSTEMS:
        found += get_system(name).commands
    return found


def string_constants(source: str) -> set[str]:
    return {
        node.value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }


def test_no_command_help_is_written_again_in_the_ui() -> None:
    summaries = {cls.summary: cls.__name__ for cls in every_command() if cls.summary}
    written = {
        f"{path.relative_to(TUI.parent)}: {summaries[text]}"
        for path in sorted(TUI.rglob("*.py"))
        for text in string_constants(path.read_text(encoding="utf-8"))
        if text in summaries
    }
    assert written == set(), "read the model's command_help instead"


def by_id(commands: tuple[UiCommand, ...]) -> dict[str, UiCommand]:
    return {command.id: command for command in commands}


def test_the_keys_that_send_a_command_say_what_its_model_says_V1_V4() -> None:
    keys = by_id(
        VAMPIRE_COMMANDS + BOARD_COMMANDS + WESTERN_COMMANDS + ZEBRA_COMMANDS + DUEL_COMMANDS
    )
    expected: dict[str, type[Command]] = {
        "vampire.roll": Roll,
        "vampire.declare": Declare,
        "vampire.resolve": Resolve,
        "vampire.act": Act,
        "vampire.end_turn": EndTurn,
        "western.end_turn": WesternEndTurn,
        "zebra.join": Join,
        "board.redo": Redo,
        "duel.tokens": Tokens,
    }
    for key, model in expected.items():
        assert model.summary, model.__name__
        assert keys[key].help == _(model.summary), key
        assert keys[key].binding().tooltip == _(model.summary), key


def test_the_keys_words_load_without_the_rules_engine() -> None:
    code = (
        "import sys\n"
        "import tui.commands.board, tui.commands.vampire, tui.commands.western\n"
        "import tui.commands.zebra, tui.commands.duel\n"
        "print('pydantic' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert result.stdout.split() == ["False"]
