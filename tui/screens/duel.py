"""The formal duel (W10): MONTER, then DÉGAINER with the keyboard passed round, the reveal.

In DÉGAINER the keyboard may be in a player's hands: the screen shows the
entries of whoever holds it and masks every other duelist's, even though the
GM's board could show them. Passing the keyboard on goes round the duelists,
then to nobody (every card masked) for the GM to reveal.
"""

from collections.abc import Callable
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Container
from textual.events import Resize
from textual.reactive import reactive

from rules.i18n import _
from rules.systems.western.views import WesternView
from rules.view import state_view
from tui.bridge import EncounterBridge
from tui.commands import UiCommand, bindings_of
from tui.commands.duel import DUEL_COMMANDS
from tui.presenters.duel import DEGAINER, MONTER, RESOLVE, DuelView, build_duel_view
from tui.screens.board import NOTHING_YET
from tui.screens.choice import ChoiceScreen
from tui.screens.procedure import ProcedureScreen
from tui.screens.western_forms import (
    CommandForm,
    ask,
    ask_change,
    declare_form,
    dice_form,
    dice_odds,
    hold_form,
    pending_actions,
)
from tui.shown import printable, shown_state
from tui.widgets.duel import DuelCard, SlotPanel, StepBanner
from tui.widgets.footer import WholeFooter
from tui.widgets.status_bar import StatusBar


class DuelScreen(ProcedureScreen):
    COMMANDS_DECLARED: ClassVar[tuple[UiCommand, ...]] = DUEL_COMMANDS
    BINDINGS: ClassVar[list[BindingType]] = bindings_of(COMMANDS_DECLARED)
    HELP_TITLE = _("Keys of the duel")

    DEFAULT_CSS = """
    DuelScreen #cards {
        layout: grid; grid-size: 2; grid-rows: auto; grid-gutter: 0 1;
        height: auto; padding: 0 1;
    }
    DuelScreen SlotPanel { height: 1fr; }
    """

    view: reactive[DuelView | None] = reactive(None, always_update=True)

    def __init__(self, bridge: EncounterBridge, duelists: list[str]) -> None:
        super().__init__()
        self.bridge = bridge
        self.duelists = list(duelists)
        #: The GM called DÉGAINER: MONTER is over even before anyone declares.
        self.drawn = False
        #: Whose card is selected; in DÉGAINER, who holds the keyboard. The index
        #: just past the last duelist is nobody: every card masked.
        self.position = 0
        #: The state last drawn (nothing before the screen attaches to the encounter).
        self.data = WesternView(NOTHING_YET)

    def compose(self) -> ComposeResult:
        yield StatusBar().data_bind(DuelScreen.view, DuelScreen.undo_depth, DuelScreen.redo_depth)
        yield StepBanner().data_bind(DuelScreen.view)
        with Container(id="cards"):
            for index, _actor in enumerate(self.duelists):
                yield DuelCard(id=f"card-{index}")
        yield SlotPanel().data_bind(DuelScreen.view)
        yield WholeFooter(compact=True)

    #: A card is at least this wide; narrower terminals put the duelists on several rows.
    CARD_WIDTH = 26

    def on_mount(self) -> None:
        self.attach()

    def on_resize(self, event: Resize) -> None:
        fits = max(1, (event.size.width - 2) // self.CARD_WIDTH)
        self.query_one("#cards").styles.grid_size_columns = min(len(self.duelists), fits)

    # -- drawing ----------------------------------------------------------------------
    def redraw(self) -> None:
        self.data = WesternView(shown_state(state_view(self.state)))
        self.count_history()
        self.draw()

    def draw(self) -> None:
        """Rebuild the view from the last state JSON and the screen's own choices."""
        name = printable(self.state.name) or _("Encounter")
        if self.data.revealed and self.position >= len(self.duelists):
            self.position = 0  # after the reveal nothing is masked: nobody is no stop
        selected = self.duelists[self.position] if self.position < len(self.duelists) else None
        view = build_duel_view(self.data, name, self.duelists, self.drawn, selected, selected)
        self.view = view
        # One height for every card, from what is drawn: a masked card's is fixed, so
        # the height never betrays the size of a hidden declaration.
        height = 2 + max((DuelCard.lines_for(card) for card in view.cards), default=4)
        for index, card in enumerate(view.cards):
            widget = self.query_one(f"#card-{index}", DuelCard)
            widget.card = card
            widget.styles.height = height

    @property
    def step(self) -> str:
        return self.view.step if self.view is not None else MONTER

    # -- whose turn at the keyboard ---------------------------------------------------------
    def action_degainer(self) -> None:
        if self.step == MONTER:
            self.start_drawing(self.duelists[0])

    def start_drawing(self, actor: str) -> None:
        """MONTER is over: DÉGAINER, with ``actor`` at the keyboard."""
        self.drawn = True
        self.position = self.duelists.index(actor)
        self.draw()

    def action_pass_keyboard(self, delta: int) -> None:
        # Nobody (every card masked) is a stop only while entries are hidden.
        stops = len(self.duelists) + (1 if self.step == DEGAINER else 0)
        self.position = (self.position + delta) % max(1, stops)
        self.draw()

    def acting(self) -> str | None:
        """The duelist the next entry is for: the keyboard's holder, or the selected card."""
        if self.position >= len(self.duelists):
            self.notify(_("Nobody holds the keyboard: Tab hands it over."), severity="warning")
            return None
        return self.duelists[self.position]

    def choose_action(self, actor: str, then: Callable[[int], None]) -> None:
        """Which of ``actor``'s actions: asked only when the split made several."""
        own = pending_actions(self.data, actor)
        if not own:
            self.notify(
                _("{name} has no action waiting: d declares.").format(name=self.actor_name(actor)),
                severity="warning",
            )
            return
        if len(own) == 1:
            then(own[0].detail.index)
            return
        choices = [
            (str(entry.detail.index), f"{entry.action or '—'} · {entry.score}") for entry in own
        ]

        def chosen(value: str | None) -> None:
            if value is not None:
                then(int(value))

        title = _("Which of {name}'s actions?").format(name=self.actor_name(actor))
        self.app.push_screen(ChoiceScreen(title, choices), chosen)

    def ask_for_action(self, form: Callable[[str, str, int], CommandForm]) -> None:
        """Ask ``form(actor, name, index)`` about one action of the acting duelist."""
        actor = self.acting()
        if actor is not None:
            name = self.actor_name(actor)
            self.choose_action(actor, lambda index: ask(self, form(actor, name, index)))

    # -- the duel's commands --------------------------------------------------------------
    def action_declare(self) -> None:
        actor = self.acting()
        if actor is not None:
            if self.step == MONTER:  # declaring is drawing: MONTER is over
                self.start_drawing(actor)
            ask(self, declare_form(actor, self.data.actors[actor]))

    def action_sacrifice(self) -> None:
        self.ask_for_action(
            lambda a, n, i: dice_form("sacrifice", a, n, i, dice_odds(self, "sacrifice", a, i))
        )

    def action_panache(self) -> None:
        self.ask_for_action(
            lambda a, n, i: dice_form("panache", a, n, i, dice_odds(self, "panache", a, i))
        )

    def action_hold(self) -> None:
        self.ask_for_action(hold_form)

    def action_tension(self) -> None:
        ask_change(self, "tension", self.acting())

    def action_tokens(self) -> None:
        ask_change(self, "tokens", self.acting())

    def action_reveal(self) -> None:
        from rules.systems.western.commands import Reveal

        if self.send(Reveal):
            self.position = min(self.position, len(self.duelists) - 1)

    def action_resolve(self) -> None:
        if self.step != RESOLVE:
            self.notify(_("Reveal the scores first (v)."), severity="warning")
            return
        from rules.systems.western.commands import Resolve

        self.send(Resolve)
