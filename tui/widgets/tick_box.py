"""A checkbox whose state shows as a glyph, not only as a colour."""

from textual.widgets import Checkbox


class TickBox(Checkbox):
    """Ticked shows ✓, unticked a blank: readable on 16 colours, NO_COLOR and by
    colour-blind GMs (Textual's checkbox draws the same X either way)."""

    # Textual reads this class attribute to draw the box; a property makes it follow
    # the value.
    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]
        return "✓" if self.value else " "
