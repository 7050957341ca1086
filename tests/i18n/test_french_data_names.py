"""The shipped data's names in French on every screen of a French tour (issue 23, item 12).

The cost table's actions, the vampire defences and the options' values are ids in the
JSON; a French GM reads them in French: on the board, the pick lists, the timeline,
the options form, the hint of ``A``. A list of their English names is looked for on
each screen, a whole word at a time.
"""

import re
from pathlib import Path
from typing import Any

from textual.app import App

from tests.i18n.fresh_modules import attribute

#: The English names of the shipped data (cost table, defences, options' values).
ENGLISH_NAMES = (
    "strike", "shoot", "aim", "reload", "throw", "parry", "dodge", "disengage", "grab",
    "first aid", "stand up", "shout", "look", "Dodge", "Block", "Parry", "static",
    "simultaneous", "mutual", "one way", "Weapons", "free", "willpower", "willpower roll",
)  # fmt: skip
#: The vampire scene's declarations are the GM's own words ("shoot Ghoul"): not data.
VAMPIRE_NAMES = ("Dodge", "Block", "Parry", "dodge", "free", "willpower", "static", "mutual")


def words(names: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + "|".join(re.escape(name) for name in names) + r")\b")


def screen_lines(app: App[None]) -> list[str]:
    """The screen's lines as the GM reads them."""
    strips = app.screen._compositor.render_strips()
    return ["".join(segment.text for segment in strip).rstrip() for strip in strips]


def english_on(app: App[None], names: tuple[str, ...] = ENGLISH_NAMES) -> list[str]:
    english = words(names)
    return [line for line in screen_lines(app) if english.search(line)]


async def press(pilot: Any, keys: str) -> None:
    await attribute("tests.tui.pilot_helpers", "press_all")(pilot, keys)


async def test_the_zebra_table_s_actions_read_in_french_Z4(tmp_path: Path, french: None) -> None:
    store = attribute("tests.tui.scenes", "scene_store")(tmp_path / "z.sqlite3", "zebra")
    app = attribute("tui.app", "DegaineApp")(store=store, resume=True)
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        board = "\n".join(screen_lines(app))
        assert "frapper −5 → 13" in board and "A\u202f: frapper à nouveau" in board, board
        assert english_on(app) == []
        await press(pilot, "a")
        assert "1. frapper (5)" in "\n".join(screen_lines(app))
        assert english_on(app) == []
        await press(pilot, "escape t")
        assert "tirer" in "\n".join(screen_lines(app))
        assert english_on(app) == []
    store.close()


async def test_a_vampire_defence_and_the_options_read_in_french_V5(
    tmp_path: Path, french: None
) -> None:
    store = attribute("tests.tui.scenes", "scene_store")(tmp_path / "v.sqlite3", "vampire")
    app = attribute("tui.app", "DegaineApp")(store=store, resume=True)
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        await press(pilot, "b")
        assert "1. Esquiver" in "\n".join(screen_lines(app))
        await press(pilot, "1")
        shown = "\n".join(screen_lines(app))
        assert "Esquiver" in shown and "(annulation)" in shown, shown
        assert english_on(app, VAMPIRE_NAMES) == []
        encounter = attribute("rules.encounter", "Encounter")(store=store)
        setup = attribute("tui.screens.setup", "SetupScreen")
        await app.push_screen(setup(attribute("tui.bridge", "EncounterBridge")(encounter)))
        for pick in ("1", "escape 2"):  # vampire's options, then zebra's
            await press(pilot, pick)
            shown = "\n".join(screen_lines(app))
            assert "Volonté" in shown or "à sens unique" in shown, shown
            assert english_on(app, VAMPIRE_NAMES) == []
    store.close()


def test_a_campaign_table_names_its_actions_per_language_Z4(french: None) -> None:
    parse_costs = attribute("rules.systems.zebra.costs", "parse_costs")
    table = parse_costs('[costs]\nclimb = 5\nstrike = 4\n[names.fr]\nclimb = "grimper"\n')
    labels = attribute("rules.systems.zebra.action_names", "action_labels")
    assert labels(table.costs, table.names) == {"climb": "grimper", "strike": "frapper"}
    error = attribute("rules.systems.zebra.costs", "CostFileError")
    try:
        parse_costs('[costs]\nclimb = 5\n[names.fr]\nswim = "nager"\n')
    except error as refused:
        assert "«\u202fswim\u202f» n'est pas une action de la table" in str(refused)
    else:
        raise AssertionError("a name for an action the table lacks was taken")


def test_the_french_words_are_the_rule_texts_W7_W9(french: None) -> None:
    """« tenir son feu » and « embusqueur » as rule text 000 has them; « caractéristiques »
    for stats; the demo's ghoul a « Goule »; the timeline's finished counters are not
    « Hors combat », the name of the `o` command (issue 23, item 14)."""
    catalogue = attribute("tests.i18n.catalogue", "french_catalogue")()
    french_forms = attribute("tests.i18n.catalogue", "forms")
    texts = [form for message in catalogue if message.id for form in french_forms(message)]
    # "stats" before a colon is the JSON field's name ("stats : JSON non valide").
    wrong = re.compile(r"gard\w* son tir|de retenue|\b[Ss]tats\b(?!\u202f:)|\bembusqués\b")
    assert [text for text in texts if wrong.search(text)] == []
    demo = attribute("tui.demo", "DEMO_COMMANDS")
    assert "Goule" in [getattr(command, "name", "") for command in demo]
    pgettext = attribute("i18n", "pgettext")
    assert pgettext("timeline", "Done") == "Terminés"
