"""A screen opened over the board for one procedure of the game (the duel, the ambush).

It has the board's undo, redo and help under the same keys, and b goes back to
the board, which redraws what was done meanwhile.
"""

from typing import ClassVar

from i18n import _
from tui.commands import UiCommand
from tui.screens.bridged import BridgedScreen
from tui.screens.dialog import leave
from tui.screens.help import HelpScreen


class ProcedureScreen(BridgedScreen):
    COMMANDS_DECLARED: ClassVar[tuple[UiCommand, ...]] = ()
    #: The help screen's title.
    HELP_TITLE: ClassVar[str] = ""

    @classmethod
    def ui_commands(cls) -> tuple[UiCommand, ...]:
        """Every command of this screen, for the palette and the help screen."""
        return cls.COMMANDS_DECLARED

    def action_back(self) -> None:
        leave(self)

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(self, self.HELP_TITLE or _("Keys")))
