"""A plain presenter for a system without its own: score and action only."""

from collections.abc import Sequence

from i18n import _
from rules.state_views import ActorView, EntryView, StateView
from tui.presenters.board import default_action_text


class GenericPresenter:
    columns: tuple[str, ...] = ()
    view_class = StateView

    def cells(self, view: StateView, actor: ActorView, entry: EntryView | None) -> tuple[str, ...]:
        return ()

    def status(self, view: StateView) -> str:
        return _("Round {round} · {phase}").format(round=view.round, phase=view.phase)

    def hint(self, view: StateView) -> str:
        return ""

    def waiting(self, view: StateView) -> Sequence[EntryView]:
        return ()

    def details(self, view: StateView, actor_id: str) -> str:
        return view.actor_name(actor_id)

    def action_text(self, entry: EntryView) -> str:
        return default_action_text(entry)

    def name_marks(self, actor: ActorView) -> tuple[str, ...]:
        return ()

    def now(self, view: StateView) -> Sequence[str] | None:
        return None

    def slots(self, view: StateView) -> Sequence[Sequence[EntryView]]:
        return view.order

    def score_set(self, view: StateView, entry: EntryView) -> bool:
        return False
