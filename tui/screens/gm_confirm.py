"""A question only the GM answers: asked while a player may hold the keyboard.

Unlike :class:`~tui.screens.choice.ConfirmScreen`, Enter here means no: a player
pressing Enter to close their own form must never answer it. Only ``y`` says yes,
and only once the question is on screen: the keys typed in the same burst as the
one that asked (Esc then Enter, ``b`` then ``y``) are dropped, never read as an answer.
"""

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Label, Static

from i18n import _
from tui.screens.dialog import DialogScreen
from tui.shown import printable
from tui.typeahead import void_pending_keys


class GmConfirmScreen(DialogScreen[bool], inherit_bindings=False):
    DEFAULT_CSS = """
    GmConfirmScreen { align: center middle; }
    GmConfirmScreen > Vertical {
        width: 60; max-width: 100%; height: auto; border: heavy $warning;
        background: $surface; padding: 0 1;
    }
    GmConfirmScreen Label { width: 100%; }
    GmConfirmScreen .keys { color: $text-muted; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", _("Yes"), id="gm_confirm.yes"),
        Binding("n,enter,escape,ctrl+g", "answer(False)", _("No"), id="gm_confirm.no"),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(printable(self.question), markup=False)
            yield Static(_("y: yes, the GM answers · n/Enter/Esc: no"), classes="keys")

    def on_mount(self) -> None:
        # The keys that came with the one that asked were typed before anyone read this.
        void_pending_keys(self.app)

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)
