"""The actions of the shipped cost table (Z4) in words: "first aid", not ``first_aid``.

The table's keys are ids (the ``degaine script`` contract keeps them); what the GM
reads is the action's name, translated. An action of a campaign's own table reads as
the name its file gives in the GM's language (``[names.fr]``), else as its key, its
underscores as spaces.
"""

from collections.abc import Mapping

from i18n import N_, _, current_language

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


def action_words(action: str, names: Mapping[str, Mapping[str, str]] | None = None) -> str:
    """``action`` (a cost table's key) as the GM reads it; ``names``: a campaign table's
    own names, by language code then action."""
    if names:
        language = current_language()
        own = names.get(language) or names.get(language.partition("_")[0]) or {}
        if action in own:
            return own[action]
    shipped = SHIPPED_NAMES.get(action)
    return _(shipped) if shipped is not None else action.replace("_", " ")


def action_labels(
    actions: Mapping[str, object], names: Mapping[str, Mapping[str, str]] | None = None
) -> dict[str, str]:
    """Each of ``actions`` (a table's keys) by the name the GM reads."""
    return {action: action_words(action, names) for action in actions}
