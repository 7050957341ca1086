"""How stats and options are named on screen (the games' own names, G-terms kept)."""

from rules.i18n import _

LABELS: dict[str, str] = {
    # vampire: the English edition's names
    "dexterity": _("Dexterity"),
    "wits": _("Wits"),
    "celerity": _("Celerity"),
    "willpower": _("Willpower"),
    "abort_cost": _("Cost of aborting to a defence (V5)"),
    # zebra: the game's own English pages
    "aplomb": _("Got a Nerve! (Aplomb)"),
    "agilite": _("Nimbleness (Agilité)"),
    "perception": _("Perception"),
    "skill": _("Weapon skill"),
    "tie": _("Ties (Z5)"),
    # western: French names in both languages
    "attribute": _("Attribute"),
    "tension": "Tension",
    "panache": "Panache",
    "discretion": "Discrétion",
    "sang_froid": "Sang-froid",
    "poker": "Poker",
    "survie": "Survie",
    "nervous_finger": _("Nervous finger (W8)"),
    "surprise_margin": _("+1d6 per success of surprise margin (W9)"),
    "success_face": _("Success face of a pool die (W9)"),
    "sacrifice_to_zero": _("Sacrifice may leave an action with no die (W4)"),
}


def label(name: str) -> str:
    return LABELS.get(name, name.replace("_", " ").capitalize())
