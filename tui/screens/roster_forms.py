"""The roster screen's forms: a character's stats and its name, tried on the store.

Each form tries its values when the GM confirms it (``FormScreen.attempt``), like the
encounter's forms: what the rules refuse is written beside the field it concerns and
the form stays open with what was typed; nothing is changed then. A change is
decided and written in one transaction of the store (``change_roster``), so a
character another window deleted or renamed meanwhile is refused, not overwritten.
"""

import sqlite3
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from i18n import _
from rules.store_file import store_problem
from tui.bridge import Refusal
from tui.labels import label
from tui.screens.form import FormField, FormScreen, FormValues
from tui.screens.form_values import text
from tui.shown import printable

if TYPE_CHECKING:
    from rules.journal import JournalStore
    from rules.roster import RosterCharacter

#: The form's stat fields are named as the character's fields are: a refusal of
#: ``stats.skill`` shows beside the field ``stats.skill``.
STATS = "stats."


def stat_fields(character: "RosterCharacter") -> list[FormField]:
    """The system's stat fields, each showing the character's value; a text stat the
    model's fields leave out (zebra's weapon in hand) is a text field of its own."""
    from rules.systems import get_system
    from tui.screens.model_form import model_fields

    fields = [
        replace(spec, default=shown_default(spec, character.stats.get(spec.name[len(STATS) :])))
        for spec in model_fields(get_system(character.system).stats_model, STATS)
    ]
    covered = {spec.name for spec in fields}
    for key, value in character.stats.items():
        if isinstance(value, str) and STATS + key not in covered:
            fields.append(
                FormField(
                    STATS + key,
                    label(key),
                    "text",
                    default=printable(value),
                    optional=True,
                    placeholder=_("blank: none"),
                )
            )
    return fields


def shown_default(spec: FormField, value: Any) -> Any:
    """``value`` as the field's default (a choice's is its text; anything else it shows)."""
    if spec.kind == "choice":
        return str(value) if value is not None else spec.default
    if spec.kind == "bool":
        return bool(value)
    if isinstance(value, int | dict | str) or value is None:
        return value
    return spec.default


def stats_of(character: "RosterCharacter", fields: list[FormField], values: FormValues) -> Any:
    """The stats the form gives: its fields' values over the character's own (a blank
    leaves the stat out: the model gives it its default)."""
    stats = {key: value for key, value in character.stats.items() if STATS + key not in values}
    for spec in fields:
        value = values.get(spec.name)
        if value is not None and value != "":
            stats[spec.name[len(STATS) :]] = value
    return stats


def refusal_of(error: Exception) -> Refusal:
    """The form's message for a refused change: beside its field when it names one."""
    from rules.roster import RosterProblem

    if isinstance(error, RosterProblem):
        where = label(error.field.rpartition(".")[2]) if error.field else ""
        message = f"{where}: {error.problem}" if where else error.problem
        return Refusal(message, error.field, error.problem)
    if isinstance(error, sqlite3.Error):
        return Refusal(
            _("The store refused the change: {problem}").format(problem=store_problem(error))
        )
    raise error


def change(
    store: "JournalStore",
    target: "RosterCharacter",
    make: Callable[[list["RosterCharacter"], "RosterCharacter"], "RosterCharacter"],
) -> Refusal | None:
    """Save what ``make`` makes of ``target`` as the roster holds it now; why not, if not."""
    from rules.roster import RosterProblem
    from rules.roster_store import RosterChange, RosterNow

    def decide(now: RosterNow) -> RosterChange:
        current = next(
            (c for c in now.characters if (c.system, c.id) == (target.system, target.id)), None
        )
        if current is None:
            raise RosterProblem(None, _("This character is no longer in the roster."))
        return RosterChange([], [make(now.characters, current)])

    try:
        store.change_roster(decide)
    except (RosterProblem, sqlite3.Error) as error:
        return refusal_of(error)
    return None


def stats_form(store: "JournalStore", character: "RosterCharacter") -> FormScreen:
    """The form that edits ``character``'s stats."""
    from rules.roster import with_stats

    fields = stat_fields(character)

    def attempt(values: FormValues) -> Refusal | None:
        stats = stats_of(character, fields, values)
        return change(store, character, lambda _roster, current: with_stats(current, stats))

    title = _("Stats of {name}").format(name=printable(character.name))
    return FormScreen(title, fields, attempt=attempt)


def name_form(store: "JournalStore", character: "RosterCharacter") -> FormScreen:
    """The form that renames ``character`` (its id, side and stats kept)."""
    from rules.roster import renamed

    fields = [FormField("name", _("Name"), "text", default=printable(character.name))]

    def attempt(values: FormValues) -> Refusal | None:
        name = text(values, "name")
        return change(store, character, lambda roster, current: renamed(roster, current, name))

    title = _("Rename {name}").format(name=printable(character.name))
    return FormScreen(title, fields, attempt=attempt)
