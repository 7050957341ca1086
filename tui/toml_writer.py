"""Just enough TOML output for the config file (the stdlib reads TOML but cannot write it)."""

import re

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
# TOML basic strings forbid raw control characters (tab aside) and need " and \ escaped.
_SHORT_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r"}


def toml_string(value: str) -> str:
    """``value`` as a TOML basic string, quotes included; ``tomllib`` reads it back unchanged."""
    out = []
    for char in value:
        if char in _SHORT_ESCAPES:
            out.append(_SHORT_ESCAPES[char])
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def toml_key(key: str) -> str:
    """``key`` bare when TOML allows it (``undo``), quoted otherwise (``"a.b"``)."""
    return key if _BARE_KEY.fullmatch(key) else toml_string(key)


def toml_document(
    header: list[str], values: dict[str, str], tables: dict[str, dict[str, str]]
) -> str:
    """A TOML document: comment lines, then ``key = "value"`` lines, then ``[tables]``."""
    lines = [f"# {line}".rstrip() for entry in header for line in entry.splitlines() or [""]]
    lines.append("")
    lines.extend(f"{toml_key(key)} = {toml_string(value)}" for key, value in values.items())
    for name, table in tables.items():
        lines.extend(["", f"[{toml_key(name)}]"])
        lines.extend(f"{toml_key(key)} = {toml_string(value)}" for key, value in table.items())
    return "\n".join(lines) + "\n"
