"""Each UI command declared once: its key, footer text, help and palette entry derive from it."""

from tui.commands.declaration import UiCommand, bindings_of

__all__ = ["UiCommand", "bindings_of"]
