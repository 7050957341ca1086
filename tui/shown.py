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

from typing import Any

from rules.text import clipped, printable
from tui.memo import IdentityMemo

__all__ = ["NOTICE_LENGTH", "clipped", "printable", "shown_state"]

#: A notification is one line or two of a toast, whatever a file or a store holds.
NOTICE_LENGTH = 240

_CLEANED: IdentityMemo[Any, Any] = IdentityMemo()


def shown_state(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` (state JSON) with every string made printable, keys included.

    The same object comes back while nothing needs cleaning, and the same cleaned
    copy for the same ``data``: the boards' memos, keyed by identity, keep working.
    Keys are cleaned as values are, so an actor's id still finds its entries.
    """
    cleaned: dict[str, Any] = _CLEANED.get(data, lambda: _clean(data))
    return cleaned


def _clean(value: Any) -> Any:
    if isinstance(value, str):
        return printable(value)
    if isinstance(value, dict):
        items = [(_clean(key), _clean(item)) for key, item in value.items()]
        same = zip(items, value.items(), strict=True)
        if all(k is key and v is item for (k, v), (key, item) in same):
            return value
        return dict(items)
    if isinstance(value, list):
        values = [_clean(item) for item in value]
        if all(new is old for new, old in zip(values, value, strict=True)):
            return value
        return values
    return value
