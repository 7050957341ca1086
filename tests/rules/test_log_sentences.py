"""What the log says of each step is true and whole (issue 23): each total with its dice,
Celerity committed with the roll, a delay's words, a roll-once group told once, what an
abort cost, an ambush's dice by side, the scores revealed, actions by their names."""

from typing import Any

import pytest

from i18n import use_language
from rules.encounter import Encounter
from rules.history import build_history
from rules.sentences import tell
from tests.helpers import run

Commands = list[dict[str, Any]]


def add(key: str, side: str = "npc", **stats: int) -> dict[str, Any]:
    """An ``add`` of one combatant named after its id."""
    return {"cmd": "add", "id": key, "name": key.title(), "side": side, "stats": stats}


VAMPIRE_CAST: Commands = [
    {"cmd": "system", "name": "vampire", "options": {"abort_cost": "willpower"}},
    add("viktor", dexterity=3, wits=2, celerity=2, willpower=3),
    add("lena", "pc", dexterity=2, wits=2, willpower=2),
]
THUGS: dict[str, Any] = {
    "cmd": "add",
    "id": "thug",
    "name": "Thug",
    "count": 3,
    "roll_once": True,
}
ZEBRA_CAST: Commands = [
    {"cmd": "system", "name": "zebra"},
    add("ann", aplomb=3, agilite=2, perception=3, skill=3),
]
WESTERN_CAST: Commands = [
    {"cmd": "system", "name": "western"},
    add("bart", attribute=3, skill=2, discretion=3),
    add("cole", attribute=2, skill=1),
    add("ann", "pc", attribute=3, skill=2, tension=1),
    add("doc", attribute=3, skill=2, poker=2),
]


def told(encounter: Encounter, back: int = 1) -> str:
    """The log's sentence of the record ``back`` from the last."""
    record = encounter.records[-back]
    names = {key: c.name for key, c in encounter.state.combatants.items()}
    events = [event.model_dump(mode="json") for event in record.events]
    return tell(encounter.state.system, record.command, events, names)


def played(commands: Commands) -> Encounter:
    return run(commands, seed=3)


# -- vampire ----------------------------------------------------------------------------
def test_a_new_turn_tells_each_total_its_d10_and_its_rating_V1_V7() -> None:
    encounter = played(
        [
            *VAMPIRE_CAST,
            {"cmd": "wound", "actor": "lena", "level": "hurt"},
            {"cmd": "roll", "dice": {"viktor": 9, "lena": 4}},
        ]
    )
    # Viktor 3 + 2 + 2 Celerity kept for speed; Lena 2 + 2 − 1 for her wound.
    assert told(encounter) == (
        "Initiative for turn 1: Viktor 16 = d10=9 (typed) + 7; Lena 7 = d10=4 (typed) + 3,"
        " wounds −1"
    )


def test_celerity_committed_with_the_roll_is_in_the_log_V8() -> None:
    encounter = played(
        [
            *VAMPIRE_CAST,
            {"cmd": "roll", "dice": {"viktor": 9, "lena": 4}, "celerity": {"viktor": 2}},
        ]
    )
    sentence = told(encounter)
    assert "Viktor 14 = d10=9 (typed) + 5, 2 Celerity dots committed to extra actions" in sentence
    assert (
        "Lena 8 = d10=4 (typed) + 4" in sentence and "Lena 8 = d10=4 (typed) + 4," not in sentence
    )


def test_a_multiple_action_is_split_from_the_pool_not_celerity_V6() -> None:
    encounter = played(
        [
            *VAMPIRE_CAST,
            {"cmd": "roll", "dice": {"viktor": 9, "lena": 4}},
            {"cmd": "declare", "actor": "lena", "action": "shoot Viktor", "extra": 1},
        ]
    )
    assert told(encounter) == "Lena declares “shoot Viktor”, plus 1 more action (multiple actions)"
    assert "Celerity" not in told(encounter)


def test_a_delay_keeps_the_words_declared_V4() -> None:
    encounter = played(
        [
            *VAMPIRE_CAST,
            {"cmd": "roll", "dice": {"viktor": 9, "lena": 4}},
            {"cmd": "declare", "actor": "lena", "delay": True},
            {"cmd": "declare", "actor": "viktor", "action": "bite Lena", "delay": True},
        ]
    )
    assert told(encounter) == "Viktor declares “bite Lena” and waits to act"
    assert told(encounter, 2) == "Lena waits to act"


def test_a_roll_once_group_reads_as_one_roll_and_one_declaration_G7() -> None:
    encounter = played(
        [
            *VAMPIRE_CAST[:1],
            {**THUGS, "stats": {"dexterity": 2, "wits": 1}},
            add("ann", dexterity=1, wits=1),
            {"cmd": "roll", "dice": {"thug-2": 6, "ann": 6}},
            {"cmd": "declare", "actor": "ann", "action": "run"},
            {"cmd": "declare", "actor": "thug-1", "action": "charge"},
            {"cmd": "resolve"},
        ]
    )
    assert told(encounter, 4) == (
        "Initiative for turn 1: Thug 1, Thug 2 and Thug 3 (one roll) 9 = d10=6 (typed) + 3;"
        " Ann 8 = d10=6 (typed) + 2"
    )
    assert told(encounter, 2) == "Thug 1, Thug 2 and Thug 3 declare “charge” together"
    assert told(encounter) == "Thug 1, Thug 2 and Thug 3 act together"


@pytest.mark.parametrize(
    ("cost", "fields", "said"),
    [
        ("free", {}, "Lena aborts to Dodge"),
        ("willpower", {}, "Lena aborts to Dodge, spending a Willpower point"),
        (
            "willpower_roll",
            {"spend_willpower": True},
            "Lena aborts to Dodge, spending a Willpower point",
        ),
        ("willpower_roll", {"success": True}, "Lena aborts to Dodge (Willpower roll succeeded)"),
        (
            "willpower_roll",
            {"success": False},
            "Lena fails the Willpower roll and cannot abort to Dodge",
        ),
    ],
)
def test_an_abort_says_what_it_cost_V5(cost: str, fields: dict[str, Any], said: str) -> None:
    encounter = played(
        [
            {**VAMPIRE_CAST[0], "options": {"abort_cost": cost}},
            *VAMPIRE_CAST[1:],
            {"cmd": "roll", "dice": {"viktor": 9, "lena": 4}},
            {"cmd": "abort", "actor": "lena", "defense": "dodge", **fields},
        ]
    )
    assert told(encounter) == said


# -- zebra ------------------------------------------------------------------------------
def test_a_sequence_start_tells_each_counter_and_the_overspend_Z1_Z8() -> None:
    encounter = played(
        [
            *ZEBRA_CAST,
            {"cmd": "sequence", "dice": {"ann": 10}},
            {"cmd": "act", "actor": "ann", "action": "run"},
            {"cmd": "act", "actor": "ann", "action": "charge"},
            {"cmd": "act", "actor": "ann", "cost": 9, "label": "leap"},
            {"cmd": "sequence", "dice": {"ann": 4}},
        ]
    )
    assert told(encounter, 5) == "Sequence 1 starts: Ann 19 = d20=10 (typed) + 9"
    assert told(encounter, 2) == "Ann: leap −9 → counter −3"
    assert told(encounter) == "Sequence 2 starts: Ann 10 = d20=4 (typed) + 9 − 3 overspent"


def test_an_action_of_the_table_reads_by_its_name_not_its_id_Z4() -> None:
    encounter = played(
        [
            *ZEBRA_CAST,
            {"cmd": "sequence", "dice": {"ann": 10}},
            {"cmd": "act", "actor": "ann", "action": "first_aid"},
            {"cmd": "act", "actor": "ann", "action": "stand_up", "label": "off the rope"},
        ]
    )
    assert told(encounter, 2) == "Ann: first aid −8 → counter 11"
    assert told(encounter) == "Ann: stand up (off the rope) −4 → counter 7"
    use_language("fr")  # the suite's conftest gives English back after each test
    assert told(encounter, 2) == "Ann\u202f: premiers soins −8 → compteur 11"


def test_a_roll_once_group_counts_once_and_acts_together_G7() -> None:
    encounter = played(
        [
            *ZEBRA_CAST,
            {**THUGS, "stats": {"aplomb": 2, "agilite": 2, "perception": 2, "skill": 1}},
            {"cmd": "sequence", "dice": {"ann": 1, "thug-1": 12}},
            {"cmd": "act", "actor": "thug-3", "action": "strike"},
        ]
    )
    assert told(encounter, 2) == (
        "Sequence 1 starts: Ann 10 = d20=1 (typed) + 9;"
        " Thug 1, Thug 2 and Thug 3 (one roll) 17 = d20=12 (typed) + 5"
    )
    assert told(encounter) == "Thug 1, Thug 2 and Thug 3: strike −5 → counter 12"


# -- western ----------------------------------------------------------------------------
AMBUSH: dict[str, Any] = {
    "cmd": "ambush",
    "ambushers": ["bart"],
    "accomplices": ["cole"],
    "targets": [
        {"actor": "ann", "sonne": True},
        {"actor": "doc", "skill": "poker", "successes": 2},
    ],
    "dice": [5, 6, 2, 1],
    "initiative": {"bart": [3], "cole": [2]},
}


def test_an_ambush_says_whose_dice_are_whose_and_what_the_surprise_gave_W9() -> None:
    encounter = played([*WESTERN_CAST, AMBUSH])
    assert told(encounter).split(" · ") == [
        "Ambush by Bart on Ann and Doc, Cole as accomplice",
        # Ann's Sang-froid is 0: no die is hers, the four are the ambush's (Discrétion 3 + Cole).
        "Ann surprised, 2 successes to 0 (the ambush: d6=5 d6=6 d6=2 d6=1 (typed);"
        " Ann's Sang-froid: no die), +1 Tension die not counted this turn, Sonné",
        "Doc not surprised, 2 successes to 2 (the ambush: d6=5 d6=6 d6=2 d6=1 (typed);"
        " Doc's Poker: successes typed)",
        "free initiative for the first action: Bart d6=3 (typed), Cole d6=2 (typed)",
    ]


def test_a_failed_ambush_gives_the_target_no_die_it_did_not_roll_W9() -> None:
    encounter = played(
        [
            *WESTERN_CAST,
            {
                "cmd": "ambush",
                "ambushers": ["bart"],
                "targets": [{"actor": "ann"}],
                "dice": [4, 2, 3],
            },
        ]
    )
    assert told(encounter) == (
        "Ambush by Bart on Ann · Ann not surprised, 0 successes to 0"
        " (the ambush: d6=4 d6=2 d6=3 (typed); Ann's Sang-froid: no die)"
    )
    assert "Ann d6" not in told(encounter)
    use_language("fr")  # the suite's conftest gives English back after each test
    assert told(encounter) == (
        "Embuscade de Bart contre Ann · Ann\u202f: pas de surprise, 0 succès contre 0"
        " (l'embuscade\u202f: d6=4 d6=2 d6=3 (saisis)\u202f; Sang-froid d'Ann\u202f: aucun dé)"
    )


def test_the_ambush_s_free_die_is_not_told_as_rolled_at_the_declaration_W9() -> None:
    encounter = played(
        [
            *WESTERN_CAST,
            {**AMBUSH, "targets": [{"actor": "ann"}]},
            {"cmd": "draw"},
            {"cmd": "declare", "actor": "bart", "actions": [3, 2], "labels": ["shoot Ann"]},
            {"cmd": "declare", "actor": "ann"},
        ]
    )
    assert told(encounter, 2) == (
        "Bart declares 2 actions: “shoot Ann” (3 dice) + the ambush's free die d6=3 (typed), 2 dice"
    )
    assert told(encounter) == "Ann declares 1 action: 7 dice, 1 surprise Tension die not counted"
    use_language("fr")
    assert told(encounter, 2).startswith(
        "Bart déclare 2 actions\u202f: «\u202fshoot Ann\u202f» (3 dés)"
    )


def test_the_reveal_lists_the_scores_highest_first_W6() -> None:
    encounter = played(
        [
            *WESTERN_CAST,
            {"cmd": "draw"},
            {"cmd": "declare", "actor": "bart", "actions": [3, 2]},
            {"cmd": "reveal"},
        ]
    )
    assert told(encounter) == (
        "The scores are revealed: Ann 6, Doc 5, Bart 3 (action 1), Cole 3, Bart 2 (action 2)"
    )


def test_a_condition_reads_without_a_verb_and_so_does_the_snag_G6_W9() -> None:
    encounter = played(
        [
            *WESTERN_CAST,
            {"cmd": "condition_add", "actor": "ann", "name": "frenzy", "duration": 2},
            {"cmd": "snag", "actor": "doc"},
        ]
    )
    assert told(encounter, 2) == "Ann: frenzy for 2 turns (GM only)"
    assert told(encounter) == "Doc: Sonné (dazed)"
    use_language("fr")
    assert told(encounter) == "Doc\u202f: Sonné"


def test_latecomers_are_told_with_their_totals_V1_Z10() -> None:
    vampire = played(
        [
            *VAMPIRE_CAST,
            {"cmd": "roll", "dice": {"viktor": 9, "lena": 4}},
            add("hans", dexterity=1, wits=1),
            {"cmd": "roll", "actors": ["hans"], "dice": {"hans": 3}},
        ]
    )
    assert told(vampire) == "Initiative for latecomers: Hans 5 = d10=3 (typed) + 2"
    zebra = played(
        [
            *ZEBRA_CAST,
            {"cmd": "sequence", "dice": {"ann": 10}},
            add("hans", aplomb=1, agilite=1, perception=2, skill=1),
            {"cmd": "join", "actor": "hans", "die": 7},
        ]
    )
    assert told(zebra) == "Joining the Sequence: Hans 11 = d20=7 (typed) + 4"


def test_the_history_s_dice_of_an_ambush_belong_to_whom_rolled_them_W9() -> None:
    encounter = played([*WESTERN_CAST, AMBUSH])
    step = build_history(encounter.records, len(encounter.records)).steps[-1]
    owners = [(die.actor, die.value) for die in step.dice]
    # The ambush's four dice are nobody's (twice: one roll against each target), the free
    # d6s their ambushers'; none is Ann's, who had no die, nor Doc's, who typed successes.
    assert owners == [("bart", 3), ("cole", 2), *[(None, v) for v in (5, 6, 2, 1)] * 2]


def test_a_western_roll_once_group_declares_and_sacrifices_as_one_G7_W4() -> None:
    encounter = played(
        [
            *WESTERN_CAST[:1],
            {**THUGS, "stats": {"attribute": 2, "skill": 1}},
            {"cmd": "draw"},
            {"cmd": "declare", "actor": "thug-2", "actions": [2, 1]},
            {"cmd": "sacrifice", "actor": "thug-1", "dice": [4]},
        ]
    )
    assert told(encounter, 2) == (
        "Thug 1, Thug 2 and Thug 3 declare 2 actions together: 2 dice, 1 die"
    )
    assert told(encounter) == (
        "Thug 1, Thug 2 and Thug 3 sacrifice 1 die of action 1 together, one roll: d6=4 (typed)"
    )


def test_an_extra_action_says_which_it_is_when_it_resolves_V6_V8() -> None:
    encounter = played(
        [
            *VAMPIRE_CAST,
            {"cmd": "roll", "dice": {"viktor": 9, "lena": 4}, "celerity": {"viktor": 1}},
            {"cmd": "declare", "actor": "lena", "action": "shoot"},
            {"cmd": "declare", "actor": "viktor", "action": "bite", "extra": 1},
            {"cmd": "resolve"},
            {"cmd": "resolve"},
            {"cmd": "resolve"},
            {"cmd": "resolve"},
        ]
    )
    # V6: Celerity's and the multiple action both at the end of the turn, after the mains.
    assert [told(encounter, back) for back in (4, 3, 2, 1)] == [
        "Viktor acts",
        "Lena acts",
        "Viktor (extra action 1) acts",
        "Viktor (extra action 2) acts",
    ]
