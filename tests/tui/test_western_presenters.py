"""The duel and ambush presenters: pure functions of the state's typed view (W9, W10, G3)."""

from dataclasses import astuple
from typing import Any

from rules.encounter import Encounter
from rules.systems.western.views import WesternView
from rules.view import state_json
from tests.tui.scenes import AMBUSH_SPRUNG, DUEL_DRAWING, DUEL_REVEALED, WESTERN_CAST
from tui.presenters.ambush import AmbushPlan, ambush_pool, build_ambush_view, leader
from tui.presenters.duel import DEGAINER, MONTER, RESOLVE, build_duel_view

DUELISTS = ["ann", "bart"]


def data_of(commands: list[dict[str, Any]]) -> WesternView:
    encounter = Encounter()
    for command in commands:
        encounter.handle(command)
    return WesternView(state_json(encounter))


def flat(value: object) -> str:
    """Every string a view holds, for checking what it would put on screen."""
    return repr(astuple(value))  # type: ignore[call-overload]


def test_masked_card_holds_none_of_the_hidden_numbers_W10() -> None:
    data = data_of(DUEL_DRAWING)
    view = build_duel_view(data, "Duel", DUELISTS, drawn=False, holder="bart", selected="bart")
    assert view.step == DEGAINER
    ann, bart = view.cards
    assert ann.masked and not ann.lines and ann.numbers[1] == "Panache ░░"
    assert ann.role.endswith("declared") and bart.holder
    # Not Ann's label, score, sacrificed die nor tokens: anywhere in the view.
    shown = flat(view)
    for secret in ("shoot Bart", "dive", "11", "+5", "Panache 2"):
        assert secret not in shown, secret


def test_nobody_at_the_keyboard_masks_every_card_W10() -> None:
    view = build_duel_view(data_of(DUEL_DRAWING), "Duel", DUELISTS, False, None, None)
    assert all(card.masked for card in view.cards)
    assert "shoot Bart" not in flat(view)


def test_the_holder_sees_its_own_entries_W10() -> None:
    view = build_duel_view(data_of(DUEL_DRAWING), "Duel", DUELISTS, False, "ann", "ann")
    ann = view.cards[0]
    assert not ann.masked and [line.score for line in ann.lines] == ["11", "3"]
    assert ann.lines[0].label == "#1 shoot Bart" and "1 sacrificed" in ann.lines[0].notes


def test_monter_lasts_until_dégainer_or_a_declaration_W10() -> None:
    opened = data_of([*WESTERN_CAST, {"cmd": "duel", "duelists": DUELISTS}])
    assert build_duel_view(opened, "D", DUELISTS, False, "ann", "ann").step == MONTER
    assert build_duel_view(opened, "D", DUELISTS, True, "ann", "ann").step == DEGAINER
    assert build_duel_view(data_of(DUEL_DRAWING), "D", DUELISTS, False, "ann", "ann").step == (
        DEGAINER
    )


def test_revealed_tie_is_one_slot_and_interruption_is_named_W5_G3() -> None:
    view = build_duel_view(data_of(DUEL_REVEALED), "Duel", DUELISTS, True, "ann", "ann")
    assert view.step == RESOLVE and not any(card.masked for card in view.cards)
    first, second = view.slots
    assert first.current and first.simultaneous and first.score == "11"
    assert first.shooters == "Ann #1 shoot Bart ≡ Black Bart #1 shoot Ann"
    assert "interruption" in first.notes and "simultaneous" in first.notes
    assert not second.simultaneous and second.shooters == "Ann #2 dive"


def test_fired_slots_come_first_and_keep_their_tie_G3() -> None:
    data = data_of([*DUEL_REVEALED, {"cmd": "resolve"}])
    fired, pending = build_duel_view(data, "Duel", DUELISTS, True, "ann", "ann").slots
    assert fired.done and fired.simultaneous and "fired" in fired.notes
    assert pending.current and pending.number == "1"


def test_the_best_discretion_leads_and_each_accomplice_adds_a_die_W9() -> None:
    data = data_of(WESTERN_CAST)
    plan = AmbushPlan(ambushers=("kid", "bart"), accomplices=("kid",))
    assert leader(data, plan) == "bart"
    assert ambush_pool(data, plan) == 3 + 1


def test_the_results_are_the_rules_own_account_W9() -> None:
    data = data_of(AMBUSH_SPRUNG)
    plan = AmbushPlan(("bart", "kid"), ("kid",), ("ann", "doc"), sent=True)
    view = build_ambush_view(data, "Ambush", plan)
    ann, doc = view.targets
    assert ann.surprised and ann.outcome == "SURPRISED (margin 2)"
    assert ann.effects.startswith("Sonné · +1 Tension die (now 2)")
    assert not doc.surprised and doc.roll == "2 vs 3" and doc.opposes == "Poker 3"
    assert [line.bonus for line in view.party] == [
        "d6 = 5, on its first action",
        "d6 = 2, on its first action",
    ]
