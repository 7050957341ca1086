"""degaine's modules imported afresh in another language, as ``degaine --lang fr`` runs them.

The keys' labels and help, the forms' words and the tables of names are translated
when their modules are imported (the command line chooses the language before it
imports them). A test process imported them in English long before a French test
runs, so such a test takes fresh copies of every degaine module, imported with French
chosen, and gives the English ones back afterwards: the other tests never see a
French module, and the French ones never an English label.
"""

import importlib
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Any

from i18n import SOURCE_LANGUAGE, use_language

#: The packages whose modules translate at import, and the test helpers that import them.
PACKAGES = ("rules", "tui", "themes")
HELPERS = ("tests.tui.scenes", "tests.tui.pilot_helpers")


def _is_degaine(name: str) -> bool:
    return name.partition(".")[0] in PACKAGES or name in HELPERS


@contextmanager
def modules_in(language: str) -> Iterator[None]:
    """Within: ``import tui.app`` (through :func:`fresh`) gives ``language``'s modules."""
    english = {name: module for name, module in sys.modules.items() if _is_degaine(name)}
    for name in english:
        del sys.modules[name]
    use_language(language)
    try:
        yield
    finally:
        for name in [name for name in sys.modules if _is_degaine(name)]:
            del sys.modules[name]
        sys.modules.update(english)
        use_language(SOURCE_LANGUAGE)


def fresh(module: str) -> ModuleType:
    """The module of that name, as imported inside :func:`modules_in`."""
    return importlib.import_module(module)


def attribute(module: str, name: str) -> Any:
    """``module.name`` from the fresh modules: ``attribute("tui.app", "DegaineApp")``."""
    return getattr(fresh(module), name)
