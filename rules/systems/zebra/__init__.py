"""Zebra Island RPG: countdown Initiative Counters in Sequences (seed 001).

``SYSTEM`` and ``ZebraSystem`` load on first use: importing a light module of this
package (its typed ``views``, which a board's first paint reads) must not load the
rules engine and pydantic with it.
"""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.systems.zebra.system import SYSTEM, ZebraSystem

__all__ = ["SYSTEM", "ZebraSystem"]


def __getattr__(name: str) -> object:
    if name in __all__:
        from rules.systems.zebra import system

        return getattr(system, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
