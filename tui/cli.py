"""The ``degaine`` command: the app by default, plus headless sub-commands.

Kept free of textual imports so that ``script`` and ``schema`` start fast;
the app is imported only when it is about to run. The language is chosen first
(:mod:`tui.language`): the parser's help and every module imported after it are
translated into it.
"""

import argparse
import json
import sys
from collections.abc import Sequence
from typing import cast

from i18n import _, pgettext, shipped_languages
from tui.cli_parser import DegaineParser


class PrintVersion(argparse.Action):
    """``--version``: the installed package's version, read only when asked for (the
    metadata machinery would slow every start)."""

    def __init__(self, option_strings: Sequence[str], dest: str, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        from importlib.metadata import PackageNotFoundError, version

        try:
            number = version("degaine")
        except PackageNotFoundError:  # run from a source tree that was never installed
            number = _("(not installed)")
        sys.stdout.write(f"degaine {number}\n")
        parser.exit()


def language_option() -> DegaineParser:
    """``--lang``, accepted by every command, before or after its name (read beforehand by
    :func:`tui.language.language_flag`; here for the help and the usage)."""
    option = DegaineParser(add_help=False)
    option.add_argument(
        "--lang",
        metavar=pgettext("metavar", "CODE"),
        default=argparse.SUPPRESS,
        help=_("the language: {codes} (default: the config's, else the system's)").format(
            codes=", ".join(shipped_languages())
        ),
    )
    return option


def add_store_option(
    parser: argparse.ArgumentParser, dest: str, help_text: str | None = None
) -> None:
    """``--db PATH`` of a command: the store it reads or writes (the app's by default)."""
    parser.add_argument(
        "--db",
        dest=dest,
        metavar=pgettext("metavar", "PATH"),
        help=help_text or _("the store (default: the app's)"),
    )


def build_parser() -> DegaineParser:
    lang = language_option()
    parser = DegaineParser(
        prog="degaine",
        description=_("A keyboard-only initiative tracker for game masters."),
        parents=[lang],
    )
    parser.add_argument(
        "--db",
        metavar=pgettext("metavar", "PATH"),
        help=_("the SQLite store (default: in the user data dir)"),
    )
    parser.add_argument(
        "--theme",
        metavar=pgettext("metavar", "THEME"),
        help=_("the colour theme to use (remembered)"),
    )
    parser.add_argument("--version", action=PrintVersion, help=_("print degaine's version"))
    sub = parser.add_subparsers(dest="command")
    script = sub.add_parser(
        "script", parents=[lang], help=_("apply JSON-lines commands and print the state")
    )
    script.add_argument(
        "file",
        nargs="?",
        default="-",
        metavar=pgettext("metavar", "FILE"),
        help=_("a file, or - for stdin"),
    )
    add_store_option(script, "script_db", _("keep the encounter in this store"))
    script.add_argument(
        "--seed",
        type=int,
        metavar=pgettext("metavar", "N"),
        help=_("seed for the dice the program rolls"),
    )
    script.add_argument("--trace", action="store_true", help=_("print the state after each line"))
    script.add_argument(
        "--costs",
        metavar=pgettext("metavar", "FILE"),
        help=_("zebra: a campaign's cost table (TOML) to use"),
    )
    board = sub.add_parser(
        "board",
        parents=[lang],
        help=_("the players' board: a read-only view of the GM's encounter"),
    )
    add_store_option(board, "board_db", _("the GM's store (default: the app's)"))
    board.add_argument(
        "--theme",
        dest="board_theme",
        metavar=pgettext("metavar", "THEME"),
        help=_("the colour theme for this board (not saved)"),
    )
    schema = sub.add_parser(
        "schema", parents=[lang], help=_("print the JSON Schema of all commands")
    )
    schema.add_argument(
        "--system", metavar=pgettext("metavar", "NAME"), help=_("only this system's commands")
    )
    roster = sub.add_parser(
        "roster",
        parents=[lang],
        help=_("move the roster of saved characters to or from a TOML file"),
    )
    actions = roster.add_subparsers(dest="roster_action", required=True, metavar="export|import")
    export = actions.add_parser("export", parents=[lang], help=_("write the roster to a TOML file"))
    export.add_argument(
        "file", metavar=pgettext("metavar", "FILE"), help=_("the file to write, or - for stdout")
    )
    export.add_argument(
        "--system",
        dest="roster_system",
        metavar=pgettext("metavar", "NAME"),
        help=_("only this system's characters"),
    )
    add_store_option(export, "roster_db")
    load = actions.add_parser(
        "import",
        parents=[lang],
        help=_("add the characters of a TOML file: all of them, or none on an error"),
    )
    load.add_argument(
        "file", metavar=pgettext("metavar", "FILE"), help=_("the file to read, or - for stdin")
    )
    load.add_argument(
        "--replace",
        action="store_true",
        help=_("a character whose name or id is already in the roster replaces it"),
    )
    add_store_option(load, "roster_db")
    export = sub.add_parser(
        "export",
        parents=[lang],
        help=_("write an encounter's history: Markdown for a recap, JSON for tools"),
    )
    export.add_argument(
        "encounter",
        nargs="?",
        metavar=pgettext("metavar", "ENCOUNTER"),
        help=_("its id or name (default: the latest, as on the board)"),
    )
    # Checked by the export itself (not ``choices``): a bad one is one line, not the usage.
    export.add_argument(
        "--format",
        default="md",
        metavar=pgettext("metavar", "FORMAT"),
        help=_("md (the default) or json"),
    )
    add_store_option(export, "export_db")
    export.add_argument(
        "--output", metavar=pgettext("metavar", "FILE"), help=_("write to FILE instead of stdout")
    )
    export.add_argument(
        "--public",
        action="store_true",
        help=_("only what the players' board showed, change by change, to hand to the players"),
    )
    listing = sub.add_parser("list", parents=[lang], help=_("list the encounters of the store"))
    add_store_option(listing, "list_db")
    from tui.share.command import add_share_parser

    # The share's parser is made by ``sub`` as the others: a DegaineParser too.
    add_share_parser(cast("argparse._SubParsersAction[argparse.ArgumentParser]", sub), lang)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    from i18n import language_problem
    from tui.language import choose_language, language_flag

    arguments = list(sys.argv[1:] if argv is None else argv)
    flag = language_flag(arguments)
    problem = language_problem(flag) if flag is not None else None
    if problem is not None:
        sys.stderr.write(_("degaine: {message}").format(message=problem) + "\n")
        return 2
    choose_language(flag)
    parser = build_parser()
    args = parser.parse_args(arguments)
    if args.command == "script":
        from tui.script import read_costs, read_lines, run_script

        lines = read_lines(args.file, sys.stderr)
        if lines is None:
            return 2
        costs = None
        if args.costs is not None:
            costs = read_costs(args.costs, sys.stderr)
            if costs is None:
                return 2
        return run_script(
            lines,
            out=sys.stdout,
            err=sys.stderr,
            db=args.script_db or args.db,
            seed=args.seed,
            trace=args.trace,
            costs=costs,
        )
    if args.command == "schema":
        from rules.systems import system_names
        from tui.schema import full_schema

        if args.system is not None and args.system not in system_names():
            sys.stderr.write(
                _("degaine: unknown system '{name}'. Choose one of: {known}.").format(
                    name=args.system, known=", ".join(system_names())
                )
                + "\n"
            )
            return 2
        sys.stdout.write(json.dumps(full_schema(args.system), indent=2) + "\n")
        return 0
    if args.command == "roster":
        from tui.roster_cli import main_roster

        return main_roster(
            args.roster_action,
            args.file,
            system=getattr(args, "roster_system", None),
            replace=getattr(args, "replace", False),
            db=args.roster_db or args.db,
        )
    if args.command == "export":
        from tui.history_cli import run_export

        return run_export(
            args.encounter,
            format_name=args.format,
            db=args.export_db or args.db,
            output=args.output,
            out=sys.stdout,
            err=sys.stderr,
            public=args.public,
        )
    if args.command == "list":
        from tui.history_cli import run_list

        return run_list(db=args.list_db or args.db, out=sys.stdout, err=sys.stderr)
    if args.command == "share":
        from tui.share.command import run_share

        return run_share(args, sys.stdout, sys.stderr)
    if args.command == "board":
        from tui.players.launch import launch_board
        from tui.signals import end_at_once_after_hangup

        status = launch_board(db=args.board_db or args.db, theme=args.board_theme or args.theme)
        return end_at_once_after_hangup(status)
    from tui.launch import launch
    from tui.signals import end_at_once_after_hangup

    return end_at_once_after_hangup(launch(db=args.db, theme=args.theme))


if __name__ == "__main__":
    raise SystemExit(main())
