"""The Textual app (a first board; the full GM screens build on it)."""

import asyncio
import signal
from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Footer, Header, Static

from rules.encounter import Encounter
from rules.i18n import _
from rules.journal import JournalStore
from rules.view import state_json


class DegaineApp(App[None]):
    """Resumes the most recent encounter and shows its order."""

    TITLE = "degaine"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q", "quit", _("Quit"), id="quit"),
        Binding("ctrl+q", "quit", _("Quit"), show=False, id="quit_ctrl"),
    ]

    def __init__(self, store: JournalStore, theme_name: str | None = None) -> None:
        super().__init__()
        self.store = store
        latest = store.encounters()[0]
        self.encounter = Encounter(store=store, encounter_id=latest.id)
        if theme_name:
            self.theme = theme_name

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(self.render_order(), id="order")
        yield Footer()

    def render_order(self) -> str:
        data = state_json(self.encounter)
        names = {actor_id: numbers["name"] for actor_id, numbers in data["actors"].items()}
        lines = [
            _("{name} — {system}, round {round}, phase {phase}").format(
                name=self.encounter.state.name or _("Encounter"),
                system=data["system"],
                round=data["round"],
                phase=data["phase"],
            ),
            "",
        ]
        for index, slot in enumerate(data["order"], start=1):
            members = ", ".join(f"{names[e['actor']]} ({e['score']})" for e in slot)
            marker = " =" if len(slot) > 1 else ""
            lines.append(f"{index:>2}. {members}{marker}")
        return "\n".join(lines)

    def on_mount(self) -> None:
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGHUP, signal.SIGTERM):
            loop.add_signal_handler(signum, self.exit)
