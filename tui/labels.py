"""How stats and options are named on screen (the games' own names, G-terms kept)."""

from i18n import _

LABELS: dict[str, str] = {
    # vampire: the English edition's names
    "dexterity": _("Dexterity"),
    "wits": _("Wits"),
    "celerity": _("Celerity"),
    "willpower": _("Willpower"),
    "abort_cost": _("Cost of aborting to a defence"),
    # zebra: the game's own English pages
    "aplomb": _("Got a Nerve! (Aplomb)"),
    "agilite": _("Nimbleness (Agilité)"),
    "perception": _("Perception"),
    "skill": _("Weapon skill"),
    "tie": _("Ties"),
    "engagement": _("Engagement"),
    "weapons": _("Weapons"),
    # western: French names in both languages
    "attribute": _("Attribute"),
    "tension": "Tension",
    "panache": "Panache",
    "discretion": "Discrétion",
    "sang_froid": "Sang-froid",
    "poker": "Poker",
    "survie": "Survie",
    "nervous_finger": _("Nervous finger"),
    "surprise_margin": _("+1d6 per success of surprise margin"),
    "success_face": _("Success face of a pool die"),
    "sacrifice_to_zero": _("Sacrifice may leave an action with no die"),
}


#: The options' values (Literal ones), as the GM reads them.
VALUES: dict[str, str] = {
    # zebra (Z5, Z2)
    "static": _("static part first"),
    "simultaneous": _("simultaneous"),
    "mutual": _("mutual"),
    "one_way": _("one way"),
    # vampire (V5)
    "free": _("free"),
    "willpower": _("a Willpower point"),
    "willpower_roll": _("a Willpower roll"),
}


def label(name: str) -> str:
    return LABELS.get(name, name.replace("_", " ").capitalize())


def value_words(value: object) -> str:
    """An option's value as the GM reads it: ``on``/``off``, ``one way``, never ``False``."""
    if isinstance(value, bool):
        return _("on") if value else _("off")
    if value is None:
        return _("none")
    if isinstance(value, int):
        return str(value).replace("-", "−")
    return VALUES.get(str(value), str(value).replace("_", " "))


def health_levels() -> list[tuple[str, str]]:
    """The vampire health levels with their initiative penalty: ``Wounded −2``."""
    from rules.systems.vampire.model import WOUND_PENALTY
    from tui.presenters.vampire import HEALTH

    levels = []
    for level, name in HEALTH.items():
        penalty = WOUND_PENALTY.get(level)  # type: ignore[call-overload]
        if penalty is None:
            levels.append((level, _("{level}: cannot act").format(level=name)))
        else:
            levels.append((level, f"{name} −{penalty}" if penalty else name))
    return levels
