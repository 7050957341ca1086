"""Which board shows which system."""

from typing import ClassVar

from textual.binding import BindingType

from tui.commands import bindings_of
from tui.commands.board import BOARD_COMMANDS
from tui.screens.board import BoardScreen


class GenericBoard(BoardScreen):
    """The board of a system that has no board of its own: common commands only."""

    BINDINGS: ClassVar[list[BindingType]] = bindings_of(BOARD_COMMANDS)


def board_for(system: str | None) -> type[BoardScreen]:
    if system == "vampire":
        from tui.screens.vampire_board import VampireBoard

        return VampireBoard
    if system == "zebra":
        from tui.screens.zebra_board import ZebraBoard

        return ZebraBoard
    if system == "western":
        from tui.screens.western_board import WesternBoard

        return WesternBoard
    return GenericBoard
