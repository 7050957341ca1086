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
from rules.view import state_json


def run_script(
    lines: Iterable[str],
    *,
    out: TextIO,
    err: TextIO,
    db: str | None = None,
    seed: int | None = None,
    trace: bool = False,
) -> int:
    """Apply each line as a command; stop at the first bad one (exit status 2)."""
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


def read_lines(source: str) -> list[str]:
    if source == "-":
        return sys.stdin.read().splitlines()
    return Path(source).read_text(encoding="utf-8").splitlines()
