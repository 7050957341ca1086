"""A modal list: pick one item with arrows and Enter, or its digit."""

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from rules.i18n import _
from tui.screens.dialog import DialogScreen
from tui.shown import printable


class ChoiceList(OptionList):
    """Enter answers the dialog at once: OptionList's own Enter posts a message that lands
    after the keys behind it in the burst (Enter then 2 would pick the second item)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "screen.choose", _("Choose"), show=False),
    ]


class ChoiceScreen(DialogScreen[str | None]):
    DEFAULT_CSS = """
    ChoiceScreen { align: center middle; }
    ChoiceScreen > Vertical {
        width: 56; max-width: 100%; height: auto; max-height: 100%;
        border: round $primary; background: $surface; padding: 0 1;
    }
    ChoiceScreen .title { text-style: bold; }
    ChoiceScreen OptionList { height: auto; max-height: 16; }
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
        # Digits are bindings, not a key handler: a digit typed in the same burst as the
        # key that opens the list still reaches it, as bindings follow the screen on top.
        *[Binding(str(digit), f"pick({digit})", show=False) for digit in range(1, 10)],
    ]

    def __init__(self, title: str, choices: list[tuple[str, str]]) -> None:
        super().__init__()
        self.choice_title = title
        self.choices = choices

    def compose(self) -> ComposeResult:
        with Vertical():
            # Titles and labels carry names from data: plain text, never markup.
            yield Label(printable(self.choice_title), classes="title", markup=False)
            yield ChoiceList(
                *[
                    Option(
                        f"{index}. {printable(label)}" if index < 10 else f"   {printable(label)}",
                        id=value,
                    )
                    for index, (value, label) in enumerate(self.choices, start=1)
                ],
                markup=False,
            )
            yield Static(_("↑↓ and Enter, or a digit · Esc/^G: cancel"), classes="keys")

    def action_choose(self) -> None:
        choices = self.query_one(ChoiceList)
        if choices.highlighted is not None:
            self.dismiss(choices.get_option_at_index(choices.highlighted).id)

    def action_pick(self, digit: int) -> None:
        if digit <= len(self.choices):
            self.dismiss(self.choices[digit - 1][0])

    def action_cancel(self) -> None:
        self.dismiss(None)


class ConfirmScreen(DialogScreen[bool]):
    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    ConfirmScreen > Vertical {
        width: 56; max-width: 100%; height: auto; border: round $warning;
        background: $surface; padding: 0 1;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y,enter", "answer(True)", _("Yes"), id="confirm.yes"),
        Binding("n,escape,ctrl+g", "answer(False)", _("No"), id="confirm.no"),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(printable(self.question), markup=False)
            yield Static(_("y/Enter: yes · n/Esc: no"))

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)
