"""The roster: the characters saved for later encounters, one system at a time.

Reached from the encounter list and from setup (``R``). The GM reads each saved
character (name, side, stats in words), edits its stats, renames it or deletes
it, all with keys; ←/→ (or Tab) shows another system's. Letters filter the list
(:mod:`tui.screens.list_keys`), as in every pick list: the commands are on keys that
never go into the filter (Enter, arrows, Delete) and on three capitals, E, R and X, which
the filter does without (it ignores case).
"""

import sqlite3
from typing import TYPE_CHECKING, Any, ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Header, Static

from i18n import _, ngettext
from rules.store_file import store_problem
from rules.systems import system_names, system_title
from tui.commands import UiCommand, bindings_of
from tui.commands.roster import ROSTER_COMMANDS
from tui.labels import stats_words as all_stats_words
from tui.screens.gm_confirm import GmConfirmScreen
from tui.screens.help import HelpScreen
from tui.screens.list_keys import FILTER_LENGTH, filters, matches
from tui.shown import clipped, printable
from tui.widgets.footer import WholeFooter

if TYPE_CHECKING:
    from rules.journal import JournalStore
    from rules.roster import RosterCharacter

#: The columns' padding and the cursor's margin: what the table takes beside its cells.
TABLE_CHROME = 9
#: The fewest characters of stats a row shows, whatever the length of the names.
STATS_LEAST = 12


def stats_words(stats: dict[str, Any]) -> str:
    """A character's stats as the GM reads them: ``Attribute 3, Panache 1, Weapons (knife 2)``."""
    return printable(all_stats_words(stats))


def side_words(side: str) -> str:
    return _("PC") if side == "pc" else _("NPC")


class RosterTable(DataTable[Any], inherit_bindings=False):
    """The list moves up and down only: Enter, ← and → are the screen's (edit, another
    system), bound there so that they act in order with the keys of a burst."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "cursor_up", show=False),
        Binding("down", "cursor_down", show=False),
        Binding("pageup", "page_up", show=False),
        Binding("pagedown", "page_down", show=False),
        Binding("home", "scroll_top", show=False),
        Binding("end", "scroll_bottom", show=False),
    ]


class RosterScreen(Screen[None]):
    COMMANDS_DECLARED: ClassVar[tuple[UiCommand, ...]] = ROSTER_COMMANDS
    BINDINGS: ClassVar[list[BindingType]] = bindings_of(ROSTER_COMMANDS)

    DEFAULT_CSS = """
    RosterScreen #banner { padding: 0 1; height: auto; background: $boost; }
    RosterScreen #filter { padding: 0 1; height: 1; color: $text-muted; }
    RosterScreen #filter.-typed { color: $accent; }
    RosterScreen RosterTable { height: 1fr; overflow-x: hidden; }
    RosterScreen #details { padding: 0 1; height: auto; max-height: 6; background: $boost; }
    """

    def __init__(self, store: "JournalStore", system: str | None = None) -> None:
        super().__init__()
        self.store = store
        self.system = system if system in system_names() else self.first_system()
        #: The letters typed: only the characters whose name holds them are listed.
        self.query_text = ""
        #: The system's characters, and those the filter lists, in order.
        self.characters: list[RosterCharacter] = []
        self.listed: list[RosterCharacter] = []
        #: The damaged rows already reported.
        self.warned: set[str] = set()

    @classmethod
    def ui_commands(cls) -> tuple[UiCommand, ...]:
        return cls.COMMANDS_DECLARED

    def first_system(self) -> str:
        """The first system with a saved character (the first system if none has one)."""
        try:
            saved = {c.system for c in self.store.read_roster().characters}
        except sqlite3.Error:
            saved = set()
        return next((name for name in system_names() if name in saved), system_names()[0])

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="banner")
        yield Static(id="filter", markup=False)
        yield RosterTable(id="roster", cursor_type="row")
        yield Static(id="details")
        yield WholeFooter()

    def on_mount(self) -> None:
        self.reload()
        self.query_one(RosterTable).focus()

    # -- what the GM sees ----------------------------------------------------------
    def reload(self, keep: str | None = None) -> None:
        """Read the system's roster again; the cursor stays on ``keep`` (an id) if listed."""
        try:
            found = self.store.read_roster(self.system)
        except sqlite3.Error as error:
            self.notify(
                _("The roster cannot be read: {problem}").format(problem=store_problem(error)),
                severity="error",
            )
            return
        self.characters = found.characters
        if found.unreadable and not self.warned.issuperset(found.unreadable):
            # Once per damaged row, not at every edit or change of system.
            self.warned.update(found.unreadable)
            self.notify(
                ngettext(
                    "{count} roster entry cannot be read and is left out: {first}",
                    "{count} roster entries cannot be read and are left out: {first}",
                    len(found.unreadable),
                ).format(count=len(found.unreadable), first=found.unreadable[0]),
                severity="warning",
                timeout=10,
            )
        self.refilter(keep)

    def refilter(self, keep: str | None = None) -> None:
        table = self.query_one(RosterTable)
        if keep is None and self.selected() is not None:
            keep = self.selected_id()
        self.listed = [c for c in self.characters if matches(self.query_text, c.name)]
        # The columns too: their widths fit this list's names, not an earlier one's.
        table.clear(columns=True)
        names = [printable(c.name) for c in self.listed]
        sides = [side_words(c.side) for c in self.listed]
        # The stats take what the names and sides leave of the width (the details below
        # show them whole): the list never scrolls sideways.
        used = max(map(cell_len, names), default=0) + max(map(cell_len, sides), default=0)
        room = max(STATS_LEAST, (self.size.width or self.app.size.width) - used - TABLE_CHROME)
        stats = [clipped(stats_words(c.stats), room) for c in self.listed]
        # Each column as wide as its widest cell, given here: measured by the table, the
        # widths of a list filled as the screen opens stayed its headers' ("Dete NPC Dexte").
        for header, cells in ((_("Name"), names), (_("Side"), sides), (_("Stats"), stats)):
            table.add_column(header, width=max(map(cell_len, [header, *cells])))
        for character, name, side, shown in zip(self.listed, names, sides, stats, strict=True):
            # Text cells: names from the store are never read as markup.
            table.add_row(Text(name), side, Text(shown, no_wrap=True), key=character.id)
        ids = [c.id for c in self.listed]
        if keep in ids:
            table.move_cursor(row=ids.index(keep))
        self.show_banner()
        self.show_details()

    def show_banner(self) -> None:
        count = len(self.characters)
        saved = ngettext("{count} saved character", "{count} saved characters", count).format(
            count=count
        )
        self.query_one("#banner", Static).update(
            Text(
                _("Roster · {system} · {saved}").format(
                    system=system_title(self.system), saved=saved
                )
            )
        )
        typed = self.query_one("#filter", Static)
        typed.set_class(bool(self.query_text), "-typed")
        if not self.query_text:
            shown = _("Letters filter the list · ←/→: another system")
        elif self.listed:
            shown = _("Filter: {typed} · {shown} of {count}").format(
                typed=self.query_text, shown=len(self.listed), count=count
            )
        else:
            shown = _("Filter: {typed} · nothing matches").format(typed=self.query_text)
        typed.update(shown)

    def show_details(self) -> None:
        details = self.query_one("#details", Static)
        character = self.selected()
        if character is not None:
            details.update(
                Text(
                    f"{printable(character.name)} · {side_words(character.side)}\n"
                    + stats_words(character.stats)
                )
            )
        elif self.characters:
            details.update(_("No saved character matches the filter (Backspace erases)."))
        else:
            details.update(
                _(
                    "No {system} character in the roster yet: S on a setup or a board saves"
                    " one; degaine roster import FILE adds a file's."
                ).format(system=system_title(self.system))
            )

    def on_resize(self) -> None:
        if self.is_mounted:
            self.refilter()

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        self.show_details()

    def selected(self) -> "RosterCharacter | None":
        table = self.query_one(RosterTable)
        if not self.listed or not 0 <= table.cursor_row < len(self.listed):
            return None
        return self.listed[table.cursor_row]

    def selected_id(self) -> str | None:
        character = self.selected()
        return character.id if character is not None else None

    def require_selection(self) -> "RosterCharacter | None":
        character = self.selected()
        if character is None:
            self.notify(_("Select a character first (↑↓)."), severity="warning")
        return character

    # -- the filter ---------------------------------------------------------------
    def on_key(self, event: events.Key) -> None:
        # Before any binding: a letter is the list's filter, unless a key of this screen
        # (the GM's keymap's included) is bound to it.
        if event.key in self.active_bindings:
            return
        if event.key == "backspace":
            if not self.query_text:
                return
            self.query_text = self.query_text[:-1]
        elif filters(event.character):
            if len(self.query_text) < FILTER_LENGTH:
                self.query_text += event.character or ""
        else:
            return
        event.stop()
        event.prevent_default()
        self.refilter()

    # -- the commands -------------------------------------------------------------
    def action_system(self, step: int) -> None:
        names = system_names()
        self.system = names[(names.index(self.system) + step) % len(names)]
        self.query_text = ""
        self.reload()
        self.query_one(RosterTable).move_cursor(row=0)
        self.show_details()

    def action_edit(self) -> None:
        from tui.screens.roster_forms import stats_form

        character = self.require_selection()
        if character is not None:
            self.app.push_screen(stats_form(self.store, character), self.changed(character))

    def action_rename(self) -> None:
        from tui.screens.roster_forms import name_form

        character = self.require_selection()
        if character is not None:
            self.app.push_screen(name_form(self.store, character), self.changed(character))

    def changed(self, character: "RosterCharacter") -> Any:
        def done(values: object) -> None:
            self.reload(keep=character.id)
            if values is not None:
                self.notify(_("Saved in the roster."))

        return done

    def action_delete(self) -> None:
        character = self.require_selection()
        if character is None:
            return
        name = printable(character.name)

        def confirmed(yes: bool | None) -> None:
            if not yes:
                return
            try:
                self.store.delete_character(character.system, character.id)
            except sqlite3.Error as error:
                self.notify(
                    _("{name} was not deleted: {problem}").format(
                        name=name, problem=store_problem(error)
                    ),
                    severity="error",
                )
                return
            self.notify(_("{name} is no longer in the roster.").format(name=name))
            self.reload()

        question = _(
            "Delete {name} from the {system} roster? Encounters keep their own copy."
        ).format(name=name, system=system_title(character.system))
        self.app.push_screen(GmConfirmScreen(question), confirmed)

    def action_back(self) -> None:
        if self.query_text:
            self.query_text = ""
            self.refilter()
            return
        self.dismiss(None)

    def action_home(self) -> None:
        self.app.show_home()  # type: ignore[attr-defined]

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(self, _("Keys of the roster")))
