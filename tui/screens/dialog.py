"""A dialog answers once, and only for itself.

Every modal of degaine closes through :func:`answer_once`: a second answer (the
second Enter of a burst, a digit after the one that chose) is ignored, a dialog
that is not on top pops nothing, and the keys typed along with the answer are
dropped (:mod:`tui.typeahead`).
"""

from typing import Any, ClassVar, TypeVar, cast
from weakref import WeakSet

from textual.app import ScreenStackError
from textual.await_complete import AwaitComplete
from textual.binding import Binding, BindingType
from textual.command import CommandList, CommandPalette
from textual.message import Message
from textual.screen import ModalScreen, Screen
from textual.widgets import Input, OptionList

from i18n import _
from tui.typeahead import void_pending_keys

ResultT = TypeVar("ResultT")

#: The screens that have answered (dismissed or left): gone, or going, from the stack.
ANSWERED: "WeakSet[Screen[Any]]" = WeakSet()


def answer_once(screen: Screen[Any]) -> bool:
    """True if ``screen`` may answer now: it is on top and has not answered yet."""
    if screen in ANSWERED or not on_top(screen):
        return False
    ANSWERED.add(screen)
    void_pending_keys(screen.app)
    return True


def on_top(screen: Screen[Any]) -> bool:
    try:
        return screen.app.screen is screen
    except ScreenStackError:  # the app is closing
        return False


def nothing_to_await() -> AwaitComplete:
    """What ``dismiss`` returns when it does nothing."""
    return cast(AwaitComplete, AwaitComplete.nothing())  # type: ignore[no-untyped-call]


def leave(screen: Screen[Any]) -> bool:
    """A full screen going back (the duel, the timeline): it pops itself, nothing else.

    False if it was not on top or had already gone (a second ``b`` of a burst).
    """
    if not answer_once(screen):
        return False
    screen.app.pop_screen()
    return True


class DialogScreen(ModalScreen[ResultT]):
    """A modal that dismisses at most once, and only itself."""

    def dismiss(self, result: ResultT | None = None) -> AwaitComplete:
        if not answer_once(self):
            return nothing_to_await()
        return super().dismiss(result)


class GuardedCommandPalette(CommandPalette):
    """Textual's palette, answering once: a second Enter runs no command twice."""

    #: Ctrl+G closes it as it closes every dialog: a lone Esc is slow and fragile over SSH.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+g", "escape", _("Close"), show=False),
    ]

    def dismiss(self, result: None = None) -> AwaitComplete:
        if not answer_once(self):
            return nothing_to_await()
        return super().dismiss(result)

    def _watch__list_visible(self) -> None:
        # The palette's search worker and its "no matches" timer outlive its answer: run
        # once its widgets are gone, Textual's watcher would query them (NoMatches).
        if self.query(CommandList):
            super()._watch__list_visible()

    def on_input_changed(self, event: Input.Changed) -> None:
        self.drop_after_answer(event)  # a search started now would find its list gone

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.drop_after_answer(event)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.drop_after_answer(event)

    def drop_after_answer(self, event: Message) -> None:
        # After the answer, CommandPalette's own handlers of these would search its gone
        # list or run the command again. This class's handlers run first: preventing
        # the default stops theirs.
        if self in ANSWERED:
            event.stop()
            event.prevent_default()
