"""The GM's board during DÉGAINER: the duelists masked as on the duel screen (W10).

The board stands in front of the table while the keyboard goes from duelist to
duelist, so it shows no more than a masked duel card: each duelist is one row,
in the duel's order, whatever the number of actions it split into; no score, no
label, no dice, no Tension nor Panache (the holder may change both in DÉGAINER).
Even the rows' order would tell the scores, so the entries are not listed at all.
The log stops at the duel's start: its lines would tell the splits and the dice.
The duel screen shows each duelist's entries to whoever holds the keyboard.
"""

from collections.abc import Sequence
from typing import TYPE_CHECKING

from i18n import _, ngettext
from i18n.text import printable
from rules.json_view import JsonView, Key, text
from rules.systems.western.views import WesternView
from tui.presenters.board import (
    GLYPH_IDLE,
    BoardView,
    Row,
    display_name,
    entry_classes,
    printable_view,
)
from tui.presenters.duel import GLYPH_MASK

if TYPE_CHECKING:
    from rules.encounter import Record
    from tui.presenters.log import Logged

MASK = GLYPH_MASK * 2


class LoggedCommand(JsonView):
    """What the mask reads of a journal record's command: its name, whose step it is."""

    cmd = Key(text, missing="")
    actor = Key(text, missing="")


def own_steps(records: "Sequence[Record]", holder: str, from_end: bool) -> int:
    """How many of ``records``, taken from the end (undo) or the start (redo), are
    ``holder``'s own steps: what a duelist at the keyboard may walk over without
    touching, or counting, the other's hidden choices (W10)."""
    ordered = reversed(records) if from_end else iter(records)
    return next(
        (n for n, record in enumerate(ordered) if LoggedCommand(record.command).actor != holder),
        len(records),
    )


def masks_duelists(view: WesternView) -> tuple[str, ...]:
    """The duelists whose choices are still secret: all of them in DÉGAINER, else none."""
    duel = view.duel
    if duel is None or view.revealed or duel.step != "degainer":
        return ()
    return tuple(duel.duelists)


def masked_row(view: WesternView, actor: str, columns: int) -> Row:
    numbers = view.actors.get(actor)
    declared = numbers is not None and numbers.declared
    state = _("declared") if declared else _("to declare")
    return Row(
        key=f"actor:{actor}",
        actor=actor,
        marker=GLYPH_IDLE + " ",
        slot="",
        name=display_name(numbers) if numbers is not None else actor,
        score=MASK,
        # The column may be 16 wide at 80 columns: the details line says why it is masked.
        action=f"{GLYPH_MASK} {state}",
        cells=(MASK,) * columns,
        classes=entry_classes(numbers, "idle"),
    )


def masked_detail(view: WesternView, actor: str) -> str:
    numbers = view.actors.get(actor)
    name = numbers.name if numbers is not None else actor
    return _("{name} · pool, Tension, Panache and actions masked until the reveal").format(
        name=name
    )


def masked_duel(board: BoardView, view: WesternView) -> BoardView:
    """``board`` with every duelist's row replaced by one masked row, first, in duel order."""
    duelists = masks_duelists(view)
    if not duelists:
        return board
    hidden = set(duelists)
    rows = tuple(masked_row(view, actor, len(board.columns)) for actor in duelists)
    others = tuple(row for row in board.rows if row.actor not in hidden)
    shown = board.details

    def details(actor: str) -> str:
        return printable(masked_detail(view, actor)) if actor in hidden else shown(actor)

    return printable_view(board._replace(rows=rows + others, details=details))


def secret_from(view: WesternView, records: "Sequence[Logged]") -> int | None:
    """The index in ``records`` of the first record the log must not tell: the one after
    the duel's start (0 if that start is older than ``records``); None if none is secret."""
    if not masks_duelists(view):
        return None
    starts = [i for i, record in enumerate(records) if LoggedCommand(record.command).cmd == "duel"]
    return starts[-1] + 1 if starts else 0


def masked_choice(name: str) -> str:
    """Why the GM's board takes no choice of a masked duelist (``name``): in DÉGAINER its
    forms would show the duelist's pool and actions to the whole table."""
    return _(
        "{name} is in the duel: what {name} chooses stays hidden until the reveal. "
        "M opens the duel screen."
    ).format(name=name)


def masked_history(kind: str, view: WesternView) -> str | None:
    """What undo or redo says while the duelists are masked (None: the usual words).

    The state after it still masks the duelists, so the record walked over is one of
    the duel's choices (or the call of DÉGAINER itself): its words would tell it."""
    if not masks_duelists(view):
        return None
    if kind == "undo":
        return _("Undone: a choice of the duel, masked until the reveal")
    return _("Redone: a choice of the duel, masked until the reveal")


def masked_log_line(count: int) -> str:
    return ngettext(
        "… {count} more, masked until the reveal", "… {count} more, masked until the reveal", count
    ).format(count=count)
