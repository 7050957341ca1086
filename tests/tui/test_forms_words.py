"""The GM's words: no raw values, no ruling ids in forms and options; penalties shown."""

import re
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Label

from rules.encounter import Encounter
from rules.errors import Refused
from rules.journal import JournalStore
from tests.tui.pilot_helpers import press_all, resumed, screen_text
from tests.tui.scenes import scene_store
from tui.app import DegaineApp
from tui.screens.form import FormScreen
from tui.widgets.key_choice import KeyChoice
from tui.widgets.tick_box import TickBox

RULING_ID = re.compile(r"\b[GVWZ]\d{1,2}\b")
RAW = re.compile(r"\b(True|False|None)\b|\w_\w")


def form_words(app: DegaineApp) -> str:
    """Every title, label and option the form on top shows."""
    form = app.screen
    assert isinstance(form, FormScreen)
    parts = [str(widget.render()) for widget in form.query(Label)]
    parts += [str(box.label) for box in form.query(TickBox)]
    parts += [str(row.render()) for row in form.query(KeyChoice)]
    return "\n".join(parts)


def summary(app: DegaineApp) -> str:
    """The setup screen's header: the encounter, its system, its options."""
    return " ".join(str(app.screen.query_one("#summary").render()).split())


#: Per system (its digit in the list): the keys of its options form after the name, and
#: what the setup header then says of them, in words.
OPTIONS_READ = {
    "1": ("enter", ()),
    "2": ("enter", ("Engagement: one way",)),
    # The nervous finger ticked; the no-die option left as it was.
    "3": (
        "tab space enter",
        ("Nervous finger: on", "Sacrifice may leave an action", "no die: off"),
    ),
}
NOT_SHOWN = {"1": (), "2": ("one_way",), "3": ("False",)}


@pytest.mark.parametrize("digit", sorted(OPTIONS_READ))
async def test_the_options_form_and_the_setup_header_speak_words(
    tmp_path: Path, digit: str
) -> None:
    keys, said = OPTIONS_READ[digit]
    app = DegaineApp(store=JournalStore(tmp_path / "s.sqlite3"))
    async with app.run_test(size=(160, 40)) as pilot:
        await press_all(pilot, f"n {digit}")
        words = form_words(app)
        assert not RULING_ID.search(words) and not RAW.search(words), words
        await press_all(pilot, f"N a m e {keys}")
        header = summary(app)
        assert "options:" in header
        assert not RULING_ID.search(header) and not RAW.search(header), header
        assert all(words in header for words in said), header
        assert not any(raw in header for raw in NOT_SHOWN[digit]), header


@pytest.mark.parametrize(
    ("system", "keys"),
    [("vampire", "i"), ("zebra", "i"), ("zebra", "s y"), ("western", "i")],
)
async def test_board_forms_carry_no_ruling_id(tmp_path: Path, system: str, keys: str) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", system), size=(120, 40)) as (
        app,
        _pilot,
    ):
        await press_all(_pilot, keys)
        words = form_words(app)
        assert not RULING_ID.search(words), words


def test_a_running_sequence_is_refused_in_the_gm_s_words_Z7() -> None:
    encounter = Encounter()
    commands: list[dict[str, Any]] = [
        {"cmd": "system", "name": "zebra"},
        {
            "cmd": "add",
            "id": "ann",
            "name": "Ann",
            "stats": {"aplomb": 2, "perception": 2, "skill": 2},
        },
        {"cmd": "sequence", "dice": {"ann": 5}},
    ]
    for command in commands:
        encounter.handle(command)
    with pytest.raises(Refused) as refused:
        encounter.handle({"cmd": "sequence"})
    assert "GM override" in refused.value.message and '"override"' not in refused.value.message


async def test_health_levels_show_their_penalty_with_a_minus_sign_V7(tmp_path: Path) -> None:
    async with resumed(scene_store(tmp_path / "s.sqlite3", "vampire"), size=(100, 30)) as (
        app,
        pilot,
    ):
        await press_all(pilot, "w")
        shown = screen_text(app)
        for level in ("Hurt −1", "Injured −1", "Wounded −2", "Mauled −2", "Crippled −5"):
            assert level in shown
        assert "Incapacitated: cannot act" in shown and "Bruised −" not in shown
        assert "Wounded -2" not in shown  # U+2212, not a hyphen
