"""The players' view of an encounter: what a board the players see may show (G5).

:func:`public_state` is the one door every system goes through. From the GM's
state JSON it keeps the turn's public facts — the round, the phase, the order
with the scores the table has been told, who already acted — and leaves out:

- hidden combatants (G5), everywhere: order, done, actors, and every list or
  text of the GM's that names them;
- entries whose score is not yet told (a western duel before its reveal): out of
  the order entirely, since even their place would tell their score; ``masked``
  says who has one waiting;
- the GM's numbers: per actor only the name, the side, out-of-the-fight and what
  the system's :class:`~rules.disclosure.PublicRules` calls public, and the
  conditions the GM made public (G6): no GM-only condition, no note.
"""

from typing import Any

from rules.disclosure import Curtain, Data, PublicRules, public_entry
from rules.systems import get_system
from rules.view import Viewable, state_json


def public_state(encounter: Viewable) -> dict[str, Any]:
    """What the players may see of ``encounter`` now."""
    return public_view(state_json(encounter))


def public_view(data: Data) -> Data:
    """The players' part of a GM state JSON (as :func:`rules.view.state_json` makes it)."""
    view: Data = {
        "system": data["system"],
        "round": data["round"],
        "phase": data["phase"],
        "order": [],
        "done": [],
        "actors": {},
        "masked": [],
    }
    if data["system"] is None:
        return view
    rules = get_system(data["system"]).public
    curtain = Curtain(data["actors"])
    masked_keys = frozenset(
        entry["key"]
        for slot in data["order"]
        for entry in slot
        if curtain.shows(entry["actor"]) and rules.undisclosed(data, entry)
    )
    masked = {
        entry["actor"] for slot in data["order"] for entry in slot if entry["key"] in masked_keys
    }

    def told(entry: Data) -> bool:
        return curtain.shows(entry["actor"]) and entry["key"] not in masked_keys

    order = [[public_entry(e, rules, curtain) for e in slot if told(e)] for slot in data["order"]]
    view["order"] = [slot for slot in order if slot]
    view["done"] = public_done(data["done"], rules, curtain)
    view["actors"] = {
        actor: public_actor(numbers, rules, curtain)
        for actor, numbers in data["actors"].items()
        if curtain.shows(actor)
    }
    # In the order actors were added: the order of the slots would tell the scores.
    view["masked"] = [actor for actor in data["actors"] if actor in masked]
    if data.get("name"):
        view["name"] = curtain.text(data["name"])
    view.update(rules.extras(data, curtain, masked_keys))
    return view


def public_done(done: list[Data], rules: PublicRules, curtain: Curtain) -> list[Data]:
    """This round's resolved entries, without hidden combatants.

    Entries resolved together sit side by side, tagged ``simultaneous`` (or zebra's
    ``tie``). When a hidden combatant was one of them, the visible ones lose that
    tag: "simultaneous" with nobody visible would tell the table someone unseen
    acted. Neighbouring groups cannot be told apart, so the whole run loses it.
    """
    runs: list[list[Data]] = []
    joined = False
    for entry in done:
        together = bool(rules.together.intersection(entry.get("tags", [])))
        if together and joined:
            runs[-1].append(entry)
        else:
            runs.append([entry])
        joined = together
    public: list[Data] = []
    for run in runs:
        seen_all = all(curtain.shows(entry["actor"]) for entry in run)
        for entry in run:
            if not curtain.shows(entry["actor"]):
                continue
            made = public_entry(entry, rules, curtain)
            if not seen_all and "tags" in made:
                made["tags"] = [tag for tag in made["tags"] if tag not in rules.together]
                if not made["tags"]:
                    del made["tags"]
            public.append(made)
    return public


def public_actor(numbers: Data, rules: PublicRules, curtain: Curtain) -> Data:
    """Name, side, out of the fight, and the numbers the system calls public."""
    public: Data = {
        "name": numbers["name"],
        "side": numbers["side"],
        "out_of_fight": numbers["out_of_fight"],
    }
    for key in rules.numbers:
        if key in numbers:
            value = numbers[key]
            public[key] = curtain.text(value) if key in rules.texts and value else value
    # G6: only the conditions the GM made public (the key only if there is one);
    # never a GM-only one, never the note.
    shown = [
        {**condition, "name": curtain.text(condition["name"])}
        for condition in numbers.get("conditions", [])
        if condition.get("public")
    ]
    if shown:
        public["conditions"] = shown
    rules.adjust_actor(numbers, public)
    return public
