"""Shared test settings: a bounded hypothesis profile keeps the suite fast on 2 cores.

The tests read English whatever the machine's locale or the developer's config say:
``LANGUAGE`` comes first in the system's languages (the programs a test starts inherit
it), and the config file is one that does not exist unless a test sets its own.
"""

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from i18n import SOURCE_LANGUAGE, current_language, use_language

settings.register_profile(
    "default",
    max_examples=int(os.environ.get("DEGAINE_EXAMPLES", "60")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("default")

os.environ["LANGUAGE"] = SOURCE_LANGUAGE
os.environ.setdefault(
    "DEGAINE_CONFIG", str(Path(tempfile.gettempdir()) / f"degaine-no-config-{os.getpid()}" / "c")
)
use_language(SOURCE_LANGUAGE)


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    """A test that switched the language (``--lang fr``, a French scene) leaves English."""
    yield
    if current_language() != SOURCE_LANGUAGE:
        use_language(SOURCE_LANGUAGE)
