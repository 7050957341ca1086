"""Every app test runs with its own config file and store: never the GM's real ones."""

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.tui.shared_css import share_parsed_css

share_parsed_css()


@pytest.fixture(autouse=True)
def isolated_user_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("DEGAINE_CONFIG", str(tmp_path / "config" / "config.toml"))
    monkeypatch.setenv("DEGAINE_DB", str(tmp_path / "default.sqlite3"))
    monkeypatch.delenv("NO_COLOR", raising=False)
    yield tmp_path
