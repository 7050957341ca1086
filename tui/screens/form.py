"""A modal form: fields validated as you type, errors in words next to the field.

A form opened with ``attempt`` (:meth:`tui.screens.bridged.BridgedScreen.ask`)
tries its values when the GM confirms: if the rules refuse them, the refusal is
written beside the field it concerns (or under the title when it concerns the
whole command), the form stays open and every typed character stays, to be fixed.
"""

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.events import DescendantFocus, Key, Resize
from textual.widget import Widget
from textual.widgets import Checkbox, Input, Label, Select, Static

from i18n import _, ngettext
from tui.screens.dialog import DialogScreen
from tui.screens.form_fields import FieldKind, FormField, FormValues, Value, check, parse_pairs
from tui.shown import printable
from tui.widgets.key_choice import MOST_IN_A_ROW, KeyChoice
from tui.widgets.tick_box import TickBox

if TYPE_CHECKING:
    from tui.bridge import Refusal

__all__ = ["FieldKind", "FormField", "FormScreen", "FormValues", "Value", "check", "parse_pairs"]

#: Tries a form's values: None once they are applied, else why not.
Attempt = Callable[[FormValues], "Refusal | None"]

#: The form's lines around its fields: border, title, the refusal, the fold, the keys.
CHROME_LINES = 7


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


class FormSelect(Select[str], inherit_bindings=False):
    """A dropdown (for more options than a row holds) that leaves Enter to the form."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down,space,up", "show_overlay", _("Show the options"), show=False),
    ]


class FieldsBox(VerticalScroll, can_focus=False):
    """The fields, scrolling when the screen is too short: Tab goes field to field,
    never to the box itself."""


class FormScreen(DialogScreen[FormValues | None]):
    """Enter or Ctrl+S submits from any field; Esc or Ctrl+G cancels; Ctrl+R rolls the blanks."""

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
    FormScreen VerticalScroll { height: auto; }
    FormScreen .field { height: auto; }
    FormScreen .field > Label { width: 1fr; }
    FormScreen .field:focus-within > Label { text-style: bold; }
    FormScreen Input { width: 1fr; height: 1; border: none; padding: 0 1; background: $boost; }
    FormScreen Input:focus { border: none; background-tint: $foreground 10%; }
    FormScreen Select { width: 1fr; }
    FormScreen TickBox { border: none; padding: 0; height: 1; }
    FormScreen TickBox:focus { border: none; }
    FormScreen .fold { color: $text-muted; height: 1; }
    FormScreen .fold:disabled { display: none; }
    FormScreen .keys { color: $text-muted; }
    """

    AUTO_FOCUS = "Input, Select, Checkbox, KeyChoice"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "submit", _("OK"), id="form.submit", tooltip=_("Apply the form.")),
        # Enter confirms from any field: the widgets that could take it (the dropdown,
        # the tick box) leave it to this binding.
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

    def __init__(
        self,
        title: str,
        fields: list[FormField],
        note: str = "",
        attempt: Attempt | None = None,
        *,
        focus_first: str | None = None,
    ) -> None:
        super().__init__()
        self.form_title = title
        self.fields = fields
        self.note = note
        #: Set by whoever opens the form to try its values (see the module's doc).
        self.attempt = attempt
        #: The field the GM fills first, when the first one was answered already (the
        #: condition's name, picked from a list): None for the first field.
        self.focus_first = focus_first

    def compose(self) -> ComposeResult:
        with Vertical():
            # Titles, notes and labels carry names from data: plain text, never markup.
            yield Label(printable(self.form_title), classes="title", markup=False)
            if self.note:
                yield Static(printable(self.note), classes="note", markup=False)
            yield Static("", classes="error", id="refusal", disabled=True)
            with FieldsBox():
                for index, spec in enumerate(self.fields):
                    with Vertical(classes="field", id=f"group-{index}"):
                        yield from self.compose_field(index, spec)
            yield Static("", classes="fold", disabled=True)
            has_dice = any(spec.kind == "die" for spec in self.fields)
            keys = _("Enter/^S: OK · Tab: next field · Space: tick · Esc: cancel")
            if has_dice:
                keys += " · " + _("blank = rolled, ^R: roll")
            yield Static(keys, classes="keys")

    def compose_field(self, index: int, spec: FormField) -> ComposeResult:
        # Widget ids are positional: field names may hold characters ids cannot.
        widget_id = f"field-{index}"
        if spec.kind == "bool":
            yield TickBox(Content(printable(spec.label)), value=bool(spec.default), id=widget_id)
        elif spec.kind == "choice":
            yield Label(printable(spec.label), markup=False)
            value = spec.default if isinstance(spec.default, str) else spec.choices[0][0]
            if len(spec.choices) <= MOST_IN_A_ROW:
                yield KeyChoice(spec.choices, value, id=widget_id)
            else:
                options = [(Text(printable(label)), choice) for choice, label in spec.choices]
                yield FormSelect(options, value=value, allow_blank=False, id=widget_id)
        else:
            yield Label(printable(spec.label), markup=False)
            placeholder = spec.placeholder or (_("blank: rolled") if spec.kind == "die" else "")
            yield FormInput(value=typed_default(spec), placeholder=placeholder, id=widget_id)
        yield Static("", classes="error", id=f"error-{index}", disabled=True)

    # -- what the GM sees of the fields -------------------------------------------------
    def on_mount(self) -> None:
        first = next((i for i, f in enumerate(self.fields) if f.name == self.focus_first), None)
        if first is not None:
            # At once, not with focus(), which waits its turn: the next key goes there.
            self.set_focus(self.query_one(f"#field-{first}"))
        self.watch(self.query_one(FieldsBox), "scroll_y", self.announce_fold, init=False)
        self.fit_to(self.app.size.height)
        # The first field's label shows from the start, whatever the focus scrolled.
        self.call_after_refresh(self.show_first_field)

    def show_first_field(self) -> None:
        self.query_one(FieldsBox).scroll_home(animate=False, immediate=True)
        self.call_after_refresh(self.announce_fold)

    def on_resize(self, event: Resize) -> None:
        self.fit_to(event.size.height)

    def fit_to(self, height: int) -> None:
        """The fields scroll in what the screen leaves them; the rest of the form stays."""
        chrome = CHROME_LINES + (len(printable(self.note)) // 60 + 1 if self.note else 0)
        scroll = self.query_one(FieldsBox)
        scroll.styles.max_height = max(3, height - chrome)
        self.call_after_refresh(self.announce_fold)

    def on_descendant_focus(self, event: DescendantFocus) -> None:
        self.call_after_refresh(self.bring_into_view, event.widget)

    def scroll_to_center(self, widget: Widget, *args: Any, **kwargs: Any) -> None:
        # Textual centres a newly focused widget it cannot show whole, which scrolled
        # the first field's label away; a field comes into view as a whole instead.
        self.bring_into_view(widget)

    def bring_into_view(self, widget: Widget) -> None:
        """A field comes into view with its label and its message, not the box alone."""
        group = next((w for w in widget.ancestors if has_class(w, "field")), None)
        if isinstance(group, Widget) and group.is_attached:
            scroll = self.query_one(FieldsBox)
            scroll.scroll_to_widget(group, animate=False, immediate=True)
        self.call_after_refresh(self.announce_fold)

    def announce_fold(self) -> None:
        """Say how many fields lie above and below what the box shows."""
        # A closing form loses its children before it leaves the screen stack, and a
        # refresh queued by a key of the same burst may land in between: nothing to say.
        scroll = next(iter(self.query(FieldsBox)), None)
        fold = next(iter(self.query(".fold").results(Static)), None)
        if not self.is_attached or scroll is None or fold is None:
            return
        top, height = round(scroll.scroll_y), scroll.scrollable_content_region.height
        above = below = 0
        for group in self.query(".field"):
            region = group.virtual_region
            if region.y < top:
                above += 1
            elif region.bottom > top + height:
                below += 1
        parts = []
        if above:
            parts.append(ngettext("↑ {n} field above", "↑ {n} fields above", above).format(n=above))
        if below:
            parts.append(ngettext("↓ {n} more field", "↓ {n} more fields", below).format(n=below))
        fold.update(Content(" · ".join(parts)))
        fold.disabled = not parts

    def show_error(self, index: int, message: str) -> None:
        error = self.query_one(f"#error-{index}", Static)
        if str(error.content) == message and error.disabled == (not message):
            return  # as shown already: a key typed in a valid field costs no new layout
        error.update(Content(message))
        error.disabled = not message

    def show_refusal(self, refusal: "Refusal") -> None:
        """The rules' refusal beside the field it concerns, else under the title."""
        index = field_of(self.fields, refusal.field)
        top = self.query_one("#refusal", Static)
        if index is None:
            top.update(Content(printable(refusal.message)))
            top.disabled = False
            return
        top.disabled = True
        self.show_error(index, printable(refusal.beside or refusal.message))
        self.query_one(f"#field-{index}").focus()

    # -- reading and sending --------------------------------------------------------------
    def on_input_changed(self, event: Input.Changed) -> None:
        index = int((event.input.id or "field-0").removeprefix("field-"))
        self.show_error(index, check(self.fields[index], event.value)[1])

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
                chosen = self.query_one(widget_id)
                selected = chosen.value if isinstance(chosen, (KeyChoice, Select)) else None
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
        if values is None:
            return
        if self.attempt is not None:
            refusal = self.attempt(values)
            if refusal is not None:
                self.show_refusal(refusal)
                return
        self.dismiss(values)

    def action_roll(self) -> None:
        self.action_submit()

    def action_cancel(self) -> None:
        self.dismiss(None)


def typed_default(spec: FormField) -> str:
    """A field's default as the GM would have typed it."""
    default = spec.default
    if isinstance(default, list):
        typed = " ".join(str(n) for n in default)
    elif isinstance(default, dict):
        typed = ", ".join(f"{name}={number}" for name, number in default.items())
    else:
        typed = "" if default is None else str(default)
    return printable(typed)


def field_of(fields: list[FormField], path: str | None) -> int | None:
    """The field that fills the command field ``path`` (the most precise one), if any."""
    if not path:
        return None
    best: tuple[int, int] | None = None
    for index, spec in enumerate(fields):
        own = spec.path
        if (path == own or path.startswith(own + ".")) and (best is None or len(own) > best[1]):
            best = (index, len(own))
    return best[0] if best is not None else None


def has_class(widget: object, name: str) -> bool:
    return isinstance(widget, Widget) and widget.has_class(name)
