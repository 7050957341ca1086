"""``degaine --lang fr`` in a real terminal: the keys' words, made when their modules are
imported, are French, because the command line chose the language before importing them
(issue 14). The config's language does the same without the flag."""

from pathlib import Path

from tests.terminal.harness import F1, Terminal, environment


def test_the_flag_makes_the_footer_and_the_help_french(tmp_path: Path) -> None:
    with Terminal(tmp_path, ["--lang", "fr"]) as term:
        screen = term.wait_for("F1 Aide")
        assert "Traceback" not in screen
        assert "annuler" in screen and "undo" not in screen, screen
        term.send(F1)
        term.wait_for("Touches du tableau")
        screen = term.settle()
        assert "Aide — Toutes les touches de cet écran." in screen, screen
        assert "Échap" in screen
        term.write("q")
        term.wait_gone("Touches du tableau")
        term.write("q")
        assert term.wait_exit(10) == 0


def test_the_config_s_language_is_read_without_the_flag(tmp_path: Path) -> None:
    (tmp_path / "config.toml").write_text('language = "fr"\n', encoding="utf-8")
    env = environment(tmp_path, LANGUAGE="en")  # the config comes before the locale
    with Terminal(tmp_path, env=env) as term:
        screen = term.wait_for("F1 Aide")
        assert "Traceback" not in screen and "Help" not in screen, screen
        term.write("q")
        assert term.wait_exit(10) == 0
