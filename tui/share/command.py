"""``degaine share``: the arguments, checked and refused in words, then the sharing itself.

Neither ``--web`` nor ``--ssh`` is refused rather than given a default: which ports
a GM opens to the table (and to whom) is a choice worth one word on the command line.
"""

import argparse
from typing import TYPE_CHECKING, TextIO

from i18n import _
from tui.share.slots import DEFAULT_CAP

# Every start of ``degaine`` builds this command's parser: what only the sharing needs
# is imported when it runs (dataclasses and secrets alone cost 30 ms of each start).
if TYPE_CHECKING:
    from tui.share.options import ShareOptions

#: The letters of a generated password: no 0/o, 1/l/i to misread when a GM reads it out.
PASSWORD_LETTERS = "abcdefghjkmnpqrstuvwxyz23456789"
#: 12 of 31 letters: 59 bits, more than any guessing over a network can cover.
PASSWORD_LENGTH = 12
SHORTEST_PASSWORD = 6
MOST_VIEWERS = 256


def add_share_parser(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    share = sub.add_parser(
        "share", help=_("serve the players' board to browsers and SSH clients, read-only")
    )
    share.add_argument("--db", dest="share_db", help=_("the GM's store (default: the app's)"))
    # Checked here, not by argparse: a bad one is one line, not the usage.
    share.add_argument(
        "--web", metavar="[HOST:]PORT", help=_("serve browsers here (host: 127.0.0.1 unless given)")
    )
    share.add_argument(
        "--ssh",
        metavar="[HOST:]PORT",
        help=_("serve SSH clients here (host: 127.0.0.1 unless given)"),
    )
    share.add_argument(
        "--password", metavar="WORD", help=_("the players' password (default: a random one)")
    )
    share.add_argument(
        "--max-viewers",
        metavar="N",
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
    password = args.password
    if password is not None:
        check_password(password)
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
    )


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
