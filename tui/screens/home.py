"""Home: the encounters in the store, newest first; Enter resumes one where it was."""

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Header, Static

from i18n import _
from rules.errors import StaleEncounter
from rules.journal import EncounterInfo, JournalStore
from rules.systems import system_title
from tui.commands import UiCommand, bindings_of
from tui.screens.choice import ConfirmScreen
from tui.screens.help import HelpScreen
from tui.shown import printable, when
from tui.widgets.footer import WholeFooter

HOME_COMMANDS: tuple[UiCommand, ...] = (
    UiCommand(
        "home.open",
        "enter",
        "open",
        _("Resume"),
        _("Resume the selected encounter exactly where it was."),
    ),
    UiCommand("home.new", "n", "new", _("New"), _("Start a new encounter.")),
    UiCommand(
        "home.delete",
        "X,delete",
        "delete",
        _("Delete"),
        _("Delete the selected encounter and its journal."),
        key_display="X",
    ),
    UiCommand(
        "home.roster",
        "R",
        "roster",
        _("Roster"),
        _("The saved characters of each system: view, edit, rename, delete."),
    ),
    UiCommand(
        "home.help",
        "f1,question_mark",
        "help",
        _("Help"),
        _("Every key of this screen."),
        key_display="F1",
    ),
    UiCommand("home.quit", "q,ctrl+q", "app.quit", _("Quit"), _("Quit degaine."), key_display="q"),
)


def encounter_name(info: EncounterInfo) -> str:
    """The name as the list shows it: printable, or "(unnamed)"."""
    return printable(str(info.name)) or _("(unnamed)")


class HomeScreen(Screen[None]):
    COMMANDS_DECLARED: ClassVar[tuple[UiCommand, ...]] = HOME_COMMANDS
    BINDINGS: ClassVar[list[BindingType]] = bindings_of(HOME_COMMANDS)

    DEFAULT_CSS = """
    HomeScreen #banner { padding: 0 1; height: auto; background: $boost; }
    HomeScreen DataTable { height: 1fr; }
    """

    def __init__(self, store: JournalStore) -> None:
        super().__init__()
        self.store = store
        self.infos: list[EncounterInfo] = []

    @classmethod
    def ui_commands(cls) -> tuple[UiCommand, ...]:
        return cls.COMMANDS_DECLARED

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="banner")
        yield DataTable(id="encounters", cursor_type="row")
        yield WholeFooter()

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns(_("Encounter"), _("System"), _("Last change"), _("Commands"))
        self.reload()
        table.focus()

    def on_screen_resume(self) -> None:
        self.reload()

    def reload(self) -> None:
        self.infos = self.store.encounters()
        table = self.query_one(DataTable)
        table.clear()
        for info in self.infos:
            # Text cells: a name from the store is never read as markup.
            table.add_row(
                Text(encounter_name(info)),
                Text(printable(system_title(info.system))) if info.system else _("not chosen"),
                Text(when(info.updated_at)),
                str(info.head),
                key=str(info.id),
            )
        banner = self.query_one("#banner", Static)
        if self.infos:
            latest = self.infos[0]
            banner.update(
                Text(
                    _(
                        "Enter resumes “{name}”, the last one you ran · n starts a new encounter"
                    ).format(name=encounter_name(latest))
                )
            )
        else:
            banner.update(_("No encounter yet: n starts one."))

    def selected(self) -> EncounterInfo | None:
        table = self.query_one(DataTable)
        if not self.infos or not 0 <= table.cursor_row < len(self.infos):
            return None
        return self.infos[table.cursor_row]

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.action_open()

    def action_open(self) -> None:
        info = self.selected()
        if info is not None:
            self.app.open_encounter(info.id)  # type: ignore[attr-defined]

    def action_new(self) -> None:
        self.app.new_encounter()  # type: ignore[attr-defined]

    def action_delete(self) -> None:
        info = self.selected()
        if info is None:
            return

        def confirmed(yes: bool | None) -> None:
            if yes:
                try:
                    # Only the encounter as listed: not one another window has played since.
                    self.store.delete_encounter(info.id, revision=info.revision)
                except StaleEncounter:
                    self.notify(
                        _("Another window changed “{name}”: it was not deleted.").format(
                            name=info.name or _("(unnamed)")
                        ),
                        severity="warning",
                    )
                self.reload()

        question = _("Delete “{name}” and its whole journal? This cannot be undone.").format(
            name=encounter_name(info)
        )
        self.app.push_screen(ConfirmScreen(question), confirmed)

    def action_roster(self) -> None:
        from tui.screens.roster import RosterScreen

        self.app.push_screen(RosterScreen(self.store))

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(self, _("Keys of the encounter list")))
