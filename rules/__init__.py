"""degaine's rules core: pure Python, no UI.

Commands go in, events come out, and the state is the fold of the events.
Nothing here imports textual or rich (a test checks it).
"""

from rules.encounter import Change, Encounter
from rules.errors import RuleError

__all__ = ["Change", "Encounter", "RuleError"]
