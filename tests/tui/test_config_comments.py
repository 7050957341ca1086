"""Saving a setting edits config.toml in place: the GM's comments and layout stay."""

import os
from pathlib import Path

import pytest

from tests.tui.pilot_helpers import notifications
from tests.tui.test_app_behaviour import demo_app
from tui.config import Config, load_config, persist_theme, save_config

COMMENTED = """\
# My degaine settings. Dark at night, light for the Sunday game.
theme = 'degaine-dark'   # the default I keep coming back to

# language = "fr"   (when the French table plays)

[keys]
# Emacs hands.
undo = "u,ctrl+z"  # u alone was too easy to hit
redo = "U"
"""


def test_picking_a_theme_keeps_every_comment_and_line(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text(COMMENTED)
    assert persist_theme("degaine-light", path) == []
    expected = COMMENTED.replace(
        "theme = 'degaine-dark'   # the default", 'theme = "degaine-light"   # the default'
    )
    assert path.read_text() == expected
    assert load_config(path) == (
        Config(theme="degaine-light", keys={"undo": "u,ctrl+z", "redo": "U"}),
        [],
    )


def test_setting_the_language_and_keys_keeps_the_comments(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text(COMMENTED)
    config, _warnings = load_config(path)
    changed = Config(theme=config.theme, language="en", keys={"undo": "z", "quit": "q"})
    save_config(changed, path)
    text = path.read_text()
    for comment in (
        "# My degaine settings. Dark at night, light for the Sunday game.",
        "# the default I keep coming back to",
        '# language = "fr"   (when the French table plays)',
        "# Emacs hands.",
        "# u alone was too easy to hit",
    ):
        assert comment in text, comment
    assert 'undo = "z"  # u alone was too easy to hit' in text
    assert "redo" not in text  # a binding no longer set goes, alone
    assert text.index('language = "en"') < text.index("[keys]")  # a top-level setting
    assert load_config(path) == (changed, [])


def test_an_unchanged_setting_is_left_as_written(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text(COMMENTED)
    config, _warnings = load_config(path)
    save_config(config, path)
    assert path.read_text() == COMMENTED  # single quotes, spacing and all


def test_unsetting_a_setting_removes_its_line_only(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text(COMMENTED)
    save_config(Config(theme="degaine-dark"), path)
    text = path.read_text()
    assert "[keys]" not in text and "undo" not in text
    assert text.startswith("# My degaine settings.") and "theme = 'degaine-dark'" in text
    assert load_config(path) == (Config(theme="degaine-dark"), [])


def test_keys_written_inline_stay_inline(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text('keys = { undo = "u" }  # short\n')
    save_config(Config(theme="degaine-ansi", keys={"undo": "u", "redo": "U"}), path)
    text = path.read_text()
    assert "# short" in text and "keys = {" in text
    assert load_config(path) == (Config(theme="degaine-ansi", keys={"undo": "u", "redo": "U"}), [])


def test_a_damaged_config_is_not_saved_over_and_says_so_once(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    damaged = "# mine\ntheme = 'degaine-dark\n"  # the quote never closes
    path.write_text(damaged)
    warnings = persist_theme("degaine-light", path)
    assert len(warnings) == 1 and "not saved" in warnings[0] and "\n" not in warnings[0]
    assert path.read_text() == damaged
    with pytest.raises(ValueError):
        save_config(Config(theme="degaine-light"), path)
    assert path.read_text() == damaged


def test_an_unreadable_config_is_not_saved_over(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_bytes(b"# mine\ntheme = \xff\n")
    warnings = persist_theme("degaine-light", path)
    assert len(warnings) == 1 and "degaine-light" in warnings[0]
    assert path.read_bytes() == b"# mine\ntheme = \xff\n"


def test_a_new_file_says_its_comments_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    assert persist_theme("degaine-light", path) == []
    text = path.read_text()
    assert "your comments included" in text and 'theme = "degaine-light"' in text
    assert '# language = "en"' in text and '# theme = "' not in text


async def test_a_theme_picked_in_the_app_keeps_the_files_comments(tmp_path: Path) -> None:
    path = Path(os.environ["DEGAINE_CONFIG"])
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(COMMENTED)
    app = demo_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.theme = "degaine-contrast"  # as the palette's theme picker does
        await pilot.pause()
        assert not [n for n in notifications(app) if "not saved" in n]
    text = path.read_text()
    assert text == COMMENTED.replace("theme = 'degaine-dark'", 'theme = "degaine-contrast"')
