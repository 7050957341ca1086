"""IdentityMemo: one computation per recent object, none for an equal but new one."""

from typing import Any

from tui.memo import IdentityMemo


def test_a_recent_object_is_computed_once_and_an_equal_new_one_again() -> None:
    memo: IdentityMemo[dict[str, Any], int] = IdentityMemo(size=2)
    calls: list[int] = []

    def compute(value: int) -> int:
        calls.append(value)
        return value

    first, second = {"n": 1}, {"n": 1}
    assert memo.get(first, lambda: compute(1)) == 1
    assert memo.get(first, lambda: compute(9)) == 1  # found again by identity
    assert memo.get(second, lambda: compute(2)) == 2  # equal, yet another object
    assert calls == [1, 2]


def test_only_the_most_recent_objects_are_kept() -> None:
    memo: IdentityMemo[object, str] = IdentityMemo(size=2)
    a, b, c = object(), object(), object()
    memo.get(a, lambda: "a")
    memo.get(b, lambda: "b")
    memo.get(a, lambda: "a again")  # a is the most recent now
    memo.get(c, lambda: "c")  # b goes
    assert memo.get(a, lambda: "recomputed") == "a"
    assert memo.get(b, lambda: "recomputed") == "recomputed"
