"""The western board: draw, declare splits, sacrifices, Panache, reveal, hold, resolve."""

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from textual.binding import BindingType

from i18n import _
from rules.systems.western.views import WesternView
from tui.bridge import EncounterBridge
from tui.commands import UiCommand, bindings_of
from tui.commands.board import BOARD_COMMANDS
from tui.commands.western import WESTERN_COMMANDS
from tui.presenters.board import BoardView, display_name
from tui.presenters.duel import DuelKeyboard
from tui.presenters.duel_mask import (
    masked_choice,
    masked_duel,
    masked_history,
    masked_log_line,
    masks_duelists,
    secret_from,
)
from tui.screens.board import BoardScreen
from tui.screens.pick import PickScreen
from tui.screens.western_forms import (
    ask,
    ask_change,
    declare_form,
    dice_form,
    dice_odds,
    hold_form,
    pending_actions,
    sang_froid_form,
)
from tui.widgets.order_list import OrderList

if TYPE_CHECKING:
    from rules.commands import Command
    from rules.encounter import Record
    from tui.presenters.log import Logged


class WesternBoard(BoardScreen[WesternView]):
    COMMANDS_DECLARED: ClassVar[tuple[UiCommand, ...]] = WESTERN_COMMANDS + BOARD_COMMANDS
    BINDINGS: ClassVar[list[BindingType]] = bindings_of(COMMANDS_DECLARED)

    def __init__(self, bridge: EncounterBridge) -> None:
        super().__init__(bridge)
        #: Where the duel screen left the keyboard, for the next M (W10).
        self.duel_keyboard = DuelKeyboard()

    def board_view(self, state: WesternView, name: str) -> BoardView:
        """The board, with the duelists' entries masked until the reveal (W10)."""
        return masked_duel(super().board_view(state, name), state)

    def log_lines(
        self, state: WesternView, records: "Sequence[Logged]", first: int
    ) -> tuple[str, ...]:
        """The log, silent on the duel's choices until the reveal (W10)."""
        secret = secret_from(state, records)
        if secret is None or secret == len(records):
            return super().log_lines(state, records, first)
        told = super().log_lines(state, records[:secret], first)
        return (*told, masked_log_line(len(records) - secret))

    def history_notice(self, kind: str, record: "Record") -> str:
        """Undo and redo name no choice the board masks (W10)."""
        from rules.view import state_view

        masked = masked_history(kind, WesternView(state_view(self.showing().state)))
        return masked if masked is not None else super().history_notice(kind, record)

    def masked(self, actor: str | None) -> bool:
        """Whether ``actor``'s choices are the duel screen's now (said if so): a form on
        the board would show a masked duelist's pool and actions to the table (W10)."""
        if actor is None or actor not in masks_duelists(self.data):
            return False
        self.notify(
            masked_choice(self.actor_name(actor)), title=_("Masked"), severity="warning", timeout=6
        )
        return True

    def selected_entry(self) -> tuple[str, int] | None:
        """The selected row's actor and action index, if it is a pending action."""
        actor = self.require_selection()
        if actor is None:
            return None
        key = self.query_one(OrderList).selected_key
        entry = self.data.pending_entry(key) if key is not None else None
        if entry is not None:
            return actor, entry.detail.index
        own = pending_actions(self.data, actor)
        if own:
            return actor, own[0].detail.index
        self.notify(
            _("{name} has no action waiting.").format(name=self.actor_name(actor)),
            severity="warning",
        )
        return None

    def action_draw(self) -> None:
        """Everyone draws (W1). On a turn whose every shot is fired, nothing is lost by
        ending it (W7): D ends it first, so that a plain turn needs no ``e``."""
        from rules.systems.western.commands import Draw, EndTurn
        from rules.systems.western.entries import turn_entries

        data = self.data
        finished = data.phase == "resolve" and not data.order and data.duel is None
        if finished and not turn_entries(self.state) and not self.send(EndTurn):
            return
        self.send(Draw)

    def action_declare(self) -> None:
        """The selected actor declares if it is to declare or has declared (declaring
        again, W3/W5); else the first who has not declared."""
        from rules.systems.western.commands import Declare

        undeclared = self.data.undeclared
        selected = self.selected_actor
        numbers = self.data.actors.get(selected) if selected is not None else None
        if selected in undeclared or (numbers is not None and numbers.declared):
            actor = selected
        else:
            actor = undeclared[0] if undeclared else selected
        if self.masked(actor) or self.refused(Declare, actor):
            return
        if actor is None:
            self.notify(_("Nobody has to declare now."), severity="warning")
            return
        # Declaring again starts from the split said (W3), the actions still to fire.
        said = [entry for slot in self.data.order for entry in slot if entry.actor == actor]
        ask(self, declare_form(actor, self.data.actors[actor], declared=said))

    def still_to_declare(self) -> set[str]:
        return set(self.data.undeclared)

    def declares_next(self) -> str | None:
        return next(iter(self.data.undeclared), None)

    def refused_on_selection(self, command: "type[Command]") -> bool:
        """Whether the rules refuse ``command`` for the selected actor, or the duel masks
        that actor (said if so)."""
        actor = self.selected_actor
        return self.masked(actor) or self.refused(command, actor)

    def action_sacrifice(self) -> None:
        from rules.systems.western.commands import Sacrifice

        if self.refused_on_selection(Sacrifice):
            return
        target = self.selected_entry()
        if target is not None:
            actor, index = target
            odds = dice_odds(self, "sacrifice", actor, index)
            ask(self, dice_form("sacrifice", actor, self.actor_name(actor), index, odds))

    def action_panache(self) -> None:
        from rules.systems.western.commands import Panache

        if self.refused_on_selection(Panache):
            return
        target = self.selected_entry()
        if target is not None:
            actor, index = target
            odds = dice_odds(self, "panache", actor, index)
            ask(self, dice_form("panache", actor, self.actor_name(actor), index, odds))

    def action_reveal(self) -> None:
        from rules.systems.western.commands import Reveal

        self.send(Reveal)

    def action_resolve(self) -> None:
        from rules.systems.western.commands import Resolve

        self.send(Resolve)

    def action_hold(self) -> None:
        from rules.systems.western.commands import Hold

        if self.refused_on_selection(Hold):
            return
        target = self.selected_entry()
        if target is not None:
            actor, index = target
            ask(self, hold_form(actor, self.actor_name(actor), index))

    def action_tension(self) -> None:
        actor = self.require_selection()
        if not self.masked(actor):
            ask_change(self, "tension", actor)

    def action_tokens(self) -> None:
        actor = self.require_selection()
        if not self.masked(actor):
            ask_change(self, "tokens", actor)

    def action_set_score(self) -> None:
        if not self.masked(self.selected_actor):
            super().action_set_score()

    def action_move(self) -> None:
        if not self.masked(self.selected_actor):
            super().action_move()

    def action_sang_froid(self) -> None:
        from rules.systems.western.commands import SangFroid

        if self.refused(SangFroid):
            return
        prompt = next(iter(self.data.prompts), None)
        entry = self.data.pending_entry(prompt.key) if prompt is not None else None
        if entry is None:
            self.notify(_("No Sang-froid roll is due."), severity="warning")
            return
        ask(self, sang_froid_form(entry.actor, self.actor_name(entry.actor), entry.detail.index))

    def action_snag(self) -> None:
        actor = self.require_selection()
        if actor is not None:
            from rules.systems.western.commands import Snag

            self.send(Snag, actor=actor, sonne=not self.data.actors[actor].sonne)

    def action_duel(self) -> None:
        """Open the duel screen; first pick the duelists if no duel is open."""
        from tui.screens.duel import DuelScreen

        duel = self.data.duel
        if duel is not None:
            self.app.push_screen(DuelScreen(self.bridge, list(duel.duelists), self.duel_keyboard))
            return
        from rules.systems.western.commands import Duel

        if self.refused(Duel):
            return
        fighters = [
            (actor, display_name(numbers))
            for actor, numbers in self.data.actors.items()
            if not numbers.out_of_fight
        ]

        def picked(duelists: list[str] | None) -> None:
            if duelists and self.send(Duel, duelists=duelists):
                self.app.push_screen(DuelScreen(self.bridge, duelists, self.duel_keyboard))

        title = _("Who fights the duel?")
        selected = [self.selected_actor] if self.selected_actor else []
        self.app.push_screen(PickScreen(title, fighters, selected=selected, minimum=2), picked)

    def action_ambush(self) -> None:
        from rules.systems.western.commands import Ambush
        from tui.screens.ambush import AmbushScreen

        if self.refused(Ambush):
            return
        self.app.push_screen(AmbushScreen(self.bridge))

    def action_end_turn(self) -> None:
        from rules.systems.western.commands import EndTurn
        from rules.systems.western.entries import turn_entries
        from tui.screens.end_turn import confirm_end_turn

        lost = turn_entries(self.state)
        # Those still to declare lose their whole turn: `e` then asks too (issue 27).
        undeclared = self.data.undeclared if self.data.phase == "declare" else ()
        if self.data.phase in ("idle", "between") or not (lost or undeclared):
            self.send(EndTurn)
            return
        confirm_end_turn(self, lost, lambda: self.send(EndTurn), undeclared)
