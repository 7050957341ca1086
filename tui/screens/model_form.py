"""Form fields derived from a pydantic model (stats, options): one source of truth."""

from types import UnionType
from typing import Annotated, Any, Literal, Union, get_args, get_origin

import annotated_types
from pydantic import BaseModel
from pydantic_core import PydanticUndefined

from i18n import _
from tui.labels import label, value_words
from tui.screens.form import FormField


def bounds(metadata: list[Any]) -> tuple[int | None, int | None]:
    low = high = None
    for item in metadata:
        if isinstance(item, annotated_types.Ge):
            low = int(item.ge)  # type: ignore[call-overload]
        elif isinstance(item, annotated_types.Gt):
            low = int(item.gt) + 1  # type: ignore[call-overload]
        elif isinstance(item, annotated_types.Le):
            high = int(item.le)  # type: ignore[call-overload]
        elif isinstance(item, annotated_types.Lt):
            high = int(item.lt) - 1  # type: ignore[call-overload]
    return low, high


def optional_int_metadata(annotation: Any) -> list[Any] | None:
    """For ``int | None`` (bounds possibly in ``Annotated``): the bounds; else None."""
    if get_origin(annotation) not in (Union, UnionType):
        return None
    members = [arg for arg in get_args(annotation) if arg is not type(None)]
    if len(members) != 1 or len(get_args(annotation)) != 2:
        return None
    member = members[0]
    if member is int:
        return []
    if get_origin(member) is Annotated and get_args(member)[0] is int:
        metadata: list[Any] = []
        for extra in get_args(member)[1:]:
            metadata += getattr(extra, "metadata", [extra])
        return metadata
    return None


def unannotated(annotation: Any) -> Any:
    """``str`` for ``Annotated[str, ...]`` (a cleaned text key, say); other types as they are."""
    while get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    return annotation


def model_fields(model: type[BaseModel], prefix: str = "") -> list[FormField]:
    """Int (optional or not), bool, Literal and name→number fields become form fields,
    with their defaults and bounds; other fields are left to the command line."""
    fields: list[FormField] = []
    for name, info in model.model_fields.items():
        annotation = info.annotation
        default = None if info.default is PydanticUndefined else info.default
        optional_int = optional_int_metadata(annotation)
        if optional_int is not None:
            low, high = bounds([*info.metadata, *optional_int])
            fields.append(
                FormField(
                    prefix + name,
                    label(name),
                    "int",
                    default=default,
                    minimum=low,
                    maximum=high,
                    optional=True,
                    placeholder=_("blank: none"),
                )
            )
        elif get_origin(annotation) is dict and unannotated(get_args(annotation)[0]) is str:
            fields.append(
                FormField(
                    prefix + name,
                    label(name),
                    "pairs",
                    optional=True,
                    placeholder=_("e.g. pistol=3, knife=2"),
                )
            )
        elif annotation is bool:
            fields.append(FormField(prefix + name, label(name), "bool", default=bool(default)))
        elif annotation is int:
            low, high = bounds(info.metadata)
            fields.append(
                FormField(
                    prefix + name, label(name), "int", default=default, minimum=low, maximum=high
                )
            )
        elif get_origin(annotation) is Literal:
            values = [str(value) for value in get_args(annotation)]
            fields.append(
                FormField(
                    prefix + name,
                    label(name),
                    "choice",
                    default=str(default) if default is not None else values[0],
                    choices=tuple((value, value_words(value)) for value in values),
                )
            )
    return fields


def values_for(fields: list[FormField], values: dict[str, Any], prefix: str) -> dict[str, Any]:
    """The values of the fields named with ``prefix``, without it; blanks left out."""
    return {
        spec.name.removeprefix(prefix): values[spec.name]
        for spec in fields
        if spec.name.startswith(prefix) and values.get(spec.name) is not None
    }


def weapon_in_hand(stats: dict[str, Any]) -> dict[str, Any]:
    """A form's stats that list weapons with their skills put the first one in hand, also
    when the bare skill is filled (the zebra rules use it then, unless told a weapon): the GM
    who lists weapons means one in hand; the bare skill stays for an empty hand (W)."""
    weapons = stats.get("weapons")
    if isinstance(weapons, dict) and weapons and stats.get("weapon") is None:
        return {**stats, "weapon": next(iter(weapons))}
    return stats
