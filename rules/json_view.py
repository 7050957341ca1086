"""Typed, attribute-access views over JSON objects: how the UI reads the state.

The state JSON (:mod:`rules.view`) is the contract ``degaine script`` prints, and
the players' board reads it too. So the typed view is not a second model built from it: a :class:`JsonView` wraps
the very dict, and each of its :class:`Key` attributes reads one key on first
access, checks its type, converts nested objects into views in their turn, and
keeps the result (the next read is a plain attribute). mypy sees the attribute
types; a key read under the wrong name is an error at check time, a value of the
wrong type an :class:`UnexpectedJson` (a ``TypeError``) when it is read.

A view declares every key its JSON may hold (``tests/rules/test_state_views.py``
proves it for each system against real states), so ``declared_keys`` doubles as
the contract's documentation.
"""

from collections.abc import Callable, Mapping, Sequence
from operator import itemgetter
from typing import Any, ClassVar, Generic, NamedTuple, TypeVar, cast, overload

__all__ = [
    "Json",
    "JsonView",
    "Key",
    "UnexpectedJson",
    "declared_keys",
    "flag",
    "ids",
    "mapping_of",
    "number",
    "optional",
    "sequence_of",
    "text",
    "view_of",
]

Json = Mapping[str, Any]
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)
V = TypeVar("V", bound="JsonView")

#: Marks a key that must be present (``None`` is a legitimate default).
_REQUIRED: Any = object()


class UnexpectedJson(TypeError):
    """A key holds what its view does not expect (a store saved by another version)."""


def _is_object(raw: object) -> bool:
    # The exact-type test first: a dict is the common case, and an ABC check costs ten times more.
    return type(raw) is dict or isinstance(raw, Mapping)


class _Plan(NamedTuple):
    """How a view class takes the scalars of JSON objects of one shape (see ``_plan``)."""

    names: tuple[str, ...]
    values: Callable[[Json], tuple[Any, ...]]
    defaults: dict[str, object]


#: Shapes a view class keeps plans for: a store's states have a handful; a damaged
#: store may have any number, and those are planned again each time.
_PLANS_KEPT = 256


class JsonView:
    """A JSON object read through typed attributes (see :class:`Key`).

    Its scalars (strings, numbers, flags, nulls) are checked and kept when it is made,
    all at once: a board of 200 actors reads nearly every one of them, at every
    command. A scalar's check depends only on its key and the exact type of its value,
    so what the checks decide is the same for every object of one *shape* (its keys,
    in order, and their values' types): it is decided once per shape (a plan), then a
    view of that shape takes its checked scalars in two calls that run in C.

    A value its key does not take is left out, so that reading it (and only that)
    goes to :meth:`Key.__get__`, which says what is wrong: nothing is given up by the
    plans, every value is still checked on the GM's board too.
    """

    #: The class's scalar keys: (attribute, JSON key, the types taken as they are,
    #: the JSON a missing key stands for).
    _scalars: ClassVar[tuple[tuple[str, str, frozenset[type], object], ...]] = ()
    #: By shape (see above), each class its own (``__init_subclass__``).
    _plans: ClassVar[dict[tuple[tuple[str, ...], tuple[type, ...]], _Plan]] = {}

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        cls._scalars = tuple(
            (declared.name, key, declared.exact, declared.missing)
            for key, declared in declared_keys(cls).items()
            if declared.exact
        )
        cls._plans = {}

    def __init__(self, json: Json) -> None:
        if type(json) is not dict and not isinstance(json, Mapping):
            raise UnexpectedJson(f"{type(self).__name__}: expected an object, got {json!r:.60}")
        #: The wrapped object, as the contract has it (for writers of JSON, not readers).
        self.json = json
        shape = (tuple(json), tuple(map(type, json.values())))
        plan = self._plans.get(shape) or self._plan(shape)
        held = self.__dict__
        held.update(plan.defaults)
        held.update(zip(plan.names, plan.values(json), strict=True))

    @classmethod
    def _plan(cls, shape: tuple[tuple[str, ...], tuple[type, ...]]) -> _Plan:
        """Which scalars objects of ``shape`` hold as their keys take them, which take
        their ``missing`` value, and which are left to their key to refuse."""
        types = dict(zip(*shape, strict=True))
        names: list[str] = []
        keys: list[str] = []
        defaults: dict[str, object] = {}
        for name, key, exact, missing in cls._scalars:
            if key in types:
                if types[key] in exact:
                    names.append(name)
                    keys.append(key)
            elif type(missing) in exact:
                defaults[name] = missing
        plan = _Plan(tuple(names), _getter(tuple(keys)), defaults)
        if len(cls._plans) < _PLANS_KEPT:
            cls._plans[shape] = plan
        return plan

    def __repr__(self) -> str:
        return f"{type(self).__name__}({dict(self.json)!r})"


def _getter(keys: tuple[str, ...]) -> Callable[[Json], tuple[Any, ...]]:
    """The values of ``keys`` of an object, as a tuple (``itemgetter`` returns a lone
    value unwrapped for one key, and fails for none)."""
    if len(keys) > 1:
        return itemgetter(*keys)
    if keys:
        key = keys[0]
        return lambda json: (json[key],)
    return lambda json: ()


class Key(Generic[T_co]):
    """One key of a :class:`JsonView`: read on first access, checked, then kept.

    ``missing`` is the JSON a missing key stands for (it goes through ``read`` like
    any value); without it the key is required. The attribute's name is the key,
    unless ``key`` names it (when the JSON's key is not a good Python name).
    """

    def __init__(
        self, read: Callable[[Any], T_co], *, missing: object = _REQUIRED, key: str = ""
    ) -> None:
        self.read = read
        self.missing = missing
        self.key = key
        self.name = key
        #: The types ``read`` returns as they are (a string for :func:`text`): a value of
        #: one of them needs no call to ``read`` (see ``JsonView.__init__``).
        self.exact = _EXACT.get(read, frozenset())

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name
        self.key = self.key or name

    @property
    def required(self) -> bool:
        return self.missing is _REQUIRED

    @overload
    def __get__(self, view: None, owner: type) -> "Key[T_co]": ...

    @overload
    def __get__(self, view: JsonView, owner: type) -> T_co: ...

    def __get__(self, view: JsonView | None, owner: type) -> "Key[T_co] | T_co":
        if view is None:
            return self
        # Scalars of the right type are in the instance already (``JsonView.__init__``):
        # here come nested objects and arrays, and the values missing or wrong.
        raw = view.json.get(self.key, self.missing)
        if raw is _REQUIRED:
            raise UnexpectedJson(f"{type(view).__name__}: no key {self.key!r}")
        try:
            value = self.read(raw)
        except UnexpectedJson as error:
            raise UnexpectedJson(f"{type(view).__name__}.{self.key}: {error}") from None
        # A non-data descriptor: once the instance holds the value, reads skip this.
        view.__dict__[self.name] = value
        return value


def declared_keys(view_class: type[JsonView]) -> dict[str, Key[object]]:
    """The keys a view class declares, its bases' included, by JSON key."""
    keys: dict[str, Key[object]] = {}
    for klass in reversed(view_class.__mro__):
        for attribute in vars(klass).values():
            if isinstance(attribute, Key):
                keys[attribute.key] = attribute
    return keys


# -- readers: each checks one JSON value and returns it typed ---------------------------
#: For each scalar reader, the exact types it returns unchanged: no subclass (a bool is
#: an int to Python, never to the contract), so ``type(raw) in`` says it in one lookup.
_EXACT: dict[Callable[[Any], object], frozenset[type]] = {}


def _unexpected(what: str, raw: object) -> UnexpectedJson:
    return UnexpectedJson(f"expected {what}, got {raw!r:.60}")


def text(raw: object) -> str:
    if not isinstance(raw, str):
        raise _unexpected("a string", raw)
    return raw


def number(raw: object) -> int:
    # bool is an int to Python, never to the contract.
    if not isinstance(raw, int) or isinstance(raw, bool):
        raise _unexpected("an integer", raw)
    return raw


def flag(raw: object) -> bool:
    if not isinstance(raw, bool):
        raise _unexpected("true or false", raw)
    return raw


_EXACT.update({text: frozenset({str}), number: frozenset({int}), flag: frozenset({bool})})


def optional(read: Callable[[Any], T]) -> Callable[[Any], T | None]:
    """``read``, or None for JSON ``null``."""

    def read_optional(raw: object) -> T | None:
        return None if raw is None else read(raw)

    if read in _EXACT:
        _EXACT[read_optional] = _EXACT[read] | {type(None)}
    return read_optional


def sequence_of(read: Callable[[Any], T]) -> Callable[[Any], Sequence[T]]:
    """A JSON array, each item read by ``read``."""
    exact = _EXACT.get(read, frozenset())

    def read_sequence(raw: object) -> Sequence[T]:
        if type(raw) is not list and not isinstance(raw, tuple):
            raise _unexpected("an array", raw)
        items = cast(Sequence[Any], raw)
        if exact and all(type(item) in exact for item in items):  # ids: no call per item
            return tuple(items)
        return tuple(read(item) for item in items)

    return read_sequence


def mapping_of(read: Callable[[Any], T]) -> Callable[[Any], Mapping[str, T]]:
    """A JSON object used as a table (ids to values), each value read by ``read``."""

    def read_mapping(raw: object) -> Mapping[str, T]:
        if not _is_object(raw):
            raise _unexpected("an object", raw)
        table = cast(Json, raw)
        return {key if type(key) is str else text(key): read(value) for key, value in table.items()}

    return read_mapping


def view_of(view_class: type[V]) -> Callable[[Any], V]:
    """A nested JSON object, read through ``view_class``."""

    def read_view(raw: object) -> V:
        if type(raw) is dict:  # the common case: the constructor has nothing to check
            return view_class(raw)
        # The view's constructor checks that ``raw`` is an object (and says so if not).
        try:
            return view_class(raw)  # type: ignore[arg-type]
        except UnexpectedJson:
            raise _unexpected("an object", raw) from None

    return read_view


#: The commonest nested reader: a list of ids (actors, entry keys).
ids = sequence_of(text)
