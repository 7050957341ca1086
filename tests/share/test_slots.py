"""The viewer cap shared by the web and SSH ways in."""

import pytest

from tui.share.slots import ViewerSlots


def test_the_cap_refuses_one_viewer_too_many_and_frees_a_slot_on_give_back() -> None:
    slots = ViewerSlots(cap=2)
    seen: list[int] = []
    slots.on_change(seen.append)
    assert slots.take() and slots.take()
    assert not slots.take()
    slots.give_back()
    assert slots.take()
    assert (slots.active, slots.served, seen) == (2, 3, [1, 2, 1, 2])


def test_a_give_back_without_a_slot_is_a_bug_not_a_count_below_zero() -> None:
    with pytest.raises(RuntimeError):
        ViewerSlots().give_back()
    with pytest.raises(ValueError):
        ViewerSlots(cap=0)
