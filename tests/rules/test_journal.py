"""The SQLite journal store (G2): WAL, one transaction per command, crash safety, roster."""

import subprocess
import sys
import textwrap
from pathlib import Path

from rules.encounter import Encounter
from rules.journal import JournalStore, RosterCharacter
from tests.helpers import run


def test_store_uses_wal_mode_G2(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "j.sqlite3")
    mode = store._db.execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"


def test_killed_process_loses_no_command_that_had_returned_G2(tmp_path: Path) -> None:
    path = tmp_path / "j.sqlite3"
    child = textwrap.dedent(
        f"""
        import sys, time
        from rules.encounter import Encounter
        from rules.journal import JournalStore
        store = JournalStore({str(path)!r})
        encounter = Encounter(store=store)
        encounter.handle({{"cmd": "system", "name": "vampire"}})
        for n in range(1000):
            encounter.handle({{"cmd": "add", "id": f"c{{n}}", "name": f"C{{n}}",
                               "stats": {{"dexterity": 1, "wits": 1}}}})
            print(n, flush=True)
        time.sleep(60)
        """
    )
    process = subprocess.Popen([sys.executable, "-c", child], stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    seen = -1
    for line in process.stdout:
        seen = int(line)
        if seen >= 40:
            break
    process.kill()  # SIGKILL: no cleanup at all
    process.wait()
    store = JournalStore(path)
    info = store.encounters()[0]
    reopened = Encounter(store=store, encounter_id=info.id)
    assert len(reopened.state.combatants) >= seen + 1


def test_encounters_are_listed_newest_first(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "j.sqlite3")
    first = run([{"cmd": "system", "name": "vampire"}], store=store)
    second = run([{"cmd": "system", "name": "vampire"}], store=store)
    first.handle({"cmd": "name", "name": "Back again"})
    infos = store.encounters()
    assert [info.id for info in infos] == [first.id, second.id]
    assert infos[0].name == "Back again" and infos[0].system == "vampire"


def test_roster_keeps_reusable_characters_per_system(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "j.sqlite3")
    ann = RosterCharacter(
        system="vampire", id="ann", name="Ann", side="pc", stats={"dexterity": 4, "wits": 3}
    )
    store.save_character(ann)
    store.save_character(ann.model_copy(update={"name": "Ann the Bold"}))
    assert [c.name for c in store.roster("vampire")] == ["Ann the Bold"]
    assert store.roster("zebra") == []
    store.delete_character("vampire", "ann")
    assert store.roster("vampire") == []


def test_a_fresh_process_replays_a_stored_journal_G2(tmp_path: Path) -> None:
    path = tmp_path / "j.sqlite3"
    store = JournalStore(path)
    encounter = run(
        [
            {"cmd": "system", "name": "vampire"},
            {"cmd": "add", "id": "ann", "name": "Ann", "stats": {"dexterity": 4, "wits": 3}},
            {"cmd": "roll", "dice": {"ann": 9}},
        ],
        store=store,
    )
    store.close()
    code = (
        "import json, sys\n"
        "from rules.encounter import Encounter\n"
        "from rules.journal import JournalStore\n"
        "from rules.view import state_json\n"
        f"e = Encounter(store=JournalStore({str(path)!r}), encounter_id={encounter.id})\n"
        "print(json.dumps(state_json(e)['order']))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert '"score": 16' in result.stdout
