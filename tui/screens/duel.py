"""The formal duel (W10): MONTER, then DÉGAINER with the keyboard passed round, the reveal.

In DÉGAINER the keyboard may be in a player's hands: the screen shows the
entries of whoever holds it and masks every other duelist's, even though the
GM's board could show them. Passing the keyboard on goes round the duelists,
then to nobody (every card masked) for the GM to reveal.
"""

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Container
from textual.events import Resize
from textual.reactive import reactive

from i18n import _
from rules.systems.western.views import WesternView
from rules.view import state_view
from tui.bridge import EncounterBridge
from tui.commands import UiCommand, bindings_of
from tui.commands.duel import DUEL_COMMANDS
from tui.presenters.duel import (
    DEGAINER,
    MONTER,
    OVER,
    RESOLVE,
    DuelKeyboard,
    DuelView,
    build_duel_view,
)
from tui.screens.board import NOTHING_YET
from tui.screens.choice import ChoiceScreen, ConfirmScreen
from tui.screens.dialog import leave
from tui.screens.gm_confirm import GmConfirmScreen
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

if TYPE_CHECKING:
    from rules.commands import Command
    from rules.encounter import Record


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

    def __init__(
        self, bridge: EncounterBridge, duelists: list[str], keyboard: DuelKeyboard | None = None
    ) -> None:
        super().__init__()
        self.bridge = bridge
        self.duelists = list(duelists)
        self.keyboard = keyboard if keyboard is not None else DuelKeyboard()
        #: The keyboard is given back (or to the first who must declare) at the first draw.
        self.seated = False
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
        # The counters are counted in draw(): whose steps they count follows the keyboard.
        if not self.seated:
            self.seated = True
            self.seat()
        self.draw()

    def seat(self) -> None:
        """The keyboard where the screen left it on this duel; else, once someone has
        declared, with the first duelist still to declare (nobody when all have)."""
        kept = self.keyboard
        if kept.duel == self.duel_key() and (kept.holder is None or kept.holder in self.duelists):
            self.drawn = kept.drawn
            self.position = (
                len(self.duelists) if kept.holder is None else self.duelists.index(kept.holder)
            )
        elif self.data.duel is not None and self.data.duel.step == DEGAINER:
            self.drawn = True
            waiting = [actor for actor in self.duelists if actor in self.data.undeclared]
            self.position = self.duelists.index(waiting[0]) if waiting else len(self.duelists)

    def history_notice(self, kind: str, record: "Record") -> str:
        """Undo and redo name no duelist's choice before the reveal: the keyboard's
        holder would read another's (W10)."""
        from tui.presenters.duel_mask import masked_history

        masked = masked_history(kind, WesternView(state_view(self.showing().state)))
        return masked if masked is not None else super().history_notice(kind, record)

    # -- undo and redo while a duelist holds the keyboard (W10) --------------------------
    def count_history(self) -> None:
        """While a duelist holds the keyboard the counters count that duelist's own steps:
        the others' hidden ones must not show in a number that moves (W10)."""
        holder = self.holder()
        if holder is None or self.shown is None:
            super().count_history()
            return
        from tui.presenters.duel_mask import own_steps

        self.undo_depth = own_steps(self.shown.records, holder, from_end=True)
        self.redo_depth = own_steps(self.bridge.encounter.undone_records, holder, False)

    def action_undo(self) -> None:
        if self.may_walk(redo=False):
            super().action_undo()

    def action_redo(self) -> None:
        if self.may_walk(redo=True):
            super().action_redo()

    def may_walk(self, redo: bool) -> bool:
        """The GM undoes and redoes anything; a duelist at the keyboard only their own
        steps, so that nobody can take back, or learn of, the other's hidden choices."""
        holder = self.holder()
        if holder is None:
            return True
        self.count_history()
        left = self.redo_depth if redo else self.undo_depth
        if left:
            return True
        self.notify(
            _("{name} has the keyboard: only {name}'s own choices can be undone or redone.").format(
                name=self.actor_name(holder)
            ),
            title=_("Refused"),
            severity="warning",
            timeout=6,
        )
        return False

    def duel_key(self) -> tuple[int, tuple[str, ...]]:
        return (self.data.round, tuple(self.duelists))

    def holder(self) -> str | None:
        """Who holds the keyboard: a duelist in DÉGAINER, else nobody (the GM)."""
        if self.step == DEGAINER and self.position < len(self.duelists):
            return self.duelists[self.position]
        return None

    def draw(self) -> None:
        """Rebuild the view from the last state JSON and the screen's own choices."""
        name = printable(self.state.name) or _("Encounter")
        if self.data.revealed and self.position >= len(self.duelists):
            self.position = 0  # after the reveal nothing is masked: nobody is no stop
        selected = self.duelists[self.position] if self.position < len(self.duelists) else None
        view = build_duel_view(self.data, name, self.duelists, self.drawn, selected, selected)
        self.view = view
        self.keyboard.duel = self.duel_key()
        self.keyboard.drawn = self.drawn
        self.keyboard.holder = selected
        self.count_history()  # whose steps the counters count follows the keyboard
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

    def ask_for_action(
        self, command: "type[Command]", form: Callable[[str, str, int], CommandForm]
    ) -> None:
        """Ask ``form(actor, name, index)`` about one action of the acting duelist,
        unless the rules refuse ``command`` for them whatever the form would say."""
        actor = self.acting()
        if actor is not None and not self.refused(command, actor):
            name = self.actor_name(actor)
            self.choose_action(actor, lambda index: ask(self, form(actor, name, index)))

    # -- the duel's commands --------------------------------------------------------------
    def action_declare(self) -> None:
        from rules.systems.western.commands import Declare

        actor = self.acting()
        if actor is not None and not self.refused(Declare, actor):
            if self.step == MONTER:  # declaring is drawing: MONTER is over
                self.start_drawing(actor)
            # A duelist at the keyboard gets no GM override (W10): the GM's own, not theirs.
            ask(self, declare_form(actor, self.data.actors[actor], self.holder() is None))

    def action_sacrifice(self) -> None:
        from rules.systems.western.commands import Sacrifice

        self.ask_for_action(
            Sacrifice,
            lambda a, n, i: dice_form("sacrifice", a, n, i, dice_odds(self, "sacrifice", a, i)),
        )

    def action_panache(self) -> None:
        from rules.systems.western.commands import Panache

        self.ask_for_action(
            Panache, lambda a, n, i: dice_form("panache", a, n, i, dice_odds(self, "panache", a, i))
        )

    def action_hold(self) -> None:
        from rules.systems.western.commands import Hold

        self.ask_for_action(Hold, hold_form)

    def action_tension(self) -> None:
        ask_change(self, "tension", self.acting())

    def action_tokens(self) -> None:
        ask_change(self, "tokens", self.acting())

    def action_reveal(self) -> None:
        from rules.systems.western.commands import Reveal

        if self.send(Reveal):
            self.position = min(self.position, len(self.duelists) - 1)

    def action_back(self) -> None:
        """While a player holds the keyboard, only the GM leaves the duel (W10)."""
        holder = self.holder()
        if holder is None:
            leave(self)
            return

        def answered(yes: bool | None) -> None:
            if yes:
                leave(self)

        question = _(
            "{name} holds the keyboard. Leave the duel for the GM's board? "
            "The entries stay masked there until the reveal."
        ).format(name=self.actor_name(holder))
        self.app.push_screen(GmConfirmScreen(question), answered)

    def action_end_turn(self) -> None:
        """After the reveal, the turn ends here, and the duel with it (W7: the rest is lost)."""
        from rules.systems.western.commands import EndTurn

        if self.data.duel is None:
            self.notify(_("No duel is open: b goes back to the board."), severity="warning")
            return
        if self.step not in (RESOLVE, OVER):
            self.notify(
                _("The duel ends after the reveal: v reveals every score."), severity="warning"
            )
            return

        def end() -> None:
            if self.send(EndTurn):
                leave(self)

        lost = [
            f"{self.actor_name(entry.actor)} #{entry.detail.index + 1} {entry.action}".rstrip()
            for slot in self.data.order
            for entry in slot
        ]
        if not lost:
            end()
            return
        question = _("Not fired, lost: {lost}. End the turn and the duel?").format(
            lost=", ".join(lost)
        )
        self.app.push_screen(ConfirmScreen(question), lambda yes: end() if yes else None)

    def action_resolve(self) -> None:
        if self.step != RESOLVE:
            self.notify(_("Reveal the scores first (v)."), severity="warning")
            return
        from rules.systems.western.commands import Resolve

        self.send(Resolve)
