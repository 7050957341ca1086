"""Keys and the palette in French (issue 23, item 13): « Début », « Échap », « Thème ».

Textual names keys as its code does ("home", "pgup", "esc") and its palette commands
in English ("Theme", "Keys", "Screenshot"); a French GM reads keyboard names and
degaine's own commands, in French.
"""

import re
from pathlib import Path

from textual.app import App

from tests.i18n.fresh_modules import attribute

#: Textual's English names of keys and of its palette's commands.
ENGLISH_KEYS = re.compile(
    r"\b(?:home|end|pgup|pgdn|space|del|esc|Esc|Enter|Home|End|Keys|Theme|Screenshot"
    r"|Quit|Maximize|Search for)\b"
)


def screen_lines(app: App[None]) -> list[str]:
    strips = app.screen._compositor.render_strips()
    return ["".join(segment.text for segment in strip).rstrip() for strip in strips]


async def test_f1_the_footer_and_the_palette_name_keys_in_french(
    tmp_path: Path, french: None
) -> None:
    press = attribute("tests.tui.pilot_helpers", "press_all")
    store = attribute("tests.tui.scenes", "scene_store")(tmp_path / "z.sqlite3", "zebra")
    app = attribute("tui.app", "DegaineApp")(store=store, resume=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await press(pilot, "t f1")
        shown = "\n".join(screen_lines(app))
        assert re.search(r"Début +Premier", shown) and re.search(r"Fin +Dernier", shown), shown
        assert [line for line in screen_lines(app) if ENGLISH_KEYS.search(line)] == []
        await press(pilot, "escape escape")
        titles = [command.title for command in app.get_system_commands(app.screen)]
        assert titles[:2] == ["Thème", "Quitter"] and "Aide" in titles, titles
        await press(pilot, "ctrl+p")
        assert [line for line in screen_lines(app) if ENGLISH_KEYS.search(line)] == []
        await press(pilot, "escape")
        app.search_themes()
        await pilot.pause()
        assert "Chercher un thème…" in "\n".join(screen_lines(app))
    store.close()


def test_a_key_s_name_on_a_keyboard_in_french(french: None) -> None:
    binding = attribute("textual.binding", "Binding")
    words = attribute("tui.key_names", "key_words")
    names = [words(binding(key, "x")) for key in ("home", "end", "pageup", "pagedown", "space")]
    assert names == ["Début", "Fin", "Pg préc.", "Pg suiv.", "Espace"]
    assert words(binding("delete", "x")) == "Suppr" and words(binding("f1", "x")) == "F1"
    assert words(binding("escape", "x", key_display="Esc/^G")) == "Échap/^G"
    assert words(binding("enter", "x", key_display="Enter")) == "Entrée"
    assert words(binding("a", "x")) is None
