"""The western forms, shared by the order board, the duel and the ambush screens.

Each form is built from the state's typed view and turns its values into one command,
so every screen asks the same questions with the same words.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Literal

from i18n import _
from rules.systems.western.views import WesternActor, WesternEntry, WesternView
from tui.screens.bridged import BridgedScreen
from tui.screens.form import FormField, FormScreen, FormValues
from tui.screens.form_values import flag, integer, integers, optional_integer, text

if TYPE_CHECKING:
    from rules.commands import Command

#: The model with its fields (a ``partial``): the bridge makes the command, so fields
#: the model refuses are a refusal, named after the command.
MakeCommand = Callable[[], "Command"]


@dataclass(frozen=True)
class CommandForm:
    """A form's title and fields, and how its valid values become one command."""

    title: str
    fields: list[FormField]
    command: Callable[[FormValues], MakeCommand]
    #: A line shown under the title (the odds of a sacrifice or a token).
    note: str = ""


def ask(screen: BridgedScreen, form: CommandForm) -> None:
    """Show ``form`` over ``screen``; once valid, its command goes to the encounter."""

    def answered(values: FormValues | None) -> None:
        if values is not None:
            screen.send(form.command(values))

    screen.ask(FormScreen(form.title, form.fields, form.note), answered)


def declare_form(
    actor: str,
    numbers: WesternActor,
    gm_override: bool = True,
    declared: Sequence[WesternEntry] = (),
) -> CommandForm:
    """Découpe (W3): the dice of each action, where the Tension dice go, labels; the GM's
    override only where the GM types (not while a duelist holds the keyboard, W10).

    Declaring again starts from the split ``declared`` (the actor's actions still to
    fire), not the whole pool: the GM changes what was said, not types it all again."""
    actions = [entry.detail.dice + entry.detail.sacrificed for entry in declared]
    labels_said = (
        ", ".join(entry.action for entry in declared)
        if any(entry.action for entry in declared)
        else None
    )
    fields = [
        FormField(
            "actions",
            _("Dice per action, Tension included (pool {pool})").format(pool=numbers.pool),
            "ints",
            default=actions or [numbers.pool],
            minimum=0,
        ),
        FormField(
            "tension",
            _("Tension dice in each action (blank: the first ones)"),
            "ints",
            optional=True,
            minimum=0,
        ),
        FormField(
            "labels",
            _("What each action is, separated by commas"),
            "text",
            optional=True,
            default=labels_said,
        ),
        FormField("ambiguous", _("The target is ambiguous"), "bool"),
    ]
    if gm_override:
        fields.append(
            FormField("override", _("GM override: the split need not match the pool"), "bool")
        )

    def command(values: FormValues) -> MakeCommand:
        from rules.systems.western.commands import Declare

        tension = integers(values, "tension") or None
        labels = text(values, "labels")
        return partial(
            Declare,
            actor=actor,
            actions=integers(values, "actions"),
            tension=tension,
            labels=[part.strip() for part in labels.split(",")] if labels else None,
            ambiguous=flag(values, "ambiguous"),
            override=flag(values, "override"),
        )

    title = _("{name} declares (Découpe)").format(name=numbers.name)
    return CommandForm(title, fields, command)


def dice_form(
    cmd: Literal["sacrifice", "panache"], actor: str, name: str, index: int, odds: str = ""
) -> CommandForm:
    """Sacrificed dice (W4) or Panache tokens (W5): how many, and the d6s if typed.

    ``odds`` is the line of :func:`dice_odds`, shown as the player decides.
    """
    if cmd == "sacrifice":
        title = _("{name} sacrifices dice of action {n}")
        count_label = _("Dice sacrificed")
    else:
        title = _("{name} spends Panache on action {n}")
        count_label = _("Tokens spent")
    fields = [
        FormField("count", count_label, "int", default=1, minimum=1, maximum=30),
        FormField(
            "dice",
            _("The d6s as rolled at the table (blank: the program rolls)"),
            "ints",
            optional=True,
            minimum=1,
            maximum=6,
        ),
    ]

    def command(values: FormValues) -> MakeCommand:
        from rules.systems.western.commands import Panache, Sacrifice

        model = Sacrifice if cmd == "sacrifice" else Panache
        count, dice = integer(values, "count"), integers(values, "dice") or None
        return partial(model, actor=actor, action=index, count=count, dice=dice)

    return CommandForm(title.format(name=name, n=index + 1), fields, command, odds)


def dice_odds(
    screen: BridgedScreen, cmd: Literal["sacrifice", "panache"], actor: str, index: int
) -> str:
    """The odds line for a sacrifice or a token on ``actor``'s action ``index``.

    The rivals are the ones the screen's state shows the GM; the line fits the
    dialog, narrower where the terminal is.
    """
    from rules.systems.western.odds import panache_odds, sacrifice_odds
    from tui.screens.western_odds import DIALOG_TEXT_WIDTH, odds_line

    odds = (sacrifice_odds if cmd == "sacrifice" else panache_odds)(screen.state, actor, index)
    # The dialog's border and padding take 4 columns of a terminal narrower than it.
    width = min(DIALOG_TEXT_WIDTH, screen.app.size.width - 4)
    return odds_line(cmd, odds, width)


def hold_form(actor: str, name: str, index: int) -> CommandForm:
    """Holding fire (W7): the new, lower score."""
    field = FormField("score", _("The new, lower score"), "int", minimum=0, maximum=99)

    def command(values: FormValues) -> MakeCommand:
        from rules.systems.western.commands import Hold

        score = integer(values, "score")
        return partial(Hold, actor=actor, action=index, score=score)

    title = _("{name} holds fire with action {n}").format(name=name, n=index + 1)
    return CommandForm(title, [field], command)


def change_form(cmd: Literal["tension", "tokens"], actor: str, name: str) -> CommandForm:
    """Tension dice (W11) or Panache tokens, added or taken."""
    what = _("Tension dice") if cmd == "tension" else _("Panache tokens")
    field = FormField(
        "delta", _("Change (+2 adds two, −1 takes one)"), "int", minimum=-30, maximum=30
    )

    def command(values: FormValues) -> MakeCommand:
        from rules.systems.western.commands import Tension, Tokens

        model = Tension if cmd == "tension" else Tokens
        delta = integer(values, "delta")
        return partial(model, actor=actor, delta=delta)

    return CommandForm(f"{name}: {what}", [field], command)


def ask_change(screen: BridgedScreen, cmd: Literal["tension", "tokens"], actor: str | None) -> None:
    """Ask how many Tension dice or Panache tokens ``actor`` gains or loses."""
    if actor is not None:
        ask(screen, change_form(cmd, actor, screen.actor_name(actor)))


def sang_froid_form(actor: str, name: str, index: int) -> CommandForm:
    """The nervous finger's Sang-froid roll (W8): successes typed, or the pool rolled."""
    field = FormField(
        "successes",
        _("Successes (blank: roll the Sang-froid pool)"),
        "int",
        optional=True,
        minimum=0,
        maximum=30,
    )

    def command(values: FormValues) -> MakeCommand:
        from rules.systems.western.commands import SangFroid

        successes = optional_integer(values, "successes")
        return partial(SangFroid, actor=actor, action=index, successes=successes)

    title = _("{name}: Sang-froid, difficulty 1, not to shoot").format(name=name)
    return CommandForm(title, [field], command)


def pending_actions(view: WesternView, actor: str) -> list[WesternEntry]:
    """``actor``'s actions still in the order, by index."""
    entries = [entry for slot in view.order for entry in slot if entry.actor == actor]
    return sorted(entries, key=lambda entry: entry.detail.index)
