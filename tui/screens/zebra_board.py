"""The zebra board: Sequences of Initiative Counters, costs, engagements."""

from typing import ClassVar

from textual.binding import BindingType

from tui.commands import UiCommand, bindings_of
from tui.commands.board import BOARD_COMMANDS
from tui.commands.zebra import SHOW_TIMELINE, ZEBRA_COMMANDS
from tui.screens.zebra_actions import ZebraActions


class ZebraBoard(ZebraActions):
    COMMANDS_DECLARED: ClassVar[tuple[UiCommand, ...]] = (
        *ZEBRA_COMMANDS,
        SHOW_TIMELINE,
        *BOARD_COMMANDS,
    )
    BINDINGS: ClassVar[list[BindingType]] = bindings_of(COMMANDS_DECLARED)

    def action_switch_view(self) -> None:
        from tui.screens.zebra_timeline import ZebraTimeline

        self.app.push_screen(ZebraTimeline(self.bridge, selected=self.selected_actor))
