"""Ruling ids (V7, W10, Z4, G4…) belong in help, not in the GM's prompts (issue 11).

The pick lists, the end-turn question, the ambush's status line, the hints and the
log are read at the table mid-fight: they say what happens in words. The help
screen (F1) keeps each key's ruling, for whoever wants to look it up.
"""

import ast
import re
from pathlib import Path

from textual.pilot import Pilot

from tests.tui.pilot_helpers import press_all, resumed, screen_text
from tests.tui.scenes import DUEL_REVEALED, SCENES, WESTERN_CAST, commands_store
from tests.tui.test_duel_secrecy import dialog_text
from tui.app import DegaineApp
from tui.screens.choice import ChoiceScreen, ConfirmScreen
from tui.screens.help import HelpScreen
from tui.screens.pick import PickScreen

ROOT = Path(__file__).resolve().parents[2]
#: "(V7)", "(W7, W8)", "(Z1, Z8)", "(G4; …": a ruling id in brackets.
RULING = re.compile(r"[(,;] ?[VWZG]\d+\b")
#: Where the ids stay: each key's help text (F1 and the palette).
HELP_MODULES = {
    "tui/commands/board.py",
    "tui/commands/duel.py",
    "tui/commands/vampire.py",
    "tui/commands/western.py",
    "tui/commands/zebra.py",
    "tui/screens/setup.py",
}


def translated_strings(path: Path) -> list[tuple[int, str]]:
    """Every literal passed to ``_`` or ``ngettext`` in ``path``, with its line."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("_", "ngettext"):
            for argument in node.args:
                if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                    found.append((node.lineno, argument.value))
    return found


def test_no_prompt_title_hint_or_sentence_names_a_ruling_id() -> None:
    sources = [*ROOT.glob("tui/**/*.py"), *ROOT.glob("rules/**/sentences.py")]
    sources += [*ROOT.glob("rules/**/refusals.py"), ROOT / "rules" / "problem_words.py"]
    offending = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for path in sources
        if str(path.relative_to(ROOT)) not in HELP_MODULES
        for line, text in translated_strings(path)
        if RULING.search(text)
    ]
    assert offending == []


def no_ruling_on(app: DegaineApp) -> str:
    screen = screen_text(app)
    assert not RULING.search(screen), screen
    return screen


async def open_on(app: DegaineApp, pilot: Pilot[None], keys: str, kind: type) -> str:
    await press_all(pilot, keys)
    assert isinstance(app.screen, kind), screen_text(app)
    return no_ruling_on(app)


async def test_vampire_health_level_list_and_end_turn_question_V4_V7(tmp_path: Path) -> None:
    async with resumed(commands_store(tmp_path / "s.db", SCENES["vampire"])) as (app, pilot):
        assert "Ghoul's health level" in await open_on(app, pilot, "home w", ChoiceScreen)
        assert "Wounded −2" in screen_text(app)  # the penalties read with the levels
        await press_all(pilot, "escape")
        screen = await open_on(app, pilot, "e", ConfirmScreen)
        assert "actions will be lost:" in screen
        await press_all(pilot, "n")
        # The help keeps the ruling each key follows.
        await press_all(pilot, "f1")
        assert isinstance(app.screen, HelpScreen)
        assert "(V3)" in screen_text(app)


async def test_zebra_cost_table_title_Z4(tmp_path: Path) -> None:
    async with resumed(commands_store(tmp_path / "s.db", SCENES["zebra"])) as (app, pilot):
        assert "Ann acts: which action?" in await open_on(app, pilot, "a", ChoiceScreen)
        await press_all(pilot, "escape t")
        # The timeline: its legend, its track, who acts next and the "At a glance" pane.
        shown = no_ruling_on(app)
        assert "past 0: overspend" in shown and "none into Sequence 2 yet" in shown, shown


async def test_western_duel_pick_ambush_status_and_duel_screen_W9_W10(tmp_path: Path) -> None:
    async with resumed(commands_store(tmp_path / "s.db", WESTERN_CAST)) as (app, pilot):
        assert "Who fights the duel?" in await open_on(app, pilot, "M", PickScreen)
        await press_all(pilot, "escape")
        no_ruling_on(app)  # the board's hint: D draws
        await press_all(pilot, "A ctrl+g")
        assert "Ambush · surprise for turn 1" in no_ruling_on(app)
    async with resumed(commands_store(tmp_path / "d.db", DUEL_REVEALED)) as (app, pilot):
        await press_all(pilot, "M")
        screen = no_ruling_on(app)  # the duel's hint and its resolution order
        assert "p: Panache · h: hold · e: end the turn" in screen
        assert "Resolution order — equal scores shoot together" in screen
        await open_on(app, pilot, "e", ConfirmScreen)
        assert dialog_text(app).startswith("Not fired, lost: Ann #1 shoot Bart, Black Bart #1")


SYSTEM_KEYS = ("vampire", "western", "zebra")


def command_names() -> set[str]:
    """Every ``cmd`` of the JSON contract: the script's words, not the GM's."""
    import importlib

    from rules.commands import Command, command_name

    names = set()
    for module in ("rules.commands", *(f"rules.systems.{s}.commands" for s in SYSTEM_KEYS)):
        for value in vars(importlib.import_module(module)).values():
            if isinstance(value, type) and issubclass(value, Command) and value is not Command:
                names.add(command_name(value))
    return names


def test_no_refusal_sends_the_gm_to_a_json_command_name() -> None:
    """ "End it first (end_turn)", "start one with sequence": a key is what the GM
    presses; a script's reader has the command table."""
    names = "|".join(sorted(command_names()))
    raw = re.compile(rf"\((?:{names})[,)]|\bwith (?:{names})\b")
    offending = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for path in ROOT.glob("rules/**/*.py")
        for line, text in translated_strings(path)
        if raw.search(text)
    ]
    assert offending == []
