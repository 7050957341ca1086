"""A question only the GM answers: asked while a player may hold the keyboard.

Like every :class:`~tui.screens.choice.ConfirmScreen`, only ``y`` says yes, and here
only once the question is on screen: the keys typed in the same burst as the one that
asked (Esc then Enter, ``b`` then ``y``) are dropped, never read as an answer.
"""

from typing import ClassVar

from textual.binding import Binding, BindingType

from i18n import _
from tui.screens.choice import ConfirmScreen
from tui.typeahead import void_pending_keys


class GmConfirmScreen(ConfirmScreen, inherit_bindings=False):
    DEFAULT_CSS = """
    GmConfirmScreen { align: center middle; }
    GmConfirmScreen > Vertical {
        width: 60; max-width: 100%; height: auto; border: heavy $warning;
        background: $surface; padding: 0 1;
    }
    GmConfirmScreen .keys { color: $text-muted; }
    """

    #: Ids of their own: a keymap may give the GM's answer another key than a dialog's.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", _("Yes"), id="gm_confirm.yes"),
        Binding("n,enter,escape,ctrl+g", "answer(False)", _("No"), id="gm_confirm.no"),
    ]

    def keys_hint(self) -> str:
        return _("y: yes, the GM answers · n/Enter/Esc: no")

    def on_mount(self) -> None:
        # The keys that came with the one that asked were typed before anyone read this.
        void_pending_keys(self.app)
