"""A form's values, typed: each field's kind fixes its value's type, these say it to mypy.

A form only returns once every field holds a value of its kind (``form.check``), so
a value of another type here is a bug in the form that asked, not the GM's input.
"""

from tui.screens.form_fields import FormValues, Value


def _wrong(name: str, value: Value) -> TypeError:
    return TypeError(f"form field {name!r} holds {type(value).__name__}")


def integer(values: FormValues, name: str) -> int:
    """An ``int`` field's value (one that cannot stay blank)."""
    value = values[name]
    if isinstance(value, bool) or not isinstance(value, int):
        raise _wrong(name, value)
    return value


def optional_integer(values: FormValues, name: str) -> int | None:
    """An ``int`` or ``die`` field's value, None when left blank."""
    return None if values.get(name) is None else integer(values, name)


def text(values: FormValues, name: str) -> str:
    """A ``text`` or ``choice`` field's value; a blank optional text is ``""``."""
    value = values.get(name)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise _wrong(name, value)
    return value


def flag(values: FormValues, name: str) -> bool:
    """A ``bool`` field's value (False if the form has no such field)."""
    value = values.get(name, False)
    if not isinstance(value, bool):
        raise _wrong(name, value)
    return value


def integers(values: FormValues, name: str) -> list[int]:
    """An ``ints`` field's numbers; a blank optional one is ``[]``."""
    value = values.get(name)
    if value is None:
        return []
    if not isinstance(value, list):
        raise _wrong(name, value)
    return value


def pairs(values: FormValues, name: str) -> dict[str, int]:
    """A ``pairs`` field's names and numbers; a blank optional one is ``{}``."""
    value = values.get(name)
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise _wrong(name, value)
    return value


def prefixed_integers(values: FormValues, prefix: str) -> dict[str, int]:
    """The ``int``/``die`` fields named ``prefix`` + an id, by id; blanks and zeros left out
    (a die left blank is the program's to roll)."""
    found: dict[str, int] = {}
    for name in values:
        if name.startswith(prefix):
            number = optional_integer(values, name)
            if number:
                found[name.removeprefix(prefix)] = number
    return found
