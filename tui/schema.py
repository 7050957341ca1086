"""``degaine schema``: the JSON Schema of every command, per system."""

from typing import Any

from pydantic.json_schema import models_json_schema

from rules.commands import CORE_COMMANDS, Command
from rules.systems import get_system, system_names


def commands_schema(models: tuple[type[Command], ...], title: str) -> dict[str, Any]:
    """One JSON Schema accepting any of ``models``, told apart by ``cmd``."""
    refs, schema = models_json_schema(
        [(model, "validation") for model in models], ref_template="#/$defs/{model}"
    )
    mapping = {
        model.model_fields["cmd"].default: refs[(model, "validation")]["$ref"] for model in models
    }
    return {
        "title": title,
        "oneOf": [refs[(model, "validation")] for model in models],
        "discriminator": {"propertyName": "cmd", "mapping": mapping},
        "$defs": schema.get("$defs", {}),
    }


def full_schema(system: str | None = None) -> dict[str, Any]:
    """Per system: the core commands plus that system's own (names collide across systems)."""
    names = [system] if system else system_names()
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "degaine script commands",
        "description": (
            "Each line of a degaine script is one JSON object. The first line chooses the"
            " system; later lines are validated against that system's schema."
        ),
        "systems": {
            name: commands_schema(CORE_COMMANDS + get_system(name).commands, f"{name} commands")
            for name in names
        },
    }
