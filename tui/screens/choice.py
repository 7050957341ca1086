"""A modal list: pick one item with arrows and Enter, by its number, or filter it by typing.

Letters filter the list; digits pick by the number beside an item (see
:mod:`tui.screens.list_keys`: "13" picks item 13, "1" in a list of 19 waits for a
second digit or Enter).
"""

from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from i18n import _
from tui.screens.dialog import DialogScreen
from tui.screens.list_keys import (
    FILTER_LENGTH,
    NoSuchItem,
    Picked,
    Waiting,
    filters,
    matches,
    read_number,
)
from tui.shown import printable

DIGITS = frozenset("0123456789")
#: Keys that move the highlight: once it moves, the number being typed is abandoned.
MOVES = frozenset({"up", "down", "home", "end", "pageup", "pagedown"})


class ChoiceList(OptionList):
    """Enter answers the dialog at once: OptionList's own Enter posts a message that lands
    after the keys behind it in the burst (Enter then 2 would pick the second item)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "screen.choose", _("Choose"), show=False),
    ]


def numbered(
    choices: list[tuple[str, str]], other: tuple[str, str] | None = None
) -> list[tuple[int, str, str]]:
    """``(number, value, shown label)`` for each choice, numbers right-aligned from 1;
    ``other`` last, numbered 0."""
    width = len(str(len(choices)))
    items = [*enumerate(choices, start=1)] + ([(0, other)] if other else [])
    return [
        (number, value, f"{number:>{width}}. {printable(label)}")
        for number, (value, label) in items
    ]


def keys_hint(count: int) -> str:
    """The keys line of a list of ``count`` items: what a number typed does there."""
    if count < 10:
        return _("Letters filter · digit or ↑↓ Enter · Esc/^G: cancel")
    keys = _("Letters filter · number or ↑↓ Enter · Esc/^G: cancel")
    growing = count // 10  # 1 to this many could still gain a digit
    if growing == 1:
        wait = _("1 waits for a second digit ({example}) or Enter").format(example=min(13, count))
    else:
        wait = _("1 to {last} wait for another digit or Enter").format(last=growing)
    return f"{keys}\n{wait}"


class ChoiceScreen(DialogScreen[str | None]):
    DEFAULT_CSS = """
    ChoiceScreen { align: center middle; }
    ChoiceScreen > Vertical {
        width: 56; max-width: 100%; height: auto; max-height: 100%;
        border: round $primary; background: $surface; padding: 0 1;
    }
    ChoiceScreen .title { text-style: bold; }
    ChoiceScreen OptionList { height: auto; max-height: 16; }
    ChoiceScreen .typed { color: $accent; }
    ChoiceScreen .keys { color: $text-muted; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "escape,ctrl+g",
            "cancel",
            _("Cancel"),
            id="choice.cancel",
            key_display="Esc/^G",
            tooltip=_("Close without choosing."),
        ),
        # The same, for an Enter that came in the burst which opened the list, before the
        # list had focus.
        Binding("enter", "choose", _("Choose"), show=False),
    ]

    def __init__(
        self,
        title: str,
        choices: list[tuple[str, str]],
        *,
        other: tuple[str, str] | None = None,
        note: str = "",
    ) -> None:
        """``other``, shown last as item 0, is the way out of a long list ("another action:
        type its cost"): numbering it 0 keeps it from lengthening the numbers before it.
        ``note``, under the keys, is a shorter way to the same choices elsewhere."""
        super().__init__()
        self.choice_title = title
        self.choices = choices
        self.other = other
        self.note = note
        self.items = numbered(choices, other)
        #: The letters typed: only the items whose label holds them are shown.
        self.query_text = ""
        #: The digits of a number that could still grow ("1" of 19 items), else "".
        self.digits = ""
        #: Why the last number typed picked nothing, until the next key.
        self.problem = ""

    def compose(self) -> ComposeResult:
        with Vertical():
            # Titles and labels carry names from data: plain text, never markup.
            yield Label(printable(self.choice_title), classes="title", markup=False)
            yield ChoiceList(*self.shown_options(), markup=False)
            yield Static("", classes="typed", id="choice-typed", markup=False)
            keys = keys_hint(len(self.choices))
            yield Static(f"{keys}\n{self.note}" if self.note else keys, classes="keys")

    def on_mount(self) -> None:
        self.show_typed()

    def shown_options(self) -> list[Option]:
        return [
            Option(label, id=value)
            for _number, value, label in self.items
            if matches(self.query_text, label)
        ]

    # -- keys ---------------------------------------------------------------------
    def on_key(self, event: events.Key) -> None:
        # Here, before any binding: a letter or a digit is the list's, never the
        # app's nor the board's (the screen beneath sees no key while this is open).
        character = event.character
        if event.key in MOVES and (self.digits or self.problem):
            self.digits = self.problem = ""  # the highlight decides now, not the number
            self.show_typed()
        if event.key in self.active_bindings:  # Enter, arrows, or what the keymap gave here
            return
        if character is not None and character in DIGITS:
            self.type_digit(character)
        elif event.key == "backspace":
            self.erase()
        elif filters(character):
            self.type_filter(character or "")
        else:
            return
        event.stop()
        event.prevent_default()

    def type_digit(self, digit: str) -> None:
        if self.other is not None and not self.digits and digit == "0":
            self.dismiss(self.other[0])
            return
        reading = read_number(self.digits + digit, len(self.choices))
        self.digits = ""
        self.problem = ""
        if isinstance(reading, Picked):
            self.dismiss(self.choices[reading.number - 1][0])
            return
        if isinstance(reading, Waiting):
            self.digits = str(reading.number)
            self.highlight(self.choices[reading.number - 1][0])
        elif isinstance(reading, NoSuchItem):
            self.problem = _("No item {typed}: the numbers go from 1 to {last}.").format(
                typed=reading.typed, last=len(self.choices)
            )
        self.show_typed()

    def type_filter(self, character: str) -> None:
        self.digits = ""
        self.problem = ""
        if len(self.query_text) < FILTER_LENGTH:
            self.query_text += character
        self.refilter()

    def erase(self) -> None:
        self.problem = ""
        if self.digits:
            self.digits = self.digits[:-1]
            self.show_typed()
        elif self.query_text:
            self.query_text = self.query_text[:-1]
            self.refilter()
        else:
            self.show_typed()

    # -- what the list shows --------------------------------------------------------
    def refilter(self) -> None:
        choices = self.query_one(ChoiceList)
        choices.clear_options()
        choices.add_options(self.shown_options())
        if choices.option_count:
            choices.highlighted = 0
        self.show_typed()

    def highlight(self, value: str) -> None:
        choices = self.query_one(ChoiceList)
        shown = [option.id for option in choices.options]
        # When the filter hides it, the line under the list names it all the same.
        if value in shown:
            choices.highlighted = shown.index(value)

    def show_typed(self) -> None:
        lines = []
        if self.query_text:
            shown = self.query_one(ChoiceList).option_count
            if shown:
                lines.append(
                    _("Filter: {typed} · {shown} of {count} · Backspace erases").format(
                        typed=self.query_text, shown=shown, count=len(self.items)
                    )
                )
            else:
                lines.append(
                    _("Filter: {typed} · nothing matches · Backspace erases").format(
                        typed=self.query_text
                    )
                )
        if self.digits:
            number = int(self.digits)
            lines.append(
                _("{number}: {label} · Enter picks it, or its next digit").format(
                    number=number, label=printable(self.choices[number - 1][1])
                )
            )
        if self.problem:
            lines.append(self.problem)
        typed = self.query_one("#choice-typed", Static)
        typed.update("\n".join(lines))
        typed.display = bool(lines)

    # -- answers -----------------------------------------------------------------------
    def action_choose(self) -> None:
        if self.digits:
            self.dismiss(self.choices[int(self.digits) - 1][0])
            return
        choices = self.query_one(ChoiceList)
        if choices.highlighted is not None:
            self.dismiss(choices.get_option_at_index(choices.highlighted).id)

    def action_cancel(self) -> None:
        self.dismiss(None)


class ConfirmScreen(DialogScreen[bool], inherit_bindings=False):
    """A question whose yes loses something (a turn's actions, a combatant, a whole
    journal): only ``y`` says yes; Enter, ``n``, Esc and Ctrl+G say no, so an Enter
    meant for the form before it, or typed on habit, never destroys anything."""

    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    ConfirmScreen > Vertical {
        width: 56; max-width: 100%; height: auto; border: round $warning;
        background: $surface; padding: 0 1;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", _("Yes"), id="confirm.yes"),
        Binding("n,enter,escape,ctrl+g", "answer(False)", _("No"), id="confirm.no"),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical():
            # Static, not Label: a long question wraps inside the dialog, never cut; its
            # own line breaks (a list) stay, each line printable.
            lines = (printable(line) for line in self.question.split("\n"))
            yield Static("\n".join(lines), markup=False)
            yield Static(self.keys_hint(), classes="keys")

    def keys_hint(self) -> str:
        return _("y: yes · n/Enter/Esc: no")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)
