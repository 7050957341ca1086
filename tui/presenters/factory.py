"""Which presenter draws which system's board: the table of systems says.

Apart from :mod:`tui.presenters.board` (the presenters' shared base) so that the
presenters import their base and nothing imports them back but this.
"""

from typing import Any

from rules.systems import resolve, system_row
from tui.presenters.board import Presenter
from tui.presenters.generic import GenericPresenter


def presenter_for(system: str | None) -> Presenter[Any]:
    row = system_row(system)
    if row is None or row.presenter is None:
        return GenericPresenter()
    presenter_class = resolve(row.presenter)
    if not isinstance(presenter_class, type):
        raise TypeError(f"{row.presenter} is not a presenter class")
    presenter: Presenter[Any] = presenter_class()
    return presenter
