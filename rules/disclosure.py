"""What the players may see: the pieces :mod:`rules.public` and each system share (G5).

The GM's state JSON shows everything. The players' board shows only what the
table has been told: no hidden combatant (G5), no entry whose score is not yet
announced, and none of the GM's numbers. Each system says what is public for it
by a :class:`PublicRules`; :class:`Curtain` knows who is hidden.
"""

import re
from collections.abc import Iterable
from typing import Any, ClassVar

Data = dict[str, Any]

#: What a hidden combatant's name or id becomes in a text the GM typed.
REDACTED = "…"


class Curtain:
    """The hidden combatants, and how to keep every trace of them off the board."""

    def __init__(self, actors: dict[str, Data]) -> None:
        self.unseen = frozenset(actor for actor, numbers in actors.items() if numbers.get("hidden"))
        words = {actors[actor].get("name", "") for actor in self.unseen} | set(self.unseen)
        # Longest first, so that "Ghoul Queen" goes before "Ghoul"; a word counts from its
        # start ("the Ghouls" loses "Ghoul") because a name is often followed by an ending.
        ordered = sorted((word for word in words if word), key=len, reverse=True)
        self.pattern = (
            re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, ordered)) + ")", re.IGNORECASE)
            if ordered
            else None
        )

    def shows(self, actor: str) -> bool:
        return actor not in self.unseen

    def actors(self, actors: Iterable[str]) -> list[str]:
        """The visible ones among ``actors``, in their order."""
        return [actor for actor in actors if actor not in self.unseen]

    def text(self, text: str) -> str:
        """A text the GM typed (a label, the encounter's name), with hidden names blanked.

        The GM may well write "shoot the Ghoul" on a visible actor's action while
        the Ghoul waits in ambush: the board must not name it.
        """
        return self.pattern.sub(REDACTED, text) if self.pattern is not None else text


class PublicRules:
    """What one system shows the players. The defaults show nothing of its own."""

    #: The actor numbers the table knows, beside name, side and out-of-the-fight.
    numbers: ClassVar[tuple[str, ...]] = ()
    #: The entry tags that are public facts (a delay, an interruption...).
    tags: ClassVar[frozenset[str]] = frozenset()
    #: The tags that mean "resolved together with the entries beside it".
    together: ClassVar[frozenset[str]] = frozenset({"simultaneous", "tie"})
    #: The entry detail keys the table knows (a zebra action's cost...).
    detail: ClassVar[tuple[str, ...]] = ()
    #: Actor numbers that are texts the GM typed, to be cleared of hidden names.
    texts: ClassVar[tuple[str, ...]] = ()

    def undisclosed(self, data: Data, entry: Data) -> bool:
        """True while an entry's score is not yet told: it stays off the order entirely,
        since even its place would tell its score."""
        return False

    def adjust_actor(self, numbers: Data, public: Data) -> None:
        """Correct an actor's public numbers (``public``, in place) from the GM's
        ``numbers``: a number that tells of a condition must follow its disclosure."""

    def extras(self, data: Data, curtain: Curtain, masked_keys: frozenset[str]) -> Data:
        """The system's own public keys, built from the GM's state JSON ``data``.

        ``masked_keys`` are the undisclosed entries' keys: nothing here may name them.
        """
        return {}


def public_entry(entry: Data, rules: PublicRules, curtain: Curtain) -> Data:
    """An entry with only its public tags and details, its label cleared of hidden names."""
    public: Data = {
        "actor": entry["actor"],
        "action": curtain.text(entry.get("action", "")),
        "score": entry["score"],
        "key": entry["key"],
    }
    tags = [tag for tag in entry.get("tags", []) if tag in rules.tags]
    if tags:
        public["tags"] = tags
    detail = {
        key: curtain.text(value) if isinstance(value, str) else value
        for key, value in entry.get("detail", {}).items()
        if key in rules.detail
    }
    if detail:
        public["detail"] = detail
    return public


def public_entries(entries: list[Data], rules: PublicRules, curtain: Curtain) -> list[Data]:
    """The visible ones among ``entries``, made public."""
    return [public_entry(e, rules, curtain) for e in entries if curtain.shows(e["actor"])]


def lost_actors(keys: Iterable[str], separator: str, curtain: Curtain) -> list[str]:
    """Who lost an action at the end of the turn: the visible actors of entry keys
    (``ann#1`` → ``ann``), once each; the keys themselves would tell a split."""
    actors = dict.fromkeys(key.split(separator)[0] for key in keys)
    return curtain.actors(actors)
