"""Empty containers as pydantic default factories that are cheap to inspect.

pydantic asks each default factory whether it takes the validated data, through
``inspect.signature``. For the built-ins ``list`` and ``dict`` that parses their text
signature with :mod:`tokenize`, whose patterns compile on first use: about 10 ms of
every start, before the first board is drawn (issue 15). A Python function answers
at once, and like the built-ins gives each model its own container.
"""

from typing import Any


def empty_list() -> list[Any]:
    return []


def empty_dict() -> dict[str, Any]:
    return {}
