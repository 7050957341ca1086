"""A full zebra Sequence played on the timeline, keys only (issue 6 acceptance)."""

import os
from pathlib import Path

from rich.console import Console
from textual.pilot import Pilot
from textual.widget import Widget

from rules.encounter import Encounter
from rules.journal import JournalStore
from rules.view import state_json
from tests.rules.zebra_common import add
from tests.tui.pilot_helpers import burst, fill_form
from tui.app import DegaineApp
from tui.screens.home import HomeScreen
from tui.screens.zebra_board import ZebraBoard
from tui.screens.zebra_timeline import ZebraTimeline
from tui.widgets.actor_details import ActorDetails
from tui.widgets.countdown import CountdownScale
from tui.widgets.order_list import OrderList
from tui.widgets.timeline_summary import TimelineSummary


def shown(widget: Widget) -> str:
    """The widget's text as drawn at its width, wrapped lines joined back with a space."""
    console = Console(width=widget.content_region.width, color_system=None, record=True)
    console.print(widget.render())
    return " ".join(console.export_text().split())


def bridge_store(path: Path) -> JournalStore:
    """Three fighters, no Sequence yet: the rest happens on screen."""
    store = JournalStore(path)
    encounter = Encounter(store=store)
    for command in [
        {"cmd": "system", "name": "zebra"},
        {"cmd": "name", "name": "Bridge"},
        add("ann", aplomb=3, agilite=2, perception=3, skill=3),
        add("bob", aplomb=2, perception=4, skill=2),
        add("cid", aplomb=2, perception=2, skill=2),
    ]:
        encounter.handle(command)
    return store


async def switch_to_timeline(app: DegaineApp, pilot: Pilot[None]) -> ZebraTimeline:
    """From the board the app resumed to, t: the timeline."""
    await pilot.pause()
    assert isinstance(app.screen, ZebraBoard)
    await pilot.press("t")
    await pilot.pause()
    assert isinstance(app.screen, ZebraTimeline)
    return app.screen


async def test_a_full_Sequence_on_the_timeline_then_the_next_with_its_carry_Z2_Z8(
    tmp_path: Path,
) -> None:
    app = DegaineApp(store=bridge_store(tmp_path / "s.sqlite3"), resume=True)
    async with app.run_test(size=(80, 24)) as pilot:
        timeline = await switch_to_timeline(app, pilot)
        encounter = timeline.bridge.encounter
        # Z2: Bob engages Ann, chosen with the arrows and the picker's digit.
        await pilot.press("right", "g")
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        assert state_json(encounter)["engagements"] == [{"actor": "bob", "target": "ann"}]
        assert "Bob engages Ann" in shown(timeline.query_one(TimelineSummary))
        # Z1: typed d20s. Ann in contact 3+2+3+10 = 18, Bob 2+4+2+7 = 15, Cid 2+2+2+3 = 9.
        await burst(pilot, "s")
        await fill_form(pilot, "10", "7", "3")
        assert [m.value for m in timeline.timeline.markers] == [18, 15, 9]  # type: ignore[union-attr]
        await pilot.press("a")  # the cost picker: 1 is strike (5)
        await pilot.pause()
        await pilot.press("1", "enter")  # 1 waits for a second digit (10 to 19 exist)
        await pilot.pause()
        await pilot.press("c")  # Bob 15 heads the order now: a cost typed for a rope swing
        await pilot.pause()
        await fill_form(pilot, "9", "swing on the rope")
        track = timeline.timeline.track  # type: ignore[union-attr]
        assert [(s.name, s.action, s.before, s.after) for s in track] == [
            ("Ann", "strike", 18, 13),
            ("Bob", "swing on the rope", 15, 6),
        ]
        acted = 0
        while state_json(encounter)["phase"] == "sequence":
            await burst(pilot, "a", "4")  # reload, 6
            acted += 1
            assert acted < 20
        summary = shown(timeline.query_one(TimelineSummary))
        assert "Sequence 1 is over" in summary
        # Ann 13 → 7 → 1 → −5, Cid 9 → 3 → −3, Bob 6 → 0: a counter ending at 0 carries nothing.
        assert "into Sequence 2: Ann −5 · Cid −3" in summary
        # The next Sequence: Ann's and Cid's overspend comes off their counters (Z8).
        await burst(pilot, "s")
        await fill_form(pilot, "10", "7", "3")
        assert [m.value for m in timeline.timeline.markers] == [15, 13, 6]  # type: ignore[union-attr]
        assert "from Sequence 1: Ann −5 · Cid −3" in shown(timeline.query_one(TimelineSummary))
        assert "−5╌" in shown(timeline.query_one(CountdownScale))  # Ann's carried stretch
        # Back to the order board, which catches up with what happened meanwhile.
        await pilot.press("home", "right", "t")
        await pilot.pause()
        board = app.screen
        assert isinstance(board, ZebraBoard)
        assert board.view is not None and "Sequence 2 running" in board.view.status
        assert board.query_one(OrderList).selected_actor == "ann"
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, ZebraTimeline) and app.screen.selected_actor == "ann"
        await pilot.press("f2")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen) and len(app.screen_stack) == 2


async def test_disengage_and_refusals_on_the_timeline_change_nothing_else(
    tmp_path: Path,
) -> None:
    app = DegaineApp(store=bridge_store(tmp_path / "s.sqlite3"), resume=True)
    async with app.run_test(size=(80, 24)) as pilot:
        timeline = await switch_to_timeline(app, pilot)
        encounter = timeline.bridge.encounter
        await pilot.press("a")  # no Sequence yet: a warning, nothing sent
        await pilot.pause()
        assert len(encounter.records) == 5
        await pilot.press("g")  # Ann (selected first) engages Cid
        await pilot.pause()
        await pilot.press("2")
        await pilot.pause()
        await pilot.press("end", "G")  # Cid disengages from Ann
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        assert state_json(encounter)["engagements"] == []
        assert len(encounter.records) == 7
        assert "no engagement" in shown(timeline.query_one(TimelineSummary))


async def test_one_binding_id_rebinds_the_switch_on_both_screens(tmp_path: Path) -> None:
    config = Path(os.environ["DEGAINE_CONFIG"])
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text('[keys]\n"zebra.timeline" = "T"\n')
    app = DegaineApp(store=bridge_store(tmp_path / "s.sqlite3"), resume=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, ZebraBoard)
        await pilot.press("T")
        await pilot.pause()
        assert isinstance(app.screen, ZebraTimeline)
        await pilot.press("T")
        await pilot.pause()
        assert isinstance(app.screen, ZebraBoard)


async def test_the_cursor_follows_the_combatant_when_the_order_moves(tmp_path: Path) -> None:
    """Issue 23: after `a` and `A` the rows move, and the cursor stays on the combatant
    the GM chose, so the next `o` or `g` applies to that combatant, not to another."""
    app = DegaineApp(store=bridge_store(tmp_path / "s.sqlite3"), resume=True)
    async with app.run_test(size=(80, 24)) as pilot:
        timeline = await switch_to_timeline(app, pilot)
        await burst(pilot, "s")
        await fill_form(pilot, "10", "7", "3")  # Ann 18, Bob 15, Cid 9
        await pilot.press("right")  # Bob
        await pilot.pause()
        assert timeline.selected_actor == "bob"
        for keys in (("a", "4"), ("A",)):  # Ann reloads (18 → 12, under Bob), then again
            await burst(pilot, *keys)
            assert timeline.selected_actor == "bob"
            details = shown(timeline.query_one(ActorDetails))
            assert details.startswith("Bob"), details
