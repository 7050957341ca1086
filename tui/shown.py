"""Text from data, made safe to draw: printable, never read as markup.

The store may be old, foreign or edited by hand, so its names, labels and
notes may hold terminal escapes (``ESC ] 2 ;`` sets the window title) or
Textual markup (``[bold]``, a validator's ``[type=literal_error]``). Each
path from data to the screen cleans its text once: the board's view where the
presenters build it (``tui.presenters.board.printable_view``), the log's lines
where they are described, the state JSON of the duel, ambush and timeline
screens and of the players' board (:func:`shown_state`), the dialogs' titles
and labels, the home list, every notification (``tui.plain_app``). Widgets draw
data through ``Text``/``Content`` objects or ``markup=False``, never as markup.
"""

from collections.abc import Mapping
from datetime import datetime
from typing import Any, TypeVar

from i18n import pgettext
from i18n.text import clipped, printable
from tui.memo import IdentityMemo

__all__ = ["NOTICE_LENGTH", "clipped", "printable", "shown_state", "when"]

#: A notification is one line or two of a toast, whatever a file or a store holds.
NOTICE_LENGTH = 240

_CLEANED: IdentityMemo[Any, Any] = IdentityMemo()

J = TypeVar("J", bound=Mapping[str, Any])


def when(stamp: str) -> str:
    """A store's stamp as the GM reads it, in local time (the home list, ``degaine list``)."""
    try:
        # The locale's order of day, month and year (degaine ships no locale database).
        layout = pgettext("strftime", "%Y-%m-%d %H:%M")
        return datetime.fromisoformat(stamp).astimezone().strftime(layout)
    except (TypeError, ValueError):  # a store written by hand: show what it holds
        return clipped(printable(str(stamp)), 16)


def shown_state(data: J) -> J | dict[str, Any]:
    """``data`` (state JSON) with every string made printable, keys included.

    The same object comes back while nothing needs cleaning, and the same cleaned
    copy for the same ``data``: the boards' memos, keyed by identity, keep working.
    Keys are cleaned as values are, so an actor's id still finds its entries.
    """
    cleaned: J | dict[str, Any] = _CLEANED.get(data, lambda: _clean(data))
    return cleaned


def _clean(value: Any) -> Any:
    if isinstance(value, str):
        return printable(value)
    if isinstance(value, dict):
        return _clean_mapping(value)
    if isinstance(value, list):
        values = [_clean(item) for item in value]
        if all(new is old for new, old in zip(values, value, strict=True)):
            return value
        return values
    if value is None or isinstance(value, int):  # numbers and flags: most of the state
        return value
    if isinstance(value, Mapping):  # a typed view's JSON may be any mapping (seldom)
        return _clean_mapping(value)
    return value


def _clean_mapping(value: Mapping[Any, Any]) -> Any:
    items = [(_clean(key), _clean(item)) for key, item in value.items()]
    same = zip(items, value.items(), strict=True)
    if all(k is key and v is item for (k, v), (key, item) in same):
        return value
    return dict(items)
