"""The rules package is pure Python: importing all of it loads no UI library."""

import pkgutil
import subprocess
import sys

import rules


def test_rules_import_neither_textual_nor_rich() -> None:
    modules = [m.name for m in pkgutil.walk_packages(rules.__path__, "rules.")]
    assert "rules.systems.vampire.system" in modules
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""


def test_headless_cli_does_not_load_textual() -> None:
    code = (
        "import sys\n"
        "from tui.cli import main\n"
        "import io, contextlib\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    main(['schema'])\n"
        "print('textual' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "False"
