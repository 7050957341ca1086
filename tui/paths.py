"""Where degaine keeps its data: one SQLite store and one config file per user."""

import os
from pathlib import Path

APP_NAME = "degaine"


def user_data_dir() -> Path:
    """degaine's folder in the user data dir (``$XDG_DATA_HOME/degaine`` on Linux)."""
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False)


def default_db_path() -> Path:
    """The store: ``$DEGAINE_DB`` if set, else ``degaine.sqlite3`` in the user data dir."""
    override = os.environ.get("DEGAINE_DB")
    if override:
        return Path(override)
    return user_data_dir() / "degaine.sqlite3"


def share_host_key_path() -> Path:
    """The SSH host key of ``degaine share``: made once, so players' clients know it again."""
    return user_data_dir() / "share_host_key"


def share_status_path(store: str | Path) -> Path:
    """The file ``degaine share`` keeps beside ``store`` while it shares that store's board:
    the GM's app reads from it how many watch."""
    return Path(f"{store}-shared")


def is_own_store(db: str | None) -> bool:
    """Whether the store is degaine's default one in its data dir (no ``--db``, no
    ``$DEGAINE_DB``): that one degaine keeps private even if an earlier version made it."""
    return not db and not os.environ.get("DEGAINE_DB")


def config_path() -> Path:
    """The config file: ``$DEGAINE_CONFIG`` if set, else ``config.toml`` in the user config dir."""
    override = os.environ.get("DEGAINE_CONFIG")
    if override:
        return Path(override)
    from platformdirs import user_config_path

    return user_config_path(APP_NAME, appauthor=False) / "config.toml"


def user_themes_path() -> Path:
    """The user's theme folder: ``themes/`` next to the config file, one ``.toml`` per theme."""
    return config_path().parent / "themes"
