"""Whatever the interleaving of GM windows on one encounter, no acknowledged command is
lost and a stale one changes nothing (issue 9, item 7; G2)."""

import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.encounter import Encounter
from rules.errors import RuleError
from rules.journal import JournalStore
from tests.rules.test_two_windows import SETUP, add, snapshot, stored, window

Action = Literal["do", "undo", "redo", "reload"]
Step = tuple[int, Action]

WINDOWS = 3


def steps(actions: list[Action]) -> st.SearchStrategy[list[Step]]:
    step = st.tuples(st.integers(0, WINDOWS - 1), st.sampled_from(actions))
    return st.lists(step, min_size=1, max_size=30)


@dataclass
class History:
    """The encounter as one window doing every acknowledged step in turn would hold it."""

    commands: list[str] = field(default_factory=list)
    head: int = 0
    acknowledged: list[str] = field(default_factory=list)
    #: Commands a GM undid and then replaced with a new one: gone by choice, not lost.
    discarded: list[str] = field(default_factory=list)

    def apply(self, action: Action, name: str) -> None:
        if action == "do":
            self.discarded += self.commands[self.head :]
            self.commands[self.head :] = [name]
            self.head += 1
            self.acknowledged.append(name)
        elif action == "undo":
            self.head -= 1
        elif action == "redo":
            self.head += 1


def labels(commands: list[dict[str, Any]]) -> list[str]:
    """The setup's system and every combatant added, by name: one label a record."""
    return [str(command["name"]) for command in commands]


def act(encounter: Encounter, action: Action, name: str) -> bool:
    """Do ``action`` in one window; True if it wrote the store."""
    if action == "do":
        encounter.handle(add(name))
    elif action == "undo":
        encounter.undo()
    elif action == "redo":
        encounter.redo()
    else:
        encounter.reload()
        return False
    return True


def interleave(script: list[Step]) -> History:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "j.sqlite3"
        first = Encounter(store=JournalStore(path))
        for command in SETUP:
            first.handle(command)
        assert first.id is not None
        windows = [first] + [window(path, first.id) for _ in range(WINDOWS - 1)]
        history = History(commands=labels(stored(first)[0]), head=len(SETUP))
        for number, (index, action) in enumerate(script):
            encounter = windows[index]
            name = f"W{index}n{number}"
            before, store_before = snapshot(encounter), stored(encounter)
            try:
                wrote = act(encounter, action, name)
            except RuleError:  # stale, or refused by the rules as this window knows them
                # Refused: nothing changed, in this window or in the store.
                assert snapshot(encounter) == before
                assert stored(encounter) == store_before
                continue
            if wrote:
                history.apply(action, name)
            journal, head = stored(encounter)
            assert (labels(journal), head) == (history.commands, history.head)
            # The window holds what a fresh replay of the store gives (G2).
            fresh = window(path, first.id)
            assert snapshot(fresh)[:3] == snapshot(encounter)[:3]
        final = set(labels(stored(first)[0]))
        lost = [name for name in history.acknowledged if name not in final]
        # The same names, whatever order undo and a new command discarded them in.
        assert sorted(lost) == sorted(n for n in history.discarded if n in history.acknowledged)
        return history


@settings(max_examples=40)
@given(steps(["do", "do", "do", "reload"]))
def test_every_acknowledged_command_is_in_the_final_journal_G2(script: list[Step]) -> None:
    history = interleave(script)
    assert history.discarded == []
    assert history.commands == ["vampire", "Ann", *history.acknowledged]


@settings(max_examples=40)
@given(steps(["do", "do", "undo", "redo", "reload"]))
def test_with_undo_and_redo_the_store_is_the_acknowledged_history_G2(
    script: list[Step],
) -> None:
    interleave(script)


def test_a_stale_command_is_refused_and_the_one_sent_after_a_reload_lands_G2() -> None:
    # Without the revision check, B's first command would overwrite A's record.
    history = interleave([(0, "do"), (1, "do"), (1, "reload"), (1, "do")])
    assert history.acknowledged == ["W0n0", "W1n3"]
