"""Property tests of G6 over random steps, in every system: a condition's remaining
duration never goes below zero, it expires exactly once, and undo restores it."""

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.encounter import Encounter
from rules.view import state_json
from tests.helpers import handle_checked
from tests.rules.condition_helpers import SYSTEMS, encounter_of, end_unit, running, start_unit

NAMES = ["stunned", "prone", "blessed"]

give = st.builds(
    lambda actor, name, duration, ends, public: {
        "cmd": "condition_add",
        "actor": actor,
        "name": name,
        **({"duration": duration} if duration else {}),
        "ends": ends,
        "public": public,
    },
    st.sampled_from(["ann", "bob"]),
    st.sampled_from(NAMES),
    st.integers(0, 3),  # 0: no duration, until removed
    st.sampled_from(["end", "start"]),
    st.booleans(),
)
remove = st.builds(
    lambda actor, name: {"cmd": "condition_remove", "actor": actor, "name": name},
    st.sampled_from(["ann", "bob"]),
    st.sampled_from(NAMES),
)
step = st.one_of(give, remove, st.sampled_from(["start", "end", "undo"]))


def timed(encounter: Encounter) -> list[tuple[str, dict[str, Any]]]:
    return [
        (actor, condition)
        for actor, numbers in state_json(encounter)["actors"].items()
        for condition in numbers["conditions"]
        if condition["remaining"] is not None
    ]


def play(encounter: Encounter, what: dict[str, Any] | str) -> None:
    """One step; a refused one changes nothing (checked by ``handle_checked``)."""
    if what == "start":
        if running(encounter):
            end_unit(encounter)  # every system ends its unit before the next starts
        start_unit(encounter)
    elif what == "end":
        if running(encounter):
            end_unit(encounter)
    elif what == "undo":
        if encounter.can_undo and len(encounter.records) > 3:  # keep the setup
            handle_checked(encounter, {"cmd": "undo"})
    else:
        assert isinstance(what, dict)
        handle_checked(encounter, what)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(SYSTEMS), st.lists(step, max_size=14))
def test_remaining_never_goes_below_zero_nor_grows_G6(system: str, steps: list[Any]) -> None:
    encounter = encounter_of(system)
    for what in steps:
        before = {(a, c["name"]): c["remaining"] for a, c in timed(encounter)}
        play(encounter, what)
        for actor, condition in timed(encounter):
            assert condition["remaining"] >= 0
            if what in ("start", "end") and (actor, condition["name"]) in before:
                assert condition["remaining"] <= before[(actor, condition["name"])]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(SYSTEMS), st.lists(step, max_size=14))
def test_every_timed_condition_expires_exactly_once_G6(system: str, steps: list[Any]) -> None:
    encounter = encounter_of(system)
    for what in steps:
        play(encounter, what)
    waiting = {(actor, condition["name"]) for actor, condition in timed(encounter)}
    already = len(expired(encounter))
    # Four more whole units outlast any duration (at most 3): each expires once, then none.
    for _unit in range(4):
        if running(encounter):
            end_unit(encounter)
        start_unit(encounter)
        end_unit(encounter)
    later = expired(encounter)[already:]
    assert sorted(later) == sorted(waiting)
    assert timed(encounter) == []


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(SYSTEMS), st.lists(step, max_size=14))
def test_undo_of_any_step_restores_the_conditions_as_they_were_G6(
    system: str, steps: list[Any]
) -> None:
    encounter = encounter_of(system)
    for what in steps:
        if what == "undo":
            continue
        before = state_json(encounter)
        head = len(encounter.records)
        play(encounter, what)
        if len(encounter.records) > head:
            encounter.handle({"cmd": "undo", "steps": len(encounter.records) - head})
            assert state_json(encounter) == before
            encounter.handle({"cmd": "redo", "steps": encounter.redo_depth})


def expired(encounter: Encounter) -> list[tuple[str, str]]:
    return [
        (event.actor, event.name)  # type: ignore[attr-defined]
        for record in encounter.records
        for event in record.events
        if event.kind == "condition_expired"
    ]
