"""Presenters: pure functions from the state JSON to what the board draws.

They read only the public state JSON (``rules.view.state_json``), so the
board shows exactly what the headless contract says.
"""

from tui.presenters.board import BoardView, Row, build_view
from tui.presenters.factory import presenter_for

__all__ = ["BoardView", "Row", "build_view", "presenter_for"]
