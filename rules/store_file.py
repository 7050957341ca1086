"""The store's file: opened privately, and every way it can fail said in one sentence.

A GM's store holds the hidden combatants, so degaine creates its folder 0700 and
the store 0600 whatever the umask (SQLite gives the ``-wal`` and ``-shm`` files
the store's own mode). Folders and files that already exist keep the mode their
owner chose, except degaine's own default store, which earlier versions created
0644 in a 0755 folder: it is tightened on open.

Opening fails in many ways, each a raw ``sqlite3`` or ``OSError`` exception:
:func:`store_errors` turns them into one :class:`~rules.errors.StoreError` that
names the file and the problem, so every caller words it the same way. Before
anything is written, :func:`check_identity` refuses another program's database and
a newer degaine's store; :func:`read_only_connection` opens a store without ever
writing it, even on a read-only medium.
"""

import errno
import os
import sqlite3
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from i18n import _
from i18n.text import clipped
from rules.errors import StoreError
from rules.journal_schema import SCHEMA_VERSION

PRIVATE_FOLDER = 0o700
PRIVATE_FILE = 0o600
#: The files SQLite keeps beside a store in WAL mode.
SIDE_FILES = ("-wal", "-shm")
IN_MEMORY = ":memory:"


def store_problem(error: sqlite3.Error | OSError) -> str:
    """What went wrong with the store, in words (``error`` as SQLite or the OS said it)."""
    if isinstance(error, OSError):
        if error.errno in (errno.EACCES, errno.EPERM):
            return _("permission denied")
        if error.errno == errno.ENOSPC:
            return _("the disk is full")
        if error.errno == errno.EROFS:
            return _("the disk is read-only")
        return error.strerror or str(error)
    text = str(error)
    if "file is not a database" in text:
        return _("it is not a degaine store (not an SQLite database)")
    if "malformed" in text or "corrupt" in text:
        return _("the store is damaged ({error})").format(error=text)
    if "readonly" in text or "read-only" in text:
        return _("the store is read-only")
    if "disk is full" in text or "disk I/O error" in text:
        return _("the disk is full or failing ({error})").format(error=text)
    if "no such table" in text:
        return _("it is not a degaine store ({error})").format(error=text)
    if "unable to open" in text:
        return _("the file cannot be opened (check that its folder exists and is writable)")
    if "locked" in text or "busy" in text:
        return _("another program holds the store locked")
    return text


def cannot_open(path: str | Path, problem: str) -> StoreError:
    """The one wording of a store that cannot be opened (callers add ``degaine: ``)."""
    return StoreError(_("cannot open {path}: {problem}").format(path=path, problem=problem))


@contextmanager
def store_errors(path: str | Path) -> Iterator[None]:
    """Turn any failure to open or set up the store at ``path`` into one StoreError."""
    try:
        yield
    except (sqlite3.Error, OSError) as error:
        raise cannot_open(path, store_problem(error)) from None


def check_path(path: Path) -> None:
    """Refuse, in words, a store path that is a folder or lies under a file."""
    if path.is_dir():
        raise cannot_open(path, _("it is a folder, not a store file"))
    for parent in path.parents:
        if parent.exists():
            if not parent.is_dir():
                raise cannot_open(path, _("{parent} is a file, not a folder").format(parent=parent))
            return


def make_private_folder(folder: Path) -> None:
    """Create ``folder`` and any missing parent, each 0700; existing ones are left alone."""
    missing: list[Path] = []
    for candidate in (folder, *folder.parents):
        if candidate.exists():
            break
        missing.append(candidate)
    for created in reversed(missing):
        try:
            created.mkdir(mode=PRIVATE_FOLDER)
        except FileExistsError:
            continue  # another process made it meanwhile: its mode is its own
        created.chmod(PRIVATE_FOLDER)  # the umask may have taken bits mkdir asked for


def make_private_file(path: Path) -> None:
    """Create an empty store file 0600 if there is none (SQLite fills an empty file)."""
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
    except FileExistsError:
        return
    os.close(descriptor)
    path.chmod(PRIVATE_FILE)


def tighten(path: Path) -> None:
    """Make degaine's own store and its folder private, if the user owns them."""
    for target, mode in (
        (path.parent, PRIVATE_FOLDER),
        (path, PRIVATE_FILE),
        *((path.with_name(path.name + side), PRIVATE_FILE) for side in SIDE_FILES),
    ):
        try:
            info = target.stat()
        except FileNotFoundError:
            continue
        if info.st_uid == os.geteuid() and stat.S_IMODE(info.st_mode) & ~mode:
            target.chmod(mode)


def prepare_store_file(path: str, *, own: bool = False) -> None:
    """Make sure the store at ``path`` can be opened, and is private when degaine creates it.

    ``own``: the store is degaine's default one, tightened even if it already exists.
    Raises StoreError for a folder or a path under a file; OSError for the rest.
    """
    if path == IN_MEMORY:
        return
    store = Path(path)
    check_path(store)
    make_private_folder(store.parent)
    make_private_file(store)
    if own:
        tighten(store)


# -- which file is a degaine store -------------------------------------------------------
# ``--db other.db`` may name any file. One that is not SQLite fails as SQLite opens it
# (:func:`store_problem`); an SQLite database of another program, or a store written by a
# newer degaine, opens fine, and creating degaine's tables in it (or "migrating" a schema
# this version does not know) would change it for good. So the store reads its tables
# first and refuses such a file, left byte for byte as it was: nothing before this check
# writes (``PRAGMA journal_mode=WAL`` would). A database with no table at all is taken as
# a new store: it holds nothing to lose, and a degaine that stopped while creating its
# store leaves one.

#: The tables every degaine store has had since its first schema.
STORE_TABLES = {"meta", "encounters"}


def stored_version(db: sqlite3.Connection) -> str | None:
    """The store's ``schema_version`` as written, or None if it has none."""
    row = db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    return None if row is None else str(row[0])


def check_identity(db: sqlite3.Connection, path: str | Path) -> None:
    """Refuse (StoreError naming ``path``) a database that is not a degaine store this
    version may use: another program's, or one whose schema is newer. Reads only."""
    tables = {
        str(row[0]) for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    }
    if not tables:
        return
    version = stored_version(db) if tables >= STORE_TABLES else None
    if version is None:
        raise cannot_open(
            path, _("it is not a degaine store (an SQLite database of another program)")
        )
    try:
        number = int(version)
    except ValueError:
        raise cannot_open(
            path,
            _("the store is damaged (its schema version “{version}” is not a number)").format(
                version=clipped(version, 20)
            ),
        ) from None
    if number > SCHEMA_VERSION:
        raise cannot_open(
            path,
            _(
                "it was written by a newer degaine (store version {found}; this degaine"
                " reads up to version {known}): update degaine to open it"
            ).format(found=number, known=SCHEMA_VERSION),
        )


def on_read_only_medium(path: Path) -> bool:
    """Whether ``path``'s folder lies on a file system mounted read-only."""
    try:
        return bool(os.statvfs(path.parent).f_flag & os.ST_RDONLY)
    except OSError:
        return False


def read_only_connection(path: str | Path, *, timeout: float) -> sqlite3.Connection:
    """A connection that never writes the store at ``path`` (``mode=ro``).

    On a read-only medium (a backup mounted read-only, a write-protected stick) SQLite
    cannot create the ``-shm`` file a WAL store's reader needs, and refuses to open it.
    Nothing can write a store there, so it is then read as immutable: no lock, no
    ``-shm``, which is exact for a file that cannot change.
    """
    store = Path(path).resolve()

    def opened(options: str) -> sqlite3.Connection:
        db = sqlite3.connect(
            f"{store.as_uri()}?{options}", uri=True, isolation_level=None, timeout=timeout
        )
        try:
            db.execute("SELECT count(*) FROM sqlite_master").fetchone()  # SQLite opens lazily
        except BaseException:
            db.close()
            raise
        return db

    try:
        return opened("mode=ro")
    except sqlite3.OperationalError:
        if not on_read_only_medium(store):
            raise
        return opened("mode=ro&immutable=1")


def check_followable(path: Path) -> None:
    """Refuse, as StoreError, a store a reader could never follow: a folder, a path under
    a file, a file that is not a degaine store. A store not created yet is fine: the
    players' board waits for it. Reads only (``mode=ro``)."""
    check_path(path)
    if not path.exists() or path.stat().st_size == 0:
        return
    with store_errors(path):
        db = read_only_connection(path, timeout=2.0)
        try:
            check_identity(db, path)
            db.execute("SELECT count(*) FROM encounters").fetchone()
        finally:
            db.close()
