"""The anchors, plain Textual apps started in the pty beside degaine.

Run as a file (``python bench/anchors.py bare|table ROWS``), never as part of a package:
it imports nothing but Textual, so it is the same program whatever tree is measured.

``bare``: a Header, a Static and a Footer with two bindings; ``r`` changes the Static's
text (the key the bench presses to see the app answer). ``table ROWS``: a ``DataTable``
with the columns and rows of a vampire board of ROWS combatants, the cursor on it.
"""

import os
import sys

# As degaine does (tui/launch.py), before textual reads its settings.
os.environ.setdefault("TEXTUAL_FPS", "240")

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable, Footer, Header, Static

COLUMNS = ("#", "Name", "Score", "Action", "Health", "WP", "Rating")


class BareApp(App[None]):
    TITLE = "Bare anchor"
    BINDINGS = [Binding("q", "quit", "Quit"), Binding("r", "ring", "Ring")]  # noqa: RUF012

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("Nothing rang yet", id="bell")
        yield Footer()

    def action_ring(self) -> None:
        self.query_one("#bell", Static).update("The bell rang")


class TableApp(App[None]):
    BINDINGS = [Binding("q", "quit", "Quit")]  # noqa: RUF012

    def __init__(self, rows: int) -> None:
        super().__init__()
        self.row_count = rows

    def compose(self) -> ComposeResult:
        yield DataTable(cursor_type="row")
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns(*COLUMNS)
        for n in range(self.row_count):
            side = "PC" if n % 4 == 0 else "NPC"
            table.add_row(
                str(n + 1), f"Combatant {n} ({side})", str(20 - n % 17), "strike",
                "Healthy", "3/3", str(1 + n % 9),
            )  # fmt: skip
        table.focus()


if __name__ == "__main__":
    if sys.argv[1] == "bare":
        BareApp().run()
    else:
        TableApp(int(sys.argv[2])).run()
