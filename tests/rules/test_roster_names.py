"""Roster names as they read (issue 22, item 7): invisible characters, full-width forms and
escapes neither make a second character of one name nor reach a made id."""

import json
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.combatant import ID_PATTERN
from rules.journal import JournalStore
from rules.roster import RosterProblem, character, new_id, same_name
from rules.roster_file import RosterFileError, import_change, parse_roster
from rules.roster_store import RosterNow
from tests.rules.test_roster import ann, entry

HEADER = "degaine_roster = 1\n"


@pytest.mark.parametrize("other", ["Ann\u200b", "\ufeffAnn", "A\u00adnn", "ＡＮＮ", " ann "])
def test_a_name_with_invisible_or_full_width_characters_is_the_same_name(other: str) -> None:
    assert same_name("Ann", other)
    now = RosterNow([ann()], {("western", "ann")})
    with pytest.raises(RosterFileError, match="the roster already has a western “Ann”"):
        import_change(now, parse_roster(HEADER + entry("western", other)), replace=False)


def test_a_file_cannot_hold_one_name_twice_through_an_invisible_character() -> None:
    text = HEADER + entry("western", "Ann") + entry("western", "Ann\\u200b")
    with pytest.raises(RosterFileError, match="entry 1 has this name already"):
        parse_roster(text)


def test_saving_a_namesake_with_a_zero_width_space_updates_the_character(tmp_path: Path) -> None:
    with JournalStore(tmp_path / "s.sqlite3") as store:
        store.save_character(ann())
        store.save_character(character("western", "ann-2", "Ann\u200b", "pc", {}))
        assert [(c.id, c.name) for c in store.roster("western")] == [("ann-2", "Ann")]


@pytest.mark.parametrize("name", ["\u200b", "\u00ad\u034f", "\ufeff", "\u180e", "\u3164", "  "])
def test_a_name_that_shows_nothing_is_refused(name: str) -> None:
    with pytest.raises(RosterProblem) as refused:
        character("western", "zed", name, "pc", {})
    assert refused.value.field == "name"


@pytest.mark.parametrize(
    ("name", "made"),
    [
        ("\x1b]0;PWNED\x07\u202eevil", "evil"),  # the escape's words are no part of it
        ("Éloïse", "eloise"),
        ("Ann\u200bLee", "annlee"),
        ("\U0001f468\u200d\U0001f469", "c"),
    ],
)
def test_an_id_is_made_from_the_name_as_it_shows(name: str, made: str) -> None:
    assert new_id(name, set()) == made
    quoted = json.dumps(name, ensure_ascii=False)  # its controls escaped, as TOML's are
    (found,) = parse_roster(HEADER + f'[[character]]\nsystem = "western"\nname = {quoted}\n')
    assert found.character.id == made


#: Names that read differently but make the same ids, and clash with the given id "ann-2".
CLASHING = ["Ann", "ann!", "Ann 2", "ann-2!", "Éloïse", "Eloise!", "A.N.N."]


@given(st.lists(st.sampled_from(CLASHING), unique=True))
def test_ids_made_for_a_file_are_unique_and_take_none_given(names: list[str]) -> None:
    text = HEADER + entry("western", "Given", id='"ann-2"')
    text += "".join(entry("western", name) for name in names)
    ids = [found.character.id for found in parse_roster(text)]
    assert len(ids) == len(set(ids)) == len(names) + 1
    assert all(re.fullmatch(ID_PATTERN, i) for i in ids)
