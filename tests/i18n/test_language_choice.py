"""The GM's language: ``--lang`` first, then the config's, then the system locale's
(``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), then English; a code degaine has no
catalogue for is one line and exit 2 (issue 14)."""

import subprocess
import sys
from pathlib import Path

import pytest

from i18n import ngettext, quoted, system_language
from rules.systems import unit_words
from tui.cli import main

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
ENGLISH_REFUSAL = "degaine: unknown system 'nope'. Choose one of: vampire, zebra, western.\n"
FRENCH_REFUSAL = (
    "degaine\u202f: système inconnu «\u202fnope\u202f»."
    " Choisissez parmi\u202f: vampire, zebra, western.\n"
)


@pytest.fixture
def locale(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """No locale variable set: each test sets those it means."""
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    return monkeypatch


def configured(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, language: str) -> None:
    path = tmp_path / "config.toml"
    path.write_text(f'language = "{language}"\n', encoding="utf-8")
    monkeypatch.setenv("DEGAINE_CONFIG", str(path))


def refusal(capsys: pytest.CaptureFixture[str], *arguments: str) -> str:
    """What ``degaine ARGUMENTS schema --system nope`` says: a sentence in the language."""
    assert main([*arguments, "schema", "--system", "nope"]) == 2
    return capsys.readouterr().err


def test_french_from_the_system_locale(
    locale: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    locale.setenv("LANG", "fr_FR.UTF-8")
    assert system_language() == "fr"
    assert refusal(capsys) == FRENCH_REFUSAL


def test_the_first_locale_variable_set_is_the_one_read(
    locale: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    locale.setenv("LANG", "fr_FR.UTF-8")
    locale.setenv("LC_MESSAGES", "en_GB.UTF-8")
    assert refusal(capsys) == ENGLISH_REFUSAL
    locale.setenv("LC_ALL", "fr_CA.UTF-8")  # fr_CA has no catalogue of its own: fr
    assert refusal(capsys) == FRENCH_REFUSAL


def test_english_when_the_locale_names_no_language_degaine_speaks(
    locale: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert refusal(capsys) == ENGLISH_REFUSAL
    for value in ("C", "C.UTF-8", "de_DE.UTF-8", "POSIX"):
        locale.setenv("LANG", value)
        assert system_language() in (None, "en")
        assert refusal(capsys) == ENGLISH_REFUSAL


def test_the_config_beats_the_locale(
    locale: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    locale.setenv("LANG", "en_US.UTF-8")
    configured(locale, tmp_path, "fr")
    assert refusal(capsys) == FRENCH_REFUSAL


def test_the_flag_beats_the_config_and_the_locale_before_or_after_the_command(
    locale: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    locale.setenv("LANG", "fr_FR.UTF-8")
    configured(locale, tmp_path, "fr")
    assert refusal(capsys, "--lang", "en") == ENGLISH_REFUSAL
    assert main(["schema", "--system", "nope", "--lang=en"]) == 2
    assert capsys.readouterr().err == ENGLISH_REFUSAL
    configured(locale, tmp_path, "en")
    assert main(["schema", "--lang", "fr", "--system", "nope"]) == 2
    assert capsys.readouterr().err == FRENCH_REFUSAL
    assert main(["schema", "--la", "fr", "--system", "nope"]) == 2  # argparse's abbreviation
    assert capsys.readouterr().err == FRENCH_REFUSAL


@pytest.mark.parametrize("code", ["xx", "fr_FR.UTF-8", "../fr", "FR", ""])
def test_an_unknown_code_is_one_line_and_exit_2(
    code: str, locale: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--lang", code, "list"]) == 2
    said = capsys.readouterr()
    assert said.out == ""
    assert said.err.count("\n") == 1 and said.err.startswith("degaine: no catalogue for '")
    assert said.err.endswith("(choose one of: en, fr)\n")


def test_a_flag_without_its_code_is_argparse_s_usage_error(
    locale: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["list", "--lang"])
    assert exited.value.code == 2
    assert "--lang: expected one argument" in capsys.readouterr().err


def test_french_plurals_put_0_and_1_in_the_singular(locale: pytest.MonkeyPatch) -> None:
    locale.setenv("LANG", "fr_FR.UTF-8")
    main(["--lang", "fr", "list", "--db", "/nonexistent/dir/x.sqlite3"])
    assert [unit_words("vampire", n) for n in (0, 1, 2)] == ["tour", "tour", "tours"]
    assert [unit_words("zebra", n) for n in (0, 1, 2)] == ["Séquence", "Séquence", "Séquences"]
    assert ngettext("{n} die", "{n} dice", 0).format(n=0) == "0 dé"
    assert quoted("Bob") == "«\u202fBob\u202f»"


def test_english_plurals_put_only_1_in_the_singular(locale: pytest.MonkeyPatch) -> None:
    assert [unit_words("vampire", n) for n in (0, 1, 2)] == ["turns", "turn", "turns"]
    assert quoted("Bob") == "'Bob'"


def test_the_language_is_chosen_before_any_module_that_translates_at_import() -> None:
    # The keys' labels, the forms' words, the tables of names are translated when their
    # modules are imported: the command line must choose first, importing none of them.
    probe = (
        "import sys\n"
        "from tui.language import choose_language\n"
        "import tui.cli\n"
        "choose_language('fr')\n"
        "print(' '.join(sorted(m for m in sys.modules if m.partition('.')[0] in"
        " ('rules', 'tui', 'themes'))))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=30, check=True
    )
    imported = set(done.stdout.split())
    assert "tui.cli" in imported
    # tui.cli_parser translates argparse's words when they are said, never at import.
    allowed = {"tui", "tui.cli", "tui.cli_parser", "tui.language", "tui.config", "tui.paths"}
    assert imported <= allowed, imported
