"""A footer that shows only whole entries: a key with its word, or nothing.

Textual's footer lays its keys out in a row that runs on under the command
palette's key, docked at the right: a key that does not fit shows as its first
letters ("t▏^p palette"). The compact footer also gives every key, the palette's
included, a right margin: the docked palette key then stops one column short of the
edge, and that column shows whatever entry runs beneath it ("^p paletteU"). Here
the palette key has no margin, and the entries that would not fit whole before it
are not shown at all (F1 lists every key; the first entries are the ones kept).
"""

from typing import Any

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class WholeFooter(Footer):
    DEFAULT_CSS = """
    WholeFooter.-compact FooterKey.-command-palette { margin-right: 0; }
    """

    #: The screen's shown keys the entries were made from (see ``bindings_changed``).
    composed_for: tuple[tuple[object, ...], ...] = ()

    def compose(self) -> ComposeResult:
        # Textual's footer draws no key until the screen's bindings are announced, which
        # comes after the first frame: the screen's own keys are known now, so the first
        # frame has them (the announcement recomposes it with the focused widget's too).
        self._bindings_ready = True
        self.composed_for = shown_bindings(self.screen)
        keys = list(super().compose())
        self.fit(keys)
        yield from keys

    def bindings_changed(self, screen: Screen[Any]) -> None:
        # Textual composes the footer again at every announcement of the screen's keys,
        # and many announce the keys it shows already (the first key of a session, most
        # commands): composing 15 keys again costs more CPU than the key itself, ~150 ms
        # on a small server. The entries are the same: nothing to do.
        if screen is self.screen and shown_bindings(screen) == self.composed_for:
            return
        super().bindings_changed(screen)

    def on_resize(self) -> None:
        self.refit()

    def refit(self) -> None:
        self.fit(list(self.query_children(FooterKey)))

    def fit(self, keys: list[Widget]) -> None:
        """Hide the entries from the first that would not fit whole before the palette key."""
        width = self.size.width or self.app.size.width
        palette = [key for key in keys if key.has_class("-command-palette")]
        left = width - sum(self.palette_width(key) for key in palette)
        shown = True
        for key in keys:
            if key in palette:
                continue
            used = entry_width(key, self.compact)
            shown = shown and used <= left
            key.display = shown
            left -= used + (1 if self.compact else 0)  # compact entries: a margin of one

    def palette_width(self, palette: Widget) -> int:
        """The palette key's columns: its left border, then (not compact) one of padding.

        Textual binds the compact style to every key but this one, which stays compact
        ("^p palette") whatever the footer's style."""
        return entry_width(palette, compact=True) + (1 if self.compact else 2)


def shown_bindings(screen: Screen[Any]) -> tuple[tuple[object, ...], ...]:
    """What the footer's entries are made of: each shown key, its words and whether
    it is enabled, in order."""
    return tuple(
        (binding.key, binding.key_display, binding.description, binding.group, enabled, tip)
        for _node, binding, enabled, tip in screen.active_bindings.values()
        if binding.show
    )


def entry_width(key: Widget, compact: bool) -> int:
    """The columns a footer entry takes: its key, its word and their padding."""
    if not isinstance(key, FooterKey):
        return cell_len(str(getattr(key, "renderable", "")))
    word = cell_len(key.description)
    if compact:  # "F1 Help"
        return cell_len(key.key_display) + (1 + word if word else 0)
    return cell_len(key.key_display) + 2 + (word + 1 if word else 0)  # " F1 Help "
