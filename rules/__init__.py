"""degaine's rules core: pure Python, no UI.

Commands go in, events come out, and the state is the fold of the events.
Nothing here imports textual or rich (a test checks it).

The package's own names load on first use, so that importing one light module
(the typed views a board reads) does not drag the whole engine in.
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rules.encounter import Change, Encounter
    from rules.errors import RuleError

__all__ = ["Change", "Encounter", "RuleError"]


def __getattr__(name: str) -> Any:
    if name in ("Change", "Encounter"):
        from rules import encounter

        return getattr(encounter, name)
    if name == "RuleError":
        from rules.errors import RuleError

        return RuleError
    raise AttributeError(name)
