"""A modal multi-select: Space toggles the highlighted item, Enter confirms the choice.

Letters filter the list (:mod:`tui.screens.list_keys`); ticks stay on the items the
filter hides.
"""

from collections.abc import Iterable
from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from i18n import _
from tui.screens.dialog import DialogScreen
from tui.screens.list_keys import FILTER_LENGTH, filters, matches
from tui.shown import printable

TICKED = "[✓] "
UNTICKED = "[ ] "


class PickList(OptionList):
    """Space ticks or unticks the highlighted item, Enter confirms the whole choice.

    The tick is a glyph in the text, so it shows without colour.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space", "tick", _("Tick"), show=False, id="pick.toggle"),
        Binding("enter", "screen.confirm", _("Confirm"), show=False, id="pick.confirm"),
    ]

    def __init__(self, choices: list[tuple[str, str]], ticked: set[str]) -> None:
        self.labels = {value: printable(label) for value, label in choices}
        self.ticked = {value for value in ticked if value in self.labels}
        # Labels carry names from data: plain text, never markup.
        super().__init__(*self.shown_options(""), markup=False)

    def shown_options(self, query: str) -> list[Option]:
        """The items whose label holds every word of ``query``."""
        return [
            Option(self.prompt(value), id=value)
            for value, label in self.labels.items()
            if matches(query, label)
        ]

    def refilter(self, query: str) -> None:
        self.clear_options()
        self.add_options(self.shown_options(query))
        if self.option_count:
            self.highlighted = 0

    def prompt(self, value: str) -> str:
        return (TICKED if value in self.ticked else UNTICKED) + self.labels[value]

    def action_tick(self) -> None:
        index = self.highlighted
        if index is None:
            return
        value = self.get_option_at_index(index).id or ""
        self.ticked ^= {value}
        self.replace_option_prompt_at_index(index, self.prompt(value))


class PickScreen(DialogScreen[list[str] | None]):
    """Returns the values picked, in the order offered; None if cancelled."""

    DEFAULT_CSS = """
    PickScreen { align: center middle; }
    PickScreen > Vertical {
        width: 64; max-width: 100%; height: auto; max-height: 100%;
        border: round $primary; background: $surface; padding: 0 1;
    }
    PickScreen .title { text-style: bold; }
    PickScreen .note { color: $text-muted; }
    PickScreen PickList { height: auto; max-height: 14; }
    PickScreen .error { color: $error; }
    PickScreen .typed { color: $accent; }
    PickScreen .keys { color: $text-muted; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "escape,ctrl+g",
            "cancel",
            _("Cancel"),
            id="pick.cancel",
            key_display="Esc/^G",
            tooltip=_("Close without changing anything."),
        ),
        # For an Enter that came in the burst which opened the list, before it had focus.
        Binding("enter", "confirm", _("Confirm"), show=False),
    ]

    def __init__(
        self,
        title: str,
        choices: list[tuple[str, str]],
        *,
        selected: Iterable[str] = (),
        minimum: int = 0,
        note: str = "",
    ) -> None:
        super().__init__()
        self.pick_title = title
        self.choices = choices
        self.selected = set(selected)
        self.minimum = minimum
        self.note = note
        #: The letters typed: only the items whose label holds them are shown.
        self.query_text = ""

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(printable(self.pick_title), classes="title", markup=False)
            if self.note:
                yield Static(printable(self.note), classes="note", markup=False)
            yield PickList(self.choices, self.selected)
            yield Static("", classes="typed", id="pick-typed", markup=False)
            yield Static("", classes="error", id="pick-error")
            yield Static(
                _("Space: tick or untick · Enter: confirm · Esc/^G: cancel")
                + "\n"
                + _("Letters filter the list · Backspace erases"),
                classes="keys",
            )

    def on_mount(self) -> None:
        self.query_one(PickList).focus()
        self.query_one("#pick-typed", Static).display = False

    def on_key(self, event: events.Key) -> None:
        # Before any binding: a letter is the list's filter (Space stays the tick), unless
        # the GM's keymap gave it a command here.
        if event.key in self.active_bindings:
            return
        if event.key == "backspace":
            self.query_text = self.query_text[:-1]
        elif filters(event.character, space=False):
            if len(self.query_text) < FILTER_LENGTH:
                self.query_text += event.character or ""
        else:
            return
        event.stop()
        event.prevent_default()
        picks = self.query_one(PickList)
        picks.refilter(self.query_text)
        typed = self.query_one("#pick-typed", Static)
        typed.display = bool(self.query_text)
        if picks.option_count:
            shown = _("Filter: {typed} · {shown} of {count}").format(
                typed=self.query_text, shown=picks.option_count, count=len(self.choices)
            )
        else:
            shown = _("Filter: {typed} · nothing matches").format(typed=self.query_text)
        typed.update(shown)

    def action_confirm(self) -> None:
        ticked = self.query_one(PickList).ticked
        picked = [value for value, _label in self.choices if value in ticked]
        if len(picked) < self.minimum:
            message = _("Tick at least {n} (Space), then Enter.").format(n=self.minimum)
            self.query_one("#pick-error", Static).update(message)
            return
        self.dismiss(picked)

    def action_cancel(self) -> None:
        self.dismiss(None)
