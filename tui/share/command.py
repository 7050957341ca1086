"""``degaine share``: the arguments, checked and refused in words, then the sharing itself.

Neither ``--web`` nor ``--ssh`` is refused rather than given a default: which ports
a GM opens to the table (and to whom) is a choice worth one word on the command line.
"""

import argparse
from typing import TYPE_CHECKING, TextIO

from i18n import _, pgettext
from tui.share.slots import DEFAULT_CAP

# Every start of ``degaine`` builds this command's parser: what only the sharing needs
# is imported when it runs (dataclasses and secrets alone cost 30 ms of each start).
if TYPE_CHECKING:
    from tui.share.options import ShareOptions

#: The letters of a generated password: no 0/o, 1/l/i to misread when a GM reads it out.
PASSWORD_LETTERS = "abcdefghjkmnpqrstuvwxyz23456789"
#: 12 of 31 letters: 59 bits, more than any guessing over a network can cover.
PASSWORD_LENGTH = 12
SHORTEST_PASSWORD = 8
MOST_VIEWERS = 256
#: Where a password may come from without showing in ``ps`` to every local user.
PASSWORD_VARIABLE = "DEGAINE_SHARE_PASSWORD"
#: A password file is read this far at most (a password is a line).
MOST_PASSWORD_FILE_BYTES = 4096


def add_share_parser(
    sub: "argparse._SubParsersAction[argparse.ArgumentParser]", lang: argparse.ArgumentParser
) -> None:
    """``degaine share``; ``lang``: the ``--lang`` option every command takes."""
    share = sub.add_parser(
        "share",
        parents=[lang],
        help=_("serve the players' board to browsers and SSH clients, read-only"),
    )
    share.add_argument(
        "--db",
        dest="share_db",
        metavar=pgettext("metavar", "PATH"),
        help=_("the GM's store (default: the app's)"),
    )
    # Checked here, not by argparse: a bad one is one line, not the usage.
    share.add_argument(
        "--web",
        metavar=pgettext("metavar", "[HOST:]PORT"),
        help=_("serve browsers here (host: 127.0.0.1 unless given)"),
    )
    share.add_argument(
        "--ssh",
        metavar=pgettext("metavar", "[HOST:]PORT"),
        help=_("serve SSH clients here (host: 127.0.0.1 unless given)"),
    )
    share.add_argument(
        "--password",
        metavar=pgettext("metavar", "WORD"),
        help=_(
            "the players' password, at least {n} characters (default: a random one);"
            " every user of this machine sees it in ps: prefer --password-file or {variable}"
        ).format(n=SHORTEST_PASSWORD, variable=PASSWORD_VARIABLE),
    )
    share.add_argument(
        "--password-file",
        metavar=pgettext("metavar", "FILE"),
        help=_("read the players' password from the first line of FILE"),
    )
    share.add_argument(
        "--allow-host",
        metavar=pgettext("metavar", "NAME"),
        action="append",
        default=[],
        help=_(
            "a host name browsers may reach the board by, besides this machine's"
            " (a reverse proxy's); may be given more than once"
        ),
    )
    share.add_argument(
        "--max-viewers",
        metavar=pgettext("metavar", "N"),
        default=str(DEFAULT_CAP),
        help=_("how many may watch at once (default: {n})").format(n=DEFAULT_CAP),
    )


def run_share(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    try:
        options = share_options(args)
    except ValueError as error:
        err.write(_("degaine share: {problem}").format(problem=error) + "\n")
        return 2
    from tui.share.serve import serve

    return serve(options, out, err)


def share_options(args: argparse.Namespace) -> "ShareOptions":
    """The options of ``args``; ValueError saying what is wrong (in words) if one is bad."""
    from pathlib import Path

    from rules.errors import RuleError
    from rules.store_file import check_followable
    from tui.paths import default_db_path
    from tui.share.address import AddressError, parse_address
    from tui.share.options import ShareOptions

    if args.web is None and args.ssh is None:
        raise ValueError(
            _(
                "say how the players join: --web PORT (browsers), --ssh PORT (SSH clients), or"
                " both, e.g. degaine share --web 8000 --ssh 2222"
            )
        )
    try:
        web = parse_address(args.web) if args.web is not None else None
        ssh = parse_address(args.ssh) if args.ssh is not None else None
    except AddressError as error:
        raise ValueError(str(error)) from None
    if web is not None and ssh is not None and web == ssh and web.port != 0:
        raise ValueError(_("--web and --ssh cannot both listen on {port}").format(port=web.port))
    password = given_password(args)
    if password is not None:
        check_password(password)
    proxy_names = tuple(check_host_name(name) for name in args.allow_host)
    text = str(args.max_viewers)
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= MOST_VIEWERS:
        raise ValueError(
            _("--max-viewers must be a number from 1 to {most}, not {text!r}").format(
                most=MOST_VIEWERS, text=text
            )
        )
    store = Path(args.share_db or args.db) if (args.share_db or args.db) else default_db_path()
    try:
        check_followable(store)
    except RuleError as error:
        raise ValueError(error.message) from None
    return ShareOptions(
        store=store,
        web=web,
        ssh=ssh,
        password=password if password is not None else new_password(),
        password_given=password is not None,
        cap=int(text),
        theme=args.theme,
        proxy_names=proxy_names,
    )


def given_password(args: argparse.Namespace) -> str | None:
    """The GM's password: --password, --password-file or the variable; None: make one."""
    import os

    if args.password is not None and args.password_file is not None:
        raise ValueError(_("give the password once: --password or --password-file, not both"))
    if args.password_file is not None:
        return read_password_file(args.password_file)
    if args.password is not None:
        return str(args.password)
    return os.environ.get(PASSWORD_VARIABLE) or None


def read_password_file(name: str) -> str:
    from pathlib import Path

    from i18n.text import printable

    try:
        with Path(name).open("rb") as file:
            data = file.read(MOST_PASSWORD_FILE_BYTES + 1)
    except OSError as error:
        raise ValueError(
            _("cannot read the password file {name}: {problem}").format(
                name=printable(name), problem=error.strerror or error
            )
        ) from None
    lines = data.decode("utf-8", "replace").splitlines()
    if len(data) > MOST_PASSWORD_FILE_BYTES or not lines:
        raise ValueError(
            _("the password file {name} must hold the password on its first line").format(
                name=printable(name)
            )
        )
    return lines[0]


def check_host_name(name: str) -> str:
    """A name given with --allow-host, as a browser would send it; ValueError if not one."""
    import ipaddress
    import re

    from i18n.text import printable

    folded = name.strip().lower().rstrip(".")
    bare = folded[1:-1] if folded.startswith("[") and folded.endswith("]") else folded
    try:
        ipaddress.ip_address(bare)
    except ValueError:
        if not re.fullmatch(r"[a-z0-9]([a-z0-9-]{0,62}\.?)*[a-z0-9]?", bare) or len(bare) > 253:
            raise ValueError(
                _("--allow-host {name!r}: a host name or an address, without a port").format(
                    name=printable(name)
                )
            ) from None
    return bare


def check_password(password: str) -> None:
    if len(password) < SHORTEST_PASSWORD:
        raise ValueError(
            _("the password must have at least {n} characters").format(n=SHORTEST_PASSWORD)
        )
    if not password.isprintable() or any(ch.isspace() for ch in password):
        # It goes into the web link and is typed on phones: no spaces, no invisible ones.
        raise ValueError(_("the password must not contain spaces or control characters"))


def new_password() -> str:
    import secrets

    return "".join(secrets.choice(PASSWORD_LETTERS) for _letter in range(PASSWORD_LENGTH))
