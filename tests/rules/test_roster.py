"""The roster: edits, renames, deletes and TOML files, checked by the app's own models."""

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.journal import JournalStore
from rules.roster import (
    RosterCharacter,
    RosterProblem,
    character,
    renamed,
    with_stats,
)
from rules.roster_file import (
    MAX_NESTING,
    RosterFileError,
    import_change,
    parse_roster,
    roster_toml,
)
from rules.roster_store import RosterChange, RosterNow

ANN = {"system": "western", "character_id": "ann", "name": "Ann", "side": "pc"}


def ann(**stats: Any) -> RosterCharacter:
    return character(**ANN, stats={"attribute": 3, "skill": 2, **stats})


def entry(system: str, name: str, **fields: Any) -> str:
    lines = ["[[character]]", f'system = "{system}"', f'name = "{name}"']
    lines += [f"{key} = {value}" for key, value in fields.items()]
    return "\n".join(lines) + "\n"


# -- one character: the system's model checks it ---------------------------------


def test_a_character_gets_the_defaults_an_add_command_would() -> None:
    assert ann().stats == {
        "attribute": 3,
        "skill": 2,
        "tension": 0,
        "panache": 0,
        "discretion": 0,
        "sang_froid": 0,
        "poker": 0,
        "survie": 0,
    }


@pytest.mark.parametrize(
    ("stats", "field", "problem"),
    [
        ({"attribute": 21}, "stats.attribute", "at most 20"),
        ({"attribute": -1}, "stats.attribute", "at least 0"),
        ({"attribute": True}, "stats.attribute", "must be a whole number, not true"),
        ({"attribute": "3"}, "stats.attribute", 'must be a whole number, not the text "3"'),
        ({"charm": 2}, "stats.charm", "unknown field"),
    ],
)
def test_edited_stats_are_refused_in_words_naming_the_field(
    stats: dict[str, Any], field: str, problem: str
) -> None:
    with pytest.raises(RosterProblem) as refused:
        with_stats(ann(), stats)
    assert (refused.value.field, refused.value.problem) == (field, problem)


def test_edited_stats_keep_the_name_side_and_id() -> None:
    edited = with_stats(ann(), {"attribute": 5})
    assert (edited.id, edited.name, edited.side, edited.stats["attribute"]) == (
        "ann",
        "Ann",
        "pc",
        5,
    )
    assert edited.stats["skill"] == 0  # what the form gives is the whole of the stats


def test_a_vampire_needs_the_stats_its_model_requires() -> None:
    with pytest.raises(RosterProblem) as refused:
        character("vampire", "v", "Vlad", "npc", {"dexterity": 3})
    assert (refused.value.field, refused.value.problem) == ("stats.wits", "this field is required")


def test_a_zebra_weapon_in_hand_must_be_one_carried() -> None:
    zed = character("zebra", "zed", "Zed", "npc", {"aplomb": 5, "weapons": {"pistol": 3}})
    assert zed.stats["weapon"] == "pistol"
    with pytest.raises(RosterProblem) as refused:
        with_stats(zed, {"aplomb": 5, "weapons": {"knife": 2}, "weapon": "pistol"})
    assert refused.value.field == "stats.weapon"


# -- rename ---------------------------------------------------------------------


def test_a_rename_keeps_everything_but_the_name() -> None:
    changed = renamed([ann()], ann(), "Ann the Bold")
    assert changed == ann().model_copy(update={"name": "Ann the Bold"})


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("", "must not be empty"),
        ("x" * 61, "at most 60 characters"),
        ("\x1b[31m\x07", "has no printable characters"),
    ],
)
def test_a_name_that_is_no_name_is_refused(name: str, problem: str) -> None:
    with pytest.raises(RosterProblem) as refused:
        renamed([ann()], ann(), name)
    assert (refused.value.field, refused.value.problem) == ("name", problem)


def test_a_rename_cleans_escapes_out_of_the_name() -> None:
    assert renamed([ann()], ann(), "Ann\x1b]2;pwned\x07 Jr").name == "Ann Jr"


def test_two_characters_of_a_system_never_share_a_name() -> None:
    bob = character("western", "bob", "Bob", "npc", {})
    with pytest.raises(RosterProblem) as refused:
        renamed([ann(), bob], bob, "  ANN ")
    assert refused.value.field == "name"
    assert "already called “Ann”" in refused.value.problem
    # Another system's Ann is another character.
    zed = character("zebra", "zed", "Zed", "npc", {"aplomb": 1, "skill": 1})
    assert renamed([ann(), zed], zed, "Ann").name == "Ann"


# -- the store: each change is one transaction ----------------------------------


def test_a_refused_change_writes_nothing(tmp_path: Path) -> None:
    with JournalStore(tmp_path / "s.sqlite3") as store:
        store.save_character(ann())

        def refuse(now: RosterNow) -> RosterChange:
            raise RosterProblem("name", "no")

        with pytest.raises(RosterProblem):
            store.change_roster(refuse)
        assert store.roster("western") == [ann()]


def test_delete_removes_only_that_character(tmp_path: Path) -> None:
    with JournalStore(tmp_path / "s.sqlite3") as store:
        store.save_character(ann())
        zebra_ann = character("zebra", "ann", "Ann", "npc", {"aplomb": 1, "skill": 1})
        store.save_character(zebra_ann)
        store.delete_character("western", "ann")
        assert store.read_roster().characters == [zebra_ann]


# -- the TOML file ---------------------------------------------------------------


def test_an_entry_without_an_id_gets_one_made_from_its_name() -> None:
    entries = parse_roster(entry("western", "Doc Holliday") + entry("western", "Doc"))
    assert [e.character.id for e in entries] == ["doc-holliday", "doc"]
    assert [e.gave_id for e in entries] == [False, False]


def test_an_id_made_never_takes_one_the_file_gives_later() -> None:
    text = entry("western", "Doc") + entry("western", "Other", id='"doc"')
    assert [e.character.id for e in parse_roster(text)] == ["doc-2", "doc"]


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("x = [", "not valid TOML"),
        ("", "not a degaine roster"),
        ("title = 'pyproject'", "unknown key 'title'"),
        ("degaine_roster = 2", "degaine_roster = 2: this degaine reads roster files of format 1"),
        ("degaine_roster = true", "this degaine reads roster files of format 1"),
        ("character = 3", "'character' must be tables"),
        ("a = " + "[" * 3000 + "]" * 3000, "not valid TOML: nested too deeply"),
        ("a = " + "[" * (MAX_NESTING + 1) + "]" * (MAX_NESTING + 1), "nested too deeply"),
        (
            entry("western", "Ann") + "[character.stats]\nattribute = 99\n",
            "entry 1 (“Ann”), stats.attribute: at most 20",
        ),
        (entry("chess", "Ann"), "entry 1 (“Ann”), system: unknown system 'chess'"),
        (entry("western", "Ann", colour='"red"'), "entry 1 (“Ann”), colour: unknown field"),
        (entry("western", "Ann", side='"gm"'), "entry 1 (“Ann”), side:"),
        (entry("western", "Ann", id='"-bad id"'), "entry 1 (“Ann”), id:"),
        ("[[character]]\nsystem = 'western'\n", "entry 1, name: this field is required"),
        (entry("vampire", "Vlad"), "entry 1 (“Vlad”), stats.dexterity: this field is required"),
        (
            entry("western", "Ann") + entry("western", "ann"),
            "entry 2 (“ann”), name: entry 1 has this name already",
        ),
        (
            entry("western", "Ann", id='"x"') + entry("western", "Bob", id='"x"'),
            "entry 2 (“Bob”), id: entry 1 has this id already",
        ),
    ],
)
def test_a_bad_file_is_refused_in_one_line_naming_the_entry_and_field(text: str, line: str) -> None:
    with pytest.raises(RosterFileError) as refused:
        parse_roster(text)
    said = refused.value.line()
    assert line in said
    assert "\n" not in said


def test_the_second_bad_entry_is_named_when_the_first_is_good() -> None:
    text = entry("western", "Ann") + entry("western", "Bob") + "[character.stats]\npoker = 'x'\n"
    with pytest.raises(RosterFileError) as refused:
        parse_roster(text)
    assert (refused.value.entry, refused.value.name, refused.value.field) == (
        2,
        "Bob",
        "stats.poker",
    )


def now_of(*characters: RosterCharacter) -> RosterNow:
    return RosterNow(list(characters), {(c.system, c.id) for c in characters})


def test_an_entry_whose_name_is_in_the_roster_is_refused_without_replace() -> None:
    entries = parse_roster(entry("western", "ANN"))
    with pytest.raises(RosterFileError) as refused:
        import_change(now_of(ann()), entries, replace=False)
    assert refused.value.line() == (
        "entry 1 (“ANN”), name: the roster already has a western “Ann” (--replace overwrites it)"
    )


def test_an_entry_whose_id_is_in_the_roster_is_refused_without_replace() -> None:
    entries = parse_roster(entry("western", "Annie", id='"ann"'))
    with pytest.raises(RosterFileError) as refused:
        import_change(now_of(ann()), entries, replace=False)
    assert refused.value.field == "id"


def test_replace_takes_the_place_and_the_id_of_the_character_of_that_name() -> None:
    entries = parse_roster(entry("western", "ANN", side='"npc"'))
    change = import_change(now_of(ann()), entries, replace=True)
    assert change.removed == [("western", "ann")]
    assert [(c.id, c.name, c.side) for c in change.saved] == [("ann", "ANN", "npc")]


def test_an_id_made_from_a_name_steps_aside_from_the_roster_s_ids() -> None:
    # The roster's "ann" is called Annabel: the file's Ann is another character.
    annabel = ann().model_copy(update={"name": "Annabel"})
    change = import_change(now_of(annabel), parse_roster(entry("western", "Ann")), replace=False)
    assert change.removed == []
    assert [c.id for c in change.saved] == ["ann-2"]


# -- export then import gives the same roster (hypothesis) ----------------------

NAMES = st.text(
    st.characters(exclude_categories=["Cs"], exclude_characters="\x00"),
    min_size=1,
    max_size=60,
)
IDS = st.from_regex(r"\A[A-Za-z0-9][A-Za-z0-9_.\-]{0,20}\Z")
RATING = st.integers(0, 20)
DOTS = st.integers(0, 10)
SKILL = st.integers(0, 100)
WEAPON_NAMES = st.text(
    st.characters(min_codepoint=32, max_codepoint=0x2FF), min_size=1, max_size=12
)

STATS = {
    "western": st.fixed_dictionaries(
        {},
        optional=dict.fromkeys(
            ("attribute", "skill", "discretion", "sang_froid", "poker", "survie"), RATING
        )
        | {"tension": st.integers(0, 30), "panache": st.integers(0, 30)},
    ),
    "vampire": st.fixed_dictionaries(
        {"dexterity": DOTS, "wits": DOTS}, optional={"celerity": DOTS, "willpower": DOTS}
    ),
    "zebra": st.one_of(
        st.fixed_dictionaries(
            {"aplomb": SKILL, "skill": SKILL},
            optional={"agilite": SKILL, "perception": SKILL},
        ),
        st.fixed_dictionaries(
            {
                "aplomb": SKILL,
                "weapons": st.dictionaries(WEAPON_NAMES, SKILL, min_size=1, max_size=3),
            },
            optional={"perception": SKILL},
        ),
    ),
}


@st.composite
def characters(draw: st.DrawFn) -> RosterCharacter | None:
    system = draw(st.sampled_from(sorted(STATS)))
    try:
        return character(
            system,
            draw(IDS),
            draw(NAMES),
            draw(st.sampled_from(["pc", "npc"])),
            draw(STATS[system]),
        )
    except RosterProblem:
        return None  # a name of controls only, a weapon name that is blank once cleaned


@st.composite
def rosters(draw: st.DrawFn) -> list[RosterCharacter]:
    """Characters as a roster holds them: one per system and id, one per system and name."""
    found: list[RosterCharacter] = []
    for made in draw(st.lists(characters(), max_size=8)):
        if made is None:
            continue
        if any(
            c.system == made.system
            and (c.id == made.id or c.name.strip().casefold() == made.name.strip().casefold())
            for c in found
        ):
            continue
        found.append(made)
    return found


def ordered(characters: list[RosterCharacter]) -> list[RosterCharacter]:
    return sorted(characters, key=lambda c: (c.system, c.id))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rosters())
def test_a_file_reads_back_as_the_characters_it_was_written_from(
    roster: list[RosterCharacter],
) -> None:
    assert [e.character for e in parse_roster(roster_toml(roster))] == roster


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rosters())
def test_export_then_import_into_an_empty_store_gives_the_same_roster(
    roster: list[RosterCharacter],
) -> None:
    with JournalStore(":memory:") as source:
        for saved in roster:
            source.save_character(saved)
        text = roster_toml(source.read_roster().characters)
    with JournalStore(":memory:") as target:
        entries = parse_roster(text)
        target.change_roster(lambda now: import_change(now, entries, replace=False))
        assert ordered(target.read_roster().characters) == ordered(roster)


def test_saving_a_combatant_again_updates_the_character_of_that_name(tmp_path: Path) -> None:
    """S on a board saves under the combatant's id: another encounter's Ann (id ann-2)
    replaces the Ann saved before rather than stand beside her."""
    with JournalStore(tmp_path / "s.sqlite3") as store:
        store.save_character(ann())
        again = character("western", "ann-2", "ANN", "pc", {"attribute": 5})
        store.save_character(again)
        assert store.roster("western") == [again]
