"""Shared test settings: a bounded hypothesis profile keeps the suite fast on 2 cores.

The tests read English whatever the machine's locale or the developer's config say:
``LANGUAGE`` comes first in the system's languages (the programs a test starts inherit
it), and the config file is one that does not exist unless a test sets its own.
"""

import gc
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from i18n import SOURCE_LANGUAGE, current_language, use_language
from tests.quick_idle import quicken_idle_waits

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
quicken_idle_waits()


#: The cyclic collector's thresholds in a test process (Python's are 700, 10, 10).
COLLECT_THRESHOLDS = (10_000, 50, 100)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Spare the tests most of the cyclic garbage collector's work: 15% of a Pilot test's
    CPU went to it (measured with ``gc.callbacks`` on the full-fight flows), half of that
    to scanning, again and again, what the imports and the collection made and what lives
    until the process ends. ``gc.freeze`` sets all that aside for good; the higher first
    thresholds run a young collection every 10,000 new containers instead of 700 and the
    older ones rarer still, so the apps' cycles are still collected, in bigger, rarer
    batches (7% of the CPU). The programs the pty tests start keep Python's defaults."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*COLLECT_THRESHOLDS)


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    """A test that switched the language (``--lang fr``, a French scene) leaves English."""
    yield
    if current_language() != SOURCE_LANGUAGE:
        use_language(SOURCE_LANGUAGE)
