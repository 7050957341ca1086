"""Which board shows which system: the table of systems says (see :mod:`rules.systems`)."""

from typing import Any, ClassVar

from textual.binding import BindingType

from rules.state_views import StateView
from rules.systems import resolve, system_row
from tui.commands import bindings_of
from tui.commands.board import BOARD_COMMANDS
from tui.screens.board import BoardScreen


class GenericBoard(BoardScreen[StateView]):
    """The board of a system that has no board of its own: common commands only."""

    BINDINGS: ClassVar[list[BindingType]] = bindings_of(BOARD_COMMANDS)


def board_for(system: str | None) -> type[BoardScreen[Any]]:
    row = system_row(system)
    if row is None or row.board is None:
        return GenericBoard
    board = resolve(row.board)
    if not (isinstance(board, type) and issubclass(board, BoardScreen)):
        raise TypeError(f"{row.board} is not a board screen")
    return board
