"""The actions of the shipped cost table (Z4) in words: "first aid", not ``first_aid``.

The table's keys are ids (the ``degaine script`` contract keeps them); what the GM
reads is the action's name, translated. An action of a campaign's own table reads as
its key, its underscores as spaces.
"""

from i18n import N_, _

#: The shipped table's actions (``costs.toml``), by id.
SHIPPED_NAMES = {
    "strike": N_("strike"),
    "shoot": N_("shoot"),
    "aim": N_("aim"),
    "reload": N_("reload"),
    "throw": N_("throw"),
    "parry": N_("parry"),
    "dodge": N_("dodge"),
    "move": N_("move"),
    "run": N_("run"),
    "charge": N_("charge"),
    "disengage": N_("disengage"),
    "draw": N_("draw"),
    "grab": N_("grab"),
    "help": N_("help"),
    "use": N_("use"),
    "first_aid": N_("first aid"),
    "stand_up": N_("stand up"),
    "look": N_("look"),
    "shout": N_("shout"),
}


def action_words(action: str) -> str:
    """``action`` (a cost table's key) as the GM reads it."""
    shipped = SHIPPED_NAMES.get(action)
    return _(shipped) if shipped is not None else action.replace("_", " ")
