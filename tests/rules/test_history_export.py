"""The history as Markdown (a session recap) and as JSON (for tools): same journal, same bytes."""

import json
from typing import Any

from i18n import use_language
from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.history import build_history
from rules.history_export import markdown_text, to_json, to_markdown
from tests.rules.test_history import VAMPIRE, ZEBRA, history, played


def test_markdown_has_a_section_per_round_and_the_journal_numbers() -> None:
    text = to_markdown(history(played(ZEBRA, undo=1)))
    assert text.splitlines()[:3] == [
        "# (unnamed)",
        "",
        "Zebra Island RPG · now: Sequence 1 · 7 steps (1 undone)",
    ]
    sections = [line for line in text.splitlines() if line.startswith("## ")]
    assert sections == ["## Before Sequence 1", "## Sequence 1", "## Sequence 2"]
    assert "4. Ann: strike −5 → counter 14\n" in text
    # A Sequence's start gives each counter, its d20 and the rest of Z1's sum.
    assert text.endswith("7. *Undone:* Sequence 2 starts: Ann 13 = d20=4 (typed) + 9\n")


def test_markdown_escapes_what_names_would_make_markup() -> None:
    assert markdown_text("*Bob* [x](y) <b>_") == r"\*Bob\* \[x\](y) \<b\>\_"
    assert markdown_text("# 1. - not a heading") == r"\# 1. - not a heading"
    assert markdown_text("1. first") == r"1\. first"
    encounter = played([*VAMPIRE[:2], {"cmd": "name", "name": "## Bob's *alley*\x1b]2;pwn\x07"}])
    text = to_markdown(history(encounter))
    assert text.startswith("# \\## Bob's \\*alley\\*\n")  # no escape sequence survives
    assert "\x1b" not in text and "\x07" not in text


def test_json_has_every_step_with_its_dice_and_marks() -> None:
    document: dict[str, Any] = json.loads(to_json(history(played(VAMPIRE, undo=2))))
    assert document["version"] == 1
    assert document["encounter"] == {
        "id": 1,
        "name": "The alley",
        "system": "vampire",
        "round": 1,
        "unit": "Turn 1",
        "head": 9,
        "steps": 11,
        "undone": 2,
    }
    roll = document["steps"][4]
    assert (roll["seq"], roll["cmd"], roll["unit"], roll["undone"]) == (5, "roll", "Turn 1", False)
    assert roll["dice"][0] == {"actor": "ann", "faces": 10, "value": 9, "typed": True}
    assert roll["dice"][1]["typed"] is False  # G1: the program rolled Bob's
    assert roll["command"]["cmd"] == "roll" and roll["command"]["dice"] == {"ann": 9}
    assert [event["kind"] for event in roll["events"]] == ["vampire.rolled"]
    assert [step["undone"] for step in document["steps"][-3:]] == [False, True, True]


def test_the_same_journal_gives_the_same_bytes_whenever_it_was_played() -> None:
    first = played(VAMPIRE)
    again = Encounter(dice=DiceSource(seed=7))
    for command in VAMPIRE:
        again.handle(command)
    for render in (to_markdown, to_json):
        assert render(history(first)) == render(history(again))


def test_an_encounter_with_nothing_in_it_says_so() -> None:
    empty = build_history([], 0, 3)
    assert to_markdown(empty) == (
        "# (unnamed)\n\nno system chosen yet · now: before round 1 · 0 steps\n\n"
        "Nothing has happened in this encounter yet.\n"
    )
    assert json.loads(to_json(empty))["steps"] == []


def test_the_export_tells_celerity_committed_and_the_round_in_running_text_V8() -> None:
    commands: list[dict[str, Any]] = [
        {"cmd": "system", "name": "vampire"},
        {"cmd": "name", "name": "Le pont du ferry"},
        {
            "cmd": "add",
            "id": "viktor",
            "name": "Viktor",
            "stats": {"dexterity": 3, "wits": 2, "celerity": 2},
        },
        {"cmd": "roll", "dice": {"viktor": 9}, "celerity": {"viktor": 1}},
    ]
    encounter = played(commands)
    text = to_markdown(history(encounter))
    assert "Vampire: the Masquerade · now: turn 1 · 4 steps" in text
    assert "## Before turn 1\n" in text and "## Turn 1\n" in text
    assert (
        "4. Initiative for turn 1: Viktor 15 = d10=9 (typed) + 6,"
        " 1 Celerity dot committed to an extra action\n"
    ) in text
    use_language("fr")  # the suite's conftest gives English back after each test
    text = to_markdown(history(encounter))
    # « tour » small inside the sentence, capital in the titles (issue 23).
    assert "Vampire\u202f: la Mascarade · en cours\u202f: tour 1 · 4 étapes\n" in text
    assert "## Avant le tour 1\n" in text and "## Tour 1\n" in text
    assert "Viktor 15 = d10=9 (saisi) + 6, 1 point de Célérité engagé pour une action" in text
