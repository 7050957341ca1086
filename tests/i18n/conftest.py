"""French app tests: degaine's modules imported afresh in French, once per test module."""

from collections.abc import Iterator
from pathlib import Path

import pytest

from i18n import use_language
from tests.i18n.fresh_modules import modules_in
from tests.tui.shared_css import share_parsed_css

share_parsed_css()


@pytest.fixture(scope="module")
def french_modules() -> Iterator[None]:
    with modules_in("fr"):
        yield


@pytest.fixture
def french(french_modules: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """French modules and messages, and a config and store of the test's own."""
    monkeypatch.setenv("DEGAINE_CONFIG", str(tmp_path / "config" / "config.toml"))
    monkeypatch.setenv("DEGAINE_DB", str(tmp_path / "default.sqlite3"))
    monkeypatch.delenv("NO_COLOR", raising=False)
    use_language("fr")  # the suite's conftest gives English back after each test
    yield
