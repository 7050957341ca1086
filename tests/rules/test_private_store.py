"""The store holds the hidden combatants (G5): degaine creates it readable by its user only.

The folders it creates are 0700 and the store, with its ``-wal`` and ``-shm``, 0600,
whatever the umask. What already exists keeps its owner's mode, except degaine's
own default store, which an earlier version created 0644 in a 0755 folder.
"""

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from rules.journal import JournalStore


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture(params=[0o000, 0o022, 0o002])
def umask(request: pytest.FixtureRequest) -> Iterator[int]:
    """Run under a lax umask: what degaine creates must not depend on it."""
    previous = os.umask(request.param)
    try:
        yield request.param
    finally:
        os.umask(previous)


def write_something(store: JournalStore) -> None:
    store.create_encounter("ambush")  # the -wal and -shm exist once something is written


def test_a_new_store_its_side_files_and_its_new_folders_are_private_G5(
    tmp_path: Path, umask: int
) -> None:
    path = tmp_path / "data" / "degaine" / "degaine.sqlite3"
    with JournalStore(path) as store:
        write_something(store)
        assert mode(tmp_path / "data") == 0o700
        assert mode(tmp_path / "data" / "degaine") == 0o700
        assert mode(path) == 0o600
        for side in ("-wal", "-shm"):
            assert mode(path.with_name(path.name + side)) == 0o600


def test_an_existing_folder_keeps_its_mode(tmp_path: Path, umask: int) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o1777)  # like /tmp: never degaine's to change
    with JournalStore(shared / "s.sqlite3") as store:
        write_something(store)
    assert mode(shared) == 0o1777
    assert mode(shared / "s.sqlite3") == 0o600


def test_an_existing_store_named_with_db_keeps_its_owner_s_mode(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    JournalStore(path).close()
    path.chmod(0o640)  # the GM shares it with a group on purpose
    with JournalStore(path) as store:
        write_something(store)
    assert mode(path) == 0o640


def test_degaine_s_own_store_from_an_earlier_version_is_tightened_G5(tmp_path: Path) -> None:
    folder = tmp_path / "degaine"
    folder.mkdir(mode=0o755)
    folder.chmod(0o755)
    path = folder / "degaine.sqlite3"
    with JournalStore(path) as store:
        write_something(store)
        for name in (path.name, path.name + "-wal", path.name + "-shm"):
            (folder / name).chmod(0o644)
    with JournalStore(path, own=True) as store:
        write_something(store)
        assert mode(folder) == 0o700
        for name in (path.name, path.name + "-wal", path.name + "-shm"):
            assert mode(folder / name) == 0o600
