"""``degaine export`` and ``degaine list``: an encounter's history as a file, and the
list of encounters, read from the store without writing to it.

Kept free of textual imports, like ``degaine script``. Whatever goes wrong (no
store, not a store, an unknown encounter, a damaged journal, a bad format, a file
that cannot be written) is one line on stderr and exit 2; nothing is written then.
"""

import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from i18n import _
from i18n.text import clipped, name_key, printable
from rules.errors import RuleError
from rules.journal_records import EncounterInfo
from rules.store_file import cannot_open, check_path, store_problem
from rules.systems import system_title
from tui.cells import cell_len, padded
from tui.shown import when

if TYPE_CHECKING:
    from rules.history import History
    from rules.journal_reader import JournalReader
    from tui.players.recap import PublicRender


class CannotExport(Exception):
    """One line for the GM: what could not be read or found, and what to do."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def store_path(db: str | None) -> Path:
    from tui.paths import default_db_path

    return Path(db) if db else default_db_path()


def open_reader(path: Path) -> "JournalReader":
    """The store at ``path``, opened read-only: exporting never creates or changes one."""
    from rules.journal_reader import JournalReader

    try:
        check_path(path)
    except RuleError as error:
        raise CannotExport(error.message) from None
    if not path.exists():
        raise CannotExport(_("cannot open {path}: there is no store there yet").format(path=path))
    try:
        return JournalReader(path)
    except RuleError as error:  # another program's database, or a newer degaine's store
        raise CannotExport(error.message) from None
    except sqlite3.Error as error:
        raise CannotExport(cannot_open(path, store_problem(error)).message) from None


def encounter_label(info: EncounterInfo) -> str:
    """The encounter's name as the GM's list shows it: printable, or "(unnamed)"."""
    return printable(str(info.name)) or _("(unnamed)")


def find_encounter(infos: Sequence[EncounterInfo], reference: str | None) -> EncounterInfo:
    """The encounter ``reference`` names: its id, or its name (any case); by default
    the latest, the one the GM changed or opened last (the players' board's)."""
    if not infos:
        raise CannotExport(_("there is no encounter in this store yet"))
    if reference is None:
        return infos[0]
    wanted = reference.strip()
    if wanted.isdecimal():
        by_id = [info for info in infos if info.id == int(wanted)]
        if by_id:
            return by_id[0]
    named = [info for info in infos if name_key(encounter_label(info)) == name_key(wanted)]
    if len(named) == 1:
        return named[0]
    shown = clipped(printable(reference), 60)
    if named:
        ids = ", ".join(str(info.id) for info in sorted(named, key=lambda info: info.id))
        raise CannotExport(
            _("{count} encounters are named “{name}” (ids {ids}): give the id").format(
                count=len(named), name=shown, ids=ids
            )
        )
    raise CannotExport(
        _("no encounter “{name}” in this store (degaine list shows them)").format(name=shown)
    )


def read_history(reader: "JournalReader", info: EncounterInfo) -> "History":
    """The encounter's history, its records and head read as of one moment."""
    from rules.history import history_of_stored

    with reader.snapshot():
        fresh = next((found for found in reader.encounters() if found.id == info.id), info)
        records = reader.journal(fresh)
    return history_of_stored(records, fresh.head, fresh.id, fresh.name)


def read_public_export(reader: "JournalReader", info: EncounterInfo, render: "PublicRender") -> str:
    """What the players' board showed of the encounter, change by change, as ``render``
    writes it; its records and head read as of one moment."""
    from rules.public_history import public_steps_of_stored

    with reader.snapshot():
        fresh = next((found for found in reader.encounters() if found.id == info.id), info)
        records = reader.journal(fresh)
    steps = public_steps_of_stored(records, fresh.head, fresh.id, fresh.name)
    return render(fresh.system, steps)


def reading(path: Path, work: Callable[["JournalReader"], str]) -> str:
    """``work`` done on the store at ``path``; every failure as :class:`CannotExport`."""
    reader = open_reader(path)
    try:
        return work(reader)
    except RuleError as error:  # a damaged journal: which encounter, which record
        raise CannotExport(error.message) from None
    except sqlite3.Error as error:
        raise CannotExport(cannot_open(path, store_problem(error)).message) from None
    finally:
        reader.close()


def run_export(
    reference: str | None,
    *,
    format_name: str,
    db: str | None,
    output: str | None,
    out: TextIO,
    err: TextIO,
    public: bool = False,
) -> int:
    """Write the encounter's history in ``format_name`` to ``output`` (a file) or ``out``:
    the GM's whole history, or (``public``) only what the players' board showed."""
    from rules.history_export import FORMATS
    from tui.players.recap import PUBLIC_FORMATS

    try:
        known = PUBLIC_FORMATS if public else FORMATS
        if format_name not in known:
            raise CannotExport(
                _("unknown format “{name}”: choose one of {known}").format(
                    name=clipped(printable(format_name), 40), known=", ".join(known)
                )
            )

        def export(reader: "JournalReader") -> str:
            info = find_encounter(reader.encounters(), reference)
            if public:
                return read_public_export(reader, info, PUBLIC_FORMATS[format_name])
            return FORMATS[format_name](read_history(reader, info))

        text = reading(store_path(db), export)
        if output is None:
            out.write(text)
        else:
            write_file(Path(output), text)
    except CannotExport as error:
        err.write(_("degaine: {message}").format(message=error.message) + "\n")
        return 2
    return 0


def write_file(path: Path, text: str) -> None:
    """The whole text, or nothing: written beside ``path``, then moved onto it."""
    partial = path.with_name(path.name + ".partial")
    try:
        partial.write_text(text, encoding="utf-8")
        partial.replace(path)
    except OSError as error:
        partial.unlink(missing_ok=True)
        raise CannotExport(
            _("cannot write {path}: {problem}").format(path=path, problem=store_problem(error))
        ) from None


def round_words(reader: "JournalReader", info: EncounterInfo, warnings: list[str]) -> str:
    """Where the encounter stands ("Turn 2"): its latest snapshot and the records after it
    folded; "?" for a journal that cannot be replayed, its problem one of ``warnings``."""
    from rules.history import round_of_stored, round_words

    try:
        with reader.snapshot():
            start, stored = reader.standing(info)
        number = round_of_stored(stored, len(stored), info.id, info.name, start)
    except RuleError as error:
        warnings.append(error.message)
        return "?"
    return round_words(info.system, number)


def table_line(row: tuple[str, str, str, str, str], widths: list[int]) -> str:
    """One row of the list: the id to the right, the words to the left, the stamp last."""
    first, *middle, last = row
    cells = [first.rjust(widths[0])]
    cells += [padded(cell, width) for cell, width in zip(middle, widths[1:], strict=True)]
    return "  ".join([*cells, last]).rstrip()


def list_table(reader: "JournalReader", warnings: list[str]) -> str:
    infos = reader.encounters()
    if not infos:
        return _("No encounter in this store yet.") + "\n"
    header = (_("ID"), _("NAME"), _("SYSTEM"), _("ROUND"), _("UPDATED"))
    rows = [
        (
            str(info.id),
            clipped(encounter_label(info), 60),
            printable(system_title(info.system)) if info.system else "—",
            round_words(reader, info, warnings),
            when(info.updated_at),
        )
        for info in infos
    ]
    widths = [max(cell_len(row[column]) for row in (header, *rows)) for column in range(4)]
    lines = [table_line(row, widths) for row in (header, *rows)]
    return "\n".join(lines) + "\n"


def run_list(*, db: str | None, out: TextIO, err: TextIO) -> int:
    """The encounters, newest first: id, name, system, round, last change. An encounter
    whose journal is damaged is listed (round "?") and its problem said on stderr."""
    warnings: list[str] = []
    try:
        text = reading(store_path(db), lambda reader: list_table(reader, warnings))
    except CannotExport as error:
        err.write(_("degaine: {message}").format(message=error.message) + "\n")
        return 2
    out.write(text)
    for warning in warnings:
        err.write(_("degaine: {message}").format(message=warning) + "\n")
    return 0
