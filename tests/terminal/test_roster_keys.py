"""The roster screen in a real terminal, its keys in one write as a laggy link sends them."""

from pathlib import Path

from rules.journal import JournalStore
from rules.roster import character
from tests.terminal.harness import ENTER, ESC, Terminal
from tests.terminal.test_dialog_bursts import burst_then_look, still_running


def roster_store(path: Path) -> None:
    with JournalStore(path) as store:
        store.create_encounter("The saloon")
        store.save_character(character("western", "ann", "Annie Oakley", "pc", {"skill": 4}))
        store.save_character(character("western", "bob", "Bob Ford", "npc", {"skill": 2}))


def test_a_burst_opens_filters_and_edits_the_character_it_names(tmp_path: Path) -> None:
    roster_store(tmp_path / "store.sqlite3")
    with Terminal(tmp_path) as term:
        term.wait_for("The saloon")
        # R opens the roster, "ford" filters it, Enter edits what the filter left.
        screen = burst_then_look(term, "Stats of", b"Rford", ENTER)
        still_running(term)
        assert "Stats of Bob Ford" in screen
        screen = burst_then_look(term, "Filter: ford · 1 of 2", ESC)
        assert "Annie Oakley" not in screen
        term.settle()
        screen = burst_then_look(term, "Letters filter the list", ESC)  # the filter goes
        assert "Annie Oakley" in screen and "Bob Ford" in screen
        term.settle()
        screen = burst_then_look(term, "Enter resumes", ESC)  # then the roster
        still_running(term)
        assert "The saloon" in screen
