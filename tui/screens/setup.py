"""Encounter setup: the system and its options, then the combatants."""

from typing import TYPE_CHECKING, ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.events import Resize
from textual.widgets import DataTable, Header, Static

from i18n import _
from rules.systems import get_system, system_names, system_title
from tui.bridge import EncounterBridge
from tui.commands import UiCommand, bindings_of
from tui.labels import label, stats_words, value_words
from tui.screens.choice import ChoiceScreen
from tui.screens.combatant_actions import CombatantActions
from tui.screens.form import FormField, FormScreen, FormValues
from tui.screens.form_values import text
from tui.screens.help import HelpScreen
from tui.screens.model_form import model_fields, values_for
from tui.shown import printable
from tui.widgets.footer import WholeFooter

if TYPE_CHECKING:
    from rules.state import EncounterState

SETUP_COMMANDS: tuple[UiCommand, ...] = (
    UiCommand(
        "setup.add", "i", "add", _("Add"), _("Add a new combatant (fields checked as you type).")
    ),
    UiCommand(
        "setup.duplicate",
        "plus",
        "duplicate",
        _("Duplicate"),
        _("Add one more like the selected combatant: same stats, the next free name (G7)."),
        show=False,
        key_display="+",
    ),
    UiCommand(
        "setup.roster",
        "I",
        "add_from_roster",
        _("From roster"),
        _("Add a saved character from the roster."),
    ),
    UiCommand(
        "setup.save",
        "S",
        "save_to_roster",
        _("Save to roster"),
        _("Save the selected combatant to the roster for later encounters."),
    ),
    UiCommand(
        "setup.manage_roster",
        "R",
        "manage_roster",
        _("Manage the roster"),
        _("The saved characters of each system: view, edit, rename, delete."),
        show=False,
    ),
    UiCommand(
        "setup.hide",
        "H",
        "toggle_hidden",
        _("Hide"),
        _("Hide the selected combatant from the players, or reveal it (G5)."),
    ),
    UiCommand(
        "setup.remove",
        "X,delete",
        "remove",
        _("Remove"),
        _("Remove the selected combatant."),
        key_display="X",
    ),
    UiCommand("setup.undo", "u,ctrl+z", "undo", _("Undo"), _("Undo the last change."), show=False),
    UiCommand(
        "setup.start",
        "f5,ctrl+s",
        "start",
        _("Start the fight"),
        _("Open the live order board."),
        key_display="F5",
    ),
    UiCommand(
        "setup.help",
        "f1,question_mark",
        "help",
        _("Help"),
        _("Every key of this screen."),
        key_display="F1",
    ),
    UiCommand(
        "setup.home",
        "f2,ctrl+o",
        "home",
        _("Encounters"),
        _("Back to the encounter list."),
        key_display="F2",
    ),
)

OPTION = "option."


def group_words(state: "EncounterState", actor_id: str) -> str:
    """G7: " [group]" for a member of a group, " [group, rolls once]" if it shares a roll."""
    group = next((g for g in state.groups.values() if actor_id in g.members), None)
    if group is None:
        return ""
    if group.roll_once:
        return " [{}]".format(_("group, rolls once"))
    return " [{}]".format(_("group"))


class SetupScreen(CombatantActions):
    """Created with a fresh, empty encounter: asks for the system, then builds the cast."""

    COMMANDS_DECLARED: ClassVar[tuple[UiCommand, ...]] = SETUP_COMMANDS
    BINDINGS: ClassVar[list[BindingType]] = bindings_of(SETUP_COMMANDS)

    DEFAULT_CSS = """
    SetupScreen #summary { padding: 0 1; height: auto; background: $boost; }
    SetupScreen DataTable { height: 1fr; }
    """

    def __init__(self, bridge: EncounterBridge) -> None:
        super().__init__()
        self.bridge = bridge

    @classmethod
    def ui_commands(cls) -> tuple[UiCommand, ...]:
        return cls.COMMANDS_DECLARED

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="summary")
        yield DataTable(id="cast", cursor_type="row")
        yield WholeFooter()

    def on_mount(self) -> None:
        self.attach()
        self.query_one(DataTable).focus()
        if self.state.system is None:
            self.choose_system()

    def on_resize(self, event: Resize) -> None:
        # The stats column is fitted to the width: lay the list out again at the new one.
        if self.shown is not None:  # drawn once already (attach draws the first time)
            self.redraw()

    def choose_system(self) -> None:
        choices = [(name, system_title(name)) for name in system_names()]

        def chosen(system: str | None) -> None:
            if system is None:
                self.app.abandon_encounter(self.bridge)  # type: ignore[attr-defined]
                return
            self.choose_options(system)

        self.app.push_screen(ChoiceScreen(_("Which initiative system?"), choices), chosen)

    def choose_options(self, system: str) -> None:
        fields = [
            FormField("name", _("Encounter name"), "text", placeholder=_("e.g. The saloon")),
            *model_fields(get_system(system).options_model, OPTION),
        ]

        def chosen(values: FormValues | None) -> None:
            if values is None:
                self.choose_system()
                return
            from rules.commands import ChooseSystem, NameEncounter

            options = values_for(fields, values, OPTION)
            # Tried again after a refusal of the name, the system is already chosen.
            if self.state.system is not None or self.send(
                ChooseSystem, name=system, options=options
            ):
                self.send(NameEncounter, name=text(values, "name"))

        title = _("{system} — name and options (defaults shown)").format(
            system=system_title(system)
        )
        self.ask(FormScreen(title, fields), chosen)

    def redraw(self) -> None:
        state = self.state
        table = self.query_one(DataTable)
        row = table.cursor_row
        rows = [
            (
                # Text cells: names from data are never read as markup.
                Text(printable(combatant.name + group_words(state, actor_id))),
                Text(_("PC") if combatant.side == "pc" else _("NPC")),
                Text(_("hidden") if combatant.hidden else ""),
                Text(printable(stats_words(combatant.stats))),
                actor_id,
            )
            for actor_id, combatant in state.combatants.items()
        ]
        table.clear(columns=True)
        headers = (_("Name"), _("Side"), _("Hidden"))
        widths = [
            max([cell_len(header), *(cell_len(str(cells[index])) for cells in rows)])
            for index, header in enumerate(headers)
        ]
        for header, width in zip(headers, widths, strict=True):
            table.add_column(header, width=width)
        # The stats take the rest of the width and wrap there: a zebra character's weapons
        # come last, and a cut cell hid them.
        room = self.size.width - sum(widths) - 2 * table.cell_padding * 4 - 2
        table.add_column(_("Stats"), width=max(20, room))
        for name, side, hidden, stats, actor_id in rows:
            table.add_row(name, side, hidden, stats, height=None, key=actor_id)
        if state.combatants:
            table.move_cursor(row=min(row, len(state.combatants) - 1))
        summary = self.query_one("#summary", Static)
        if state.system is None:
            summary.update(_("Choose a system to begin."))
            return
        options = ", ".join(
            _("{option}: {value}").format(option=label(k), value=value_words(v))
            for k, v in state.options.items()
        ) or _("none")
        text = _(
            "“{name}” · {system} · options: {options}\n"
            "i adds a combatant, I from the roster; F5 starts the fight."
        ).format(
            name=printable(state.name) or _("(unnamed)"),
            system=system_title(state.system),
            options=printable(options),
        )
        summary.update(Text(text))

    @property
    def selected_actor(self) -> str | None:
        table = self.query_one(DataTable)
        keys = list(self.state.combatants)
        if not keys or not 0 <= table.cursor_row < len(keys):
            return None
        return keys[table.cursor_row]

    def action_undo(self) -> None:
        from rules.commands import Undo

        if self.state.system is not None and self.shown is not None and len(self.shown.records) > 2:
            self.send(Undo)

    def action_start(self) -> None:
        if self.state.system is None:
            self.choose_system()
            return
        self.app.start_board(self.bridge, from_setup=True)  # type: ignore[attr-defined]

    def action_home(self) -> None:
        self.app.show_home()  # type: ignore[attr-defined]

    def action_manage_roster(self) -> None:
        from tui.screens.roster import RosterScreen

        store = self.bridge.store
        if store is None:
            self.notify(_("This encounter is kept in no store: it has no roster."))
            return
        self.app.push_screen(RosterScreen(store, self.state.system))

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(self, _("Keys of the encounter setup")))
