"""The config file: round-trips, survives mistakes, and feeds App.set_keymap."""

import tomllib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from i18n import shipped_languages
from i18n.text import printable
from tui.config import Config, keymap_from_config, load_config, persist_theme, save_config
from tui.paths import user_themes_path

# Keys as a GM might type them: no commas inside a key, no blank key.
key_name = (
    st.text(min_size=1)
    .map(str.strip)
    .filter(lambda key: key and "," not in key and " " not in key and printable(key) == key)
)
key_list = st.lists(key_name, min_size=1, max_size=3).map(",".join)
setting = st.text(min_size=1).map(str.strip).filter(bool)


def test_a_missing_file_gives_the_defaults_silently(tmp_path: Path) -> None:
    assert load_config(tmp_path / "config.toml") == (Config(), [])


def test_config_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "config.toml"
    config = Config(theme="degaine-light", language="en", keys={"undo": "u,ctrl+z"})
    save_config(config, path)
    assert load_config(path) == (config, [])
    text = path.read_text()
    assert text.startswith("# ") and 'theme = "degaine-light"' in text
    assert "[keys]" in text and 'undo = "u,ctrl+z"' in text


def test_an_empty_config_is_still_a_commented_valid_file(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    save_config(Config(), path)
    assert tomllib.loads(path.read_text()) == {}
    assert '# theme = "degaine-dark"' in path.read_text()


@given(
    theme=setting,
    language=st.sampled_from(shipped_languages()) | st.none(),
    keys=st.dictionaries(setting, key_list),
)
def test_any_config_round_trips(
    tmp_path_factory: pytest.TempPathFactory, theme: str, language: str | None, keys: dict[str, str]
) -> None:
    path = tmp_path_factory.mktemp("config") / "config.toml"
    config = Config(theme=theme, language=language, keys=keys)
    save_config(config, path)
    assert load_config(path) == (config, [])


@given(
    first=st.builds(
        Config,
        theme=setting | st.none(),
        language=st.sampled_from(shipped_languages()) | st.none(),
        keys=st.dictionaries(setting, key_list, max_size=3),
    ),
    second=st.builds(
        Config,
        theme=setting | st.none(),
        language=st.sampled_from(shipped_languages()) | st.none(),
        keys=st.dictionaries(setting, key_list, max_size=3),
    ),
)
def test_a_config_saved_over_another_reads_back_as_the_second(
    tmp_path_factory: pytest.TempPathFactory, first: Config, second: Config
) -> None:
    """Edited in place, whatever the names (quoted keys, escapes), nothing of the first stays."""
    path = tmp_path_factory.mktemp("config") / "config.toml"
    save_config(first, path)
    save_config(second, path)
    assert load_config(path) == (second, [])


def test_malformed_toml_gives_the_defaults_and_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text('theme = "degaine-light"\nlanguage = fr\n')
    config, warnings = load_config(path)
    assert config == Config()
    assert len(warnings) == 1 and "line 2" in warnings[0] and "\n" not in warnings[0]


def test_unreadable_file_gives_the_defaults_and_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_bytes(b"theme = \xff\n")
    config, warnings = load_config(path)
    assert config == Config() and len(warnings) == 1


def test_a_bad_field_is_dropped_alone_and_named(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text(
        'theme = 3\nlanguage = "en"\ncolour = "red"\n'
        '[keys]\nundo = "u, ctrl+z"\nredo = ""\nquit = ",q"\nhelp = 1\n'
    )
    config, warnings = load_config(path)
    assert config == Config(language="en", keys={"undo": "u,ctrl+z"})
    named = " ".join(warnings)
    for field in ("theme", "colour", "keys.redo", "keys.quit", "keys.help"):
        assert f": {field}: " in named, field
    assert len(warnings) == 5 and all("\n" not in warning for warning in warnings)


def test_keys_of_the_wrong_shape_are_dropped(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text('keys = "u"\ntheme = "degaine-ansi"\n')
    config, warnings = load_config(path)
    assert config == Config(theme="degaine-ansi") and len(warnings) == 1


def test_persist_theme_keeps_the_other_settings(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    save_config(Config(theme="degaine-dark", language="en", keys={"undo": "u"}), path)
    assert persist_theme("degaine-contrast", path) == []
    assert load_config(path) == (
        Config(theme="degaine-contrast", language="en", keys={"undo": "u"}),
        [],
    )


def test_persist_theme_creates_the_file(tmp_path: Path) -> None:
    path = tmp_path / "new" / "config.toml"
    assert persist_theme("degaine-light", path) == []
    assert load_config(path) == (Config(theme="degaine-light"), [])


def test_persist_theme_leaves_a_file_with_errors_untouched(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    broken = 'theme = "degaine-dark"\n[keys]\nundo = ""\n'
    path.write_text(broken)
    warnings = persist_theme("degaine-light", path)
    assert len(warnings) == 1 and "degaine-light" in warnings[0]
    assert path.read_text() == broken


def test_keymap_is_what_set_keymap_takes() -> None:
    config = Config(keys={"undo": " u , ctrl+z ", "quit": "q"})
    assert keymap_from_config(config) == {"undo": "u,ctrl+z", "quit": "q"}
    assert keymap_from_config(Config()) == {}


def test_user_themes_live_next_to_the_config(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DEGAINE_CONFIG", str(tmp_path / "config.toml"))
    assert user_themes_path() == tmp_path / "themes"
