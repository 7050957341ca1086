"""pydantic's complaints about a field, said in words a GM reads (and translated).

pydantic says "Input should be a valid integer" for ``true`` as for ``"9"``; a GM
is better served by "must be a whole number, not true". Complaints without a
wording here keep pydantic's own message.
"""

import re
from collections.abc import Mapping, Sequence
from typing import Any

from pydantic_core import ErrorDetails

from i18n import _, quoted
from i18n.text import printable

#: The longest text quoted back in a complaint.
QUOTED_MAX = 20


def given(value: Any) -> str:
    """What kind of value ``value`` is, for "…, not {given}"."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        shown = printable(value)
        shown = shown if len(shown) <= QUOTED_MAX else shown[: QUOTED_MAX - 1] + "…"
        return _('the text "{text}"').format(text=shown)
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, dict):
        return _("an object")
    if isinstance(value, list | tuple):
        return _("a list")
    return type(value).__name__


def error_location(error: ErrorDetails) -> str | None:
    """Where in the command a validation error is, as a dotted path (``dice.0``), if anywhere."""
    return ".".join(str(part) for part in error["loc"]) or None


def problem_in_words(error: ErrorDetails) -> str:
    """One complaint of a ValidationError, as a short phrase ("at most 10")."""
    kind = error["type"]
    context: dict[str, Any] = dict(error.get("ctx") or {})
    value = error.get("input")
    if kind == "extra_forbidden":
        return _("unknown field")
    if kind == "missing":
        return _("this field is required")
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return _("must be a whole number, not {given}").format(given=given(value))
    if kind in ("bool_type", "bool_parsing"):
        return _("must be true or false, not {given}").format(given=given(value))
    if kind == "string_unicode":
        return _("must be valid Unicode text")
    if kind == "string_type":
        return _("must be text, not {given}").format(given=given(value))
    if kind in ("dict_type", "model_type", "model_attributes_type"):
        return _("must be an object, not {given}").format(given=given(value))
    if kind == "list_type":
        return _("must be a list, not {given}").format(given=given(value))
    if kind == "less_than_equal":
        return _("at most {limit}").format(limit=context.get("le"))
    if kind == "greater_than_equal":
        return _("at least {limit}").format(limit=context.get("ge"))
    if kind == "string_too_long":
        return _("at most {limit} characters").format(limit=context.get("max_length"))
    if kind == "string_too_short" or (kind == "too_short" and isinstance(value, str)):
        if context.get("min_length") == 1:
            return _("must not be empty")
        return _("at least {limit} characters").format(limit=context.get("min_length"))
    if kind == "too_short":
        return _("at least {limit} items").format(limit=context.get("min_length"))
    if kind == "too_long":
        return _("at most {limit} items").format(limit=context.get("max_length"))
    if kind == "no_printable_text":
        return _("has no printable characters")
    if kind == "no_visible_text":
        return _("has only spaces or invisible characters")
    if kind == "literal_error":
        return _("Input should be {expected}").format(expected=choices(str(context["expected"])))
    if kind == "weapon_name":
        return _("a weapon's name must be 1 to {max} characters").format(max=context.get("max"))
    if kind == "unknown_weapon":
        return _("{weapon} is not one of weapons").format(weapon=quoted(str(context.get("weapon"))))
    if kind == "no_skill":
        return _("give the skill of the weapon in use, or weapons with their skills")
    return str(error["msg"])


def choices(expected: str) -> str:
    """pydantic's "'pc' or 'npc'" in the GM's language: its quotation marks, its "or"."""
    values = re.findall(r"'((?:[^'\\]|\\.)*)'", expected)
    if not values:  # numbers, or a form pydantic did not write so: as it is
        return expected
    shown = [quoted(value) for value in values]
    if len(shown) == 1:
        return shown[0]
    return _("{items} or {last}").format(items=", ".join(shown[:-1]), last=shown[-1])


#: Each command field in the GM's words, for a refusal a form or a key gets: a form
#: has no "dice.0", it has the d6s it asked for. Fields missing here read as their
#: name with spaces (``spend_willpower`` → "spend willpower").
FIELD_WORDS = {
    "accomplices": _("the accomplices"),
    "action": _("the action"),
    "actions": _("the dice per action"),
    "actor": _("the combatant"),
    "actors": _("the combatants"),
    "ambiguous": _("the ambiguous target"),
    "ambush_dice": _("the ambush's dice"),
    "ambushers": _("who lies in wait"),
    "before": _("who acts after"),
    "celerity": _("the Celerity"),
    "cost": _("the cost"),
    "count": _("how many"),
    "defense": _("the defense"),
    "delay": _("the delay"),
    "delta": _("the change"),
    "dice": _("the dice typed"),
    "die": _("the die typed"),
    "duelists": _("the duelists"),
    "entry": _("the action"),
    "extra": _("the extra actions"),
    "hidden": _("hidden"),
    "id": _("the combatant"),
    "initiative": _("the free initiative dice"),
    "label": _("the label"),
    "labels": _("the labels"),
    "level": _("the health level"),
    "name": _("the name"),
    "options": _("the options"),
    "out": _("out of the fight"),
    "override": _("the GM override"),
    "position": _("the position"),
    "score": _("the score"),
    "side": _("the side"),
    "skill": _("the skill"),
    "sonne": "Sonné",
    "stats": _("the stats"),
    "steps": _("the steps"),
    "success": _("the Willpower roll"),
    "successes": _("the successes"),
    "table": _("the cost table"),
    "target": _("the target"),
    "targets": _("the targets"),
    "tension": _("the Tension dice per action"),
    "weapon": _("the weapon"),
    "willpower": _("Willpower"),
}


def field_in_words(location: Sequence[int | str], names: Mapping[str, str]) -> str:
    """Where a complaint is, in words: ``("dice", 0)`` → "the dice typed, number 1",
    ``("dice", "ann")`` → "the dice typed, Ann" (``names``: combatant ids to names)."""
    parts: list[str] = []
    for index, part in enumerate(location):
        if isinstance(part, int):
            parts.append(_("number {n}").format(n=part + 1))
        elif index == 0 or (part in FIELD_WORDS and part not in names):
            parts.append(FIELD_WORDS.get(part, part.replace("_", " ")))
        else:  # a key of a mapping: a combatant's id, a cost's name
            parts.append(printable(names.get(part, part)))
    return ", ".join(parts)


def refusal_in_words(error: ErrorDetails, names: Mapping[str, str]) -> str:
    """One complaint as the sentence a GM reads: "The dice typed, number 1: at most 6."
    (``degaine script`` keeps the dotted path: its reader writes the JSON.)"""
    problem = problem_in_words(error)
    where = field_in_words(error["loc"], names)
    text = _("{field}: {problem}").format(field=where, problem=problem) if where else problem
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")
