"""Property tests: the players' view never shows a hidden combatant (G5) nor a score not
yet told (W10), over random scripts of each system; what it shows follows the GM's order."""

import json
from collections.abc import Callable
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from rules.encounter import Encounter
from rules.errors import RuleError
from rules.public import public_state
from rules.view import state_json
from tests.helpers import run
from tests.rules import test_vampire_properties as vampire
from tests.rules import test_western_properties as western
from tests.rules import test_zebra_properties as zebra

#: A combatant hidden from the start (an ambush not yet sprung), whose name the GM also
#: types into labels and the encounter's name.
LURKER_ID, LURKER_NAME = "lurker", "Shadowman"
LABELS = ["x", "shoot Shadowman", "watch the lurker", "help Bob", "cover Dan", "Cid's rifle"]


def lurker(stats: dict[str, Any]) -> dict[str, Any]:
    return {"cmd": "add", "id": LURKER_ID, "name": LURKER_NAME, "hidden": True, "stats": stats}


def hides(actors: list[str]) -> st.SearchStrategy[dict[str, Any]]:
    """The GM hides or reveals someone (G5)."""
    return st.builds(
        lambda actor, hidden: {"cmd": "hide", "actor": actor, "hidden": hidden},
        st.sampled_from([*actors, LURKER_ID]),
        st.booleans(),
    )


NAMED = {"cmd": "name", "name": "Shadowman's ambush"}


def assert_nothing_untold_shows(encounter: Encounter) -> None:
    """No hidden combatant's id or name anywhere in the public view (G5); no undisclosed
    entry, not even its key; the rest of the GM's order, in the same order."""
    data = state_json(encounter)
    public = public_state(encounter)
    text = json.dumps(public, ensure_ascii=False).lower()
    hidden = {actor for actor, numbers in data["actors"].items() if numbers["hidden"]}
    for actor in hidden:
        assert actor.lower() not in text
        assert data["actors"][actor]["name"].lower() not in text
    told = [
        [entry["key"] for entry in slot if entry["actor"] not in hidden]
        for slot in data["order"]
        if data["system"] != "western" or data["revealed"]
    ]
    assert [[e["key"] for e in slot] for slot in public["order"]] == [s for s in told if s]
    if data["system"] == "western" and not data["revealed"]:
        for slot in data["order"]:
            for entry in slot:
                assert entry["key"].lower() not in text  # W10: not even its place
    assert set(public["actors"]) == set(data["actors"]) - hidden
    for numbers in public["actors"].values():
        assert {"hidden", "rating", "willpower", "tension", "pool", "d20", "aplomb"}.isdisjoint(
            numbers
        )


def play(
    encounter: Encounter,
    script: list[dict[str, Any]],
    concrete: Callable[[Encounter, dict[str, Any]], dict[str, Any]],
) -> None:
    assert_nothing_untold_shows(encounter)
    for command in script:
        try:
            encounter.handle(concrete(encounter, command))
        except RuleError:
            continue
        assert_nothing_untold_shows(encounter)


def keep(_encounter: Encounter, command: dict[str, Any]) -> dict[str, Any]:
    return command


vampire_labelled = st.builds(
    lambda actor, label, delay: {"cmd": "declare", "actor": actor, "action": label, "delay": delay},
    st.sampled_from([*vampire.ACTORS, LURKER_ID]),
    st.sampled_from(LABELS),
    st.booleans(),
)


@given(
    st.lists(
        st.one_of(vampire.commands, vampire.commands, vampire_labelled, hides(vampire.ACTORS)),
        max_size=50,
    )
)
def test_the_vampire_players_view_never_shows_a_hidden_combatant_G5(
    script: list[dict[str, Any]],
) -> None:
    setup = [*vampire.SETUP, NAMED, lurker({"dexterity": 3, "wits": 3})]
    play(run(setup, seed=1), script, keep)


zebra_labelled = st.builds(
    lambda cost, label: {"cmd": "act", "actor": zebra.HEAD, "cost": cost, "label": label},
    st.integers(1, 8),
    st.sampled_from(LABELS),
)


@given(
    zebra.options,
    st.lists(
        st.one_of(zebra.commands, zebra.commands, zebra_labelled, hides(zebra.ACTORS)),
        min_size=10,
        max_size=50,
    ),
)
def test_the_zebra_players_view_never_shows_a_hidden_combatant_G5(
    chosen: dict[str, Any], script: list[dict[str, Any]]
) -> None:
    stats = {"aplomb": 2, "agilite": 2, "perception": 2, "skill": 2}
    setup = zebra.setup(chosen)
    setup = [*setup[:-1], NAMED, lurker(stats), setup[-1]]
    play(run(setup, seed=2), script, zebra.resolve)


def with_hides_and_labels(
    script: list[dict[str, Any]], hidden: list[tuple[int, dict[str, Any]]], label: str
) -> list[dict[str, Any]]:
    """The western script with the GM's hides slipped in, and its declarations labelled."""
    out = [{**c, "labels": [label]} if c["cmd"] == "declare" else c for c in script]
    for position, command in sorted(hidden, key=lambda item: item[0], reverse=True):
        out.insert(position % (len(out) + 1), command)
    return out


def western_concrete(encounter: Encounter, command: dict[str, Any]) -> dict[str, Any]:
    """The western test's concrete split, keeping the labels (one per action)."""
    labels = command.get("labels")
    made = western.concrete(encounter, command)
    if labels and made["cmd"] == "declare":
        made["labels"] = labels * len(made.get("actions", [1]))
    return made


@given(
    western.options,
    western.scripts,
    st.lists(st.tuples(st.integers(0, 60), hides(western.ACTORS)), max_size=6),
    st.sampled_from(LABELS),
)
def test_the_western_players_view_never_shows_a_hidden_combatant_nor_an_untold_score_G5_W10(
    chosen: dict[str, Any],
    script: list[dict[str, Any]],
    hidden: list[tuple[int, dict[str, Any]]],
    label: str,
) -> None:
    setup = [
        {"cmd": "system", "name": "western", "options": chosen},
        *western.CAST,
        NAMED,
        lurker({"attribute": 2, "skill": 2, "discretion": 3}),
    ]
    play(run(setup, seed=3), with_hides_and_labels(script, hidden, label), western_concrete)


def test_a_label_naming_a_hidden_combatant_is_blanked_not_dropped_G5() -> None:
    encounter = run([*vampire.SETUP, lurker({"dexterity": 1, "wits": 1}), {"cmd": "roll"}], seed=1)
    encounter.handle(
        {"cmd": "declare", "actor": "dan", "action": "shoot Shadowman", "override": True}
    )
    assert public_state(encounter)["actors"]["dan"]["declared"] == "shoot …"
    encounter.handle({"cmd": "hide", "actor": LURKER_ID, "hidden": False})
    assert public_state(encounter)["actors"]["dan"]["declared"] == "shoot Shadowman"
