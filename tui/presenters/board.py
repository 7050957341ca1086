"""The board's view model: rows with glyphs, a status line, a hint, details."""

from collections.abc import Callable, Sequence
from typing import Any, Generic, NamedTuple, Protocol, TypeVar

from i18n import _
from i18n.text import printable
from rules.number_text import numeral
from rules.state_views import ActorView, EntryView, StateView
from tui.presenters.conditions import details as condition_details
from tui.presenters.conditions import with_marks
from tui.presenters.groups import names_of

V = TypeVar("V", bound=StateView)

#: Colour never carries meaning alone: each state has a glyph too.
GLYPH_CURRENT = "▶"
GLYPH_TIE = "≡"
GLYPH_DONE = "✓"
GLYPH_WAITING = "…"
GLYPH_IDLE = "·"
#: Beside a score the GM set (``=``) or an entry the GM moved (``m``): not the dice's order.
GLYPH_OVERRIDE = "✎"


# Named tuples rather than dataclasses: defining a class is part of start-up, and a
# named tuple costs a tenth of a dataclass's generated methods.
class Row(NamedTuple):
    key: str
    actor: str
    marker: str
    slot: str
    name: str
    score: str
    action: str
    cells: tuple[str, ...]
    classes: tuple[str, ...]


#: An actor's details line by the actor's id ("" for an id the board does not know).
DetailsOf = Callable[[str], str]


class BoardView(NamedTuple):
    title: str
    status: str
    hint: str
    columns: tuple[str, ...]
    rows: tuple[Row, ...]
    #: Made for the actor the cursor is on when it is shown, not for every actor at
    #: every state: one line shows, and a board may have 200 actors.
    details: DetailsOf

    def detail(self, actor: str | None) -> str:
        return self.details(actor) if actor is not None else ""


class Presenter(Protocol[V]):
    """What each system tells the board, reading the state through its typed view ``V``.

    ``actor`` and ``entry`` are the view's own (a western presenter gets western
    actors and entries); they are typed ``Any`` here only because a protocol cannot
    name "the actor type of ``V``": each presenter types them exactly.

    A row's texts (:meth:`cells`, :meth:`action_text`, :meth:`name_marks`,
    :meth:`score_set`) depend on the row's actor and entry alone, never on the rest
    of the view: a new view keeps the rows whose actor and entry did not change
    (:class:`RowMemo`).
    """

    #: The system's own columns, the most needed first: a narrow board leaves them out
    #: from the last (``tui.widgets.order_columns``).
    columns: tuple[str, ...]
    #: The system's typed view of the state JSON (``rules/systems/<name>/views.py``).
    view_class: type[V]

    def cells(self, view: V, actor: Any, entry: Any) -> tuple[str, ...]: ...

    def status(self, view: V) -> str: ...

    def hint(self, view: V) -> str: ...

    def waiting(self, view: V) -> Sequence[Any]: ...

    def details(self, view: V, actor_id: str) -> str: ...

    def action_text(self, entry: Any) -> str: ...

    def name_marks(self, actor: Any) -> tuple[str, ...]:
        """The system's own marks after the name, in words ("Sonné")."""
        ...

    def score_set(self, view: V, entry: Any) -> bool:
        """Whether the GM set this entry's score (G4) rather than the dice."""
        ...

    def now(self, view: V) -> Sequence[str] | None:
        """Whose rows ▶ marks where it is not the first slot of the order (vampire's
        declarations: who declares now, the slowest); None: the first slot acts."""
        ...

    def slots(self, view: V) -> Sequence[Sequence[Any]]:
        """The slots the board lists, in order: the state's ``order``, or a system's
        fuller reading of it (western before the reveal: the undeclared's whole pools)."""
        ...


def default_action_text(entry: EntryView, action: str | None = None) -> str:
    """The action's label (``action``: as the system words it), then its tags in words
    (delayed, extra, simultaneous…)."""
    action = (entry.action if action is None else action) or "—"
    return f"{action} ({', '.join(_(tag) for tag in entry.tags)})" if entry.tags else action


def display_name(actor: ActorView, system_marks: Sequence[str] = ()) -> str:
    """The name with its marks in words, so nothing depends on colour."""
    marks = []
    if actor.hidden:
        marks.append(_("hidden"))
    # Systems where "out" means something else report the fight-level flag apart.
    if actor.out_of_fight:
        marks.append(_("out"))
    if actor.group is not None:
        marks.append(_("group"))  # G7: added with its group, still in it
    marks.extend(system_marks)
    side = _("PC") if actor.is_pc else _("NPC")
    suffix = f" [{', '.join(marks)}]" if marks else ""
    return f"{actor.name} ({side}){suffix}"


def entry_classes(actor: ActorView | None, base: str) -> tuple[str, ...]:
    classes = [base, actor.side if actor is not None else "npc"]
    if actor is not None and actor.hidden:
        classes.append("hidden")
    return tuple(classes)


class RowMemo:
    """The rows of a board's last view, by key, each with what it was made from.

    A command changes one actor or a few: the next view takes the other rows as they
    were, when their entry and actor JSON and their place in the order are equal to
    those they were made from (the presenters' row texts read nothing else).
    """

    def __init__(self) -> None:
        self.rows: dict[str, tuple[tuple[object, ...], Row]] = {}


def build_view(
    view: V, presenter: Presenter[V], name: str, memo: RowMemo | None = None
) -> BoardView:
    actors = view.actors
    rows: list[Row] = []
    listed: set[str] = set()
    moved = {move.key: move.before for move in view.moves}
    before = memo.rows if memo is not None else {}
    made: dict[str, tuple[tuple[object, ...], Row]] = {}

    def row(entry: EntryView, marker: str, slot: str, base: str) -> Row:
        actor = actors.get(entry.actor)
        listed.add(entry.actor)
        source = (
            entry.json,
            actor.json if actor is not None else None,
            marker,
            slot,
            base,
            entry.key in moved,
        )
        kept = before.get(entry.key)
        if kept is None or kept[0] != source:
            kept = source, new_row(entry, actor, marker, slot, base, entry.key in moved)
        made[entry.key] = kept
        return kept[1]

    def new_row(
        entry: EntryView, actor: ActorView | None, marker: str, slot: str, base: str, moved: bool
    ) -> Row:
        overridden = moved or presenter.score_set(view, entry)
        return Row(
            key=entry.key,
            actor=entry.actor,
            marker=marker,
            slot=slot,
            name=(
                with_marks(display_name(actor, presenter.name_marks(actor)), actor.conditions)
                if actor is not None
                else entry.actor
            ),
            score=numeral(entry.score) + (GLYPH_OVERRIDE if overridden else ""),
            action=presenter.action_text(entry),
            cells=presenter.cells(view, actor, entry) if actor is not None else (),
            classes=entry_classes(actor, base),
        )

    now = presenter.now(view)
    for index, slot_entries in enumerate(presenter.slots(view), start=1):
        tie = len(slot_entries) > 1
        for position, entry in enumerate(slot_entries):
            if index == 1 if now is None else entry.actor in now:
                marker = GLYPH_CURRENT + (GLYPH_TIE if tie else " ")
                base = "current"
            else:
                marker = (GLYPH_TIE if tie else " ") + " "
                base = "tie" if tie else "pending"
            rows.append(row(entry, marker, str(index) if position == 0 else "", base))
    for entry in presenter.waiting(view):
        rows.append(row(entry, GLYPH_WAITING + " ", _("wait"), "waiting"))
    for entry in view.done:
        rows.append(row(entry, GLYPH_DONE + " ", "", "done"))
    for actor_id, actor in actors.items():
        if actor_id not in listed:
            key = f"actor:{actor_id}"
            kept = before.get(key)
            if kept is None or kept[0] != (actor.json,):
                kept = (actor.json,), idle_row(view, presenter, actor_id, actor)
            made[key] = kept
            rows.append(kept[1])
    if memo is not None:
        memo.rows = made
    return printable_view(
        BoardView(
            title=name,
            status=presenter.status(view),
            hint=presenter.hint(view),
            columns=presenter.columns,
            rows=tuple(rows),
            details=BoardDetails(view, presenter, moved),
        )
    )


def idle_row(view: V, presenter: Presenter[V], actor_id: str, actor: ActorView) -> Row:
    """The row of an actor with no entry: no score, no action."""
    return Row(
        key=f"actor:{actor_id}",
        actor=actor_id,
        marker=GLYPH_IDLE + " ",
        slot="",
        name=with_marks(display_name(actor, presenter.name_marks(actor)), actor.conditions),
        score="",
        action="",
        cells=presenter.cells(view, actor, None),
        classes=entry_classes(actor, "idle"),
    )


class BoardDetails(Generic[V]):
    """Each actor's details line of one board, made when first asked for, then kept.

    Printable, as every text of the board (see :func:`printable_view`)."""

    def __init__(self, view: V, presenter: Presenter[V], moved: dict[str, str | None]) -> None:
        self.view = view
        self.presenter = presenter
        self.moved = moved
        self.moves: dict[str, list[str]] | None = None
        self.made: dict[str, str] = {}

    def __call__(self, actor_id: str) -> str:
        made = self.made.get(actor_id)
        if made is None:
            made = self.made[actor_id] = self.make(actor_id)
        return made

    def make(self, actor_id: str) -> str:
        if actor_id not in self.view.actors:
            return ""
        if self.moves is None:
            self.moves = moved_words(self.view, self.moved)
        actor = self.view.actors[actor_id]
        text = " · ".join(
            part
            for part in (
                self.presenter.details(self.view, actor_id),
                *self.moves.get(actor_id, ()),
                *condition_details(actor.conditions, actor.note, self.view.system),
            )
            if part
        )
        return text if text.isprintable() else printable(text)


def moved_words(view: StateView, moved: dict[str, str | None]) -> dict[str, list[str]]:
    """What the GM's moves (``m``, G4) did to each actor's pending entries, by actor.

    Once per board, not per actor: the entries' owners are looked up in one table.
    """
    if not moved:
        return {}
    owners = {entry.key: entry.actor for slot in view.order for entry in slot}
    words: dict[str, list[str]] = {}
    for key, before in moved.items():
        owner = owners.get(key)
        if owner is None:  # an entry no longer pending: nothing to say of it
            continue
        words.setdefault(owner, []).append(
            _("moved by the GM before {name}").format(
                name=view.actor_name(owners.get(before, before))
            )
            if before
            else _("moved by the GM to act last")
        )
    return words


def printable_view(view: BoardView) -> BoardView:
    """``view`` with every text it shows made printable.

    The presenters quote the state JSON as the store holds it, and an old or foreign
    store may hold escapes in a name or a label: this is where the board's texts are
    cleaned (the details lines, made on demand, as they are made: :class:`BoardDetails`).
    A row's key and actor are ids, never drawn, and stay as they are.
    """
    shown = [view.title, view.status, view.hint]
    for row in view.rows:
        shown += (row.marker, row.slot, row.name, row.score, row.action, *row.cells)
    if "".join(shown).isprintable():  # the common case: one scan, nothing to rebuild
        return view
    rows = tuple(_printable_row(row) for row in view.rows)
    return view._replace(
        title=printable(view.title),
        status=printable(view.status),
        hint=printable(view.hint),
        rows=rows,
    )


def _printable_row(row: Row) -> Row:
    texts = (row.marker, row.slot, row.name, row.score, row.action, *row.cells)
    if all(text.isprintable() for text in texts):  # the common case: one scan per text
        return row
    return row._replace(
        marker=printable(row.marker),
        slot=printable(row.slot),
        name=printable(row.name),
        score=printable(row.score),
        action=printable(row.action),
        cells=tuple(printable(cell) for cell in row.cells),
    )


def head_names(view: StateView) -> list[str]:
    """The names in the head slot, for hints (a roll-once group by its name, G7)."""
    return names_of(view, [entry.actor for entry in view.head()])


def first_names(view: StateView) -> str:
    """:func:`head_names` as one list."""
    return ", ".join(head_names(view))
