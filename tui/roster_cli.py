"""``degaine roster export|import``: the store's roster as a TOML file, and back.

Kept free of textual imports, like ``degaine script``. Whatever goes wrong (no
store, not a store, a file that cannot be read or written, that is not TOML or not
UTF-8, nests absurdly deep, or an entry the models refuse or that clashes with the
roster) is one line on stderr and exit 2, and nothing is written: the import is one
transaction, decided against the roster as it is inside it; the export writes a
file beside the target and renames it over, so a half-written file never stays.
"""

import os
import sqlite3
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from i18n import _, ngettext
from rules.errors import RuleError
from rules.store_file import cannot_open, check_path, store_problem
from tui.script_input import STDIN, decode, read_bytes, say

if TYPE_CHECKING:
    from rules.journal import JournalStore

#: The largest roster file read: a campaign's roster is a few kilobytes.
MAX_FILE_BYTES = 4 * 1024 * 1024


class CannotDo(Exception):
    """One line for the GM (without the ``degaine: `` it is written with)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def store_path(db: str | None) -> Path:
    from tui.paths import default_db_path

    return Path(db) if db else default_db_path()


def open_store(db: str | None, *, create: bool) -> "JournalStore":
    """The store ``db`` names (the app's by default); an export never creates one."""
    from rules.journal import JournalStore
    from tui.paths import is_own_store

    path = store_path(db)
    try:
        check_path(path)
        if not create and not path.exists():
            raise CannotDo(_("cannot open {path}: there is no store there yet").format(path=path))
        return JournalStore(path, own=is_own_store(db))
    except RuleError as error:  # the store's own words: which file, and what is wrong
        raise CannotDo(error.message) from None


def with_store(
    db: str | None, err: TextIO, work: Callable[["JournalStore"], int], *, create: bool
) -> int:
    """Run ``work`` on the store; every failure is one line on ``err`` and exit 2."""
    path = store_path(db)
    try:
        store = open_store(db, create=create)
        try:
            return work(store)
        finally:
            store.close()
    except CannotDo as error:
        say(err, _("degaine: {message}").format(message=error.message))
    except sqlite3.Error as error:  # opened, but its roster cannot be read or written
        message = cannot_open(path, store_problem(error)).message
        say(err, _("degaine: {message}").format(message=message))
    return 2


def run_export(file: str, *, system: str | None, db: str | None, out: TextIO, err: TextIO) -> int:
    """Write the roster (``system``'s only, if given) as TOML to ``file`` (``-``: ``out``)."""
    from rules.roster_file import roster_toml
    from rules.systems import system_names

    if system is not None and system not in system_names():
        say(
            err,
            _("degaine: unknown system '{name}'. Choose one of: {known}.").format(
                name=system, known=", ".join(system_names())
            ),
        )
        return 2

    def export(store: "JournalStore") -> int:
        found = store.read_roster(system)
        characters = [c for c in found.characters if c.system in system_names()]
        unknown = [
            _("“{name}” (id {id}): unknown system '{system}'").format(
                name=c.name, id=c.id, system=c.system
            )
            for c in found.characters
            if c.system not in system_names()
        ]
        text = roster_toml(characters)
        for line in [*found.unreadable, *unknown]:
            # Left out, and said: the rest of the roster still moves.
            say(err, _("degaine: left out, cannot be read: {line}").format(line=line))
        if file == STDIN:
            out.write(text)
            return 0
        write_file(Path(file), text)
        say(
            out,
            ngettext(
                "wrote {count} character to {file}",
                "wrote {count} characters to {file}",
                len(characters),
            ).format(count=len(characters), file=file),
        )
        return 0

    return with_store(db, err, export, create=False)


def write_file(path: Path, text: str) -> None:
    """``text`` into ``path`` whole or not at all (a file beside it, renamed over it)."""
    try:
        if path.is_dir():
            raise CannotDo(_("cannot write {file}: it is a folder").format(file=path))
        handle, temporary = tempfile.mkstemp(prefix=".roster-", dir=path.parent)
    except OSError as error:
        raise CannotDo(
            _("cannot write {file}: {error}").format(file=path, error=store_problem(error))
        ) from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
        Path(temporary).replace(path)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise CannotDo(
            _("cannot write {file}: {error}").format(file=path, error=store_problem(error))
        ) from None


def read_roster_file(file: str, err: TextIO) -> str | None:
    """The text of the roster file (``-``: standard input), or None after one line."""
    name = _("standard input") if file == STDIN else file
    data = read_bytes(file, err)
    if data is None:
        return None
    if len(data) > MAX_FILE_BYTES:
        say(
            err,
            _("degaine: {file}: larger than {size} MiB; a roster file is far smaller").format(
                file=name, size=MAX_FILE_BYTES // (1024 * 1024)
            ),
        )
        return None
    return decode(data, name, err)


def run_import(file: str, *, replace: bool, db: str | None, out: TextIO, err: TextIO) -> int:
    """Import every character of the roster file, or none of them (one line, exit 2)."""
    from rules.roster_file import RosterFileError, import_change, parse_roster

    text = read_roster_file(file, err)
    if text is None:
        return 2
    name = _("standard input") if file == STDIN else file
    try:
        entries = parse_roster(text)
    except RosterFileError as error:
        say(err, _("degaine: {file}: {problem}").format(file=name, problem=error.line()))
        return 2

    def store_them(store: "JournalStore") -> int:
        try:
            change = store.change_roster(lambda now: import_change(now, entries, replace=replace))
        except RosterFileError as error:
            say(err, _("degaine: {file}: {problem}").format(file=name, problem=error.line()))
            return 2
        replaced = len(change.removed)
        added = len(change.saved)
        message = ngettext(
            "imported {count} character", "imported {count} characters", added
        ).format(count=added)
        if replaced:
            message += " " + ngettext("({count} replaced)", "({count} replaced)", replaced).format(
                count=replaced
            )
        say(out, message)
        return 0

    return with_store(db, err, store_them, create=True)


def main_roster(
    action: str, file: str, *, system: str | None, replace: bool, db: str | None
) -> int:
    """The ``roster`` sub-command, as parsed by :mod:`tui.cli`."""
    if action == "export":
        return run_export(file, system=system, db=db, out=sys.stdout, err=sys.stderr)
    return run_import(file, replace=replace, db=db, out=sys.stdout, err=sys.stderr)
