"""A form's fields: what each asks, and how its typed text is read and checked."""

from dataclasses import dataclass, field
from typing import Literal

from i18n import _

FieldKind = Literal["text", "int", "bool", "choice", "die", "ints", "pairs"]
Value = str | int | bool | list[int] | dict[str, int] | None
FormValues = dict[str, Value]


@dataclass(frozen=True)
class FormField:
    """One field of a form. ``die`` fields may stay blank: the program rolls them;
    ``ints`` fields from 1 to a ``maximum`` are dice as typed at the table (d6s: 6)."""

    name: str
    label: str
    kind: FieldKind = "text"
    default: Value = None
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[tuple[str, str], ...] = field(default_factory=tuple)
    optional: bool = False
    placeholder: str = ""
    #: The command field this one fills, as a dotted path (``dice``, ``targets.0.successes``),
    #: so that the rules' refusal of it shows here; blank: the field's own name.
    feeds: str = ""

    @property
    def path(self) -> str:
        return self.feeds or self.name


def parse_pairs(text: str, spec: FormField) -> tuple[Value, str]:
    """``"pistol=3, knife=2"`` → ``{"pistol": 3, "knife": 2}``."""
    pairs: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, _sep, number = part.rpartition("=")
        if not name.strip() or not number.strip().lstrip("-").isdigit():
            return None, _("Write name=number, separated by commas: “{part}”.").format(part=part)
        pairs[name.strip()] = int(number)
    if not pairs:
        return (None, "") if spec.optional else (None, _("Required."))
    return pairs, ""


def check(spec: FormField, raw: str) -> tuple[Value, str]:
    """The parsed value and an error sentence ('' when the value is fine)."""
    text = raw.strip()
    if spec.kind == "text":
        if not text and not spec.optional:
            return None, _("Required.")
        return text, ""
    if spec.kind == "pairs":
        return parse_pairs(text, spec)
    if spec.kind == "ints":
        try:
            numbers = [int(part) for part in text.replace(",", " ").split()]
        except ValueError:
            return None, _("Whole numbers separated by spaces, e.g. 5 3.")
        if not numbers and not spec.optional:
            return None, _("Required.")
        low, high = spec.minimum, spec.maximum
        if low == 1 and high is not None and any(not 1 <= n <= high for n in numbers):
            return None, _("A d{high} shows 1 to {high}.").format(high=high)
        if low is not None and any(n < low for n in numbers):
            return None, _("Each number must be at least {low}.").format(low=low)
        if high is not None and any(n > high for n in numbers):
            return None, _("Each number must be at most {high}.").format(high=high)
        return numbers, ""
    if not text:
        if spec.kind == "die" or spec.optional:
            return None, ""
        return None, _("Required.")
    try:
        number = int(text)
    except ValueError:
        return None, _("A whole number, please.")
    low, high = spec.minimum, spec.maximum
    if low is not None and high is not None and not low <= number <= high:
        if spec.kind == "die":
            return None, _("A d{high} shows 1 to {high}.").format(high=high)
        return None, _("From {low} to {high}.").format(low=low, high=high)
    if low is not None and number < low:
        return None, _("At least {low}.").format(low=low)
    if high is not None and number > high:
        return None, _("At most {high}.").format(high=high)
    return number, ""
