"""What one ``degaine share`` run serves, once its arguments are checked."""

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tui.share.address import Address


@dataclass(frozen=True)
class ShareOptions:
    store: Path
    web: "Address | None"
    ssh: "Address | None"
    password: str
    password_given: bool
    cap: int
    theme: str | None
    #: Host names a reverse proxy in front of the web way in gives it (--allow-host).
    proxy_names: tuple[str, ...] = ()


def board_argv(options: ShareOptions) -> list[str]:
    """The command line of one viewer's board, the same for the web and SSH ways in."""
    argv = [sys.executable, "-m", "tui.cli", "board", "--db", str(options.store.resolve())]
    if options.theme:
        argv += ["--theme", options.theme]
    return argv
