"""A form's keys split across writes, the next sent before the focus moves, in every form.

Over a laggy link the name comes in one write and ``Tab Tab Tab 4 Tab 3 …`` right
after, while the first keys are still being handled. degaine routes a key only once
the one before it is done (:mod:`tui.typeahead`); the routing of the next key waited
its turn on the app's queue, and a key of the later write, queued there already, was
routed beside it, to the field focused before the Tab: ``Vous`` then ``Tab p`` typed
"Vousp", and a zebra Boss lost his Perception (issue 23). Here the first write is
typed, then every other key is a write of its own, all sent at once: each key must
land where the focus is once the key before it is done, whatever the form.
"""

import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from rules.journal import JournalStore
from tests.terminal.harness import CTRL_S, DOWN, ENTER, TAB, Terminal
from tests.terminal.test_dialog_bursts import open_board, row, still_running
from tests.tui.scenes import DUEL_DRAWING, SCENES, WESTERN_CAST, commands_store

SPACE = b" "


def last_command(tmp_path: Path) -> dict[str, Any]:
    """The newest command of the only encounter of the store."""
    with JournalStore(tmp_path / "store.sqlite3") as store:
        (encounter, *_others) = store.encounters()
        records, head = store.load(encounter.id)
        return records[head - 1].command


def open_form(term: Terminal, keys: bytes, title: str) -> None:
    """Open a form and wait until it is drawn and quiet: its first field has the focus."""
    term.send(keys)
    term.wait_for(title)
    term.settle(0.3)


#: Between two writes, as a laggy link spaces them: each comes while the program is
#: still busy with the keys before it (sent at once, the program read them as one).
WRITES_APART = 0.005


def split_burst(term: Terminal, first: bytes, rest: Sequence[bytes], shown: str) -> str:
    """``first`` in one write, then each key of ``rest`` in a write of its own, each sent
    before the program has handled the one before; the screen once ``shown`` is on it."""
    term.send(first)
    for key in rest:
        time.sleep(WRITES_APART)
        term.send(key)
    term.wait_for(shown)
    return term.settle(0.5)


def setup_of(tmp_path: Path, system: str) -> Terminal:
    """degaine on the setup of an empty ``system`` encounter."""
    commands = [{"cmd": "system", "name": system}, {"cmd": "name", "name": "Split"}]
    commands_store(tmp_path / "store.sqlite3", commands).close()
    term = Terminal(tmp_path, columns=120)
    term.wait_for("i adds")
    term.settle(0.3)
    return term


# -- the add form, in setup for each system and on the board ------------------------------
def test_zebra_setup_add_form_keeps_each_stat_in_its_field_Z1(tmp_path: Path) -> None:
    with setup_of(tmp_path, "zebra") as term:
        open_form(term, b"i", "Add a combatant")
        rest = (TAB, TAB, TAB, b"4", TAB, b"3", TAB, b"3", TAB, TAB, b"5", ENTER)
        screen = split_burst(term, b"Boss", rest, "Boss")
        still_running(term)
        assert "(Aplomb) 4, Nimbleness (Agilité) 3, Perception 3, Weapon skill 5" in row(
            screen, "Boss"
        ), screen
    assert last_command(tmp_path)["stats"] == {
        "aplomb": 4,
        "agilite": 3,
        "perception": 3,
        "skill": 5,
    }


def test_western_setup_add_form_picks_the_side_after_the_name(tmp_path: Path) -> None:
    with setup_of(tmp_path, "western") as term:
        open_form(term, b"i", "Add a combatant")
        rest = (TAB, b"p", TAB, TAB, b"4", TAB, b"3", TAB, b"2", ENTER)
        screen = split_burst(term, b"Vous", rest, "Vous")
        still_running(term)
        line = row(screen, "Vous")
        assert "Vousp" not in screen and "PC" in line, screen
        assert "Attribute 4, Weapon skill 3, Tension 2" in line, screen


def test_vampire_setup_add_form_keeps_each_stat_in_its_field(tmp_path: Path) -> None:
    with setup_of(tmp_path, "vampire") as term:
        open_form(term, b"i", "Add a combatant")
        rest = (TAB, TAB, TAB, b"4", TAB, b"3", TAB, b"2", TAB, b"1", ENTER)
        screen = split_burst(term, b"Boss", rest, "Boss")
        still_running(term)
        assert "Dexterity 4, Wits 3, Celerity 2, Willpower 1" in row(screen, "Boss"), screen


def test_board_add_form_keeps_each_stat_in_its_field(tmp_path: Path) -> None:
    with open_board(tmp_path) as term:
        open_form(term, b"i", "Add a combatant")
        rest = (TAB, b"p", TAB, TAB, b"4", TAB, b"3", ENTER)
        screen = split_burst(term, b"Eve", rest, "Eve (PC)")
        still_running(term)
        assert "Evep" not in screen
    command = last_command(tmp_path)
    assert command["name"] == "Eve" and command["side"] == "pc", command
    assert command["stats"]["dexterity"] == 4 and command["stats"]["wits"] == 3, command


# -- the vampire forms ------------------------------------------------------------------
def test_roll_form_gives_each_die_to_its_own_combatant_V1(tmp_path: Path) -> None:
    cast = [c for c in SCENES["vampire"] if c["cmd"] in {"system", "name", "add"}]
    with open_board(tmp_path, cast) as term:
        open_form(term, b"r", "Initiative: a new turn")
        screen = split_burst(term, b"1", (TAB, b"9", TAB, b"8", TAB, b"7", ENTER), "declarations")
        still_running(term)
        assert "Initiative: a new turn" not in screen
    dice = last_command(tmp_path)["dice"]
    assert (dice["ann"], dice["bob"], dice["cid"], dice["ghoul"]) == (1, 9, 8, 7), dice


def test_zebra_sequence_form_gives_each_d20_to_its_own_combatant_Z1(tmp_path: Path) -> None:
    cast = [c for c in SCENES["zebra"] if c["cmd"] in {"system", "name", "add"}]
    with open_board(tmp_path, cast) as term:
        open_form(term, b"s", "Initiative Counters")
        rest = (TAB, b"7", TAB, b"1", b"5", ENTER)
        screen = split_burst(term, b"12", rest, "Sequence 1")
        still_running(term)
        assert "Initiative Counters" not in screen
    dice = last_command(tmp_path)["dice"]
    assert (dice["ann"], dice["bob"], dice["cid"]) == (12, 7, 15), dice


def test_declaration_form_ticks_the_delay_and_counts_the_extra_actions_V3(
    tmp_path: Path,
) -> None:
    with open_board(tmp_path) as term:
        open_form(term, b"d", "Tab: next field")
        screen = split_burst(term, b"bite", (TAB, SPACE, TAB, b"1", ENTER), "d: Bob declares")
        still_running(term)
        assert "bite" in row(screen, "Ghoul") and "bite " not in row(screen, "Bob")
    command = last_command(tmp_path)
    assert command["action"] == "bite", command
    assert command["delay"] is True and command["extra"] == 1, command


# -- the conditions, on every board -----------------------------------------------------
def test_condition_form_gives_the_duration_to_the_duration_G6(tmp_path: Path) -> None:
    with open_board(tmp_path, SCENES["zebra"]) as term:  # zebra: the GM's own words
        open_form(term, b"C", "A condition on")
        screen = split_burst(term, b"Dazed", (TAB, b"2", TAB, b"s", ENTER), "Dazed")
        still_running(term)
        assert "A condition on" not in screen
    command = last_command(tmp_path)
    assert command["name"] == "Dazed" and command["duration"] == 2, command
    assert command["ends"] == "start", command


# -- the western forms: declarations, the duel, the ambush ---------------------------------
@pytest.mark.parametrize(
    ("commands", "screen_keys", "actor", "split", "labels"),
    [
        ([*WESTERN_CAST, {"cmd": "draw"}], "", "ann", "7 3", "shoot Bart, dive"),
        # The duel, Ann declared: the keyboard is Black Bart's, who has still to declare.
        (DUEL_DRAWING, "M", "bart", "9", "shoot Ann"),
    ],
    ids=["board", "duel"],
)
def test_western_declaration_form_keeps_the_split_and_the_labels_W3_W10(
    tmp_path: Path,
    commands: list[dict[str, Any]],
    screen_keys: str,
    actor: str,
    split: str,
    labels: str,
) -> None:
    with open_board(tmp_path, commands) as term:
        if screen_keys:
            term.write(screen_keys)
            term.wait_for("Black Bart has the keyboard")
            term.settle(0.3)
        open_form(term, b"d", "declares (Découpe)")
        rest = (TAB, TAB, *(bytes([c]) for c in labels.encode()), ENTER)
        screen = split_burst(term, split.encode(), rest, labels.split(",")[0])
        still_running(term)
        assert "declares (Découpe)" not in screen
    command = last_command(tmp_path)
    assert command["actor"] == actor, command
    assert command["actions"] == [int(n) for n in split.split()], command
    assert command["labels"] == [label.strip() for label in labels.split(",")], command


def test_keys_typed_with_a_reach_the_ambush_s_first_pick_W9(tmp_path: Path) -> None:
    """The ambush screen opens its first pick as it mounts: the keys after A go to it,
    not to the screen beneath (where Enter rolled, and was refused: nobody picked)."""
    with open_board(tmp_path, WESTERN_CAST) as term:
        # Bart alone lies in wait: nobody can be his accomplice, the targets' pick is next.
        screen = split_burst(term, b"A", (DOWN, DOWN, SPACE, ENTER), "Who is targeted?")
        still_running(term)
        assert "Black Bart (NPC)  leads" in screen and "first." not in screen, screen


def test_ambush_opposition_form_gives_each_target_its_own_numbers_W9(tmp_path: Path) -> None:
    with open_board(tmp_path, WESTERN_CAST) as term:
        term.write("A")
        for keys, next_pick in (
            ((DOWN, DOWN, SPACE, DOWN, SPACE, ENTER), "Useful accomplices"),  # Bart, the Kid
            ((SPACE, ENTER), "Who is targeted?"),  # the accomplice: the Kid
        ):
            term.wait_for("[ ]")
            term.settle(0.3)
            term.send(*keys)
            term.wait_for(next_pick)
        term.settle(0.3)
        open_form(term, SPACE + DOWN + SPACE + ENTER, "The opposition")  # targets: Ann, Doc
        # Ann: Sang-froid, 0 successes, Sonné; Doc: Poker (p), 3; the d6s: Bart 5, the Kid 2.
        rest = [TAB, TAB, b"0", TAB, TAB, SPACE, TAB, b"p", TAB, b"3", TAB, TAB]
        rest += [TAB, b"5", TAB, b"2", CTRL_S]
        screen = split_burst(term, b"2", rest, "d6 = 5, on its first action")
        still_running(term)
        assert "The opposition" not in screen
        assert "d6 = 2" in row(screen, "The Kid") and "Poker 3" in row(screen, "Doc"), screen
        assert "2 vs 0" in row(screen, "Ann (PC)") and "Sonné ·" in screen, screen
    command = last_command(tmp_path)
    assert command["cmd"] == "ambush" and command["successes"] == 2, command
    ann, doc = command["targets"]
    assert (ann["skill"], ann["successes"], ann["sonne"]) == ("sang_froid", 0, True), command
    assert (doc["skill"], doc["successes"]) == ("poker", 3), command
    assert command["initiative"] == {"bart": [5], "kid": [2]}, command


@pytest.mark.parametrize("system", ["vampire"])
def test_setup_options_form_takes_the_name_then_each_option(tmp_path: Path, system: str) -> None:
    with setup_of(tmp_path, system) as term:
        term.send(b"\x1bOQ")  # F2: the list, and a new encounter
        term.wait_for("n New")
        term.write("n")
        term.wait_for("Which initiative system?")
        term.settle(0.3)
        open_form(term, ENTER, "name and options")
        screen = split_burst(term, b"Crypt", (TAB, b"w", ENTER), "“Crypt” · Vampire")
        still_running(term)
        assert "Cryptw" not in screen and "a Willpower roll" in screen, screen
