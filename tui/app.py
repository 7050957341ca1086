"""The Textual app: screens over the rules core, keyboard only."""

import contextlib
import sqlite3
from collections.abc import Iterable
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import App, ScreenStackError, SystemCommand
from textual.binding import Binding, BindingType
from textual.driver import Driver
from textual.reactive import reactive
from textual.screen import Screen
from textual.theme import ThemeProvider

import themes
from i18n import _, pgettext
from rules.errors import StaleEncounter
from rules.journal import JournalStore
from tui.bridge import EncounterBridge
from tui.config import keymap_from_config, load_config, persist_theme
from tui.key_names import KeyNamesApp
from tui.paths import config_path, share_status_path
from tui.plain_app import PlainNoticesApp
from tui.screens.boards import board_for
from tui.share.status_file import StatusReader, shared_words
from tui.textual_fixes import apply as apply_textual_fixes
from tui.theming import install_themes
from tui.typeahead import BurstSafeApp

if TYPE_CHECKING:
    from rules.encounter import Encounter

apply_textual_fixes()


class DegaineApp(PlainNoticesApp, KeyNamesApp, BurstSafeApp):
    """Opens on the encounter list; ``resume`` opens the latest encounter's board at once."""

    TITLE = "degaine"
    ENABLE_COMMAND_PALETTE = True
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", _("Quit"), show=False, id="app.quit", priority=True),
        # Textual's own words, in the GM's language: the footer's last entry, and it
        # must leave room for a board's keys (« v Révéler » at 80 columns).
        Binding(
            "ctrl+p",
            "command_palette",
            pgettext("footer", "palette"),
            show=False,
            priority=True,
            tooltip=_("Open the command palette"),
        ),
    ]

    def __init__(
        self,
        store: JournalStore,
        *,
        theme_name: str | None = None,
        resume: bool = False,
        driver_class: type[Driver] | None = None,
    ) -> None:
        self.no_color = themes.no_color_requested()
        # Only the NoColor filter (ansi_color=True) strips colour for real; Textual's
        # own NO_COLOR handling sends grey RGB.
        super().__init__(driver_class=driver_class, ansi_color=True if self.no_color else None)
        self.store = store
        self.resume = resume
        self.bridge: EncounterBridge | None = None
        #: Why resuming the latest encounter failed (a damaged journal), said on mount.
        self.resume_failed: Exception | None = None
        self.config_file = config_path()
        self.config, self.warnings = load_config(self.config_file)
        name, theme_warnings = install_themes(self, theme_name or self.config.theme, self.no_color)
        self.warnings += theme_warnings
        self.theme = name
        #: --theme on the command line is a choice to remember, like one made in the palette.
        self.remember_theme = theme_name is not None and name == theme_name
        self.set_keymap(keymap_from_config(self.config))

    def get_theme_variable_defaults(self) -> dict[str, str]:
        # Textual's own themes (offered by the palette) lack degaine's meaning variables.
        return themes.meaning_defaults(self.current_theme)

    #: How often, in seconds, the open encounter checks for another window's commits.
    FOLLOW_EVERY = 0.5
    #: How often the status line checks whether ``degaine share`` shares this store's
    #: board: one stat of a file beside the store, read again only when it changed.
    SHARE_CHECK_EVERY = 1.0

    #: What the status bar says of the sharing: "Shared: 3 watching", or "".
    shared: reactive[str] = reactive("")

    def on_mount(self) -> None:
        self.set_interval(self.FOLLOW_EVERY, self.follow_other_windows)
        self.share_status = StatusReader(share_status_path(self.store.path))
        self.check_sharing()
        self.set_interval(self.SHARE_CHECK_EVERY, self.check_sharing)
        for warning in dict.fromkeys(self.warnings):  # each problem once
            self.notify(warning, severity="warning", timeout=10)
        if self.remember_theme:
            self.save_theme(self.theme)
        self.theme_changed_signal.subscribe(self, lambda theme: self.save_theme(theme.name))
        if self.resume_failed is not None:
            self.could_not_open(self.resume_failed)
        elif self.bridge is not None:
            if self.bridge.system is None or not self.bridge.encounter.state.combatants:
                from tui.screens.setup import SetupScreen

                self.push_screen(SetupScreen(self.bridge))
            # else the resumed board is the first screen (get_default_screen)
        else:
            from tui.screens.home import HomeScreen

            self.push_screen(HomeScreen(self.store))

    def get_default_screen(self) -> Screen[Any]:
        # Resuming: the latest encounter (its snapshot and the records after it) opens
        # here, before anything is drawn, so its board, with the real encounter behind it,
        # is the first screen: the first frame is the complete one, and keys are live.
        latest = self.latest_encounter() if self.resume else None
        if latest is None:
            return super().get_default_screen()
        from rules.encounter import Encounter

        try:
            encounter = Encounter(store=self.store, encounter_id=latest)
        except Exception as error:  # a damaged journal must not take the table down
            self.resume_failed = error  # on_mount says so, over the list
            return super().get_default_screen()
        bridge = self.open_bridge(encounter)
        if bridge.system is None or not encounter.state.combatants:
            return super().get_default_screen()  # on_mount shows the setup screen
        return board_for(bridge.system)(bridge)

    def on_ready(self) -> None:
        from tui.start_collector import release_collector

        release_collector()  # the first frame is on screen

    def latest_encounter(self) -> int | None:
        """The encounter changed last, if it is past choosing its system."""
        encounters = self.store.encounters()
        return encounters[0].id if encounters and encounters[0].system is not None else None

    def exit_on_end_of_input(self) -> None:
        """Standard input is gone (a dropped connection): leave cleanly.

        Exiting while a screen is still mounting trips Textual, so leave once
        the screen in progress has painted.
        """
        self.call_after_refresh(self.exit)

    def check_sharing(self) -> None:
        self.shared = shared_words(self.share_status.watching())

    def follow_other_windows(self) -> None:
        """Show what another GM window committed to the open encounter (a full peer).

        Not while a dialog is open over the encounter's screen: a command the GM is
        composing there was meant for the encounter as shown, so if another window
        changed it meanwhile the store refuses the command and the GM is told, rather
        than have it judged against a state that changed under the dialog.
        """
        bridge = self.bridge
        if bridge is None:
            return
        try:
            screen = self.screen
        except ScreenStackError:  # leaving: the screens went before this timer's last tick
            return
        if bridge.target is screen:
            bridge.follow()

    def save_theme(self, name: str) -> None:
        """The GM's choice persists, except a NO_COLOR fallback, which is not a choice."""
        if self.no_color:
            return
        try:
            for warning in persist_theme(name, self.config_file):
                self.notify(warning, severity="warning")
        except OSError as error:
            self.notify(
                _("Could not save the theme choice: {error}").format(error=error.strerror),
                severity="warning",
            )

    # -- navigation ---------------------------------------------------------------
    # One encounter is open at a time; its bridge belongs to the app, which closes it
    # when the GM goes back to the list or opens another one.
    def open_bridge(self, encounter: "Encounter") -> EncounterBridge:
        if self.bridge is not None:
            self.bridge.close()
        self.bridge = EncounterBridge(encounter)
        return self.bridge

    def open_encounter(self, encounter_id: int) -> None:
        """Resume an encounter exactly where its journal left it: its latest snapshot and
        the records after it, then its board (or the setup screen)."""
        # The players' board follows the encounter opened last; if the store is busy, it
        # catches up at the GM's next command.
        with contextlib.suppress(sqlite3.Error):
            self.store.touch(encounter_id)
        from rules.encounter import Encounter

        try:
            encounter = Encounter(store=self.store, encounter_id=encounter_id)
        except Exception as error:  # a damaged journal must not take the table down
            self.could_not_open(error)
            return
        bridge = self.open_bridge(encounter)
        if encounter.state.system is None or not encounter.state.combatants:
            from tui.screens.setup import SetupScreen

            self.push_screen(SetupScreen(bridge))
        else:
            self.start_board(bridge)

    def could_not_open(self, error: Exception) -> None:
        """Back to the list, where the rest of the store is usable, with one line naming
        the encounter and what is wrong (a DamagedJournal says both)."""
        from rules.damage import problem_of
        from rules.errors import RuleError

        self.show_home()
        if isinstance(error, RuleError):
            message = error.message
        else:
            message = _("Could not open this encounter: {error}").format(error=problem_of(error))
        self.notify(message, severity="error", timeout=10)

    def new_encounter(self) -> None:
        from rules.encounter import Encounter
        from tui.screens.setup import SetupScreen

        self.push_screen(SetupScreen(self.open_bridge(Encounter(store=self.store))))

    def abandon_encounter(self, bridge: EncounterBridge) -> None:
        """Setup was cancelled before anything was chosen: leave no empty encounter behind."""
        encounter = bridge.encounter
        if encounter.id is not None and not encounter.records:
            # Only if no other window has written it meanwhile.
            with contextlib.suppress(StaleEncounter):
                self.store.delete_encounter(encounter.id, revision=encounter.revision)
        self.show_home()

    def start_board(self, bridge: EncounterBridge, *, from_setup: bool = False) -> None:
        """Show the encounter's board; the setup screen, if it was shown, gives way to it."""
        board = board_for(bridge.system)(bridge)
        if from_setup:
            self.switch_screen(board)
        else:
            self.push_screen(board)

    def show_home(self) -> None:
        """The encounter list. A resumed board was opened without it: it comes on demand."""
        from tui.screens.home import HomeScreen

        if self.bridge is not None:
            self.bridge.close()
            self.bridge = None
        if not any(isinstance(screen, HomeScreen) for screen in self.screen_stack):
            # Resumed straight to a board: another view may sit on it (the zebra timeline).
            while len(self.screen_stack) > 2:
                self.pop_screen()
            if len(self.screen_stack) > 1:
                self.switch_screen(HomeScreen(self.store))
            else:
                # A resumed board is the app's first screen, which Textual cannot swap
                # out: the list goes over it, and everything after goes over the list.
                self.push_screen(HomeScreen(self.store))
            return
        while not isinstance(self.screen, HomeScreen):
            self.pop_screen()

    # -- the command palette: one entry per declared command -----------------------
    def action_command_palette(self) -> None:
        # Textual's own action, with a palette that answers once (Enter Enter in one burst).
        from tui.screens.dialog import GuardedCommandPalette

        if self.use_command_palette and not isinstance(self.screen, GuardedCommandPalette):
            palette = GuardedCommandPalette(
                id="--command-palette", placeholder=_("Search for commands…")
            )
            self.push_screen(palette)

    def search_themes(self) -> None:
        """The themes to pick from, searched with words in the GM's language."""
        from tui.screens.dialog import GuardedCommandPalette

        self.push_screen(
            GuardedCommandPalette(providers=[ThemeProvider], placeholder=_("Search for themes…"))
        )

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        # degaine's own, in the GM's language, in place of Textual's English ones: its
        # Keys panel and Screenshot speak English too, and F1 lists every key already.
        yield SystemCommand(_("Theme"), _("Change the colours of degaine."), self.search_themes)
        yield SystemCommand(_("Quit"), _("Quit degaine."), self.action_quit)
        commands = getattr(screen, "ui_commands", None)
        if commands is None:
            return
        for command in commands():
            action = command.action
            target: App[None] | Screen[Any] = self if action.startswith("app.") else screen
            yield SystemCommand(
                command.label,
                command.help,
                partial(target.run_action, action.removeprefix("app.")),
            )
