"""The players' board's text, built from the public view only (no Textual needed)."""

from typing import Any

from rules.follower import Watch
from rules.public import public_state
from tests.helpers import run
from tui.players.view import GLYPH_NOW, GLYPH_TOGETHER, PlayersView, build_players_view

VAMPIRE: list[dict[str, Any]] = [
    {"cmd": "system", "name": "vampire"},
    *[
        {"cmd": "add", "id": actor, "name": actor.capitalize(), "stats": stats}
        for actor, stats in [
            ("ann", {"dexterity": 4, "wits": 3}),
            ("bob", {"dexterity": 3, "wits": 3}),
            ("cid", {"dexterity": 3, "wits": 3}),
        ]
    ],
    {"cmd": "roll", "dice": {"ann": 9, "bob": 6, "cid": 6}},
]


def view_of(commands: list[dict[str, Any]]) -> PlayersView:
    return build_players_view(public_state(run(commands)), Watch.FOLLOWING)


def test_a_tie_is_one_slot_with_a_glyph_and_a_word_G3() -> None:
    view = view_of(
        [*VAMPIRE, *[{"cmd": "declare", "actor": a, "action": "hit"} for a in ("cid", "bob")]]
    )
    assert view.now == "▶ Declaring now: Ann"
    view = view_of(
        [
            *VAMPIRE,
            *[{"cmd": "declare", "actor": a, "action": "hit"} for a in ("cid", "bob", "ann")],
        ]
    )
    assert view.now == "▶ Now: Ann"
    assert [(line.number, line.marker, line.name) for line in view.lines] == [
        ("1", GLYPH_NOW + " ", "Ann"),
        ("2", " " + GLYPH_TOGETHER, "Bob"),
        ("", " " + GLYPH_TOGETHER, "Cid"),
    ]
    assert view.lines[1].action == "hit (together)" and view.lines[1].together


def test_who_already_acted_this_round_is_listed_and_the_round_is_in_words() -> None:
    declared = [{"cmd": "declare", "actor": a, "action": "hit"} for a in ("cid", "bob", "ann")]
    view = view_of([*VAMPIRE, *declared, {"cmd": "resolve"}])
    assert view.status == "Vampire · turn 1 · resolution, fastest first"
    assert view.now == "▶ Now: Bob, Cid (together)"
    acted = [section for section in view.sections if "Acted this round" in section.title]
    assert [line.name for line in acted[0].lines] == ["Ann"]


def test_zebra_says_the_sequence_and_each_cost() -> None:
    stats = {"aplomb": 3, "perception": 2, "skill": 3}
    view = view_of(
        [
            {"cmd": "system", "name": "zebra"},
            {"cmd": "add", "id": "ann", "name": "Ann", "stats": stats},
            {"cmd": "sequence", "dice": {"ann": 10}},
            {"cmd": "act", "actor": "ann", "action": "strike"},
        ]
    )
    assert view.status == "Zebra Island · Sequence 1 running"
    assert view.sections[0].lines[0].action == "strike −5 → 13"


def test_waiting_says_why() -> None:
    assert build_players_view(None, Watch.NO_STORE).waiting == "Waiting for the GM…"
    assert "start an encounter" in build_players_view(None, Watch.NO_ENCOUNTER).waiting
    unreadable = build_players_view(None, Watch.UNREADABLE, "disk I/O error").waiting
    assert "disk I/O error" in unreadable
    assert "setting up" in view_of([]).waiting
