"""The typed views describe the state JSON exactly: every key, every type (G1–G5).

The UI reads the state only through :mod:`rules.state_views` and each system's
``views`` module. For every state of the checked-in journal fixture (every system,
every event kind, at each step of its journal), the GM's JSON and the players'
JSON must read through their system's views with no key left undeclared and no
declared key unreadable: a key the rules add, rename or retype without its view
fails here, not on the GM's screen.
"""

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from rules.encounter import Encounter, fold
from rules.journal import JournalStore
from rules.json_view import JsonView, UnexpectedJson, declared_keys
from rules.public import public_view
from rules.state_views import PublicStateView, StateView
from rules.systems import SYSTEMS, public_view_class, view_class
from rules.view import state_view
from tests.rules.test_journal_fixture import load_fixture


def fixture_states(tmp_path: Path) -> Iterator[tuple[str, int, dict[str, Any]]]:
    """(system, head, GM state JSON) at every head of every fixture encounter."""
    path = tmp_path / "fixture.sqlite3"
    ids = load_fixture(path)
    with JournalStore(path) as store:
        for name, encounter_id in ids.items():
            records = Encounter(store=store, encounter_id=encounter_id).records
            for head in range(len(records) + 1):
                yield name, head, state_view(fold(records[:head]))


def read_through(value: object, path: str) -> Iterator[str]:
    """Read every key of every view inside ``value``; say each undeclared key found."""
    if isinstance(value, JsonView):
        keys = declared_keys(type(value))
        for key in value.json:
            if key not in keys:
                yield f"{path}: {type(value).__name__} does not declare {key!r}"
        for key, declared in keys.items():
            if key in value.json or not declared.required:
                yield from read_through(getattr(value, declared.name), f"{path}.{key}")
            else:
                yield f"{path}: {type(value).__name__} requires {key!r}, absent"
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield from read_through(item, f"{path}[{key!r}]")
    elif isinstance(value, tuple):
        for index, item in enumerate(value):
            yield from read_through(item, f"{path}[{index}]")


@pytest.fixture(scope="module")
def states(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[str, int, dict[str, Any]]]:
    return list(fixture_states(tmp_path_factory.mktemp("views")))


def test_every_system_has_its_own_views_in_the_table() -> None:
    for name in SYSTEMS:
        assert view_class(name) is not StateView, name
        assert public_view_class(name) is not PublicStateView, name
        assert issubclass(view_class(name), StateView)
        assert issubclass(public_view_class(name), PublicStateView)


def test_gm_views_read_every_key_of_every_fixture_state_G1(
    states: list[tuple[str, int, dict[str, Any]]],
) -> None:
    problems = [
        f"{system} at head {head}: {problem}"
        for system, head, data in states
        for problem in read_through(view_class(data["system"])(data), "state")
    ]
    assert not problems, "\n".join(problems[:20])


def test_public_views_read_every_key_of_every_fixture_state_G5(
    states: list[tuple[str, int, dict[str, Any]]],
) -> None:
    problems = [
        f"{system} at head {head}: {problem}"
        for system, head, data in states
        for problem in read_through(public_view_class(data["system"])(public_view(data)), "public")
    ]
    assert not problems, "\n".join(problems[:20])


def test_the_fixture_reaches_each_system_beyond_setup(
    states: list[tuple[str, int, dict[str, Any]]],
) -> None:
    systems = {data["system"] for _system, _head, data in states}
    assert systems == {None, *SYSTEMS}


def test_a_value_of_the_wrong_type_is_refused_when_read_not_drawn() -> None:
    view = StateView(
        {"system": None, "round": "1", "phase": "setup", "order": [], "done": [], "actors": {}}
    )
    assert view.phase == "setup"
    with pytest.raises(UnexpectedJson, match="round"):
        _ = view.round
    with pytest.raises(UnexpectedJson, match="actors"):
        _ = StateView({"actors": []}).actors
    with pytest.raises(UnexpectedJson, match="no key 'order'"):
        _ = StateView({}).order


def test_a_number_is_never_a_flag_nor_a_flag_a_number() -> None:
    actor = {"name": "Ann", "side": "pc", "out_of_fight": 0, "hidden": False, "out": False}
    view = view_class(None)({"actors": {"ann": actor}})
    with pytest.raises(UnexpectedJson, match="out_of_fight"):
        _ = view.actors["ann"].out_of_fight
    entry = {"key": "ann", "actor": "ann", "score": True}
    with pytest.raises(UnexpectedJson, match="score"):
        _ = view_class(None)({"order": [[entry]]}).order[0][0].score
