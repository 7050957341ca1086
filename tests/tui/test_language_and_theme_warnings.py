"""The config's language names a shipped catalogue, never a path (issue 9, item 9); theme
and config warnings are one short printable line each, shown once, and a user theme
cannot replace a builtin one (item 10)."""

import array
import struct
from collections.abc import Iterator
from pathlib import Path

import pytest

import i18n
from i18n import _, language_problem, shipped_languages, use_language
from rules.journal import JournalStore
from tests.tui.pilot_helpers import toasts
from tui.app import DegaineApp
from tui.config import Config, load_config
from tui.language import choose_language
from tui.paths import config_path, user_themes_path


def write_catalogue(folder: Path, code: str, messages: dict[str, str]) -> Path:
    """A gettext ``.mo`` file for ``code`` under ``folder`` (the layout gettext reads)."""
    catalogue = {"": "Content-Type: text/plain; charset=UTF-8\n", **messages}
    keys = sorted(catalogue)
    ids = strs = b""
    offsets: list[tuple[int, int, int, int]] = []
    for key in keys:
        encoded, value = key.encode(), catalogue[key].encode()
        offsets.append((len(ids), len(encoded), len(strs), len(value)))
        ids += encoded + b"\0"
        strs += value + b"\0"
    key_start = 7 * 4 + 16 * len(keys)
    value_start = key_start + len(ids)
    table: list[int] = []
    for id_offset, id_length, _o, _l in offsets:
        table += [id_length, id_offset + key_start]
    for _o, _l, str_offset, str_length in offsets:
        table += [str_length, str_offset + value_start]
    header = struct.pack("Iiiiiii", 0x950412DE, 0, len(keys), 7 * 4, 7 * 4 + len(keys) * 8, 0, 0)
    path = folder / code / "LC_MESSAGES" / "degaine.mo"
    path.parent.mkdir(parents=True)
    path.write_bytes(header + array.array("i", table).tobytes() + ids + strs)
    return path


@pytest.fixture
def english_after() -> Iterator[None]:
    """The tests below switch the catalogue: the next test starts in English again."""
    yield
    use_language("en")


def test_a_path_as_language_is_refused_in_one_line_and_english_stays(
    tmp_path: Path, english_after: None
) -> None:
    # As the issue found it: "/some/dir" loaded /some/dir/LC_MESSAGES/degaine.mo.
    folder = tmp_path / "some" / "dir"
    write_catalogue(folder.parent, folder.name, {"Quit": "PWNED"})
    config_path().parent.mkdir(parents=True, exist_ok=True)
    config_path().write_text(f'language = "{folder}"\ntheme = "degaine-light"\n')
    config, warnings = load_config(config_path())
    assert config == Config(theme="degaine-light")
    assert len(warnings) == 1 and "\n" not in warnings[0]
    assert ": language: no catalogue for '/" in warnings[0]
    assert warnings[0].endswith("(choose one of: en, fr): ignored.")
    choose_language()
    assert _("Quit") == "Quit"
    with pytest.raises(ValueError, match="no catalogue"):
        use_language(str(folder))
    assert _("Quit") == "Quit"


@pytest.mark.parametrize("code", ["../x", "/etc", "fr/../../x", "fr_FR.UTF-8", "FR", "", "de"])
def test_only_the_code_of_a_shipped_catalogue_is_a_language(code: str) -> None:
    assert language_problem(code) is not None
    assert language_problem("en") is None and language_problem("en_GB") is None
    assert language_problem("fr") is None


def test_a_shipped_catalogue_is_used_by_its_code(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, english_after: None
) -> None:
    write_catalogue(tmp_path, "pt_BR", {"Quit": "Sair"})
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    assert shipped_languages() == ["en", "pt_BR"]
    use_language("pt_BR")
    assert _("Quit") == "Sair"


def test_the_environment_s_language_is_read_as_codes_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LANGUAGE", "/some/dir:fr_FR.UTF-8:../x")
    assert i18n._system_languages() == ["fr_FR", "fr"]


def theme_file(name: str, text: str) -> None:
    user_themes_path().mkdir(parents=True, exist_ok=True)
    (user_themes_path() / name).write_text(text)


async def test_a_user_file_named_like_a_builtin_theme_is_refused_once(tmp_path: Path) -> None:
    theme_file("degaine-dark.toml", 'primary = "#ff0000"\n')
    theme_file("mine.toml", 'name = "textual-dark"\nprimary = "#ff0000"\n')
    app = DegaineApp(store=JournalStore(tmp_path / "s.sqlite3"))
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        assert app.theme == "degaine-dark"
        assert str(app.current_theme.primary).lower() != "#ff0000"  # the builtin, as shipped
        shown = toasts(app)
        assert len(shown) == 2 and len(set(shown)) == 2
        assert (
            "Theme file degaine-dark.toml skipped: 'degaine-dark' is the name of a builtin theme,"
            " which is kept: give yours another name" in shown
        )
        assert any(
            toast.startswith("Theme file mine.toml skipped: 'textual-dark'") for toast in shown
        )


async def test_a_100_kb_bad_value_is_one_short_line(tmp_path: Path) -> None:
    huge = "x" * 100_000
    theme_file("huge.toml", f'primary = "{huge}"\n')
    config_path().write_text(f'theme = "{huge}\\u001b]2;PWNED\\u0007"\nkeys = "{huge}"\n')
    app = DegaineApp(store=JournalStore(tmp_path / "s.sqlite3"))
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        shown = toasts(app)
        assert len(shown) == 3
        for toast in shown:
            assert len(toast) <= 200 and "\n" not in toast and toast.isprintable(), toast
        assert any(toast.startswith("Theme file huge.toml skipped: primary: ") for toast in shown)
        assert any(toast.startswith("Unknown theme 'xxx") for toast in shown)
        assert any(": keys: expected a table" in toast for toast in shown)
        assert app.theme == "degaine-dark"


def test_a_key_name_with_an_escape_is_dropped_with_a_printable_warning() -> None:
    config_path().parent.mkdir(parents=True, exist_ok=True)
    config_path().write_text('[keys]\n"board.undo" = "u,\\u001b]2;PWNED\\u0007"\nredo = "U"\n')
    config, warnings = load_config(config_path())
    assert config == Config(keys={"redo": "U"})
    assert len(warnings) == 1 and warnings[0].isprintable() and "PWNED" not in warnings[0]
    assert warnings[0].endswith(
        "keys.board.undo: a key name is printable text without spaces: ignored."
    )


async def test_toml_nested_thousands_deep_is_one_warning_not_a_crash(tmp_path: Path) -> None:
    deep = "[" * 5000 + "]" * 5000
    theme_file("deep.toml", f'primary = "#aa5500"\nx = {deep}\n')
    config_path().write_text(f"x = {deep}\n")
    app = DegaineApp(store=JournalStore(tmp_path / "s.sqlite3"))
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        shown = toasts(app)
        assert any(t.startswith("Theme file deep.toml skipped: nested too deeply") for t in shown)
        assert any("config.toml: nested too deeply: using the defaults." in t for t in shown)
        assert app.theme == "degaine-dark"
