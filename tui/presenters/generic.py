"""A plain presenter for a system without its own: score and action only."""

from rules.i18n import _
from tui.presenters.board import Data, default_action_text


class GenericPresenter:
    columns: tuple[str, ...] = ()

    def cells(self, actor: Data, entry: Data | None) -> tuple[str, ...]:
        return ()

    def status(self, data: Data) -> str:
        return _("Round {round} · {phase}").format(round=data["round"], phase=data["phase"])

    def hint(self, data: Data) -> str:
        return ""

    def waiting(self, data: Data) -> list[Data]:
        return []

    def details(self, actor_id: str, actor: Data) -> str:
        return str(actor.get("name", actor_id))

    def action_text(self, entry: Data) -> str:
        return default_action_text(entry)
