"""The SSH server's host key: made once, kept private, refused if it is not.

Players' SSH clients remember the key the first time and warn if it changes, so
it must stay the same from one game to the next; and anyone who can read it can
pretend to be this server to the players, so it must be readable by its owner only.
"""

import os
import stat
from pathlib import Path

import asyncssh

from i18n import _

#: ed25519: small, fast, and accepted by every SSH client of the last ten years.
KEY_ALGORITHM = "ssh-ed25519"


class HostKeyError(Exception):
    """The key cannot be used; ``str()`` says why and what to do, in words."""


def load_or_create_host_key(path: Path) -> asyncssh.SSHKey:
    """The key kept at ``path``; a new one written there (mode 0600) if there is none."""
    try:
        return _load(path)
    except FileNotFoundError:
        pass
    key = asyncssh.generate_private_key(KEY_ALGORITHM)
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        # O_EXCL: two shares starting at once must not both write; the loser reads it.
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return _load(path)
    except OSError as error:
        raise HostKeyError(_cannot(path, error)) from error
    with os.fdopen(descriptor, "wb") as file:
        file.write(key.export_private_key())
    return key


def _load(path: Path) -> asyncssh.SSHKey:
    try:
        info = path.stat()
    except FileNotFoundError:
        raise
    except OSError as error:
        raise HostKeyError(_cannot(path, error)) from error
    mode = stat.S_IMODE(info.st_mode)
    if mode & 0o077:
        raise HostKeyError(
            _(
                "the SSH host key {path} can be read by other users (mode {mode:o}): whoever"
                " reads it can pretend to be this server. Make it private (chmod 600 {path})"
                " or delete it to have a new one made."
            ).format(path=path, mode=mode)
        )
    if info.st_uid != os.getuid():
        raise HostKeyError(
            _(
                "the SSH host key {path} belongs to another user: delete it to have a new one made."
            ).format(path=path)
        )
    try:
        return asyncssh.read_private_key(path)
    except (OSError, ValueError, asyncssh.KeyImportError) as error:
        raise HostKeyError(
            _(
                "the SSH host key {path} cannot be read ({error}): delete it to have a new one"
                " made."
            ).format(path=path, error=error)
        ) from error


def _cannot(path: Path, error: OSError) -> str:
    return _("cannot keep the SSH host key in {path}: {problem}").format(
        path=path, problem=error.strerror or error
    )
