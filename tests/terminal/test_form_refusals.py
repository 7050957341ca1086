"""A refused value typed in a burst, in a real terminal: the form stays, the reason
under the field, the text kept; once fixed, the keys typed with the answer go nowhere."""

from pathlib import Path

from rules.journal import JournalStore
from tests.terminal.harness import ENTER, TAB, Terminal
from tests.tui.scenes import commands_store
from tests.tui.test_forms_refusals import ANN_DECLARED

BACKSPACE = b"\x7f"


def journal(path: Path) -> list[dict[str, object]]:
    with JournalStore(path) as store:
        encounter_id = store.encounters()[0].id
        records, head = store.load(encounter_id)
        return [record.command for record in records[:head]]


def test_a_seven_on_a_d6_in_a_burst_stays_beside_its_field_then_fixed_G1_W4(
    tmp_path: Path,
) -> None:
    path = tmp_path / "store.sqlite3"
    commands_store(path, ANN_DECLARED).close()
    before = journal(path)
    with Terminal(tmp_path) as term:
        term.wait_for("undo")
        term.send(b"x", TAB, b"7", ENTER)
        term.wait_for("A d6 shows 1 to 6.")
        lines = term.settle(0.5).splitlines()
        label = next(i for i, line in enumerate(lines) if "The d6s as rolled" in line)
        assert "7" in lines[label + 1] and "A d6 shows 1 to 6." in lines[label + 2]
        assert "sacrifices dice of action 1" in term.text()
        assert journal(path) == before
        # Fixed, confirmed, and an "n" typed along: the sacrifice only, no resolve.
        term.send(BACKSPACE, b"4", ENTER, b"n")
        term.wait_for("undo 9")  # the sacrifice, applied
        screen = term.settle(0.5)
        assert "sacrifices dice" not in screen and "A d6 shows" not in screen
        assert b"Traceback" not in term.output
    after = journal(path)
    assert after[:-1] == before
    assert after[-1]["cmd"] == "sacrifice" and after[-1]["dice"] == [4]
