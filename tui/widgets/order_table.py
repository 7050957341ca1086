"""The order: pending slots (ties grouped), waiting delays, done entries, idle actors."""

from rich.style import Style
from rich.text import Text
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import DataTable

from rules.i18n import _
from tui.presenters import BoardView, Row
from tui.widgets.theme_style import meaning_style


class OrderTable(DataTable[Text]):
    """One row per entry; the cursor selects the actor the next command applies to."""

    DEFAULT_CSS = """
    OrderTable { height: 1fr; }
    """

    class Selected(Message):
        """The highlighted row changed; ``actor`` and ``key`` identify it."""

        def __init__(self, actor: str | None, key: str | None) -> None:
            super().__init__()
            self.actor = actor
            self.key = key

    view: reactive[BoardView | None] = reactive(None, always_update=True)

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row", zebra_stripes=False)
        self._rows: tuple[Row, ...] = ()
        self._columns: tuple[str, ...] | None = None

    def on_mount(self) -> None:
        self.app.theme_changed_signal.subscribe(self, lambda _theme: self.redraw())

    def watch_view(self, view: BoardView | None) -> None:
        self.redraw()

    def row_style(self, row: Row) -> Style:
        for meaning, css_class in (
            ("current-actor", "current"),
            ("done-entry", "done"),
            ("simultaneous", "tie"),
            ("hidden-combatant", "hidden"),
        ):
            if css_class in row.classes:
                return meaning_style(self.app, meaning)
        side = meaning_style(self.app, row.classes[1] if len(row.classes) > 1 else "npc")
        if "idle" in row.classes or "waiting" in row.classes:
            return side + Style(dim=True)
        return side

    def redraw(self) -> None:
        view = self.view
        if view is None:
            return
        selected = self.selected_key()
        headers = ("", "#", _("Name"), _("Score"), _("Action"), *view.columns)
        if headers != self._columns:
            self.clear(columns=True)
            self.add_columns(*headers)
            self._columns = headers
        else:
            self.clear()
        self._rows = view.rows
        for row in view.rows:
            style = self.row_style(row)
            cells = (row.marker, row.slot, row.name, row.score, row.action, *row.cells)
            self.add_row(*(Text(cell, style=style, no_wrap=True) for cell in cells), key=row.key)
        if selected is not None:
            index = next((i for i, row in enumerate(view.rows) if row.key == selected), None)
            if index is None:
                actor = self.selected_actor_from(selected)
                index = next((i for i, row in enumerate(view.rows) if row.actor == actor), 0)
            self.move_cursor(row=index, animate=False)

    def selected_key(self) -> str | None:
        if not self._rows or not 0 <= self.cursor_row < len(self._rows):
            return None
        return self._rows[self.cursor_row].key

    def selected_actor_from(self, key: str) -> str | None:
        return next((row.actor for row in self._rows if row.key == key), None)

    @property
    def selected_actor(self) -> str | None:
        key = self.selected_key()
        return self.selected_actor_from(key) if key else None

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        self.post_message(self.Selected(self.selected_actor, self.selected_key()))
