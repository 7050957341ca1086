"""Bytes that are not UTF-8 (a Latin-1 terminal's "é", an Alt key sending 8-bit bytes)
reach the key parser as U+FFFD: the app and the players' board keep running."""

from pathlib import Path

from rules.journal import JournalStore
from tests.terminal.harness import DOWN, Terminal
from tui.demo import create_demo

LATIN_1_E_ACUTE = b"\xe9"
NOT_UTF8 = (b"\xff", LATIN_1_E_ACUTE, b"\xc3", b"\x80\x81")
CTRL_U = b"\x15"


def test_bytes_that_are_not_utf8_do_not_crash_the_gm_s_app(tmp_path: Path) -> None:
    with Terminal(tmp_path) as term:
        term.wait_for("undo")
        for raw in NOT_UTF8:
            term.send(raw, b"a")
        term.send(DOWN)
        term.settle(0.5)
        assert term.process.poll() is None, term.text()
        assert b"Traceback" not in term.output and b"UnicodeDecodeError" not in term.output
        term.write("q")
        assert term.wait_exit(10) == 0


def test_in_a_form_a_latin1_byte_shows_as_u_fffd_and_a_split_character_types_whole(
    tmp_path: Path,
) -> None:
    with Terminal(tmp_path) as term:
        term.wait_for("undo")
        term.write("i")  # the add form: its Name field has the focus
        term.wait_for("Name")
        term.settle(0.3)
        # A Latin-1 terminal's "é": a replacement character.
        term.send(b"S", LATIN_1_E_ACUTE, b"b")
        assert "S\ufffdb" in term.wait_for("S\ufffdb")
        assert term.process.poll() is None
        # The field emptied (Ctrl+U), then a slow link delivers the two bytes of "é" in
        # two reads: typed whole.
        term.send(CTRL_U)
        term.wait_gone("S\ufffdb")
        term.send(b"Zo", b"\xc3")
        term.settle(0.3)
        term.send(b"\xa9")
        assert "Zoé" in term.wait_for("Zoé")
        assert b"Traceback" not in term.output


def test_bytes_that_are_not_utf8_do_not_crash_the_players_board(tmp_path: Path) -> None:
    with JournalStore(tmp_path / "store.sqlite3") as store:
        create_demo(store)
    with Terminal(tmp_path, ["board"]) as term:
        term.wait_for("Ann")
        for raw in NOT_UTF8:
            term.send(raw)
        term.settle(0.5)
        assert term.process.poll() is None, term.text()
        assert b"Traceback" not in term.output
        term.write("q")
        assert term.wait_exit(10) == 0
