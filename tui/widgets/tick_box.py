"""A checkbox whose state shows as a glyph, not only as a colour."""

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.widgets import Checkbox


class TickBox(Checkbox, inherit_bindings=False):
    """Ticked shows ✓, unticked a blank: readable on 16 colours, NO_COLOR and by
    colour-blind GMs (Textual's checkbox draws the same X either way).

    Space ticks; Enter is left to the form, which says "Enter or ^S: OK": Textual's
    checkbox also toggled on Enter, so ``Tab Space Enter`` unticked what Space ticked.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space", "toggle_button", "Toggle", show=False),
    ]

    # Textual reads this class attribute to draw the box; a property makes it follow
    # the value.
    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]
        return "✓" if self.value else " "
