"""The players' board: a small read-only Textual app on the GM's store.

It polls the store four times a second (one tiny query when nothing changed)
and redraws only when the players' view changed. It has no key that changes
anything: scroll, help, quit — and no command palette.
"""

from pathlib import Path
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.driver import Driver
from textual.widgets import Static

import themes
from i18n import _
from rules.follower import EncounterFollower
from tui.commands import bindings_of
from tui.config import keymap_from_config, load_config
from tui.key_names import KeyNamesApp
from tui.paths import config_path
from tui.plain_app import PlainNoticesApp
from tui.players.commands import PLAYERS_COMMANDS
from tui.players.help import PlayersHelp
from tui.players.order_lines import PlayersOrder
from tui.players.view import build_players_view
from tui.shown import printable, shown_state
from tui.theming import install_themes
from tui.typeahead import BurstSafeApp
from tui.widgets.footer import WholeFooter
from tui.widgets.theme_style import meaning_style


class PlayersApp(PlainNoticesApp, KeyNamesApp, BurstSafeApp):
    """Follows the encounter the GM ran last, as the players may see it."""

    TITLE = "degaine"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = bindings_of(PLAYERS_COMMANDS)
    #: Four polls a second keep every change well within the second the issue allows.
    POLL_SECONDS = 0.25

    CSS = """
    #heading { height: 2; padding: 0 1; background: $boost; }
    #now { height: 3; border: round $primary; padding: 0 1; }
    #order { height: 1fr; }
    #notes { height: auto; max-height: 6; padding: 0 1; background: $boost; }
    #waiting { height: 1fr; content-align: center middle; text-style: bold; padding: 0 2; }
    .following #waiting { display: none; }
    .waiting #now, .waiting #order, .waiting #notes { display: none; }
    """

    def __init__(
        self,
        path: str | Path,
        *,
        theme_name: str | None = None,
        driver_class: type[Driver] | None = None,
    ) -> None:
        self.no_color = themes.no_color_requested()
        super().__init__(driver_class=driver_class, ansi_color=True if self.no_color else None)
        self.follower = EncounterFollower(path)
        self.config, self.warnings = load_config(config_path())
        # The theme is the GM's config choice (or --theme), never saved from here.
        name, theme_warnings = install_themes(self, theme_name or self.config.theme, self.no_color)
        self.warnings += theme_warnings
        self.theme = name
        self.set_keymap(keymap_from_config(self.config))
        self.view = build_players_view(None, self.follower.watch)

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return themes.meaning_defaults(self.current_theme)

    def compose(self) -> ComposeResult:
        yield Static(id="heading")
        yield Static(id="now")
        yield PlayersOrder(id="order")
        yield Static(id="notes")
        yield Static(id="waiting")
        yield WholeFooter()

    def on_mount(self) -> None:
        for warning in dict.fromkeys(self.warnings):  # each problem once
            self.notify(warning, severity="warning", timeout=10)
        self.poll()
        self.draw()
        self.set_interval(self.POLL_SECONDS, self.poll)

    def on_unmount(self) -> None:
        self.follower.close()

    def exit_on_end_of_input(self) -> None:
        """Standard input is gone (a dropped connection): leave cleanly."""
        self.call_after_refresh(self.exit)

    # -- following --------------------------------------------------------------------
    def poll(self) -> None:
        if self.follower.poll():
            follower = self.follower
            # What the store holds reaches the players' screen as printable text only.
            public = shown_state(follower.public) if follower.public is not None else None
            self.view = build_players_view(public, follower.watch, printable(follower.problem))
            self.draw()

    def draw(self) -> None:
        view = self.view
        following = not view.waiting
        self.screen.set_class(following, "following")
        self.screen.set_class(not following, "waiting")
        heading = Text.assemble((view.title, "bold"), " · ", view.status)
        heading.append("\n" + _("Players' board: it follows the GM's encounter."), style="dim")
        self.query_one("#heading", Static).update(heading)
        if not following:
            self.query_one("#waiting", Static).update(Text(view.waiting))
            return
        style = meaning_style(self, "current-actor") if view.acting else Style()
        self.query_one("#now", Static).update(Text(view.now, style=style + Style(bold=True)))
        self.query_one(PlayersOrder).show(view)
        notes = self.query_one("#notes", Static)
        notes.display = bool(view.notes)
        notes.update(Text("\n".join(view.notes)))

    # -- keys: nothing here changes the encounter ---------------------------------------
    @property
    def order_list(self) -> PlayersOrder:
        return self.query_one(PlayersOrder)

    def action_scroll(self, lines: int) -> None:
        self.order_list.scroll_relative(y=lines, animate=False)

    def action_page(self, direction: int) -> None:
        scroll = self.order_list
        scroll.scroll_relative(y=direction * max(1, scroll.size.height - 1), animate=False)

    def action_edge(self, end: int) -> None:
        if end:
            self.order_list.scroll_end(animate=False)
        else:
            self.order_list.scroll_home(animate=False)

    def action_leave(self) -> None:
        self.exit()

    def action_help(self) -> None:
        # The keys as bound now: the config file may have rebound them.
        keys: dict[str, list[str]] = {}
        for key, active in self.screen.active_bindings.items():
            binding = active.binding
            if binding.id is not None:
                keys.setdefault(binding.id, []).append(self.get_key_display(binding.with_key(key)))
        shown = {command_id: " ".join(found) for command_id, found in keys.items()}
        self.push_screen(PlayersHelp(PLAYERS_COMMANDS, shown))
