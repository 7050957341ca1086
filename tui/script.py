"""``degaine script``: apply JSON-lines commands headlessly and print the state."""

import json
import sqlite3
from collections.abc import Iterable
from typing import Any, TextIO

from i18n import _
from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.errors import RuleError
from rules.journal import JournalStore
from rules.store_file import store_problem
from rules.systems.zebra.model import CostTable
from rules.view import state_json
from tui.script_input import parse_line, read_costs, read_lines, say

__all__ = ["apply_costs", "read_costs", "read_lines", "run_script"]


def run_script(
    lines: Iterable[str],
    *,
    out: TextIO,
    err: TextIO,
    db: str | None = None,
    seed: int | None = None,
    trace: bool = False,
    costs: CostTable | None = None,
) -> int:
    """Apply each line as a command; stop at the first bad one (exit status 2).

    ``costs`` (zebra, Z4) is applied as a ``costs`` command right after the
    line that chooses the system, so the journal replays without the file.
    A refused line changes nothing, in the encounter or in the store.
    """
    try:
        store = JournalStore(db) if db else None
    except RuleError as error:
        say(err, _("degaine: {message}").format(message=error.message))
        return 2
    dice = DiceSource(seed)
    # In memory until a line chooses the system: a script that chooses none (an empty
    # file, comments, a typo) adds no encounter to the store, which the app would then
    # resume. The lines before are replayed into the stored one (none of them rolls).
    encounter = Encounter(dice=dice)
    before_system: list[Any] = []
    try:
        for number, line in enumerate(lines, start=1):
            text = line.strip()
            if not text or text.startswith("#"):
                continue
            try:
                command = parse_line(text)
                encounter.handle(command)
                if store is not None and encounter.store is None:
                    before_system.append(command)
                    if encounter.state.system is not None:
                        encounter = stored_encounter(store, dice, before_system)
                if costs is not None and encounter.state.system is not None:
                    if not apply_costs(encounter, costs, number, err):
                        return 2
                    costs = None
            except RuleError as error:
                # The contract's prefix, read by tools: "line N: " in English, "ligne N : "
                # in French (the catalogue's, as every refusal after it).
                say(err, _("line {n}: {problem}").format(n=number, problem=error.message))
                return 2
            except sqlite3.Error as error:  # the store opened but cannot take an encounter
                say(
                    err,
                    _("degaine: cannot use {path}: {problem}").format(
                        path=db, problem=store_problem(error)
                    ),
                )
                return 2
            if trace:
                out.write(json.dumps(state_json(encounter), ensure_ascii=False) + "\n")
        if not trace:
            out.write(json.dumps(state_json(encounter), ensure_ascii=False) + "\n")
        return 0
    finally:
        if store is not None:
            store.close()


def stored_encounter(store: JournalStore, dice: DiceSource, commands: list[Any]) -> Encounter:
    """A new encounter of ``store`` that has applied ``commands`` (the script's lines up
    to the one that chose the system, each applied once already in memory)."""
    encounter = Encounter(store=store, dice=dice)
    for command in commands:
        encounter.handle(command)
    return encounter


def apply_costs(encounter: Encounter, costs: CostTable, number: int, err: TextIO) -> bool:
    """Apply ``--costs`` once the system is chosen (line ``number``); False if the chosen
    system takes no ``costs`` command (only zebra's does)."""
    if "costs" not in encounter.command_table():
        say(
            err,
            _("degaine: --costs is for the zebra system; line {n} chose {name}.").format(
                n=number, name=encounter.state.system
            ),
        )
        return False
    encounter.handle(
        {
            "cmd": "costs",
            "table": costs.costs,
            "name": costs.name,
            "source": costs.source,
            **({"names": costs.names} if costs.names else {}),
        }
    )
    return True
