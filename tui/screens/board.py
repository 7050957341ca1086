"""The live order board: the main screen, common to every system."""

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar, Generic, TypeVar

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.css.query import NoMatches
from textual.events import Resize
from textual.reactive import reactive

from i18n import _
from rules.json_view import Json
from rules.state_views import StateView
from tui.bridge import EncounterBridge
from tui.commands import UiCommand
from tui.commands.board import BOARD_COMMANDS
from tui.memo import IdentityMemo
from tui.presenters import BoardView, build_view, presenter_for
from tui.presenters.board import Presenter, RowMemo
from tui.presenters.log import LogDescriber
from tui.screens.condition_actions import ConditionActions
from tui.screens.form_fields import FormField, FormValues
from tui.screens.form_values import integer
from tui.widgets.actor_details import ActorDetails
from tui.widgets.footer import WholeFooter
from tui.widgets.log_pane import LogPane
from tui.widgets.order_list import OrderList
from tui.widgets.status_bar import StatusBar

# The dialogs are imported when one opens: a resumed board's first frame needs none.

if TYPE_CHECKING:
    from tui.presenters.log import Logged


V = TypeVar("V", bound=StateView)

#: What a board shows before anything is drawn.
NOTHING_YET: Json = {
    "system": None,
    "round": 0,
    "phase": "setup",
    "order": [],
    "done": [],
    "actors": {},
}


def in_order(view: StateView, actor: str) -> bool:
    """Whether ``actor`` has an entry still to resolve."""
    return any(entry.actor == actor for slot in view.order for entry in slot)


def just_acted(before: StateView, after: StateView, actor: str) -> bool:
    """Whether ``actor``, at the head ``before``, has acted and left it ``after``: one more
    entry done, none at the head (an undo, a wound or a reorder is no action)."""

    def done(view: StateView) -> int:
        return sum(entry.actor == actor for entry in view.done)

    heading = {entry.actor for entry in before.head()}
    now = {entry.actor for entry in after.head()}
    return actor in heading and actor not in now and done(after) > done(before)


class BoardScreen(ConditionActions, Generic[V]):
    """Round, phase, slots in order, whose turn, what is done, each actor's numbers, a log."""

    #: Each system's board lists its own commands first, then BOARD_COMMANDS, so the
    #: footer shows the system's keys before the common ones.
    COMMANDS_DECLARED: ClassVar[tuple[UiCommand, ...]] = BOARD_COMMANDS
    #: Whether the cursor on who has just acted goes on to who acts now. Not where one
    #: acts again and again (a zebra fighter): there it stays with the combatant.
    ACTED_GOES_ON: ClassVar[bool] = False

    # Wide, the log stands beside the order and L hides it. Narrow, the order needs every
    # column: the log hides, and L shows it under the order, as wide as the screen, so
    # both read whole at 60 columns too.
    DEFAULT_CSS = """
    BoardScreen #panes { height: 1fr; }
    BoardScreen.log-hidden LogPane { display: none; }
    BoardScreen.narrow #panes.order-and-log { layout: vertical; }
    BoardScreen.narrow LogPane { display: none; }
    BoardScreen.narrow.log-shown LogPane {
        display: block; width: 1fr; height: 40%;
        border-left: none; border-top: hkey $foreground 30%;
    }
    """

    #: Below this width the log pane hides (L shows it) so the order keeps its columns.
    NARROW = 110
    HELP_TITLE = _("Keys of the order board")

    # The screen only hands these to its widgets (data_bind): repainting the screen
    # itself would redraw every widget on it, footer included, at every change.
    view: reactive[BoardView | None] = reactive(None, always_update=True, repaint=False)
    log_text: reactive[tuple[str, ...]] = reactive((), repaint=False)
    detail: reactive[str] = reactive("", repaint=False)

    def __init__(self, bridge: EncounterBridge) -> None:
        super().__init__()
        self.bridge = bridge
        self.presenter: Presenter[V] = presenter_for(bridge.system)
        self.describer = LogDescriber(bridge.system)
        #: The state last drawn, through the system's typed view: actions read it
        #: instead of asking the widgets.
        self.data: V = self.presenter.view_class(NOTHING_YET)
        # Both by the state JSON's identity: undo and redo bring back the very objects
        # drawn before, and their typed views keep what they have read (and checked).
        self.states: IdentityMemo[Json, V] = IdentityMemo()
        self.views: IdentityMemo[Json, BoardView] = IdentityMemo()
        # By the typed view's identity, for the same reason: a redraw asks who is to
        # declare before and after it, and an undo's "before" is a redo's "after".
        self.declaring: IdentityMemo[V, set[str]] = IdentityMemo()
        self.names_of: IdentityMemo[V, dict[str, str]] = IdentityMemo()
        #: The rows last built: a new state's board takes those that did not change.
        self.rows_built = RowMemo()

    @classmethod
    def ui_commands(cls) -> tuple[UiCommand, ...]:
        """Every command of this board, for the palette and the help screen."""
        return cls.COMMANDS_DECLARED

    def compose(self) -> ComposeResult:
        # No Header: at 80×24 every line goes to the order; the status bar names the encounter.
        yield StatusBar().data_bind(
            BoardScreen.view, BoardScreen.undo_depth, BoardScreen.redo_depth
        )
        with Horizontal(id="panes", classes="order-and-log"):
            yield OrderList(id="order").data_bind(BoardScreen.view)
            yield LogPane(id="log").data_bind(lines=BoardScreen.log_text)
        yield ActorDetails().data_bind(text=BoardScreen.detail)
        yield WholeFooter(compact=True)

    def on_mount(self) -> None:
        # The details line follows the cursor in the same frame (not a message later).
        for order in self.query(OrderList):  # a board's side view may have none
            order.on_select = self.update_detail
        self.attach()
        self.focus_main()

    def focus_main(self) -> None:
        self.query_one(OrderList).focus()

    # -- redrawing from the rules' events ------------------------------------------
    def redraw(self) -> None:
        from rules.view import state_view

        assert self.shown is not None
        records = self.shown.records
        # Nothing drawn yet (the first redraw): nobody was to declare.
        before = self.data if self.data.system is not None else None
        to_declare = self.to_declare() if before is not None else set()
        selected = self.selected_actor
        self.draw(state_view(self.shown.state), records, undo=len(records), redo=self.shown.redo)
        if selected is None or before is None:
            return
        # The cursor on whoever has just declared goes on to whoever declares next, so
        # that ``d`` again declares them; ``d`` on one who has declared (the GM moving
        # back to them) declares that one again. One who left the order instead (a wound
        # that incapacitates) keeps the cursor: the next key is most likely for him.
        if selected in to_declare and selected not in self.to_declare():
            if in_order(self.data, selected):
                self.select_actor(self.declares_next())
        elif self.ACTED_GOES_ON and just_acted(before, self.data, selected):
            # The same for who has just acted: the cursor goes on to who acts now.
            head = self.data.head()
            if head:
                self.select_actor(head[0].actor)

    def to_declare(self) -> set[str]:
        """:meth:`still_to_declare`, found once per state drawn."""
        return self.declaring.get(self.data, self.still_to_declare)

    def still_to_declare(self) -> set[str]:
        """Who has a declaration to make now (none where the system has no declarations)."""
        return set()

    def declares_next(self) -> str | None:
        """Who declares next, for the cursor after a declaration (None: it stays)."""
        return None

    def draw(
        self,
        data: Json,
        records: "Sequence[Logged]",
        *,
        undo: int,
        redo: int,
        first: int = 1,
    ) -> None:
        state = self.states.get(data, lambda: self.presenter.view_class(data))
        name = state.name or _("Encounter")
        self.view = self.views.get(data, lambda: self.board_view(state, name))
        self.log_text = self.log_lines(state, records, first)
        self.undo_depth = undo
        self.redo_depth = redo
        self.update_detail()
        self.data = state

    def board_view(self, state: V, name: str) -> BoardView:
        """What the board shows of ``state``; a system's board may mask part of it."""
        return build_view(state, self.presenter, name, self.rows_built)

    def log_lines(self, state: V, records: "Sequence[Logged]", first: int) -> tuple[str, ...]:
        """The log pane's lines, ``first`` the number of the first of ``records``."""
        names = self.names_of.get(
            state, lambda: {actor_id: actor.name for actor_id, actor in state.actors.items()}
        )
        return self.describer.lines(records, names, first=first)

    def tell_history(self, notice: str) -> None:
        """What an undo or redo walked over, on the details line, until the cursor moves
        or the encounter changes again.

        Not a notification: each one was a toast stacked on the last, the stack laid out
        again at every press, which made undo and redo four times slower than any other
        key at a table of 20 (issue 25), and the removal of each, 6 s later, was written
        during some later key. The line replaced in place, as tall as it was, lays
        nothing out."""
        from tui.shown import NOTICE_LENGTH, clipped

        notice = clipped(notice, NOTICE_LENGTH)
        try:
            self.detail = self.query_one(ActorDetails).held(notice)
        except NoMatches:  # a board's side view may have no details line
            self.notify(notice, timeout=6)

    def update_detail(self) -> None:
        if self.view is not None:
            # What a narrow order leaves out of the selected row ("WP 5/5") reads here,
            # unless the system's details name it already ("Panache 2").
            detail = self.view.detail(self.selected_actor)
            try:
                # The first found: a full query walks the whole screen at every key.
                dropped = self.query_one(OrderList).dropped_cells()
            except NoMatches:  # a board's side view may have no order list
                dropped = []
            shown = [detail] if detail else []
            shown += [
                f"{header} {cell}"
                for header, cell in dropped
                if header.casefold() not in detail.casefold()
            ]
            self.detail = " · ".join(shown)

    @property
    def selected_actor(self) -> str | None:
        return self.query_one(OrderList).selected_actor

    def select_actor(self, actor: str | None) -> None:
        """Put the cursor on ``actor``'s first row (coming back from another view)."""
        order = self.query_one(OrderList)
        rows = [index for index, row in enumerate(order.rows) if row.actor == actor]
        if rows:
            order.set_cursor(rows[0])

    # -- common commands ------------------------------------------------------------
    def action_toggle_log(self) -> None:
        self.toggle_class("log-shown" if self.has_class("narrow") else "log-hidden")

    def on_resize(self, event: Resize) -> None:
        self.set_class(event.size.width < self.NARROW, "narrow")

    def action_home(self) -> None:
        self.app.show_home()  # type: ignore[attr-defined]

    def action_help(self) -> None:
        from tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(self, self.HELP_TITLE))

    def action_history(self) -> None:
        """The whole encounter, undone steps included, as sentences round by round."""
        from rules.history import build_history
        from tui.screens.history import HistoryScreen

        encounter = self.bridge.encounter
        records = encounter.records
        try:
            history = build_history(
                [*records, *encounter.undone_records], len(records), encounter.id
            )
        except Exception as error:  # a record that folded once and not now: say so, stay
            from rules.damage import problem_of

            message = _("Could not tell the history: {error}").format(error=problem_of(error))
            self.notify(message, severity="error")
            return
        self.app.push_screen(HistoryScreen(history))

    def action_set_score(self) -> None:
        from rules.commands import SetScore
        from tui.screens.form import FormScreen

        actor = self.require_selection()
        if actor is None or self.refused(SetScore, actor):
            return
        name = self.actor_name(actor)

        def chosen(values: FormValues | None) -> None:
            if values is not None:
                self.send(SetScore, actor=actor, score=integer(values, "score"))

        field = FormField(
            "score", _("New score for {name}").format(name=name), "int", minimum=-99, maximum=999
        )
        self.ask(FormScreen(_("GM override: score"), [field]), chosen)

    def action_move(self) -> None:
        from rules.commands import MoveEntry
        from tui.screens.choice import ChoiceScreen

        actor = self.require_selection()
        if actor is None or self.refused(MoveEntry, actor):
            return
        others = [
            (entry.actor, self.actor_name(entry.actor))
            for slot in self.data.order
            for entry in slot
            if entry.actor != actor
        ]
        choices = [*dict(others).items(), ("", _("last of all"))]

        def chosen(before: str | None) -> None:
            if before is not None:
                self.send(MoveEntry, actor=actor, before=before or None)

        title = _("GM override: {name} acts just before…").format(name=self.actor_name(actor))
        self.app.push_screen(ChoiceScreen(title, choices), chosen)
