"""No line of a French screen starts with « ; : ! ? » or ends with « (issue 23, item 16).

French puts a narrow no-break space (U+202F) before « : ; ! ? » and inside « »: a line
never breaks there, so a wrapped sentence never leaves a colon or a guillemet alone at
a line's edge. Each screen is read at 80 and 120 columns, each pane's text apart.
"""

import re
from pathlib import Path

import pytest
from textual.app import App

from tests.i18n.fresh_modules import attribute

#: What parts the panes of a screen line: borders, scrollbars, the dialogs' frames.
PANES = re.compile(r"[│▏▎▊▐▌╭╮╰╯─━┃]+")
#: A line's start or end that a break at a no-break space leaves.
ORPHAN_START = re.compile(r"^[;:!?»]")
ORPHAN_END = re.compile(r"«$")
#: Each system's screens: the keys that open them from its scene's board (one at a time).
TOURS = {
    "zebra": ("", "a", "t", "f1", "ctrl+p"),
    "vampire": ("", "b", "f1", "w"),
    "western": ("", "f1", "a"),
}


def orphans(app: App[None]) -> list[str]:
    """The lines of the screen (of a dialog only, over a board: the board's panes cut by
    its frame are no wrapped line) that start or end with what a break must not leave."""
    strips = app.screen._compositor.render_strips()
    screen = app.screen
    dialog = screen.children[0].region if screen.is_modal and screen.children else None
    found = []
    for y, strip in enumerate(strips):
        line = "".join(segment.text for segment in strip)
        if dialog is not None:
            if not dialog.y <= y < dialog.bottom:
                continue
            line = line[dialog.x : dialog.right]
        for part in PANES.split(line):
            text = part.strip(" ")
            if text and (ORPHAN_START.search(text) or ORPHAN_END.search(text)):
                found.append(line.rstrip())
    return found


@pytest.mark.parametrize("width", [80, 120])
async def test_french_lines_never_break_at_a_no_break_space(
    tmp_path: Path, french: None, width: int
) -> None:
    press = attribute("tests.tui.pilot_helpers", "press_all")
    for system, tour in TOURS.items():
        store = attribute("tests.tui.scenes", "scene_store")(tmp_path / f"{system}{width}", system)
        app = attribute("tui.app", "DegaineApp")(store=store, resume=True)
        async with app.run_test(size=(width, 30)) as pilot:
            await pilot.pause()
            for keys in tour:
                if keys:
                    await press(pilot, keys)
                assert orphans(app) == [], f"{system} {keys or 'board'} at {width}"
                if keys:
                    await press(pilot, "escape")
        store.close()


@pytest.mark.parametrize("width", [80, 120])
def test_a_wrapped_line_keeps_a_colon_and_guillemets_with_their_word(
    french: None, width: int
) -> None:
    """Textual's and Rich's wrapping, once the app's fixes are on: the line that would
    break at the U+202F before « : » (or inside « ») breaks at the space before."""
    attribute("tui.app", "DegaineApp")  # importing the app applies tui.textual_fixes
    from rich.console import Console
    from rich.text import Text
    from textual.content import Content

    # Each lead leaves room for the words before the no-break space and not the rest.
    for lead, tail in ((width - 5, "Ann\u202f: dés"), (width - 7, "dit «\u202fBob\u202f»")):
        sentence = f"{'x' * lead} {tail}"
        textual_lines = [line.plain for line in Content(sentence).wrap(width)]
        rich_lines = [line.plain for line in Text(sentence).wrap(Console(), width)]
        for lines in (textual_lines, rich_lines):
            assert len(lines) == 2, lines
            wrong = [
                line
                for line in lines
                if ORPHAN_START.search(line.strip()) or ORPHAN_END.search(line.strip())
            ]
            assert wrong == [], lines
