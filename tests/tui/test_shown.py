"""The state JSON made printable before a screen draws it, whatever mapping holds it."""

from types import MappingProxyType

from tui.shown import shown_state


def test_shown_state_cleans_the_json_of_any_mapping_a_view_may_wrap() -> None:
    json = MappingProxyType({"name": "Ann\x1b]2;owned\x07", "round": 1})
    cleaned = shown_state(json)
    assert cleaned == {"name": "Ann", "round": 1}
    plain = MappingProxyType({"name": "Ann"})
    assert shown_state(plain) is plain
