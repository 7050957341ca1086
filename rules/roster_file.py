"""A roster as a TOML file, so that a campaign's characters move between machines.

One ``[[character]]`` table per character, with its ``system``, ``id`` (optional
when written by hand: made from the name), ``name``, ``side`` and ``[character.stats]``::

    degaine_roster = 1

    [[character]]
    system = "western"
    id = "ann"
    name = "Ann"
    side = "pc"

    [character.stats]
    attribute = 3

:func:`parse_roster` checks every entry with the models the app uses (the system's
stats model, the character's) and stops at the first bad one with a
:class:`RosterFileError` naming the entry, its name and the field; :func:`import_change`
says what importing them changes, or which entry clashes with the roster. Both take
text and data: reading and writing files is the caller's job.
"""

import re
import tomllib
from collections.abc import Container
from typing import Any, NamedTuple

import tomlkit

from i18n import _
from i18n.text import clipped, printable
from rules.roster import (
    RosterCharacter,
    RosterProblem,
    character,
    name_key,
    new_id,
)
from rules.roster_store import RosterChange, RosterKey, RosterNow

#: The format this degaine writes and reads.
FORMAT = 1
FORMAT_KEY = "degaine_roster"
ENTRIES_KEY = "character"
ENTRY_KEYS = ("system", "id", "name", "side", "stats")
#: The deepest a roster file nests tables and arrays: a weapon's skill is 4 deep.
MAX_NESTING = 8
_TOML_POSITION = re.compile(r"\s*\(at line (\d+), column \d+\)\s*$")


class RosterFileError(ValueError):
    """A roster file refused: the ``entry`` (1-based, None for the whole file), the
    name it gives, the ``field`` and the ``problem``, in one line."""

    def __init__(
        self, problem: str, entry: int | None = None, name: str = "", field: str | None = None
    ) -> None:
        self.entry = entry
        self.name = name
        self.field = field
        self.problem = problem
        super().__init__(self.line())

    def line(self) -> str:
        where = ""
        shown = clipped(printable(self.name), 40)
        if self.entry is not None:
            if shown:
                where = _("entry {n} (“{name}”)").format(n=self.entry, name=shown)
            else:
                where = _("entry {n}").format(n=self.entry)
        if self.field:
            where = f"{where}, {self.field}" if where else self.field
        problem = printable(self.problem)
        return _("{field}: {problem}").format(field=where, problem=problem) if where else problem


class SystemIds:
    """The ids one system has among sets of ``(system, id)`` keys, as :func:`new_id` asks
    for them: one lookup per id tried, where copying them out for every entry made an
    import grow with the square of its size (8,000 characters: 2.5 s)."""

    def __init__(self, system: object, *keys: Container[RosterKey]) -> None:
        self.system = system
        self.keys = keys

    def __contains__(self, character_id: object) -> bool:
        return any((self.system, character_id) in keys for keys in self.keys)


class FileEntry(NamedTuple):
    """One checked entry of a file: its number, whether it gave an id, the character."""

    number: int
    gave_id: bool
    character: RosterCharacter


def nesting(value: Any) -> int:
    """How deep ``value`` nests tables and arrays (counted without recursion)."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: list[Any] = list(item.values())
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, depth + 1)
        if depth + 1 > MAX_NESTING:
            return depth + 1
        stack.extend((child, depth + 1) for child in children)
    return deepest


def read_toml(text: str) -> dict[str, Any]:
    """The TOML document in ``text``, or RosterFileError saying why it is not one."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        message = str(error)
        found = _TOML_POSITION.search(message)
        problem = _TOML_POSITION.sub("", message)
        if found:
            problem = _("{problem} (line {n})").format(problem=problem, n=found.group(1))
        raise RosterFileError(_("not valid TOML: {problem}").format(problem=problem)) from None
    except RecursionError:  # tomllib recurses once per nested array or table
        raise RosterFileError(_("not valid TOML: nested too deeply")) from None
    if nesting(data) > MAX_NESTING:
        raise RosterFileError(
            _("nested too deeply: a roster file nests at most {max} deep").format(max=MAX_NESTING)
        )
    return data


def parse_roster(text: str) -> list[FileEntry]:
    """Every entry of the roster file ``text``, checked; RosterFileError at the first bad
    one (or two entries that name the same character)."""
    data = read_toml(text)
    for key in data:
        if key not in (FORMAT_KEY, ENTRIES_KEY):
            raise RosterFileError(
                _(
                    "unknown key '{key}': a roster file has {format} and [[{entries}]] tables"
                ).format(key=clipped(key, 40), format=FORMAT_KEY, entries=ENTRIES_KEY)
            )
    if FORMAT_KEY not in data and ENTRIES_KEY not in data:
        raise RosterFileError(
            _("not a degaine roster: no {format} = {n} line and no [[{entries}]] table").format(
                format=FORMAT_KEY, n=FORMAT, entries=ENTRIES_KEY
            )
        )
    version = data.get(FORMAT_KEY, FORMAT)
    if version != FORMAT or isinstance(version, bool):
        raise RosterFileError(
            _("{format} = {value}: this degaine reads roster files of format {n}").format(
                format=FORMAT_KEY, value=clipped(str(version), 20), n=FORMAT
            )
        )
    entries = data.get(ENTRIES_KEY, [])
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise RosterFileError(
            _("'{entries}' must be tables: write [[{entries}]] above each one").format(
                entries=ENTRIES_KEY
            )
        )
    # The ids given: one made for an entry without any must not take one of them.
    given = {
        (str(e["system"]), str(e["id"]))
        for e in entries
        if isinstance(e.get("system"), str) and isinstance(e.get("id"), str)
    }
    checked: list[FileEntry] = []
    #: The entry that has each (system, id) and each (system, name), to find a second one.
    ids: dict[tuple[str, str], int] = {}
    names: dict[tuple[str, str], int] = {}
    for number, entry in enumerate(entries, start=1):
        # Only for an entry without an id is one made, which must be no other entry's.
        found = read_entry(number, entry, SystemIds(entry.get("system"), given, ids))
        made = found.character
        unique(found, names.get((made.system, name_key(made.name))), "name")
        unique(found, ids.get((made.system, made.id)), "id")
        names[made.system, name_key(made.name)] = number
        ids[made.system, made.id] = number
        checked.append(found)
    return checked


def read_entry(number: int, entry: dict[str, Any], taken: Container[str]) -> FileEntry:
    """Entry ``number`` as a checked character; without an id, one is made from its name,
    none of ``taken``."""
    name = entry.get("name")
    shown = name if isinstance(name, str) else ""
    for key in entry:
        if key not in ENTRY_KEYS:
            raise RosterFileError(
                _("unknown field (a character has {keys})").format(keys=", ".join(ENTRY_KEYS)),
                number,
                shown,
                clipped(key, 40),
            )
    for required in ("system", "name"):
        if required not in entry:
            raise RosterFileError(_("this field is required"), number, shown, required)
    system = entry["system"]
    if not isinstance(system, str):
        raise RosterFileError(_("must be text in quotes"), number, shown, "system")
    gave_id = "id" in entry
    character_id = entry["id"] if gave_id else new_id(shown, taken)
    try:
        made = character(
            system, character_id, name, entry.get("side", "npc"), entry.get("stats", {})
        )
    except RosterProblem as problem:
        raise RosterFileError(problem.problem, number, shown, problem.field) from None
    return FileEntry(number, gave_id, made)


def unique(entry: FileEntry, other: int | None, field: str) -> None:
    """Refuse ``entry`` if entry ``other`` of the file has the same ``field`` (name, id)."""
    if other is None:
        return
    problem = (
        _("entry {n} has this name already")
        if field == "name"
        else _("entry {n} has this id already")
    )
    raise RosterFileError(problem.format(n=other), entry.number, entry.character.name, field)


def import_change(now: RosterNow, entries: list[FileEntry], *, replace: bool) -> RosterChange:
    """What importing ``entries`` does to the roster ``now``.

    An entry whose name or id a character of its system already has is refused
    (RosterFileError naming both), unless ``replace``: that character is then
    replaced by the entry (an entry without an id takes the replaced one's id).
    """
    removed: list[RosterKey] = []
    saved: list[RosterCharacter] = []
    taken = set(now.keys) | {(e.character.system, e.character.id) for e in entries if e.gave_id}
    by_name = {(c.system, name_key(c.name)): c for c in now.characters}
    for entry in entries:
        made = entry.character
        same = by_name.get((made.system, name_key(made.name)))
        key = (made.system, made.id)
        clash_by_id = entry.gave_id and key in now.keys
        if (same is not None or clash_by_id) and not replace:
            if same is not None:
                field, problem = "name", _("the roster already has a {system} “{name}”")
                shown = same.name
            else:
                field, problem = "id", _("the roster already has a {system} character “{name}”")
                shown = made.id
            raise RosterFileError(
                problem.format(system=made.system, name=shown)
                + " "
                + _("(--replace overwrites it)"),
                entry.number,
                made.name,
                field,
            )
        if same is not None and not entry.gave_id:
            made = made.model_copy(update={"id": same.id})
        replaced = {(same.system, same.id)} if same is not None else set()
        if clash_by_id:
            replaced.add(key)
        removed.extend(sorted(replaced))
        if same is None and not entry.gave_id and key in taken:
            made = made.model_copy(update={"id": new_id(made.name, SystemIds(made.system, taken))})
        taken.add((made.system, made.id))
        saved.append(made)
    return RosterChange(removed, saved)


def roster_toml(characters: list[RosterCharacter]) -> str:
    """The roster file of ``characters``, which :func:`parse_roster` reads back the same."""
    document = tomlkit.document()
    document.add(tomlkit.comment(_("degaine roster: saved characters, one [[character]] each.")))
    document.add(tomlkit.comment(_("Read back with: degaine roster import FILE")))
    document.add(FORMAT_KEY, FORMAT)
    tables = tomlkit.aot()
    for saved in characters:
        table = tomlkit.table()
        table.add("system", saved.system)
        table.add("id", saved.id)
        table.add("name", saved.name)
        table.add("side", saved.side)
        stats = tomlkit.table()
        for key, value in saved.stats.items():
            if value is None:
                continue  # TOML has no null: a stat left out takes its default, None
            if isinstance(value, dict):
                inline = tomlkit.inline_table()
                inline.update({k: v for k, v in value.items() if v is not None})
                stats.add(key, inline)
            else:
                stats.add(key, value)
        table.add("stats", stats)
        tables.append(table)
    if characters:
        document.add(ENTRIES_KEY, tables)
    return tomlkit.dumps(document)
