"""What ``degaine script`` reads: JSON lines and a cost file, each refused in one sentence.

Nothing read from a file or a pipe may end in a traceback: bytes that are not
UTF-8, a line nested a thousand deep (Python's JSON parser would recurse until
RecursionError), a number of five thousand digits (ValueError, not a JSON
error) are each said in words, naming the file or the line.
"""

import json
import re
import sys
from pathlib import Path
from typing import Any, TextIO

from i18n import _
from i18n.text import clipped, printable
from rules.errors import InvalidCommand
from rules.json_problems import json_problem
from rules.systems.zebra.costs import CostFileError, parse_costs
from rules.systems.zebra.model import CostTable

#: The deepest a command line may nest arrays and objects. The deepest real command
#: (an ambush's targets with their dice) nests 3 deep.
MAX_NESTING = 16
STDIN = "-"

#: The longest line read as a command, in characters. The longest real command (a
#: zebra cost table given inline) is a few kilobytes; a longer line is refused before
#: anything parses it, so a huge one costs its own size and no more.
MAX_LINE_CHARS = 256 * 1024

#: The largest cost file read: a campaign's table is a few kilobytes, and TOML costs
#: several times a file's size to parse.
MAX_COST_FILE_BYTES = 1024 * 1024

#: What ``surrogateescape`` makes of bytes that are not UTF-8 (JSON's own ``\\ud800`` is ASCII).
_UNDECODED = re.compile("[\udc80-\udcff]")
#: What nesting depends on: brackets, and the quotes and backslashes that say whether
#: a bracket is inside a string.
_STRUCTURE = re.compile(r'[\[\]{}"\\]')
#: What ends a line: JSON forbids a raw CR or LF inside a string, so no string is cut;
#: U+2028, U+2029 and U+0085 are text inside one (``str.splitlines`` would cut there).
_LINE_END = re.compile(r"\r\n|\r|\n")


def say(err: TextIO, message: str) -> None:
    """One line on ``err``; text quoted from the input cannot reach the terminal as escapes."""
    err.write(printable(message) + "\n")


def nesting(text: str) -> int:
    """How deep ``text`` nests arrays and objects (brackets inside strings do not count).

    One pass over the characters that matter, in constant memory: a regular expression
    matching whole strings kept a backtracking frame per character (1.2 GB for a
    10 MiB string).
    """
    depth = deepest = 0
    in_string = False
    escaped_at = -1  # where the character a backslash in a string escapes is
    for found in _STRUCTURE.finditer(text):
        position, character = found.start(), found.group()
        if position == escaped_at:
            continue
        if in_string:
            if character == "\\":
                escaped_at = position + 1
            elif character == '"':
                in_string = False
        elif character == '"':
            in_string = True
        elif character in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif character in "]}":
            depth -= 1
    return deepest


def unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object's members as a dict; InvalidCommand if a key comes twice (which
    one would count is a guess: ``{"cmd":"roll","cmd":"undo"}`` must not run an undo)."""
    found: dict[str, Any] = {}
    for key, value in pairs:
        if key in found:
            raise InvalidCommand(
                _("not valid JSON: the key “{key}” comes twice in one object").format(
                    key=clipped(key, 40)
                )
            )
        found[key] = value
    return found


def parse_line(text: str) -> Any:
    """The JSON value of one line, or InvalidCommand saying why it is not one."""
    if len(text) > MAX_LINE_CHARS:
        raise InvalidCommand(
            _("{size} characters long; a command line has at most {max}").format(
                size=len(text), max=MAX_LINE_CHARS
            )
        )
    if _UNDECODED.search(text):
        raise InvalidCommand(_("not UTF-8 text"))
    depth = nesting(text)
    if depth > MAX_NESTING:
        raise InvalidCommand(
            _("nested {depth} deep; a command nests at most {max} deep").format(
                depth=depth, max=MAX_NESTING
            )
        )
    try:
        return json.loads(text, object_pairs_hook=unique_keys)
    except json.JSONDecodeError as error:
        raise InvalidCommand(
            _("not valid JSON: {problem} (column {col})").format(
                problem=json_problem(error), col=error.colno
            )
        ) from None
    except ValueError:  # a number longer than Python turns into an int (4300 digits)
        raise InvalidCommand(_("not valid JSON: a number has too many digits")) from None


def decode(data: bytes, name: str, err: TextIO) -> str | None:
    """``data`` as UTF-8 text, or None after a message naming the line that is not."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        say(err, _("degaine: {file}: not UTF-8 text (line {n})").format(file=name, n=line))
        return None


def read_bytes(source: str, err: TextIO) -> bytes | None:
    """The bytes of ``source`` (``-``: standard input), or None after a one-line message."""
    if source == STDIN:
        stream = getattr(sys.stdin, "buffer", None)
        return stream.read() if stream is not None else sys.stdin.read().encode("utf-8")
    try:
        return Path(source).read_bytes()
    except OSError as error:
        say(
            err,
            _("degaine: cannot read {file}: {error}").format(
                file=source, error=error.strerror or error
            ),
        )
        return None


def read_lines(source: str, err: TextIO) -> list[str] | None:
    """The lines of ``source`` (``-``: standard input), or None after a one-line message.

    Bytes that are not UTF-8 are kept as lone surrogates (``surrogateescape``), so the
    lines before them still apply and :func:`parse_line` refuses theirs as ``line N:``.
    """
    data = read_bytes(source, err)
    if data is None:
        return None
    lines = _LINE_END.split(data.decode("utf-8", errors="surrogateescape"))
    if lines and not lines[-1]:
        lines.pop()  # the file's last line end ends a line, it does not start one
    return lines


def read_costs(path: str, err: TextIO) -> CostTable | None:
    """The cost table in the TOML file ``path``, or None after a one-line message on ``err``."""
    data = read_bytes(path, err)
    if data is None:
        return None
    if len(data) > MAX_COST_FILE_BYTES:
        say(
            err,
            _("degaine: {file}: larger than {size} MiB; a cost file is far smaller").format(
                file=path, size=MAX_COST_FILE_BYTES // (1024 * 1024)
            ),
        )
        return None
    text = decode(data, path, err)
    if text is None:
        return None
    try:
        return parse_costs(text, default_name=Path(path).stem)
    except CostFileError as error:
        # CostFileError reads "line N: problem".
        say(err, _("degaine: {file} {where}").format(file=path, where=error))
        return None
