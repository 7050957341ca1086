"""Zebra Island RPG: countdown Initiative Counters in Sequences (seed 001)."""

from rules.systems.zebra.system import SYSTEM, ZebraSystem

__all__ = ["SYSTEM", "ZebraSystem"]
