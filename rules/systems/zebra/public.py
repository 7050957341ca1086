"""What the players see of a zebra Sequence.

The rule text has each player keep their character's Initiative Counter on
scratch paper and take each action's cost off it; "who has the highest?" is
asked aloud at every step. So the counters (the order's scores), each action's
cost and the counter it left are public, and so is who is done for the Sequence
(Z6) or still has to join (Z10). Got a Nerve!, Nimbleness, Perception, skills,
the d20, the overspend's arithmetic, positions and engagements stay with the GM
(an engagement with a hidden combatant would betray it).
"""

from typing import ClassVar

from rules.disclosure import Curtain, Data, PublicRules


class ZebraPublic(PublicRules):
    numbers: ClassVar[tuple[str, ...]] = ("counter", "out", "in_sequence")
    tags: ClassVar[frozenset[str]] = frozenset({"simultaneous", "tie", "last"})
    detail: ClassVar[tuple[str, ...]] = ("cost", "after", "label")

    def extras(self, data: Data, curtain: Curtain, masked_keys: frozenset[str]) -> Data:
        return {
            "sequence_over": data.get("sequence_over", False),
            "to_join": curtain.actors(data.get("to_join", [])),
        }
