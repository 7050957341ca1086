"""A modal form: fields validated as you type, errors in words next to the field."""

from dataclasses import dataclass, field, replace
from typing import ClassVar, Literal

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.events import Key
from textual.widgets import Checkbox, Input, Label, Select, Static

from rules.i18n import _
from tui.screens.dialog import DialogScreen
from tui.shown import printable
from tui.widgets.tick_box import TickBox

FieldKind = Literal["text", "int", "bool", "choice", "die", "ints", "pairs"]
Value = str | int | bool | list[int] | dict[str, int] | None
FormValues = dict[str, Value]


@dataclass(frozen=True)
class FormField:
    """One field of a form. ``die`` fields may stay blank: the program rolls them."""

    name: str
    label: str
    kind: FieldKind = "text"
    default: Value = None
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[tuple[str, str], ...] = field(default_factory=tuple)
    optional: bool = False
    placeholder: str = ""


def refilled(fields: list[FormField], values: FormValues) -> list[FormField]:
    """``fields`` holding ``values`` (a form's answer) where it has them: a refused form
    comes back with what the GM typed."""
    return [
        replace(spec, default=values[spec.name]) if spec.name in values else spec for spec in fields
    ]


def parse_pairs(text: str, spec: FormField) -> tuple[Value, str]:
    """``"pistol=3, knife=2"`` → ``{"pistol": 3, "knife": 2}``."""
    pairs: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, _sep, number = part.rpartition("=")
        if not name.strip() or not number.strip().lstrip("-").isdigit():
            return None, _("Write name=number, separated by commas: “{part}”.").format(part=part)
        pairs[name.strip()] = int(number)
    if not pairs:
        return (None, "") if spec.optional else (None, _("Required."))
    return pairs, ""


def check(spec: FormField, raw: str) -> tuple[Value, str]:
    """The parsed value and an error sentence ('' when the value is fine)."""
    text = raw.strip()
    if spec.kind == "text":
        if not text and not spec.optional:
            return None, _("Required.")
        return text, ""
    if spec.kind == "pairs":
        return parse_pairs(text, spec)
    if spec.kind == "ints":
        try:
            numbers = [int(part) for part in text.replace(",", " ").split()]
        except ValueError:
            return None, _("Whole numbers separated by spaces, e.g. 5 3.")
        if not numbers and not spec.optional:
            return None, _("Required.")
        low = spec.minimum
        if low is not None and any(n < low for n in numbers):
            return None, _("Each number must be at least {low}.").format(low=low)
        return numbers, ""
    if not text:
        if spec.kind == "die" or spec.optional:
            return None, ""
        return None, _("Required.")
    try:
        number = int(text)
    except ValueError:
        return None, _("A whole number, please.")
    low, high = spec.minimum, spec.maximum
    if low is not None and high is not None and not low <= number <= high:
        if spec.kind == "die":
            return None, _("A d{high} shows 1 to {high}.").format(high=high)
        return None, _("From {low} to {high}.").format(low=low, high=high)
    if low is not None and number < low:
        return None, _("At least {low}.").format(low=low)
    if high is not None and number > high:
        return None, _("At most {high}.").format(high=high)
    return number, ""


class FormInput(Input):
    """Enter submits the form at once, in order with the keys typed after it.

    Input's own Enter posts a message that lands after the characters behind it in the
    same burst: "Bob", Enter, "x" in one write would have submitted "Bobx".
    """

    async def on_key(self, event: Key) -> None:
        if event.key == "enter":
            event.stop()
            event.prevent_default()
            await self.run_action("screen.submit")


class FormScreen(DialogScreen[FormValues | None]):
    """Enter or Ctrl+S submits; Esc or Ctrl+G cancels; Ctrl+R rolls the blank dice."""

    DEFAULT_CSS = """
    FormScreen { align: center middle; }
    FormScreen > Vertical {
        width: 64; max-width: 100%; height: auto; max-height: 100%;
        border: round $primary; background: $surface; padding: 0 1;
    }
    FormScreen .title { text-style: bold; width: 1fr; }
    FormScreen .note { color: $text-muted; }
    FormScreen .error { color: $error; height: auto; }
    FormScreen .error:disabled { display: none; }
    FormScreen VerticalScroll { height: auto; max-height: 18; }
    FormScreen Input, FormScreen Select { width: 1fr; }
    FormScreen .keys { color: $text-muted; }
    """

    AUTO_FOCUS = "Input, Select, Checkbox"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "submit", _("OK"), id="form.submit", tooltip=_("Apply the form.")),
        # An Enter that came in the burst which opened the form reached the screen
        # beneath before the form had focus: it still submits the form.
        Binding("enter", "submit", _("OK"), show=False),
        Binding(
            "escape,ctrl+g",
            "cancel",
            _("Cancel"),
            id="form.cancel",
            key_display="Esc/^G",
            tooltip=_("Close without changing anything."),
        ),
        Binding(
            "ctrl+r",
            "roll",
            _("Roll blanks"),
            id="form.roll",
            tooltip=_("Submit; the program rolls every die left blank."),
        ),
    ]

    def __init__(self, title: str, fields: list[FormField], note: str = "") -> None:
        super().__init__()
        self.form_title = title
        self.fields = fields
        self.note = note

    def compose(self) -> ComposeResult:
        with Vertical():
            # Titles, notes and labels carry names from data: plain text, never markup.
            yield Label(printable(self.form_title), classes="title", markup=False)
            if self.note:
                yield Static(printable(self.note), classes="note", markup=False)
            with VerticalScroll():
                for index, spec in enumerate(self.fields):
                    yield from self.compose_field(index, spec)
            has_dice = any(spec.kind == "die" for spec in self.fields)
            keys = _("Enter or ^S: OK · Tab: next field · Space: tick · Esc/^G: cancel")
            if has_dice:
                keys += " · " + _("blank = rolled, ^R: roll")
            yield Static(keys, classes="keys")

    def compose_field(self, index: int, spec: FormField) -> ComposeResult:
        # Widget ids are positional: field names may hold characters ids cannot.
        widget_id = f"field-{index}"
        if spec.kind == "bool":
            yield TickBox(Content(printable(spec.label)), value=bool(spec.default), id=widget_id)
            return
        yield Label(printable(spec.label), markup=False)
        if spec.kind == "choice":
            yield Select(
                [(Text(printable(label)), value) for value, label in spec.choices],
                value=spec.default if spec.default is not None else spec.choices[0][0],
                allow_blank=False,
                id=widget_id,
            )
            return
        default = spec.default
        if isinstance(default, list):
            value = " ".join(str(n) for n in default)
        elif isinstance(default, dict):
            value = ", ".join(f"{name}={number}" for name, number in default.items())
        else:
            value = "" if default is None else str(default)
        value = printable(value)
        placeholder = spec.placeholder or (_("blank: rolled") if spec.kind == "die" else "")
        yield FormInput(value=value, placeholder=placeholder, id=widget_id)
        yield Static("", classes="error", id=f"error-{index}", disabled=True)

    def on_input_changed(self, event: Input.Changed) -> None:
        index = int((event.input.id or "field-0").removeprefix("field-"))
        self.show_error(index, check(self.fields[index], event.value)[1])

    def show_error(self, index: int, message: str) -> None:
        error = self.query_one(f"#error-{index}", Static)
        error.update(Content(message))
        error.disabled = not message

    def on_input_submitted(self, event: Input.Submitted) -> None:
        # Input's own Enter binding: for an Enter that reached the board before the form
        # opened, resolved once the form's field had focus (FormInput handles the others).
        event.stop()
        self.action_submit()

    def collect(self) -> FormValues | None:
        values: FormValues = {}
        first_bad: str | None = None
        for index, spec in enumerate(self.fields):
            widget_id = f"#field-{index}"
            if spec.kind == "bool":
                values[spec.name] = self.query_one(widget_id, Checkbox).value
            elif spec.kind == "choice":
                selected = self.query_one(widget_id, Select).value
                values[spec.name] = selected if isinstance(selected, str) else None
            else:
                value, message = check(spec, self.query_one(widget_id, Input).value)
                self.show_error(index, message)
                if message and first_bad is None:
                    first_bad = widget_id
                values[spec.name] = value
        if first_bad is not None:
            self.query_one(first_bad).focus()
            return None
        return values

    def action_submit(self) -> None:
        values = self.collect()
        if values is not None:
            self.dismiss(values)

    def action_roll(self) -> None:
        self.action_submit()

    def action_cancel(self) -> None:
        self.dismiss(None)
