"""Ending a turn with actions left: the confirmation names every action it will lose."""

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from i18n import _, ngettext
from rules.sentences import Told, entry_words
from tui.screens.choice import ConfirmScreen

if TYPE_CHECKING:
    from rules.order import Entry
    from tui.screens.bridged import BridgedScreen

#: Past this many, the list ends with "and N more": the dialog must fit 80×24.
LISTED = 8


def lost_action(entry: "Entry", names: Mapping[str, str]) -> str:
    """One lost action as the GM reads it: "Ann, action 2 “dive”", "Bob “run”"."""
    told = Told({}, (), names)
    who = entry_words(told, entry.key) if "#" in entry.key else told.who(entry.actor)
    return f"{who} “{entry.action}”" if entry.action else who


def lost_question(
    lost: Sequence["Entry"], names: Mapping[str, str], undeclared: Sequence[str] = ()
) -> str:
    """The question, every lost action on its own line, then each actor who has not
    declared yet (their whole turn goes too); the ruling (V4, W7) is help's."""
    lines = [f"• {lost_action(entry, names)}" for entry in lost]
    lines += [
        "• " + _("{name}, not declared yet").format(name=names.get(actor, actor))
        for actor in undeclared
    ]
    count = len(lines)
    lines = lines[:LISTED]
    if count > LISTED:
        more = count - LISTED
        lines.append(ngettext("• and {count} more", "• and {count} more", more).format(count=more))
    head = ngettext(
        "This action will be lost:",
        "These {count} actions will be lost:",
        count,
    ).format(count=count)
    return "\n".join((head, *lines, _("End the turn?")))


def confirm_end_turn(
    screen: "BridgedScreen",
    lost: Sequence["Entry"],
    end: Callable[[], object],
    undeclared: Sequence[str] = (),
) -> None:
    """Ask before ending a turn that loses ``lost`` and the turns of ``undeclared``;
    ``end`` sends the command if yes."""
    names = {key: combatant.name for key, combatant in screen.state.combatants.items()}

    def confirmed(yes: bool | None) -> None:
        if yes:
            end()

    screen.app.push_screen(ConfirmScreen(lost_question(lost, names, undeclared)), confirmed)
