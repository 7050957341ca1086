"""Typed views check every scalar when they are made, by a plan decided once per JSON
shape: a plan made for good values never lets a wrong one through, for any shape."""

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.json_view import JsonView, Key, UnexpectedJson, flag, ids, number, optional, text


class Sample(JsonView):
    name = Key(text)
    score = Key(number)
    hidden = Key(flag, missing=False)
    total = Key(optional(number), missing=None)
    tags = Key(ids, missing=[])


GOOD: dict[str, Any] = {"name": "Ann", "score": 12, "hidden": True, "total": 7, "tags": ["x"]}


def test_good_values_read_as_they_are_and_missing_ones_as_their_default() -> None:
    view = Sample(GOOD)
    assert (view.name, view.score, view.hidden, view.total, view.tags) == (
        "Ann",
        12,
        True,
        7,
        ("x",),
    )
    bare = Sample({"name": "Bob", "score": 3})
    assert (bare.hidden, bare.total, bare.tags) == (False, None, ())


def test_a_wrong_value_in_a_shape_planned_for_good_ones_is_still_refused() -> None:
    Sample(GOOD)  # the plan for this shape, made from good values
    wrong = {**GOOD, "score": "12"}  # same keys, another type: another shape
    view = Sample(wrong)
    assert view.name == "Ann"  # the other keys read
    with pytest.raises(UnexpectedJson, match="score"):
        _ = view.score
    with pytest.raises(UnexpectedJson, match="hidden"):
        _ = Sample({**GOOD, "hidden": 1}).hidden  # an int is never a flag
    with pytest.raises(UnexpectedJson, match="score"):
        _ = Sample({**GOOD, "score": False}).score  # nor a flag a number
    with pytest.raises(UnexpectedJson, match="no key 'name'"):
        _ = Sample({"score": 1}).name


def test_a_view_reads_its_own_json_not_the_last_one_of_its_shape() -> None:
    first, second = Sample({**GOOD, "name": "Ann"}), Sample({**GOOD, "name": "Bob"})
    assert (first.name, second.name) == ("Ann", "Bob")


def test_any_mapping_reads_like_a_dict() -> None:
    view = Sample(MappingProxyType(GOOD))
    assert (view.name, view.score) == ("Ann", 12)
    with pytest.raises(UnexpectedJson, match="expected an object"):
        Sample(["name"])  # type: ignore[arg-type]


REQUIRED = object()
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=3), st.floats())


#: Each key of ``Sample`` with its reader and what a missing key stands for.
READERS: dict[str, tuple[Any, object]] = {
    "name": (text, REQUIRED),
    "score": (number, REQUIRED),
    "hidden": (flag, False),
    "total": (optional(number), None),
}


@given(st.dictionaries(st.sampled_from([*READERS, "other"]), SCALARS))
def test_every_shape_reads_what_each_key_alone_would_say(json: Mapping[str, Any]) -> None:
    """Whatever was planned before, each key reads its value if its reader takes it
    and refuses it otherwise, exactly as its reader alone would."""
    view = Sample(json)
    for name, (read, missing) in READERS.items():
        if name not in json and missing is REQUIRED:
            with pytest.raises(UnexpectedJson, match="no key"):
                getattr(view, name)
            continue
        try:
            expected = read(json.get(name, missing))
        except UnexpectedJson:
            with pytest.raises(UnexpectedJson, match=name):
                getattr(view, name)
            continue
        value = getattr(view, name)
        assert value == expected and type(value) is type(expected)
