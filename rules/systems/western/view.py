"""What the players may see of the western state JSON (G5, W10).

The GM's state JSON shows everything, marking a duel's undisclosed entries with
the tag ``hidden``. :func:`players_view` filters it for a players' board: hidden
combatants vanish (G5), and hidden entries leave the order altogether — even
their place would tell their score — leaving only who has declared.
"""

from typing import Any

from rules.systems.western.entries import HIDDEN


def players_view(data: dict[str, Any]) -> dict[str, Any]:
    """The state JSON without hidden combatants nor undisclosed duel entries."""
    unseen = {actor for actor, numbers in data.get("actors", {}).items() if numbers.get("hidden")}

    def shown(entry: dict[str, Any]) -> bool:
        return entry["actor"] not in unseen and HIDDEN not in entry.get("tags", [])

    behind = {
        entry["actor"]
        for slot in data.get("order", [])
        for entry in slot
        if entry["actor"] not in unseen and not shown(entry)
    }
    # In the order actors were added: the order of the slots would tell the scores.
    masked = [actor for actor in data.get("actors", {}) if actor in behind]
    order = [[entry for entry in slot if shown(entry)] for slot in data.get("order", [])]
    view = {
        **data,
        "actors": {a: n for a, n in data.get("actors", {}).items() if a not in unseen},
        "order": [slot for slot in order if slot],
        "done": [entry for entry in data.get("done", []) if shown(entry)],
        "lost": [key for key in data.get("lost", []) if key.split("#")[0] not in unseen],
        "masked": masked,
    }
    view.pop("moves", None)
    surprise = data.get("surprise")
    if surprise is not None:
        view["surprise"] = {
            **surprise,
            "bonus": {a: d for a, d in surprise["bonus"].items() if a not in unseen},
        }
    for key in ("undeclared", "prompts"):
        if key in data:
            view[key] = [
                item
                for item in data[key]
                if (item if isinstance(item, str) else item["actor"]) not in unseen
            ]
    return view
