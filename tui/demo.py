"""The demo encounter a new store starts with, so that ``make run`` shows a live board."""

from i18n import _, pgettext
from rules.commands import AddCombatant, ChooseSystem, Command, NameEncounter
from rules.dice import DiceSource
from rules.encounter import Encounter
from rules.journal import JournalStore
from rules.systems.vampire.commands import Roll

DEMO_COMMANDS: list[Command] = [
    ChooseSystem(name="vampire"),
    AddCombatant(
        id="ann", name="Ann", side="pc", stats={"dexterity": 4, "wits": 3, "willpower": 5}
    ),
    AddCombatant(
        id="bob", name="Bob", side="pc", stats={"dexterity": 3, "wits": 3, "willpower": 4}
    ),
    AddCombatant(
        id="cid",
        name="Cid",
        side="npc",
        stats={"dexterity": 3, "wits": 3, "celerity": 2, "willpower": 6},
    ),
    AddCombatant(
        id="ghoul",
        name=pgettext("demo", "Ghoul"),
        side="npc",
        hidden=True,
        stats={"dexterity": 2, "wits": 2, "willpower": 3},
    ),
    Roll(dice={"ann": 9, "bob": 6, "cid": 6, "ghoul": 4}),
]


def create_demo(store: JournalStore) -> int:
    """Create the demo encounter (a vampire turn, rolled) and return its id."""
    encounter = Encounter(store=store, dice=DiceSource(seed=1))
    encounter.handle(NameEncounter(name=_("Demo: the alley behind the Elysium")))
    for command in DEMO_COMMANDS:
        encounter.handle(command)
    assert encounter.id is not None
    return encounter.id
