"""What keys mean in a pick list: the filter's matching and the numbers' reading."""

from hypothesis import given
from hypothesis import strategies as st

from tui.screens.list_keys import NoSuchItem, Picked, Waiting, filters, folded, matches, read_number


def test_the_filter_ignores_case_and_accents() -> None:
    assert folded("Blessé GRAVE") == "blesse grave"
    assert matches("bless", "Blessé grave") and matches("ÉCLOPÉ", "éclopé")
    assert matches("rel", "reload (6)") and not matches("rel", "shoot (4)")


def test_every_word_of_the_filter_must_occur() -> None:
    assert matches("aid fir", "first aid (8)")
    assert not matches("aid run", "first aid (8)")
    assert matches("", "anything")


def test_letters_and_name_punctuation_filter_digits_do_not() -> None:
    assert all(filters(char) for char in "aZé -'")
    assert not any(filters(char) for char in ["1", "?", "\x1b", None, "ab"])
    assert not filters(" ", space=False)


def test_numbers_of_a_19_item_list() -> None:
    assert read_number("1", 19) == Waiting(1)  # 10 to 19 exist
    assert read_number("13", 19) == Picked(13)
    assert read_number("2", 19) == Picked(2)  # there is no 20
    assert read_number("10", 19) == Picked(10)
    assert read_number("0", 19) == NoSuchItem("0")
    assert read_number("20", 19) == NoSuchItem("20")


@given(count=st.integers(1, 150), number=st.integers(1, 150))
def test_the_digits_of_an_item_reach_it_one_by_one(count: int, number: int) -> None:
    """Typing an item's number digit by digit waits on each prefix, then picks it (or,
    for a number another item's extends, waits on it for Enter)."""
    typed = str(number)
    readings = [read_number(typed[: end + 1], count) for end in range(len(typed))]
    if number > count:
        assert any(isinstance(reading, NoSuchItem) for reading in readings)
        return
    *prefixes, last = readings
    assert all(isinstance(reading, Waiting) for reading in prefixes)
    assert last == (Picked(number) if number * 10 > count else Waiting(number))
