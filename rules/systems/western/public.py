"""What the players see of a western turn (W1, W5, W10).

Scores are told at the reveal: before it, in a gunfight as in a duel, the
players' board lists who has declared and who has not, and no score, no split,
no place in the order — the table learns them all at once (W10; outside the
duel the GM's screen shows them as they come, for the GM's convenience). After
it, the order and its scores are public, with the facts the table sees happen:
a Panache interruption, fire held, a Sang-froid roll due or made, Sonné, who was
surprised. Pools, Tension dice, Panache tokens, the dice behind a score and the
ambush's successes are the GM's; a gunfighter's Tension is its own affair, and
an NPC's would tell its pool.
"""

from typing import ClassVar

from rules.condition import SONNE, same_name
from rules.disclosure import Curtain, Data, PublicRules, lost_actors
from rules.systems.western.entries import HIDDEN


class WesternPublic(PublicRules):
    numbers: ClassVar[tuple[str, ...]] = ("declared", "sonne", "surprised")
    tags: ClassVar[frozenset[str]] = frozenset(
        {"simultaneous", "surprise", "interruption", "held", "steady", "fires"}
    )

    def adjust_actor(self, numbers: Data, public: Data) -> None:
        """Sonné shows as the condition it is (G6): only when the GM made it public."""
        if "sonne" in public:
            public["sonne"] = any(
                same_name(condition["name"], SONNE) for condition in public.get("conditions", [])
            )

    def undisclosed(self, data: Data, entry: Data) -> bool:
        return not data.get("revealed") or HIDDEN in entry.get("tags", [])

    def extras(self, data: Data, curtain: Curtain, masked_keys: frozenset[str]) -> Data:
        duel = data.get("duel")
        return {
            "revealed": bool(data.get("revealed")),
            "duel": (
                {"duelists": curtain.actors(duel["duelists"]), "step": duel["step"]}
                if duel
                else None
            ),
            "undeclared": curtain.actors(data.get("undeclared", [])),
            "lost": lost_actors(data.get("lost", []), "#", curtain),
            "prompts": [
                {
                    "actor": prompt["actor"],
                    "key": prompt["key"],
                    "roll": prompt["roll"],
                    "difficulty": prompt["difficulty"],
                }
                for prompt in data.get("prompts", [])
                if curtain.shows(prompt["actor"]) and prompt["key"] not in masked_keys
            ],
        }
