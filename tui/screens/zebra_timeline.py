"""The zebra timeline: the running Sequence as a countdown (t switches with the board).

The same encounter and the same keys as the zebra board (``ZebraActions``); only
the view differs: a scale of counters with a marker per combatant, the track of
this Sequence's actions, and a panel saying who acts next and then (projected),
who is out, what overspend carries (Z8) and which engagements give which
positions (Z2).
"""

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal
from textual.reactive import reactive

from i18n import _
from rules.systems.zebra.views import ZebraView
from tui.bridge import EncounterBridge
from tui.commands import UiCommand, bindings_of
from tui.commands.board import BOARD_COMMANDS
from tui.commands.zebra import SHOW_BOARD, ZEBRA_COMMANDS
from tui.presenters.zebra_timeline import TimelineView, build_timeline
from tui.screens.board import BoardScreen
from tui.screens.dialog import leave
from tui.screens.zebra_actions import ZebraActions
from tui.shown import shown_state
from tui.widgets.action_track import ActionTrack
from tui.widgets.actor_details import ActorDetails
from tui.widgets.countdown import CountdownScale
from tui.widgets.footer import WholeFooter
from tui.widgets.status_bar import StatusBar
from tui.widgets.timeline_summary import TimelineSummary

#: The timeline has no log pane: its track is the Sequence's history.
TIMELINE_BOARD_COMMANDS = tuple(c for c in BOARD_COMMANDS if c.id != "board.log")


class ZebraTimeline(ZebraActions):
    COMMANDS_DECLARED: ClassVar[tuple[UiCommand, ...]] = (
        *ZEBRA_COMMANDS,
        SHOW_BOARD,
        *TIMELINE_BOARD_COMMANDS,
    )
    BINDINGS: ClassVar[list[BindingType]] = bindings_of(COMMANDS_DECLARED)
    HELP_TITLE = _("Keys of the timeline")

    DEFAULT_CSS = """
    ZebraTimeline CountdownScale {
        border: round $foreground 30%; border-title-align: left;
    }
    ZebraTimeline CountdownScale:focus { border: round $primary; }
    ZebraTimeline #panes { height: 1fr; }
    ZebraTimeline ActionTrack { width: 2fr; min-width: 30; border: round $foreground 30%; }
    ZebraTimeline TimelineSummary {
        width: 3fr; border: round $foreground 30%; border-subtitle-color: $foreground 60%;
    }
    """

    timeline: reactive[TimelineView | None] = reactive(None, always_update=True)

    def __init__(self, bridge: EncounterBridge, selected: str | None = None) -> None:
        super().__init__(bridge)
        self.first_selected = selected

    def compose(self) -> ComposeResult:
        yield StatusBar().data_bind(
            BoardScreen.view, BoardScreen.undo_depth, BoardScreen.redo_depth
        )
        yield CountdownScale(self.first_selected, id="scale").data_bind(ZebraTimeline.timeline)
        with Horizontal(id="panes"):
            yield ActionTrack().data_bind(ZebraTimeline.timeline)
            summary = TimelineSummary().data_bind(ZebraTimeline.timeline)
            summary.border_title = _("At a glance")
            yield summary
        yield ActorDetails().data_bind(text=BoardScreen.detail)
        yield WholeFooter(compact=True)

    def focus_main(self) -> None:
        self.query_one(CountdownScale).focus()

    def redraw(self) -> None:
        super().redraw()
        # The timeline draws names and labels from the state JSON: printable only.
        cleaned = shown_state(self.data.json)
        # The same object while nothing needed cleaning: its view's reads are kept.
        shown = self.data if cleaned is self.data.json else ZebraView(cleaned)
        self.timeline = build_timeline(shown)

    @property
    def selected_actor(self) -> str | None:
        return self.query_one(CountdownScale).selected_actor

    def on_countdown_scale_selected(self, message: CountdownScale.Selected) -> None:
        self.update_detail()

    def action_switch_view(self) -> None:
        """Back to the order board it was opened from, its cursor on the same combatant."""
        selected = self.selected_actor
        if not leave(self):
            return
        board = self.app.screen
        if isinstance(board, BoardScreen):
            board.select_actor(selected)
