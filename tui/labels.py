"""How stats and options are named on screen (the games' own names, G-terms kept)."""

from collections.abc import Mapping

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
    "weapons": _("Weapons"),
    "tie": _("Ties"),
    "engagement": _("Engagement"),
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


def stats_words(stats: Mapping[str, object]) -> str:
    """A combatant's stats in one line: each with its name, the weapons with their skills and
    the one in hand said: ``Attribute 3, Weapons (rifle 2 in hand, knife 1)``."""
    in_hand = stats.get("weapon")
    weapons = stats.get("weapons")
    parts = []
    for key, value in stats.items():
        if value is None or value == {}:
            continue  # a stat left out (zebra's Agilité, its weapons)
        if key == "weapon" and isinstance(weapons, dict) and in_hand in weapons:
            continue  # said beside its weapon
        if isinstance(value, dict):
            carried = ", ".join(
                _("{weapon} {skill} in hand").format(weapon=name, skill=value_words(skill))
                if name == in_hand
                else f"{name} {value_words(skill)}"
                for name, skill in value.items()
            )
            parts.append(f"{label(key)} ({carried})")
        else:
            parts.append(f"{label(key)} {value_words(value)}")
    return ", ".join(parts)


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
