"""argparse in the GM's language: its usage, its help's headings and its error messages.

argparse writes its own words ("usage:", "options:", "the following arguments are
required") through the standard library's gettext, which has no catalogue of degaine's.
This parser and its help formatter say them through degaine's ``_`` instead, and only
for the parsers degaine builds: the stdlib module is left as it is.

argparse builds most error messages deep inside its parsing, in English, before it calls
:meth:`DegaineParser.error`; there they are recognised by their English wording (that of
the Python versions degaine supports) and said again in the GM's language. A message of a
wording not listed stays English: still one clear line, never a traceback.
"""

import argparse
import re
import sys
from collections.abc import Callable, Iterable
from typing import Any, NoReturn

from i18n import _, pgettext


class DegaineHelpFormatter(argparse.HelpFormatter):
    """The help's "usage:" prefix in the GM's language."""

    def add_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],
        prefix: str | None = None,
    ) -> None:
        super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)


def _required(match: re.Match[str]) -> str:
    return _("the following arguments are required: {names}").format(names=match["names"])


def _unrecognized(match: re.Match[str]) -> str:
    return _("unrecognized arguments: {arguments}").format(arguments=match["arguments"])


def _invalid_choice(match: re.Match[str]) -> str:
    return _("invalid choice: {value} (choose from {choices})").format(
        value=match["value"], choices=match["choices"]
    )


def _invalid_value(match: re.Match[str]) -> str:
    return _("invalid {kind} value: {value}").format(kind=match["kind"], value=match["value"])


def _expected_one(match: re.Match[str]) -> str:
    return _("expected one argument")


def _ambiguous(match: re.Match[str]) -> str:
    return _("ambiguous option: {option} could match {matches}").format(
        option=match["option"], matches=match["matches"]
    )


#: argparse's English messages (as Python 3.11 to 3.13 word them), each with its wording
#: in degaine's catalogue.
MESSAGES: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...] = (
    (re.compile(r"the following arguments are required: (?P<names>.+)"), _required),
    (re.compile(r"unrecognized arguments: (?P<arguments>.*)"), _unrecognized),
    (
        re.compile(r"invalid choice: (?P<value>.+?) \(choose from (?P<choices>.+)\)"),
        _invalid_choice,
    ),
    (re.compile(r"invalid (?P<kind>\S+) value: (?P<value>.+)"), _invalid_value),
    (re.compile(r"expected one argument"), _expected_one),
    (re.compile(r"ambiguous option: (?P<option>\S+) could match (?P<matches>.+)"), _ambiguous),
)
#: ``argument --seed: invalid int value: 'x'``: argparse names the argument first.
ABOUT_AN_ARGUMENT = re.compile(r"argument (?P<argument>[^:]+): (?P<message>.+)", re.DOTALL)


def translated(message: str) -> str:
    """argparse's English ``message`` in the GM's language (as it was if not recognised)."""
    about = ABOUT_AN_ARGUMENT.fullmatch(message)
    if about is not None:
        return _("argument {argument}: {message}").format(
            argument=about["argument"], message=translated(about["message"])
        )
    for pattern, say in MESSAGES:
        match = pattern.fullmatch(message)
        if match is not None:
            return say(match)
    return message


class DegaineParser(argparse.ArgumentParser):
    """An ArgumentParser whose own words are degaine's, translated; its sub-command parsers
    are of this class too (argparse makes them of the parent's class)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", DegaineHelpFormatter)
        add_help = kwargs.pop("add_help", True)
        parents: list[argparse.ArgumentParser] = kwargs.pop("parents", [])
        kwargs["add_help"] = False
        super().__init__(*args, **kwargs)
        self._positionals.title = _("positional arguments")
        self._optionals.title = pgettext("help heading", "options")
        if add_help:
            prefix = self.prefix_chars[0]
            self.add_argument(
                prefix + "h",
                prefix * 2 + "help",
                action="help",
                default=argparse.SUPPRESS,
                help=_("show this help message and exit"),
            )
        # As argparse does it, after the help: the parents' arguments and defaults.
        for parent in parents:
            self._add_container_actions(parent)
            self._defaults.update(parent._defaults)

    def format_help(self) -> str:
        # argparse puts a colon after each heading itself: French wants a space before it.
        text = super().format_help()
        for title in {group.title for group in self._action_groups if group.title}:
            text = text.replace(
                f"\n{title}:\n", "\n" + _("{heading}:").format(heading=title) + "\n"
            )
        return text

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        said = _("{prog}: error: {message}").format(prog=self.prog, message=translated(message))
        self.exit(2, said + "\n")
