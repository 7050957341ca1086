"""The d6 western game: initiative is the weight of your dice pool (seed 000).

The rules load on first use, not with the package: the board's first paint imports
:mod:`rules.systems.western.views` (no pydantic) long before it needs the engine.
"""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.systems.western.system import SYSTEM, WesternSystem

__all__ = ["SYSTEM", "WesternSystem"]


def __getattr__(name: str) -> object:
    if name in __all__:
        from rules.systems.western import system

        return getattr(system, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
