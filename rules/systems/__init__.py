"""The one table of initiative systems, by the key a ``system`` command names.

Each row says, in one place, everything the program needs to know of a system:
its key, the title a GM reads, and where its parts live, as ``"module:attr"``
references imported on first use (a process that runs one system does not pay
for the others; the home screen lists titles without importing any system).

The ``tui`` references are plain strings: the rules never import the UI, the UI
resolves them. A row without a board, presenter or players' words gets the
generic ones. Adding a system is its modules plus one row in :data:`SYSTEMS` (a
test puts a toy one there for its own duration: ``tests/toy_system.py``).
"""

from importlib import import_module
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from i18n import N_, N_plural, Plural, _
from rules.state_views import PublicStateView, StateView

if TYPE_CHECKING:  # the board's first paint lists titles before pydantic is loaded
    from rules.system import AnySystem


V = TypeVar("V", bound=StateView | PublicStateView)

#: The views of a system that declares none of its own: the core's keys only.
CORE_VIEW = "rules.state_views:StateView"
CORE_PUBLIC_VIEW = "rules.state_views:PublicStateView"


class SystemRow(NamedTuple):
    """One system: its key, its title and where its parts are."""

    key: str
    #: The name a GM reads wherever a system is listed (translated at display time).
    title: str
    #: ``"module:attr"`` of its :class:`~rules.system.System` instance.
    rules: str
    #: ``"module:attr"`` of its GM board screen class (``tui``), None for the generic one.
    board: str | None = None
    #: ``"module:attr"`` of its board presenter class (``tui``), None for the generic one.
    presenter: str | None = None
    #: ``"module:attr"`` of its players' words class (``tui``), None for the generic one.
    words: str | None = None
    #: ``"module:attr"`` of its typed view of the GM's state JSON (a
    #: :class:`~rules.state_views.StateView`); the core one reads any system.
    view: str = CORE_VIEW
    #: ``"module:attr"`` of its typed view of the players' part of it.
    public_view: str = CORE_PUBLIC_VIEW
    #: ``"module:attr"`` of the sentences its commands are told in (the log, undo's
    #: notices: :mod:`rules.sentences`), None for the core's and plain names.
    sentences: str | None = None
    #: The system's round as the GM counts it ("Turn {number}", "Sequence {number}"):
    #: the history groups the steps by it (translated at display time).
    round_title: str = N_("Round {number}")
    #: The same inside a sentence ("now: turn 2"), where French writes « tour » small.
    round_phrase: str = N_("round {number}")
    #: What comes before the first round, as a title ("Before turn 1").
    before_first: str = N_("Before round 1")
    #: G6's unit, singular and plural, as a GM reads a condition's duration
    #: (translated at display time, with ``ngettext``).
    unit: Plural = N_plural("duration", "round", "rounds")
    #: The game's own conditions, offered first when the GM gives one (G6).
    condition_names: tuple[str, ...] = ()


SYSTEMS: dict[str, SystemRow] = {
    row.key: row
    for row in (
        SystemRow(
            key="vampire",
            title=N_("Vampire: the Masquerade"),
            rules="rules.systems.vampire.system:SYSTEM",
            board="tui.screens.vampire_board:VampireBoard",
            presenter="tui.presenters.vampire:VampirePresenter",
            words="tui.players.words:VampireSentences",
            view="rules.systems.vampire.views:VampireView",
            public_view="rules.systems.vampire.views:VampirePublicView",
            sentences="rules.systems.vampire.sentences:SENTENCES",
            round_title=N_("Turn {number}"),
            round_phrase=N_("turn {number}"),
            before_first=N_("Before turn 1"),
            unit=N_plural("duration", "turn", "turns"),
            condition_names=(N_("stunned"), N_("staked"), N_("frenzy")),
        ),
        SystemRow(
            key="zebra",
            title=N_("Zebra Island RPG"),
            rules="rules.systems.zebra.system:SYSTEM",
            board="tui.screens.zebra_board:ZebraBoard",
            presenter="tui.presenters.zebra:ZebraPresenter",
            words="tui.players.words:ZebraSentences",
            view="rules.systems.zebra.views:ZebraView",
            public_view="rules.systems.zebra.views:ZebraPublicView",
            sentences="rules.systems.zebra.sentences:SENTENCES",
            round_title=N_("Sequence {number}"),
            round_phrase=N_("Sequence {number}"),
            before_first=N_("Before Sequence 1"),
            unit=N_plural("duration", "Sequence", "Sequences"),
        ),
        SystemRow(
            key="western",
            title=N_("Western: Surprise et Initiative"),
            rules="rules.systems.western.system:SYSTEM",
            board="tui.screens.western_board:WesternBoard",
            presenter="tui.presenters.western:WesternPresenter",
            words="tui.players.words:WesternSentences",
            view="rules.systems.western.views:WesternView",
            public_view="rules.systems.western.views:WesternPublicView",
            sentences="rules.systems.western.sentences:SENTENCES",
            round_title=N_("Turn {number}"),
            round_phrase=N_("turn {number}"),
            before_first=N_("Before turn 1"),
            unit=N_plural("duration", "turn", "turns"),
            # W9: "au pire un accroc « Sonné » et une position dégradée".
            condition_names=(N_("Sonné"), N_("Position dégradée")),
        ),
    )
}

_RESOLVED: dict[str, object] = {}
#: The systems :func:`get_system` has resolved and checked, by reference.
_CHECKED: dict[str, "AnySystem"] = {}


def resolve(reference: str) -> object:
    """The object a ``"module:attr"`` reference names, imported on first use."""
    found = _RESOLVED.get(reference)
    if found is None:
        module_name, _colon, attribute = reference.partition(":")
        found = getattr(import_module(module_name), attribute)
        _RESOLVED[reference] = found
    return found


def system_names() -> list[str]:
    return list(SYSTEMS)


def system_row(name: str | None) -> SystemRow | None:
    """The row of ``name``, or None for no system or an unknown one."""
    return SYSTEMS.get(name) if name is not None else None


def system_title(name: str) -> str:
    """The title a GM reads for ``name`` (the key itself for a system not in the table)."""
    row = SYSTEMS.get(name)
    return _(row.title) if row is not None else name


def unit_words(name: str | None, count: int) -> str:
    """G6's unit of ``name`` for ``count`` of them, as a GM reads it: "turns", "Sequence"."""
    row = system_row(name)
    return (row.unit if row is not None else SystemRow("", "", "").unit)(count)


def condition_names(name: str | None) -> tuple[str, ...]:
    """The game's own conditions (G6); none for a system without its own."""
    row = system_row(name)
    return row.condition_names if row is not None else ()


def view_class(name: str | None) -> type[StateView]:
    """The typed view of ``name``'s GM state JSON (the core's for no or an unknown system)."""
    row = system_row(name)
    return _view_class(row.view if row is not None else CORE_VIEW, StateView)


def public_view_class(name: str | None) -> type[PublicStateView]:
    """The typed view of ``name``'s players' JSON (the core's for no or an unknown system)."""
    row = system_row(name)
    return _view_class(row.public_view if row is not None else CORE_PUBLIC_VIEW, PublicStateView)


def _view_class(reference: str, base: type[V]) -> type[V]:
    found = resolve(reference)
    if not isinstance(found, type) or not issubclass(found, base):
        raise TypeError(f"{reference} is not a {base.__name__}")
    return found


def get_system(name: str) -> "AnySystem":
    """The system registered under ``name`` (KeyError if there is none)."""
    reference = SYSTEMS[name].rules
    system = _CHECKED.get(reference)
    if system is None:
        from rules.system import System  # here, not above: see TYPE_CHECKING

        found = resolve(reference)
        if not isinstance(found, System) or found.name != name:
            raise TypeError(f"{reference} is not the System of {name!r}")
        system = _CHECKED[reference] = found
    return system
