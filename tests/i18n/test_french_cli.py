"""``degaine --lang fr``: argparse's own words (usage, headings, errors) are French too, and
the English ones stay exactly argparse's (issue 14)."""

import re
from pathlib import Path

import pytest

from tui.cli import build_parser, main
from tui.cli_parser import translated

NNBSP = "\u202f"


def run(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as stopped:
        main(list(arguments))
    out, err = capsys.readouterr()
    return int(stopped.value.code or 0), out, err


def test_the_help_is_french_from_its_usage_to_its_headings(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "--lang", "fr", "--help")
    assert code == 0
    assert out.startswith(f"usage{NNBSP}: degaine ")
    assert f"\narguments positionnels{NNBSP}:\n" in out
    assert f"\noptions{NNBSP}:\n" in out
    assert "afficher cette aide et quitter" in out
    for english in ("usage:", "options:", "positional arguments", "show this help message"):
        assert english not in out, english


@pytest.mark.parametrize(
    ("arguments", "french", "english"),
    [
        (
            ["roster", "export"],
            f"degaine roster export{NNBSP}: erreur{NNBSP}: ces arguments sont obligatoires"
            f"{NNBSP}: FICHIER",
            "the following arguments are required",
        ),
        (
            ["list", "--nope"],
            f"degaine{NNBSP}: erreur{NNBSP}: arguments non reconnus{NNBSP}: --nope",
            "unrecognized arguments",
        ),
        (
            ["frob"],
            f"choix invalide{NNBSP}: 'frob' (au choix{NNBSP}: 'script', 'board'",
            "invalid choice",
        ),
        (
            ["script", "--seed", "x"],
            f"argument --seed{NNBSP}: valeur invalide pour le type int{NNBSP}: 'x'",
            "invalid int value",
        ),
    ],
)
def test_an_error_is_one_french_line_after_a_french_usage(
    capsys: pytest.CaptureFixture[str], arguments: list[str], french: str, english: str
) -> None:
    code, out, err = run(capsys, "--lang", "fr", *arguments)
    assert code == 2 and out == ""
    assert err.startswith(f"usage{NNBSP}: degaine")
    assert french in err.splitlines()[-1], err
    assert english not in err and "error:" not in err and "usage:" not in err


def test_in_english_the_words_are_argparse_s_own(capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, "--lang", "en", "roster", "export")
    assert code == 2
    assert err.startswith("usage: degaine roster export")
    assert err.endswith(
        "degaine roster export: error: the following arguments are required: FILE\n"
    )
    help_text = build_parser().format_help()
    assert help_text.startswith("usage: degaine [-h] [--lang CODE] [--db PATH]")
    assert "\noptions:\n  -h, --help" in help_text and "\npositional arguments:\n" in help_text
    assert "-h, --help            show this help message and exit" in help_text


def test_a_message_argparse_words_otherwise_is_kept_as_it_is() -> None:
    assert translated("something argparse may say one day") == (
        "something argparse may say one day"
    )


@pytest.mark.parametrize(
    ("lang", "prefix"), [("fr", f"ligne 2{NNBSP}: "), ("en", "line 2: ")], ids=["fr", "en"]
)
def test_a_script_s_bad_line_starts_with_its_number_in_the_table_s_language_G1(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str, prefix: str
) -> None:
    """The contract: `line N:` on stderr in English, `ligne N :` in French, exit 2."""
    path = tmp_path / "bad.jsonl"
    path.write_text('{"cmd":"system","name":"vampire"}\n{"cmd":"teleport"}\n', encoding="utf-8")
    code = main(["--lang", lang, "script", str(path)])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert err.startswith(prefix) and err.count("\n") == 1, err
    assert "teleport" in err


def test_share_takes_lang_after_its_name_and_the_placeholders_are_french(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 23, item 17: `degaine share --lang fr`, and no SCRIPT_DB, file, WORD in the help."""
    code, out, _ = run(capsys, "share", "--lang", "fr", "--help")
    assert code == 0 and "--password MOT" in out and "--web [HÔTE:]PORT" in out, out
    code, out, _ = run(capsys, "--lang", "fr", "script", "--help")
    assert "--db CHEMIN" in out and "[FICHIER]" in out and "SCRIPT_DB" not in out, out


def test_a_script_s_bad_json_is_said_in_french(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    script = tmp_path / "bad.jsonl"
    script.write_text('{"cmd": \n{"cmd": "system", "name": "x\n', encoding="utf-8")
    code = main(["--lang", "fr", "script", str(script)])
    _out, err = capsys.readouterr()
    assert code == 2 and "une valeur est attendue" in err, err
    assert "Expecting" not in err and "Unterminated" not in err


def test_degaine_list_shows_titles_and_the_locale_s_dates(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    store = tmp_path / "s.sqlite3"
    script = tmp_path / "zebra.jsonl"
    script.write_text('{"cmd": "system", "name": "zebra"}\n', encoding="utf-8")
    assert main(["script", "--db", str(store), str(script)]) == 0
    capsys.readouterr()
    assert main(["--lang", "fr", "list", "--db", str(store)]) == 0
    out, _err = capsys.readouterr()
    assert "Zebra Island, le jeu de rôle" in out, out
    assert re.search(r"\b\d\d/\d\d/\d{4} \d\d:\d\d\b", out), out
