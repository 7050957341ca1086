"""Vampire: the Masquerade (Revised): 1d10 + Dexterity + Wits (seed 002)."""

from rules.systems.vampire.system import SYSTEM, VampireSystem

__all__ = ["SYSTEM", "VampireSystem"]
