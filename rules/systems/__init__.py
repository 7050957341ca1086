"""The registry of initiative systems, by the key a ``system`` command names.

Modules are imported on first use, so a process that runs one system does
not pay for the others.
"""

from functools import cache
from importlib import import_module

from rules.system import AnySystem

SYSTEM_MODULES: dict[str, str] = {
    "vampire": "rules.systems.vampire",
    "zebra": "rules.systems.zebra",
    "western": "rules.systems.western",
}


def system_names() -> list[str]:
    return list(SYSTEM_MODULES)


@cache
def get_system(name: str) -> AnySystem:
    """The system registered under ``name`` (KeyError if there is none)."""
    module = import_module(SYSTEM_MODULES[name])
    system: AnySystem = module.SYSTEM
    return system


def load_all() -> list[AnySystem]:
    """Every system, imported (so that all their events are registered)."""
    return [get_system(name) for name in SYSTEM_MODULES]
