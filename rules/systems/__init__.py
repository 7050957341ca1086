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
from typing import TYPE_CHECKING, NamedTuple

from rules.i18n import _

if TYPE_CHECKING:  # the board's first paint lists titles before pydantic is loaded
    from rules.system import AnySystem


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


SYSTEMS: dict[str, SystemRow] = {
    row.key: row
    for row in (
        SystemRow(
            key="vampire",
            title="Vampire: the Masquerade",
            rules="rules.systems.vampire:SYSTEM",
            board="tui.screens.vampire_board:VampireBoard",
            presenter="tui.presenters.vampire:VampirePresenter",
            words="tui.players.words:VampireSentences",
        ),
        SystemRow(
            key="zebra",
            title="Zebra Island RPG",
            rules="rules.systems.zebra:SYSTEM",
            board="tui.screens.zebra_board:ZebraBoard",
            presenter="tui.presenters.zebra:ZebraPresenter",
            words="tui.players.words:ZebraSentences",
        ),
        SystemRow(
            key="western",
            title="Western: Surprise et Initiative",
            rules="rules.systems.western:SYSTEM",
            board="tui.screens.western_board:WesternBoard",
            presenter="tui.presenters.western:WesternPresenter",
            words="tui.players.words:WesternSentences",
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
