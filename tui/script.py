"""``degaine script``: apply JSON-lines commands headlessly and print the state."""

import json
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TextIO

from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.errors import RuleError
from rules.i18n import _
from rules.journal import JournalStore
from rules.systems.zebra.costs import CostFileError, parse_costs
from rules.systems.zebra.model import CostTable
from rules.view import state_json


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
    """
    store = JournalStore(db) if db else None
    try:
        encounter = Encounter(store=store, dice=DiceSource(seed))
        for number, line in enumerate(lines, start=1):
            text = line.strip()
            if not text or text.startswith("#"):
                continue
            try:
                data = json.loads(text)
            except json.JSONDecodeError as error:
                err.write(
                    _("line {n}: not valid JSON: {problem} (column {col})").format(
                        n=number, problem=error.msg, col=error.colno
                    )
                    + "\n"
                )
                return 2
            try:
                encounter.handle(data)
                if costs is not None and encounter.state.system is not None:
                    if not apply_costs(encounter, costs, number, err):
                        return 2
                    costs = None
            except RuleError as error:
                err.write(_("line {n}: {message}").format(n=number, message=error.message) + "\n")
                return 2
            if trace:
                out.write(json.dumps(state_json(encounter), ensure_ascii=False) + "\n")
        if not trace:
            out.write(json.dumps(state_json(encounter), ensure_ascii=False) + "\n")
        return 0
    finally:
        if store is not None:
            store.close()


def apply_costs(encounter: Encounter, costs: CostTable, number: int, err: TextIO) -> bool:
    """Apply ``--costs`` once the system is chosen (line ``number``); False if it is not zebra."""
    if encounter.state.system != "zebra":
        err.write(
            _("degaine: --costs is for the zebra system; line {n} chose {name}.").format(
                n=number, name=encounter.state.system
            )
            + "\n"
        )
        return False
    encounter.handle(
        {"cmd": "costs", "table": costs.costs, "name": costs.name, "source": costs.source}
    )
    return True


def read_lines(source: str) -> list[str]:
    if source == "-":
        return sys.stdin.read().splitlines()
    return Path(source).read_text(encoding="utf-8").splitlines()


def read_costs(path: str, err: TextIO) -> CostTable | None:
    """The cost table in the TOML file ``path``, or None after a one-line message on ``err``."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        err.write(
            _("degaine: cannot read {file}: {error}").format(file=path, error=error.strerror) + "\n"
        )
        return None
    except UnicodeDecodeError:
        err.write(_("degaine: {file}: not a UTF-8 text file").format(file=path) + "\n")
        return None
    try:
        return parse_costs(text, default_name=Path(path).stem)
    except CostFileError as error:
        # CostFileError reads "line N: problem".
        err.write(_("degaine: {file} {where}").format(file=path, where=error) + "\n")
        return None
