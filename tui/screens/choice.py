"""A modal list: pick one item with arrows and Enter, or its digit."""

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.events import Key
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from rules.i18n import _
from tui.shown import printable


class ChoiceScreen(ModalScreen[str | None]):
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
    ]

    def __init__(self, title: str, choices: list[tuple[str, str]]) -> None:
        super().__init__()
        self.choice_title = title
        self.choices = choices

    def compose(self) -> ComposeResult:
        with Vertical():
            # Titles and labels carry names from data: plain text, never markup.
            yield Label(printable(self.choice_title), classes="title", markup=False)
            yield OptionList(
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

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)

    def on_key(self, event: Key) -> None:
        if event.character and event.character.isdigit() and event.character != "0":
            index = int(event.character) - 1
            if index < len(self.choices):
                event.stop()
                self.dismiss(self.choices[index][0])

    def action_cancel(self) -> None:
        self.dismiss(None)


class ConfirmScreen(ModalScreen[bool]):
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
