"""What the players see of a vampire turn.

At the table everyone rolls and says their total: the order is built aloud, and
declarations are spoken slowest first so that the fast can react (V3). So the
totals, the declared actions and the delays are public. The rating that breaks
ties (Dexterity + Wits, V2), the die, Celerity, Willpower and health levels are
the GM's numbers.
"""

from typing import ClassVar

from rules.disclosure import Curtain, Data, PublicRules, lost_actors, public_entries


class VampirePublic(PublicRules):
    numbers: ClassVar[tuple[str, ...]] = ("total", "declared", "delay")
    texts: ClassVar[tuple[str, ...]] = ("declared",)
    tags: ClassVar[frozenset[str]] = frozenset({"delayed", "extra", "abort", "simultaneous"})

    def extras(self, data: Data, curtain: Curtain, masked_keys: frozenset[str]) -> Data:
        return {
            "delayed": public_entries(data.get("delayed", []), self, curtain),
            "declare_next": curtain.actors(data.get("declare_next", [])),
            "lost": lost_actors(data.get("lost", []), "+", curtain),
        }
